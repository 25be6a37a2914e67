import { useSearchParams } from "react-router";
import { type AnalyticsQuery, monthKeySchema } from "#domain/admin/analytics";

/**
 * The period shown, kept in the address (?de=2026-01&ate=2026-06) beside the open tab, so a reload
 * or a shared link shows the same months; without them the server's default (the last 6 months).
 */
export function useAnalyticsPeriod() {
  const [params, setParams] = useSearchParams();
  const read = (name: string) => {
    const value = params.get(name) ?? undefined;
    return value !== undefined && monthKeySchema.safeParse(value).success ? value : undefined;
  };
  const period: AnalyticsQuery = { from: read("de"), to: read("ate") };

  const choose = (next: { from: string; to: string }) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        updated.set("de", next.from);
        updated.set("ate", next.to);
        return updated;
      },
      { replace: true },
    );

  return [period, choose] as const;
}

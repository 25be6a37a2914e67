import { useSearchParams } from "react-router";

/**
 * The open tab of a page kept in its address (?tab=…), so a reload or a shared link opens the
 * same tab; the default tab leaves the address clean.
 */
export function useTabParam<T extends string>(tabs: readonly { value: T }[], defaultTab: T) {
  const [params, setParams] = useSearchParams();
  const requested = params.get("tab");
  const tab = tabs.find((t) => t.value === requested)?.value ?? defaultTab;

  const choose = (value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === defaultTab) next.delete("tab");
        else next.set("tab", value);
        return next;
      },
      { replace: true },
    );

  return [tab, choose] as const;
}

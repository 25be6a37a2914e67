import { describe, expect, it } from "vitest";
import { activeSubscription, isUnlimited, remainingOf, UNLIMITED, withinLimit } from "./entitlements.ts";

describe("limits", () => {
  it("treats 0 and null as unlimited", () => {
    expect(isUnlimited(0)).toBe(true);
    expect(isUnlimited(null)).toBe(true);
    expect(isUnlimited(undefined)).toBe(true);
    expect(isUnlimited(3)).toBe(false);
    expect(remainingOf(0, 1000)).toBe(UNLIMITED);
    expect(remainingOf(null, 5)).toBe(UNLIMITED);
    expect(withinLimit(0, 1000)).toBe(true);
  });

  it("counts down and stops at zero", () => {
    expect(remainingOf(3, 0)).toBe(3);
    expect(remainingOf(3, 2)).toBe(1);
    expect(remainingOf(3, 3)).toBe(0);
    expect(remainingOf(3, 7)).toBe(0);
    expect(withinLimit(3, 2)).toBe(true);
    expect(withinLimit(3, 3)).toBe(false);
  });
});

describe("plan resolution", () => {
  const now = new Date("2026-11-22T12:00:00Z");
  const sub = (status: string, endsAt: string | null, createdAt: string, id: string) => ({
    id,
    status,
    endsAt: endsAt ? new Date(endsAt) : null,
    createdAt: new Date(createdAt),
  });

  it("is free without subscriptions", () => {
    expect(activeSubscription([], now)).toBeNull();
  });

  it("ignores expired and cancelled subscriptions", () => {
    expect(
      activeSubscription(
        [
          sub("active", "2026-11-22T11:59:59Z", "2026-10-22T00:00:00Z", "expired"),
          sub("cancelled", null, "2026-11-01T00:00:00Z", "c"),
        ],
        now,
      ),
    ).toBeNull();
  });

  it("takes the latest active one, open-ended or ending later", () => {
    const chosen = activeSubscription(
      [
        sub("active", "2026-12-22T00:00:00Z", "2026-11-01T00:00:00Z", "older"),
        sub("active", null, "2026-11-20T00:00:00Z", "newer"),
        sub("active", "2026-11-01T00:00:00Z", "2026-11-21T00:00:00Z", "newest-but-expired"),
      ],
      now,
    );
    expect(chosen?.id).toBe("newer");
  });
});

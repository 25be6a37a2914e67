import { describe, expect, it } from "vitest";
import { lockKey, secondsLocked, withLock } from "./account-locks.ts";

const NOW = Date.UTC(2026, 10, 25, 12, 0, 0);

describe("sign-in locks per account", () => {
  it("locks only the account the server named, for the time it said", () => {
    const locks = withLock({}, "ana@exemplo.com.br", 900, NOW);
    expect(secondsLocked(locks, "ana@exemplo.com.br", NOW)).toBe(900);
    expect(secondsLocked(locks, "ana@exemplo.com.br", NOW + 899_500)).toBe(1);
    expect(secondsLocked(locks, "ana@exemplo.com.br", NOW + 900_000)).toBe(0);
    expect(secondsLocked(locks, "bia@exemplo.com.br", NOW)).toBe(0);
    expect(secondsLocked(locks, "", NOW)).toBe(0);
  });

  it("compares e-mails as the server does: trimmed and in any case", () => {
    const locks = withLock({}, " Ana@Exemplo.com.br ", 60, NOW);
    expect(secondsLocked(locks, "ana@exemplo.com.br", NOW)).toBe(60);
    expect(lockKey("  ANA@exemplo.COM.br")).toBe("ana@exemplo.com.br");
  });

  it("keeps other accounts' running locks and forgets the ones that are over", () => {
    let locks = withLock({}, "ana@exemplo.com.br", 60, NOW);
    locks = withLock(locks, "bia@exemplo.com.br", 900, NOW + 1000);
    expect(Object.keys(locks).sort()).toEqual(["ana@exemplo.com.br", "bia@exemplo.com.br"]);
    locks = withLock(locks, "caio@exemplo.com.br", 30, NOW + 61_000);
    expect(Object.keys(locks).sort()).toEqual(["bia@exemplo.com.br", "caio@exemplo.com.br"]);
  });
});

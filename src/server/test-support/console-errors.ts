import { afterEach, beforeEach, type MockInstance, vi } from "vitest";

/**
 * A test fails when something calls `console.error` during it: an error logged and swallowed is a
 * bug the assertions may not see. Registered for every unit and API test file as a Vitest setup
 * file (vitest.config.ts); a test that expects an error logged calls allowConsoleError().
 */
type Guard = { spy?: MockInstance<typeof console.error>; allowed: boolean };

// On globalThis so the setup file and a test file share one guard whatever module copy they load.
const key = Symbol.for("rumo.consoleErrorGuard");
const guard: Guard = ((globalThis as Record<symbol, unknown>)[key] as Guard | undefined) ?? {
  allowed: false,
};
(globalThis as Record<symbol, unknown>)[key] = guard;

/** Lets the current test log errors (they are then kept off the output). */
export function allowConsoleError(): void {
  guard.allowed = true;
  guard.spy?.mockImplementation(() => {});
}

function describeCall(args: unknown[]): string {
  return args.map((a) => (a instanceof Error ? (a.stack ?? a.message) : String(a))).join(" ");
}

export function installConsoleErrorGuard(): void {
  beforeEach(() => {
    guard.allowed = false;
    guard.spy = vi.spyOn(console, "error");
  });
  afterEach(() => {
    const calls = guard.spy?.mock.calls ?? [];
    guard.spy?.mockRestore();
    guard.spy = undefined;
    if (!guard.allowed && calls.length > 0)
      throw new Error(
        `console.error was called during the test (call allowConsoleError() if it is expected):\n${calls
          .map(describeCall)
          .join("\n")}`,
      );
  });
}

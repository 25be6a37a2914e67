import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError, api, failureOf, onUnauthorized } from "./api-client.ts";

afterEach(() => {
  vi.unstubAllGlobals();
  onUnauthorized(() => {});
});

function answer(status: number, body: unknown) {
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => new Response(JSON.stringify(body), { status })),
  );
}

describe("api client", () => {
  it("keeps the server's code and pt-BR message", async () => {
    answer(403, { code: "CHAT_LIMIT_REACHED", message: "Limite atingido" });
    const error = await api("/api/x").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 403, code: "CHAT_LIMIT_REACHED", message: "Limite atingido" });
  });

  it("names a failure without a body by its status", () => {
    expect(failureOf(404, null).code).toBe("NOT_FOUND");
    expect(failureOf(502, null).code).toBe("INTERNAL_ERROR");
  });

  it("reports a 401 to the expired-session handler, unless the caller handles it", async () => {
    const expired = vi.fn();
    onUnauthorized(expired);
    answer(401, { code: "UNAUTHORIZED", message: "Você precisa estar logado para continuar." });
    await expect(api("/api/profile")).rejects.toMatchObject({ status: 401, code: "UNAUTHORIZED" });
    expect(expired).toHaveBeenCalledTimes(1);
    await expect(api("/api/auth/login", { body: {}, skipAuthRedirect: true })).rejects.toBeInstanceOf(
      ApiError,
    );
    expect(expired).toHaveBeenCalledTimes(1);
  });

  it("turns an unreachable server into NETWORK_ERROR", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => {
        throw new TypeError("Failed to fetch");
      }),
    );
    await expect(api("/api/x")).rejects.toMatchObject({ status: 0, code: "NETWORK_ERROR" });
  });
});

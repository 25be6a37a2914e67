import { describe, expect, it } from "vitest";
import { formatMoney, sameSitePath } from "./billing-format.ts";

describe("billing formats", () => {
  it("writes money in reais, pt-BR", () => {
    expect(formatMoney(199.9).replace(/\s/g, " ")).toBe("R$ 199,90");
  });

  it("keeps a returned URL inside Rumo as a path, and leaves other sites alone", () => {
    const origin = "http://127.0.0.1:3000";
    expect(sameSitePath("http://127.0.0.1:3000/sandbox/checkout/cs_1", origin)).toBe(
      "/sandbox/checkout/cs_1",
    );
    expect(sameSitePath("/student/subscription?success=true", origin)).toBe(
      "/student/subscription?success=true",
    );
    expect(sameSitePath("https://checkout.stripe.com/c/pay/cs_live", origin)).toBeNull();
  });
});

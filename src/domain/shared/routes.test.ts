import { describe, expect, it } from "vitest";
import { isAppPath } from "./routes.ts";

describe("the app's page addresses", () => {
  it("knows the pages, with their parameters, a final slash and any case", () => {
    for (const path of [
      "/",
      "/dashboard",
      "/exercise/abc-123",
      "/chat/matematica",
      "/Terms/",
      "/student/subscription",
      "/sandbox/checkout/cs_sbx_123",
      "/sandbox/portal",
    ])
      expect(isAppPath(path), path).toBe(true);
  });

  it("does not know anything else", () => {
    for (const path of [
      "/nao-existe",
      "/exercise",
      "/exercise/1/2",
      "/chat",
      "/dashboard/extra",
      "/student",
      "/sandbox",
      "/sandbox/checkout",
    ])
      expect(isAppPath(path), path).toBe(false);
  });
});

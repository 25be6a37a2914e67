import { describe, expect, it } from "vitest";
import { formatPhone, isValidPhone, phoneDigits } from "./phone.ts";

describe("phone mask", () => {
  it.each([
    ["", ""],
    ["1", "(1"],
    ["11", "(11"],
    ["119", "(11) 9"],
    ["1199999", "(11) 9999-9"],
    ["1133334444", "(11) 3333-4444"],
    ["11999998888", "(11) 99999-8888"],
    ["(11) 99999-8888", "(11) 99999-8888"],
    ["11999998888777", "(11) 99999-8888"],
    ["ab11c99999d8888", "(11) 99999-8888"],
  ])("formats %j as %j", (input, expected) => {
    expect(formatPhone(input)).toBe(expected);
  });

  it("keeps at most 11 digits", () => {
    expect(phoneDigits("+55 (11) 99999-8888")).toBe("55119999988");
    expect(phoneDigits("(11) 99999-8888")).toBe("11999998888");
  });

  it("the masked form never passes 15 characters", () => {
    expect(formatPhone("119999988889999").length).toBeLessThanOrEqual(15);
  });

  it.each([
    ["(11) 99999-8888", true],
    ["(11) 3333-4444", true],
    ["(11) 89999-8888", false],
    ["(01) 99999-8888", false],
    ["9999-8888", false],
    ["", false],
  ])("validates %j as %s", (input, valid) => {
    expect(isValidPhone(input)).toBe(valid);
  });
});

import { describe, expect, it } from "vitest";
import { STUDY_FRIEND as domain } from "#domain/catalog/api";
import { STUDY_FRIEND } from "./study-friend.ts";

describe("STUDY_FRIEND", () => {
  it("is the catalogue's general tutor", () => {
    expect(STUDY_FRIEND).toEqual(domain);
  });
});

import { describe, expect, it } from "vitest";
import { type ChatEntitlements, chatBlock, greetingText, tutorName } from "./rules.ts";

function entitlements(
  over: Partial<{ chat: boolean; remaining: number; subjectsLeft: number; subjects: string[] }>,
) {
  return {
    modules: { chat: over.chat ?? true },
    chatMessagesToday: { remaining: over.remaining ?? 5, limit: 10 },
    subjectsToday: { remaining: over.subjectsLeft ?? 1, limit: 2, subjects: over.subjects ?? [] },
  } satisfies ChatEntitlements;
}

describe("chat rules", () => {
  it("blocks by module, daily messages and subjects per day, in that order", () => {
    expect(chatBlock(entitlements({}), "matematica")).toBeNull();
    expect(chatBlock(entitlements({ chat: false }), "matematica")).toBe("MODULE_DISABLED");
    expect(chatBlock(entitlements({ remaining: 0 }), "matematica")).toBe("CHAT_LIMIT_REACHED");
    expect(chatBlock(entitlements({ remaining: -1 }), "matematica")).toBeNull();
    const full = entitlements({ subjectsLeft: 0, subjects: ["fisica", "quimica"] });
    expect(chatBlock(full, "matematica")).toBe("SUBJECT_LIMIT_REACHED");
    expect(chatBlock(full, "fisica")).toBeNull();
    expect(chatBlock(full, "amiga-de-estudo")).toBeNull();
  });

  it("names tutors and greets by first name", () => {
    const math = { slug: "matematica", subjectName: "Matemática", emoji: "📐" };
    expect(tutorName(math)).toBe("Tutor de Matemática");
    expect(tutorName({ slug: "amiga-de-estudo", subjectName: "Amiga de Estudo", emoji: "💜" })).toBe(
      "Amiga de Estudo",
    );
    expect(greetingText(math, "Ana")).toContain("Olá, Ana!");
    expect(greetingText(math, "Ana")).toContain("tutor de Matemática");
  });
});

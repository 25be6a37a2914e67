import { describe, expect, it } from "vitest";
import { questionReportInputSchema } from "./api.ts";
import { REPORT_MESSAGES as M, REPORT_NOTE_MAX, reportInputProblems } from "./rules.ts";

const cases: [string, { kind: string; note: string }, string | null][] = [
  ["a known kind without a note", { kind: "gabarito", note: "" }, null],
  ["'Outro problema' with a note", { kind: "outro", note: "A figura não abre." }, null],
  ["no kind", { kind: "", note: "algo" }, M.kindRequired],
  ["an unknown kind", { kind: "spam", note: "" }, M.kindRequired],
  ["'Outro problema' with only spaces", { kind: "outro", note: "   " }, M.noteRequired],
  ["a note over the limit", { kind: "enunciado", note: "x".repeat(REPORT_NOTE_MAX + 1) }, M.noteTooLong],
  [
    "a note at the limit, spaces around",
    { kind: "enunciado", note: ` ${"x".repeat(REPORT_NOTE_MAX)} ` },
    null,
  ],
];

describe("the dialog's check and the API's schema agree", () => {
  it.each(cases)("%s", (_name, input, message) => {
    const problems = Object.values(reportInputProblems(input));
    const parsed = questionReportInputSchema.safeParse(input);
    expect(problems[0] ?? null).toBe(message);
    expect(parsed.success).toBe(message === null);
    if (!parsed.success) expect(parsed.error.issues[0]?.message).toBe(message);
  });
});

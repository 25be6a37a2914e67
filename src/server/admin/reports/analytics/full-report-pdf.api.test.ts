import { Writable } from "node:stream";
import { PDFParse } from "pdf-parse";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { longMonthLabel, periodLabel } from "#domain/admin/analytics";
import { ValidationError } from "#server/http/errors";
import { createTestApp, type TestApp } from "#server/test-support/test-app";
import { writeFullReportPdf } from "./full-report-pdf.ts";
import { fillKnownPlatform, type KnownPlatform } from "./test-fixtures.ts";

let t: TestApp;
let known: KnownPlatform;

beforeAll(async () => {
  t = await createTestApp();
  known = await fillKnownPlatform(t);
}, 120_000);
afterAll(async () => {
  await t?.close();
});

/** The PDF written into a stream that keeps what it receives, and that stream's pieces. */
async function pdfOf(from: string, to: string): Promise<Buffer> {
  const pieces: Buffer[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      pieces.push(chunk);
      callback();
    },
  });
  await writeFullReportPdf(t.database.db, { from, to, timeZone: t.app.ctx.config.timezone }, sink);
  return Buffer.concat(pieces);
}

async function textOf(pdf: Buffer): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(pdf) });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
}

/** Extracted text on one line with single spaces: charts and tables break lines where they like. */
const flat = (text: string) => text.replace(/\s+/g, " ");

describe("the full report PDF", () => {
  let text: string;
  let pdf: Buffer;
  beforeAll(async () => {
    pdf = await pdfOf(known.m(-3), known.m(-1));
    text = flat(await textOf(pdf));
  }, 60_000);

  it("is an A4 PDF with the title, the period and the generation date, accents intact", () => {
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    expect(pdf.toString("latin1")).toMatch(/\/MediaBox \[0 0 595\.28 841\.89\]/);
    expect(text).toContain("Relatório completo");
    expect(text).toContain(`Período: ${periodLabel(known.m(-3), known.m(-1))}`);
    expect(text).toMatch(/Gerado em \d{1,2} de [a-zç]+ de \d{4}/);
    for (const letter of ["ç", "ã", "é", "ê", "ó"]) expect(text).toContain(letter);
  });

  it("holds the summary cards' figures", () => {
    expect(text).toContain("Taxa de conversão 40%");
    expect(text).toContain("2 de 5 cadastros do período já pagaram");
    expect(text).toContain("Retenção mensal 71,4%");
    expect(text).toContain("5 de 7 ativos no mês anterior seguiram ativos");
    expect(text).toMatch(/Mensagens ao tutor 4 /);
    expect(text).toContain(": 1 (+300%)");
  });

  it("draws the three charts with their month labels and values", () => {
    expect(text).toContain("Conversão mensal");
    expect(text).toContain("Ranking de acesso às matérias");
    const { X, Y, Z } = known.subjects;
    for (const name of [X.name, Y.name, Z.name]) expect(text).toContain(name);
    expect(text).toContain("4 (3 msg. · 1 resp.)");
    expect(text).toContain("66,7%");
  });

  it("lists every figure in its tables", () => {
    const [m1, m2, m3] = [known.m(-3), known.m(-2), known.m(-1)].map(longMonthLabel);
    // Conversion: month, sign-ups, paid, rate.
    expect(text).toContain(`${m1} 2 1 50%`);
    expect(text).toContain(`${m2} 2 1 50%`);
    expect(text).toContain(`${m3} 1 0 0%`);
    // Retention: month, active, active the month before, retained, rate.
    expect(text).toContain(`${m1} 3 1 1 100%`);
    expect(text).toContain(`${m2} 3 3 2 66,7%`);
    // Subjects: position, name, messages, answers, total.
    expect(text).toContain(`1º ${known.subjects.Y.name} 3 1 4`);
    expect(text).toContain(`2º ${known.subjects.X.name} 0 3 3`);
    expect(text).toContain("Coortes por mês de cadastro");
  });

  it("fits 24 months (the cohort table on a landscape page)", async () => {
    const wide = await pdfOf(known.m(-23), known.current);
    expect(wide.toString("latin1")).toMatch(/\/MediaBox \[0 0 841\.89 595\.28\]/);
    const wideText = flat(await textOf(wide));
    expect(wideText).toContain("Mês 23");
    expect(wideText).toContain("ainda está em andamento");
  });

  it("refuses a period in the future before writing anything", async () => {
    await expect(pdfOf(known.current, "2999-01")).rejects.toBeInstanceOf(ValidationError);
  });
});

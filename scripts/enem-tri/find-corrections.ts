/**
 * How the tables of corrections.ts were found: for one year and area, scores that area's real cases
 * (cases.json) against INEP's file read with the corrections, then tries
 *   - every other key (A–E) of every item (KEY_ERRATA), and
 *   - where items share parameters, every choice of slip start in the reference booklet (SLIP_START),
 * and prints the choices that bring the most cases within 1 point.
 *
 *   npx tsx scripts/enem-tri/find-corrections.ts <pasta com items/ e cases.json> <ano> <área>
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { scoreArea } from "#domain/enem-score/score";
import type { Booklet, EnemArea, TriItem } from "#domain/enem-score/types";
import { correctYear, type ItemRow, parseItemsCsv, SLIP_START } from "./corrections.ts";

interface Case {
  ano: number;
  area: string;
  co_prova: string;
  tp_lingua: string | null;
  respostas: string;
  nota_oficial: string;
}

const [source, yearText, area] = process.argv.slice(2);
if (!source || !yearText || !area) {
  throw new Error("Uso: npx tsx scripts/enem-tri/find-corrections.ts <pasta> <ano> <área>");
}
const year = Number(yearText);
const raw = parseItemsCsv(readFileSync(join(source, "items", `ITENS_PROVA_${year}.csv`), "utf8"));
const cases = (JSON.parse(readFileSync(join(source, "cases.json"), "utf8")) as Case[]).filter(
  (c) => c.ano === year && c.area === area,
);

const num = (s: string): number | null => (s === "" ? null : Number(s));

/** The area's booklets as the loader would build them from the (corrected) rows. */
function booklets(rows: ItemRow[]): Map<string, Booklet> {
  const out = new Map<string, Booklet>();
  for (const r of rows) {
    if (r.SG_AREA !== area) continue;
    let b = out.get(r.CO_PROVA);
    if (!b) {
      b = { year, code: r.CO_PROVA, area: area as EnemArea, color: r.TX_COR, items: [] };
      out.set(r.CO_PROVA, b);
    }
    const item: TriItem = {
      position: Number(r.CO_POSICAO),
      itemCode: r.CO_ITEM,
      key: r.TX_GABARITO,
      a: num(r.NU_PARAM_A),
      b: num(r.NU_PARAM_B),
      c: num(r.NU_PARAM_C),
      language: r.TP_LINGUA === "" ? null : (Number(r.TP_LINGUA) as 0 | 1),
      dropped: r.IN_ITEM_ABAN === "1",
    };
    if (r.TP_VERSAO_DIGITAL !== "") item.version = Number(r.TP_VERSAO_DIGITAL) as 0 | 1;
    b.items.push(item);
  }
  for (const b of out.values()) {
    b.items.sort((x, y) => x.position - y.position || (x.language ?? -1) - (y.language ?? -1));
  }
  return out;
}

/** Cases within 1 point, and the sum of squared errors (cases that cannot be scored count 10⁴). */
function measure(rows: ItemRow[]): { within: number; sse: number } {
  const byCode = booklets(rows);
  let within = 0;
  let sse = 0;
  for (const c of cases) {
    try {
      const language = c.tp_lingua === "0" ? 0 : c.tp_lingua === "1" ? 1 : null;
      const booklet = byCode.get(c.co_prova);
      if (!booklet) throw new Error("sem caderno");
      const error = scoreArea({ booklet, answers: c.respostas, language }).nota - Number(c.nota_oficial);
      if (Math.abs(error) <= 1) within++;
      sse += error * error;
    } catch {
      sse += 1e4;
    }
  }
  return { within, sse };
}

const copy = () => raw.map((r) => ({ ...r }));
function corrected(slipStart = SLIP_START, change?: (rows: ItemRow[]) => void): ItemRow[] {
  const rows = copy();
  change?.(rows);
  correctYear(year, rows, slipStart);
  return rows;
}

function report(title: string, tries: { label: string; within: number; sse: number }[]): void {
  tries.sort((x, y) => y.within - x.within || x.sse - y.sse);
  console.log(title);
  for (const t of tries.slice(0, 5)) {
    console.log(`  ${t.label}: ${t.within}/${cases.length} within 1 (SSE ${t.sse.toFixed(1)})`);
  }
}

const base = measure(corrected());
console.log(`${year} ${area}: ${base.within}/${cases.length} within 1 with corrections.ts as it is`);

// Keys: every item of the area, every other letter.
const items = [...new Set(raw.filter((r) => r.SG_AREA === area).map((r) => r.CO_ITEM))];
const keyTries = items.flatMap((item) =>
  [..."ABCDE"].map((key) => {
    const rows = corrected(SLIP_START, (rs) => {
      for (const r of rs) if (r.CO_ITEM === item) r.TX_GABARITO = key;
    });
    return { label: `key ${item} → ${key}`, ...measure(rows) };
  }),
);
report("best single key changes:", keyTries);

// Slip starts: only where two different items of the area share (a, b, c) in INEP's file.
const owners = new Map<string, Set<string>>();
for (const r of raw) {
  if (r.SG_AREA !== area || r.NU_PARAM_A === "" || r.IN_ITEM_ABAN === "1") continue;
  const params = `${r.NU_PARAM_A}|${r.NU_PARAM_B}|${r.NU_PARAM_C}`;
  owners.set(params, (owners.get(params) ?? new Set()).add(r.CO_ITEM));
}
const slip = [...owners.values()].filter((s) => s.size > 1).length;
if (slip > 0 && slip <= 2) {
  const key = `${year} ${area}`;
  const common = [
    ...new Set(raw.filter((r) => r.SG_AREA === area && r.TP_LINGUA === "").map((r) => r.CO_ITEM)),
  ];
  const starts: string[][] =
    slip === 1 ? common.map((x) => [x]) : common.flatMap((x, i) => common.slice(i + 1).map((y) => [x, y]));
  const slipTries = [];
  for (const start of starts) {
    try {
      slipTries.push({
        label: `slip from ${start.join(", ")}`,
        ...measure(corrected({ ...SLIP_START, [key]: start })),
      });
    } catch {
      // A start outside the reference booklet: not a candidate.
    }
  }
  report(`best slip starts (${slip} duplicated parameter sets):`, slipTries);
}

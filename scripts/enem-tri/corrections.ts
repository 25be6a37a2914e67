/**
 * How INEP's ITENS_PROVA_<ano>.csv is to be read where it contradicts the official scores
 * (docs/enem-score.md, "Corrections", has the evidence). Applied by build-content.ts before the items
 * are written; every change is listed in the year's JSON (`correcoes`).
 *
 * Three rules read INEP's own data, two tables hold what only the official scores tell:
 * 1. One key per item: a CO_ITEM scored with different keys in different booklets of a year takes
 *    the key most booklets give (2009: 58542 is B in booklet 72 only; A fits its official scores).
 * 2. Parameter slip: within an area, two different items never share (a, b, c). Where they do, INEP's
 *    parameter column slipped one row per duplicate, in the position order of the booklet whose last
 *    items carry the duplicates (caderno 1 of the day): from each item that was in fact left out, every
 *    later item of that booklet shows the parameters of the next one, and the last ones show the
 *    parameters of the adapted booklet's first own items. Undone by moving the parameters back; the
 *    items where the slip starts are left out. They are the item INEP flags as dropped in that booklet
 *    (2019 MT), or, where the file flags none, the item the official scores place there (SLIP_START).
 * 3. Digital booklets (TP_VERSAO_DIGITAL, 2020 LC): one booklet code, two versions (0 with the English
 *    items, 1 with the Spanish ones), each with its own 40 common items: kept apart as `versão`.
 * KEY_ERRATA: keys INEP published that the official scores contradict (one key fixes every case).
 */

export const ITEM_COLUMNS = [
  "CO_PROVA",
  "SG_AREA",
  "TX_COR",
  "CO_POSICAO",
  "CO_ITEM",
  "TX_GABARITO",
  "IN_ITEM_ABAN",
  "NU_PARAM_A",
  "NU_PARAM_B",
  "NU_PARAM_C",
  "TP_LINGUA",
  "TP_VERSAO_DIGITAL",
] as const;

/** A row of ITENS_PROVA_<ano>.csv with the columns the build reads. */
export interface ItemRow {
  CO_PROVA: string;
  SG_AREA: string;
  TX_COR: string;
  CO_POSICAO: string;
  CO_ITEM: string;
  TX_GABARITO: string;
  IN_ITEM_ABAN: string;
  NU_PARAM_A: string;
  NU_PARAM_B: string;
  NU_PARAM_C: string;
  TP_LINGUA: string;
  TP_VERSAO_DIGITAL: string;
}

/**
 * Where the slip starts when INEP's file flags no dropped item in the reference booklet: the item whose
 * removal (with the slip undone) reproduces every official score of the area (0.1 point at most).
 * Found by trying each position of the reference booklet (scripts/enem-tri/find-corrections.ts).
 */
export const SLIP_START: Record<string, string[]> = {
  "2013 MT": ["33363"], // 20/20 cases (2 before)
  "2017 CN": ["64059"], // 29/29 (6 before)
  "2017 CH": ["84128", "82449"], // 52/52 (22 before)
  "2017 MT": ["82352"], // 39/39 (5 before)
  "2018 CN": ["111564", "111637"], // 32/32 (5 before)
};

/**
 * Keys the official scores contradict: "ano CO_ITEM" → the key that reproduces them (found by trying
 * every key of every item of the booklets that miss, scripts/enem-tri/find-key.ts). With it, every case
 * of those booklets is within 0.1 point.
 */
export const KEY_ERRATA: Record<string, string> = {
  "2016 29265": "A", // published "X" with parameters and not dropped; 34/34 cases (22 before)
  "2017 23844": "B", // published D (booklet 413 only); 8/8 (4 before)
  "2025 158737": "D", // published B (booklets 1549–1580); 16/16 (0 before)
};

const SCORED_KEY = /^[A-E]$/;
const hasParams = (r: ItemRow) => r.NU_PARAM_A !== "" && r.NU_PARAM_B !== "" && r.NU_PARAM_C !== "";
const scored = (r: ItemRow) => r.IN_ITEM_ABAN !== "1" && hasParams(r);
const isCommon = (r: ItemRow) => r.TP_LINGUA === "";

/** Rule 1 and KEY_ERRATA. */
function fixKeys(year: number, rows: ItemRow[], notes: string[]): void {
  const keys = new Map<string, Map<string, number>>();
  for (const r of rows) {
    if (!scored(r) || !SCORED_KEY.test(r.TX_GABARITO)) continue;
    const count = keys.get(r.CO_ITEM) ?? new Map<string, number>();
    count.set(r.TX_GABARITO, (count.get(r.TX_GABARITO) ?? 0) + 1);
    keys.set(r.CO_ITEM, count);
  }
  for (const [item, count] of keys) {
    if (count.size < 2) continue;
    const ranked = [...count].sort((x, y) => y[1] - x[1]);
    if (ranked[0]![1] === ranked[1]![1]) throw new Error(`${year}: item ${item} has tied keys`);
    const key = ranked[0]![0];
    for (const r of rows) {
      if (r.CO_ITEM !== item || r.TX_GABARITO === key || !scored(r)) continue;
      notes.push(
        `gabarito ${item} (caderno ${r.CO_PROVA}): ${r.TX_GABARITO} → ${key}, o dos outros cadernos`,
      );
      r.TX_GABARITO = key;
    }
  }
  for (const [id, key] of Object.entries(KEY_ERRATA)) {
    const [y, item] = id.split(" ");
    if (Number(y) !== year) continue;
    const hit = rows.filter((r) => r.CO_ITEM === item);
    if (hit.length === 0) throw new Error(`KEY_ERRATA: item ${item} not in ${year}`);
    notes.push(`gabarito ${item}: ${hit[0]!.TX_GABARITO} → ${key}, o que as notas oficiais usam`);
    for (const r of hit) r.TX_GABARITO = key;
  }
}

/** Rule 2. */
function undoSlips(
  year: number,
  rows: ItemRow[],
  notes: string[],
  slipStart: Record<string, string[]>,
): void {
  for (const area of new Set(rows.map((r) => r.SG_AREA))) {
    const inArea = rows.filter((r) => r.SG_AREA === area);
    const owners = new Map<string, Set<string>>();
    for (const r of inArea) {
      if (!scored(r)) continue;
      const params = `${r.NU_PARAM_A}|${r.NU_PARAM_B}|${r.NU_PARAM_C}`;
      owners.set(params, (owners.get(params) ?? new Set()).add(r.CO_ITEM));
    }
    const duplicates = [...owners.values()].filter((items) => items.size > 1);
    if (duplicates.length === 0) continue;
    const shared = new Set(duplicates.flatMap((items) => [...items]));
    const slip = duplicates.length;

    // The reference order: the first booklet whose last `slip` common items all carry duplicates.
    const codes = [...new Set(inArea.map((r) => r.CO_PROVA))].sort((x, y) => Number(x) - Number(y));
    const orderOf = (code: string) =>
      inArea
        .filter((r) => r.CO_PROVA === code && isCommon(r))
        .sort((x, y) => Number(x.CO_POSICAO) - Number(y.CO_POSICAO));
    const reference = codes
      .map(orderOf)
      .find((order) => order.length > slip && order.slice(-slip).every((r) => shared.has(r.CO_ITEM)));
    if (!reference) throw new Error(`${year} ${area}: items share parameters but no booklet ends with them`);

    const start =
      slipStart[`${year} ${area}`] ?? reference.filter((r) => r.IN_ITEM_ABAN === "1").map((r) => r.CO_ITEM);
    if (start.length !== slip) {
      throw new Error(`${year} ${area}: ${slip} duplicated parameter sets, ${start.length} slip starts`);
    }
    const moved = new Map<string, ItemRow | null>();
    let shift = 0;
    reference.forEach((r, j) => {
      if (start.includes(r.CO_ITEM)) {
        shift++;
        moved.set(r.CO_ITEM, null);
      } else if (shift > 0) {
        const source = reference[j - shift]!;
        moved.set(r.CO_ITEM, scored(source) ? source : null);
      }
    });
    // Read every source before writing any: the sources are rows of the same items.
    const params = new Map(
      [...moved].map(([item, s]) => [item, s && { a: s.NU_PARAM_A, b: s.NU_PARAM_B, c: s.NU_PARAM_C }]),
    );
    for (const r of inArea) {
      const abc = params.get(r.CO_ITEM);
      if (abc === undefined) continue;
      if (abc === null) r.IN_ITEM_ABAN = "1";
      else [r.NU_PARAM_A, r.NU_PARAM_B, r.NU_PARAM_C] = [abc.a, abc.b, abc.c];
    }
    const left = [...moved].filter(([, s]) => s === null).map(([item]) => item);
    notes.push(
      `${area}: parâmetros deslocados ${slip} linha(s) na ordem do caderno ${reference[0]!.CO_PROVA} ` +
        `(desfeito a partir de ${start.join(", ")}; fora da nota: ${left.join(", ")})`,
    );
  }
}

/** Applies the corrections in place; returns what changed, for the year's JSON. */
export function correctYear(year: number, rows: ItemRow[], slipStart = SLIP_START): string[] {
  const notes: string[] = [];
  fixKeys(year, rows, notes);
  undoSlips(year, rows, notes, slipStart);
  return notes;
}

/** Parses ITENS_PROVA_<ano>.csv (";"-separated, header first); absent columns read as "". */
export function parseItemsCsv(text: string): ItemRow[] {
  const [header, ...lines] = text.replace(/^\uFEFF/, "").split(/\r?\n/);
  const index = new Map((header ?? "").split(";").map((name, i) => [name, i]));
  return lines
    .filter((line) => line.trim() !== "")
    .map((line) => {
      const cells = line.split(";");
      const cell = (col: keyof ItemRow) => (cells[index.get(col) ?? -1] ?? "").trim();
      const row = {} as ItemRow;
      for (const col of ITEM_COLUMNS) row[col] = cell(col);
      // 2009 writes CO_ITEM as "60181.0".
      if (row.CO_ITEM !== "") row.CO_ITEM = String(Math.trunc(Number(row.CO_ITEM)));
      return row;
    });
}

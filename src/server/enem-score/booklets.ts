/**
 * Reads the booklets from content/enem-tri/items/<ano>.json (built by scripts/enem-tri/build-content.ts),
 * so the scoring in src/domain/enem-score stays pure.
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { z } from "zod";
import { type Booklet, ENEM_AREAS, EnemScoreError, type TriItem } from "#domain/enem-score/types";
import { CONTENT_DIR } from "#server/paths";

export const BOOKLET_NOT_FOUND = "Caderno não encontrado para esse ano.";

const param = z.number().finite().nullable();
const zeroOne = z.union([z.literal(0), z.literal(1)]);
/** [posição, CO_ITEM, gabarito, a, b, c, língua, abandonado, versão?] — see content/enem-tri/README.md. */
const itemTuple = z
  .tuple([z.number().int(), z.string(), z.string(), param, param, param, zeroOne.nullable(), zeroOne])
  .rest(zeroOne);
const yearFile = z.object({
  ano: z.number().int(),
  cadernos: z.array(
    z.object({ coProva: z.string(), area: z.enum(ENEM_AREAS), cor: z.string(), itens: z.array(itemTuple) }),
  ),
});

/** Where the booklets live: content/enem-tri. */
export function defaultContentDir(): string {
  return join(CONTENT_DIR, "enem-tri");
}

const cache = new Map<string, Map<string, Booklet>>();

/** Every booklet of a year by CO_PROVA; read once per process. */
export function loadYear(year: number, contentDir: string = defaultContentDir()): Map<string, Booklet> {
  const cacheKey = `${contentDir}:${year}`;
  const cached = cache.get(cacheKey);
  if (cached) return cached;
  const path = join(contentDir, "items", `${year}.json`);
  if (!Number.isInteger(year) || !existsSync(path)) throw new EnemScoreError(BOOKLET_NOT_FOUND);
  const data = yearFile.parse(JSON.parse(readFileSync(path, "utf8")));
  const booklets = new Map<string, Booklet>();
  for (const c of data.cadernos) {
    const items: TriItem[] = c.itens.map(
      ([position, itemCode, key, a, b, cc, language, dropped, version]) => ({
        position,
        itemCode,
        key,
        a,
        b,
        c: cc,
        language,
        dropped: dropped === 1,
        ...(version === undefined ? {} : { version }),
      }),
    );
    booklets.set(c.coProva, { year: data.ano, code: c.coProva, area: c.area, color: c.cor, items });
  }
  cache.set(cacheKey, booklets);
  return booklets;
}

/** The booklet a candidate took (year + CO_PROVA), or EnemScoreError in pt-BR. */
export function loadBooklet(year: number, code: string, contentDir?: string): Booklet {
  const booklet = loadYear(year, contentDir).get(String(code).trim());
  if (!booklet) throw new EnemScoreError(BOOKLET_NOT_FOUND);
  return booklet;
}

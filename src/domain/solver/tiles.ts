/**
 * Covering a floor or a wall with tiles: the area of the room (one rectangle, or several when the
 * room is an L split into rectangles) over the area of one tile, both in the same unit, rounded up.
 */
import { clean, keepMistakes } from "./math-helpers.ts";
import { formatNumber, parseNumber } from "./numbers.ts";
import { fold, NUM, tex } from "./science-text.ts";
import type { Solver } from "./types.ts";

const CUE = /\b(pisos?|azulejos?|ladrilhos?|lajotas?|ceramicas?|placas?|porcelanatos?)\b/;
const RECTANGLE = new RegExp(`(${NUM}) ?(m|cm)? ?(?:por|x|×) ?(${NUM}) ?(m|cm)(?![\\p{L}\\d²])`, "gu");

export const solveTiles: Solver = (message) => {
  const text = fold(message);
  if (!CUE.test(text) || !/quant[oa]s?/.test(text)) return null;
  const rectangles = [...text.matchAll(RECTANGLE)].map((m) => {
    const unit = m[4]!;
    const first = m[2] ?? unit;
    const toM = (u: string) => (u === "cm" ? 0.01 : 1);
    const a = parseNumber(m[1]!);
    const b = parseNumber(m[3]!);
    return a && b ? { a, b, text: m[0], m2: clean(a * toM(first) * b * toM(unit)), at: m.index! } : null;
  });
  if (rectangles.length < 2 || rectangles.includes(null)) return null;
  const list = rectangles as NonNullable<(typeof rectangles)[number]>[];
  // The tile is the rectangle named right after "piso(s) de"; else the smallest.
  const cue = CUE.exec(text)!;
  const tile =
    list.find((r) => r.at > cue.index && r.at - cue.index < 20) ??
    list.reduce((s, r) => (r.m2 < s.m2 ? r : s));
  const room = list.filter((r) => r !== tile);
  const area = clean(room.reduce((n, r) => n + r.m2, 0));
  if (tile.m2 <= 0 || tile.m2 >= area) return null;
  const exact = clean(area / tile.m2);
  const count = Math.ceil(exact - 1e-9);
  const steps = [
    room.length > 1
      ? `Área do cômodo, somando as partes: ${room.map((r) => `${formatNumber(r.a)} × ${formatNumber(r.b)} = ${formatNumber(r.m2)} m²`).join("; ")}; total ${formatNumber(area)} m².`
      : `Área do cômodo: ${formatNumber(room[0]!.a)} × ${formatNumber(room[0]!.b)} = ${formatNumber(area)} m².`,
    `Área de uma peça, em metros: ${tile.text} = $${tex(tile.m2, false, 4)}\\,\\text{m}^2$.`,
    `Peças: $\\dfrac{${tex(area)}}{${tex(tile.m2, false, 4)}} = ${tex(exact, false, 3)}$${count !== exact ? `, arredondando para cima: ${count}` : ""}.`,
  ];
  const answers = [
    { label: "peças", value: count, unit: "" },
    { label: "área", value: area, unit: "m²", intermediate: true },
  ];
  return {
    title: "Área e revestimento (quantidade de peças)",
    keywords: "área de figuras planas área do retângulo conversão de unidades de área",
    understood: `Cômodo de ${formatNumber(area)} m² (${room.length === 1 ? "um retângulo" : `${room.length} retângulos`}); peça de ${tile.text}; pede-se o número de peças.`,
    steps,
    answers,
    mistakes: keepMistakes(
      [
        {
          value: clean(area / (tile.a * tile.b)),
          step: 1,
          why: "dividiu m² por cm² sem converter as unidades",
        },
        ...(room.length > 1
          ? [{ value: Math.ceil(room[0]!.m2 / tile.m2), step: 0, why: "contou só uma parte do cômodo" }]
          : []),
      ],
      answers,
    ),
  };
};

/** Solids for the geometry solver: cube, rectangular box, cylinder, cone and sphere volumes. */
import { type Dims, diameterSlip, type Figure, radius } from "./geometry-shapes.ts";
import { clean, tex } from "./math-helpers.ts";

export function solidFor(t: string, d: Dims): Figure | null {
  const volume = /\bvolume\b|capacidade|\blitros?\b|\bcabem?\b|mililitros?|\bml\b/.test(t);
  const r = radius(d);
  const side = d.l ?? d.a;
  if (/\bcubo\b/.test(t) && volume && side !== undefined) {
    return {
      title: "Volume do cubo",
      power: 3,
      label: "volume",
      data: [["aresta", side]],
      formula: "V = a^3",
      substitution: `V = ${tex(side)}^3`,
      value: clean(side ** 3),
      mistakes: [
        { value: side * side, step: 0, why: "calculou a área de uma face ($a^2$)" },
        { value: 3 * side, step: 1, why: "multiplicou por 3 em vez de elevar ao cubo" },
        { value: 6 * side * side, step: 0, why: "calculou a área total ($6a^2$)" },
      ],
    };
  }
  const length = d.c ?? d.b;
  if (
    /paralelepipedo|caixa|bloco|piscina|aquario/.test(t) &&
    volume &&
    length !== undefined &&
    d.w !== undefined &&
    d.h !== undefined
  ) {
    const [x, y, z] = [length, d.w, d.h];
    return {
      title: "Volume do paralelepípedo",
      power: 3,
      label: "volume",
      data: [
        ["comprimento", x],
        ["largura", y],
        ["altura", z],
      ],
      formula: "V = c \\cdot \\ell \\cdot h",
      substitution: `V = ${tex(x)} \\cdot ${tex(y)} \\cdot ${tex(z)}`,
      value: clean(x * y * z),
      mistakes: [
        {
          value: 2 * (x * y + y * z + x * z),
          step: 0,
          why: "calculou a área total da superfície, não o volume",
        },
        { value: x + y + z, step: 1, why: "somou as medidas em vez de multiplicar" },
      ],
    };
  }
  if (volume && r !== undefined && d.h !== undefined && /cilindr|cone/.test(t)) {
    const cone = /cone/.test(t);
    const base = clean(r * r * d.h);
    return {
      title: cone ? "Volume do cone" : "Volume do cilindro",
      power: 3,
      label: "volume",
      data: [
        ["raio", r],
        ["altura", d.h],
      ],
      formula: cone ? "V = \\frac{\\pi r^2 h}{3}" : "V = \\pi r^2 h",
      substitution: cone
        ? `V = \\frac{\\pi \\cdot ${tex(r)}^2 \\cdot ${tex(d.h)}}{3}`
        : `V = \\pi \\cdot ${tex(r)}^2 \\cdot ${tex(d.h)}`,
      piTimes: cone ? clean(base / 3) : base,
      mistakes: [
        ...(cone
          ? [{ piTimes: base, step: 0, why: "esqueceu o $\\frac{1}{3}$ do volume do cone" }]
          : [{ piTimes: 2 * r * d.h, step: 0, why: "calculou a área lateral ($2\\pi r h$)" }]),
        { piTimes: (cone ? 1 / 3 : 1) * r * d.h, step: 1, why: "esqueceu de elevar o raio ao quadrado" },
        ...diameterSlip(d, (cone ? 4 / 3 : 4) * r * r * d.h),
      ],
    };
  }
  if (/esfera|\bbola\b/.test(t) && volume && r !== undefined) {
    return {
      title: "Volume da esfera",
      power: 3,
      label: "volume",
      data: [["raio", r]],
      formula: "V = \\frac{4}{3}\\pi r^3",
      substitution: `V = \\frac{4}{3} \\cdot \\pi \\cdot ${tex(r)}^3`,
      piTimes: clean((4 * r ** 3) / 3),
      mistakes: [
        { piTimes: 4 * r * r, step: 0, why: "calculou a área da superfície ($4\\pi r^2$)" },
        { piTimes: 4 * r ** 3, step: 1, why: "esqueceu de dividir por 3" },
        ...diameterSlip(d, (4 * (2 * r) ** 3) / 3),
      ],
    };
  }
  return null;
}

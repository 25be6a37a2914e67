/** The figures the geometry solver knows: which measures each needs, its formula and the classic slips. */
import { clean, tex } from "./math-helpers.ts";

/** Measures read from the message (lengths in the student's unit). */
export type Dims = Partial<
  Record<"r" | "d" | "l" | "b" | "h" | "B" | "bm" | "c" | "w" | "a" | "c1" | "c2" | "hip", number>
>;

export type Figure = {
  title: string;
  /** 1 = length, 2 = area, 3 = volume: the power of the unit. */
  power: 1 | 2 | 3;
  label: string;
  /** What was read, for the `understood` sentence (units added by the caller). */
  data: [string, number][];
  formula: string;
  /** The substitution, ending right before the result. */
  substitution: string;
  /** Result as a multiple of π (`piTimes`), or a plain number (`value`). */
  piTimes?: number;
  value?: number;
  /** Wrong results: in π multiples when the figure has π, else plain; `step` 1 = substitution, 0 = formula. */
  mistakes: { piTimes?: number; value?: number; step: number; why: string }[];
};

/** The radius from "raio" or half the "diâmetro" (a classic slip is to use the diameter as radius). */
export function radius(d: Dims): number | undefined {
  return d.r ?? (d.d !== undefined ? d.d / 2 : undefined);
}

/** When the diameter was given, the slip of using it as the radius (π multiple computed by the caller). */
export function diameterSlip(d: Dims, piTimes: number): Figure["mistakes"] {
  if (d.r !== undefined || d.d === undefined) return [];
  return [{ piTimes, step: 1, why: `usou o diâmetro ${tex(d.d)} como se fosse o raio` }];
}

/** Plane figures and Pythagoras (solids are in geometry-solids.ts). */
export function figureFor(t: string, d: Dims): Figure | null {
  const area = /\barea\b/.test(t);
  const r = radius(d);
  if (/hipotenusa|pitagoras|cateto/.test(t)) return pythagoras(d);
  if (/circulo|circunferencia|disco|pizza/.test(t) && r !== undefined) {
    if (area) {
      return {
        title: "Área do círculo",
        power: 2,
        label: "área",
        data: [["raio", r]],
        formula: "A = \\pi r^2",
        substitution: `A = \\pi \\cdot ${tex(r)}^2`,
        piTimes: clean(r * r),
        mistakes: [
          { piTimes: 2 * r, step: 0, why: "usou $2\\pi r$, que é o comprimento da circunferência" },
          ...diameterSlip(d, 4 * r * r),
        ],
      };
    }
    if (/comprimento|perimetro/.test(t)) {
      return {
        title: "Comprimento da circunferência",
        power: 1,
        label: "comprimento",
        data: [["raio", r]],
        formula: "C = 2\\pi r",
        substitution: `C = 2 \\cdot \\pi \\cdot ${tex(r)}`,
        piTimes: clean(2 * r),
        mistakes: [
          { piTimes: r * r, step: 0, why: "usou $\\pi r^2$, que é a área" },
          { piTimes: r, step: 1, why: "esqueceu o 2 da fórmula" },
        ],
      };
    }
  }
  const side = d.l ?? d.a;
  if (/quadrado/.test(t) && area && side !== undefined) {
    return {
      title: "Área do quadrado",
      power: 2,
      label: "área",
      data: [["lado", side]],
      formula: "A = \\ell^2",
      substitution: `A = ${tex(side)}^2`,
      value: clean(side * side),
      mistakes: [
        { value: 4 * side, step: 0, why: "calculou o perímetro ($4\\ell$), não a área" },
        { value: 2 * side, step: 1, why: "multiplicou o lado por 2 em vez de elevar ao quadrado" },
      ],
    };
  }
  const base = d.b ?? d.c;
  const height = d.h ?? d.w;
  if (/retangulo/.test(t) && !/triangulo/.test(t) && area && base !== undefined && height !== undefined) {
    return {
      title: "Área do retângulo",
      power: 2,
      label: "área",
      data: [
        ["base", base],
        ["altura", height],
      ],
      formula: "A = b \\cdot h",
      substitution: `A = ${tex(base)} \\cdot ${tex(height)}`,
      value: clean(base * height),
      mistakes: [
        { value: 2 * (base + height), step: 0, why: "calculou o perímetro, $2(b + h)$" },
        { value: base + height, step: 1, why: "somou os lados em vez de multiplicar" },
      ],
    };
  }
  if (/triangulo/.test(t) && area && d.b !== undefined && d.h !== undefined) {
    return {
      title: "Área do triângulo",
      power: 2,
      label: "área",
      data: [
        ["base", d.b],
        ["altura", d.h],
      ],
      formula: "A = \\frac{b \\cdot h}{2}",
      substitution: `A = \\frac{${tex(d.b)} \\cdot ${tex(d.h)}}{2}`,
      value: clean((d.b * d.h) / 2),
      mistakes: [{ value: d.b * d.h, step: 1, why: "esqueceu de dividir por 2" }],
    };
  }
  if (/trapezio/.test(t) && area && d.B !== undefined && d.bm !== undefined && d.h !== undefined) {
    return {
      title: "Área do trapézio",
      power: 2,
      label: "área",
      data: [
        ["base maior", d.B],
        ["base menor", d.bm],
        ["altura", d.h],
      ],
      formula: "A = \\frac{(B + b) \\cdot h}{2}",
      substitution: `A = \\frac{(${tex(d.B)} + ${tex(d.bm)}) \\cdot ${tex(d.h)}}{2}`,
      value: clean(((d.B + d.bm) * d.h) / 2),
      mistakes: [
        { value: (d.B + d.bm) * d.h, step: 1, why: "esqueceu de dividir por 2" },
        { value: d.B * d.h, step: 0, why: "usou só a base maior, como num retângulo" },
      ],
    };
  }
  return null;
}

function pythagoras(d: Dims): Figure | null {
  if (d.c1 !== undefined && d.c2 !== undefined && d.hip === undefined) {
    const [a, b] = [d.c1, d.c2];
    return {
      title: "Teorema de Pitágoras",
      power: 1,
      label: "hipotenusa",
      data: [
        ["cateto", a],
        ["cateto", b],
      ],
      formula: "a^2 = b^2 + c^2",
      substitution: `a^2 = ${tex(a)}^2 + ${tex(b)}^2 = ${tex(clean(a * a + b * b))} \\Rightarrow a = \\sqrt{${tex(clean(a * a + b * b))}}`,
      value: clean(Math.sqrt(a * a + b * b)),
      mistakes: [
        { value: a + b, step: 0, why: "somou os catetos; a soma vale para os quadrados" },
        { value: a * a + b * b, step: 1, why: "esqueceu de tirar a raiz quadrada" },
      ],
    };
  }
  const c = d.c1 ?? d.c2;
  if (d.hip !== undefined && c !== undefined && d.hip > c) {
    const sq = clean(d.hip * d.hip - c * c);
    return {
      title: "Teorema de Pitágoras",
      power: 1,
      label: "cateto",
      data: [
        ["hipotenusa", d.hip],
        ["cateto", c],
      ],
      formula: "a^2 = b^2 + c^2",
      substitution: `${tex(d.hip)}^2 = ${tex(c)}^2 + x^2 \\Rightarrow x^2 = ${tex(sq)} \\Rightarrow x = \\sqrt{${tex(sq)}}`,
      value: clean(Math.sqrt(sq)),
      mistakes: [
        {
          value: Math.sqrt(d.hip * d.hip + c * c),
          step: 0,
          why: "somou os quadrados, mas a hipotenusa é o maior lado: subtraia",
        },
        { value: d.hip - c, step: 1, why: "subtraiu os lados sem elevar ao quadrado" },
      ],
    };
  }
  return null;
}

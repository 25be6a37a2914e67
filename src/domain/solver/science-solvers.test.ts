import { describe, expect, it } from "vitest";
import { solveChemistry } from "./chemistry.ts";
import { solveKinematics } from "./kinematics.ts";
import { sameResult } from "./numbers.ts";
import { SCIENCE_SOLVERS } from "./science.ts";
import type { Solution } from "./types.ts";
import { solveConversion } from "./units.ts";

function solve(message: string): Solution | null {
  for (const solver of SCIENCE_SOLVERS) {
    const solution = solver(message);
    if (solution) return solution;
  }
  return null;
}

const has = (values: number[], value: number) => values.some((v) => sameResult(v, value));

/** [message, title, expected answer (first), wrong values the known mistakes must give] */
const CASES: [string, string, number, number[]][] = [
  // Kinematics and dynamics
  ["um carro vai de 0 a 30 m/s em 10 s, qual a aceleração", "Movimento uniformemente variado", 3, []],
  [
    "carro a 72 km/h freia e para em 4 s, qual a desaceleracao",
    "Movimento uniformemente variado",
    -5,
    [18, 64.8],
  ],
  ["velocidade media de quem anda 150 km em 2 h", "Velocidade média", 75, []],
  ["corpo cai de 20 m de altura, com que velocidade chega no chao (g=10)", "Queda livre", 20, [400]],
  ["F = m.a com massa 5 kg e aceleracao 2 m/s2", "Segunda lei de Newton", 10, []],
  [
    "um movel parte do repouso com a = 2 m/s² qual a distancia em 5 s",
    "Movimento uniformemente variado",
    25,
    [50],
  ],
  ["v = v0 + a.t com v0=10, a=3, t=4", "Movimento uniformemente variado", 22, [52]],
  ["v = vo + a*t, vo = 5, a = 2, t = 3", "Movimento uniformemente variado", 11, []],
  ["Vi=4 a=2 t=5 v = v0 + a·t qual o v", "Movimento uniformemente variado", 14, []],
  [
    "carro a 20 m/s freia com desaceleração de 5 m/s², qual a distância até parar",
    "Movimento uniformemente variado",
    40,
    [80],
  ],
  ["um objeto é solto de 45 m, quanto tempo leva pra chegar ao chão", "Queda livre", 3, []],
  [
    "carro a 10 m/s acelera 2 m/s^2 por 24 m qual a velocidade final",
    "Movimento uniformemente variado",
    14,
    [196],
  ],
  ["um corpo de 4 kg sofre uma força de 20 N, qual a aceleração", "Segunda lei de Newton", 5, [0.2]],
  ["quanto tempo leva para percorrer 300 km a 60 km/h", "Movimento uniforme", 5, []],
  ["qual a velocidade media de um carro que anda 3 km em 10 min em km/h", "Velocidade média", 18, []],
  [
    "calcule a velocidade final de um carro que parte do repouso com aceleracao de 3 m/s2 durante 6 s",
    "Movimento uniformemente variado",
    18,
    [],
  ],
  [
    "moto a 36 kmh acelera com 2 m/s2 durante 5 s, qual a distancia percorrida",
    "Movimento uniformemente variado",
    75,
    [205],
  ],
  ["uma pedra cai durante 3 s, de que altura ela caiu?", "Queda livre", 45, [90]],
  ["qual a força pra acelerar um carro de 1000 kg a 3 m/s²", "Segunda lei de Newton", 3000, []],
  ["um carro a 108 km/h para em 6 s. qual a aceleracao?", "Movimento uniformemente variado", -5, [18]],
  ["um carro a 20 m/s anda por 15 s, qual a distancia", "Movimento uniforme", 300, []],
  // Chemistry
  ["massa molar do H2SO4", "Massa molar", 98, [49]],
  ["qual a massa molar da agua H2O", "Massa molar", 18, [17]],
  ["MM de Ca(OH)2", "Massa molar", 74, [58]],
  ["massa molar do CuSO4·5H2O", "Massa molar", 249.5, [177.5, 159.5]],
  ["massa molar do CuSO4.5H2O ?", "Massa molar", 249.5, [177.5]],
  ["qual a massa molar da glicose C6H12O6", "Massa molar", 180, []],
  ["massa molar do NaCl", "Massa molar", 58.5, []],
  ["massa molecular do Al2(SO4)3", "Massa molar", 342, []],
  ["qual a massa molar da agua", "Massa molar", 18, []],
  ["quantos mols tem 36 g de agua", "Número de mols", 2, [0.5]],
  ["quantos mols há em 88 g de CO2", "Número de mols", 2, [0.5]],
  ["massa de 2 mol de CO2", "Massa a partir do número de mols", 88, [22]],
  ["quantos gramas tem 0,5 mol de NaOH", "Massa a partir do número de mols", 20, []],
  ["massa molar do CO (monóxido)", "Massa molar", 28, []],
  ["massa molar do Co", "Massa molar", 59, []],
  ["Dados: Zn = 65, Cl = 35,5. Qual a massa molar do ZnCl2?", "Massa molar", 136, [100.5]],
  // Energy
  ["energia cinetica de um carro de 800 kg a 20 m/s", "Energia cinética", 160000, [320000, 8000]],
  ["Ec de uma bola de 0,5 kg a 36 km/h", "Energia cinética", 25, [324, 50, 2.5]],
  [
    "qual a energia potencial de um vaso de 2 kg numa janela a 15 m",
    "Energia potencial gravitacional",
    300,
    [30],
  ],
  ["Ep de um livro de 500 g numa estante a 2 m, g = 9,8", "Energia potencial gravitacional", 9.8, [9800]],
  [
    "um skatista desce uma rampa de 5 m de altura, com q velocidade chega embaixo sem atrito",
    "Conservação da energia mecânica",
    10,
    [100],
  ],
  ["bola lançada para cima a 20 m/s, até que altura sobe?", "Conservação da energia mecânica", 20, [40]],
  // Two quantities asked, trips with stops, hydrates with mass or moles
  [
    "largou uma bola do alto de um predio e ela levou 3 s pra chegar no chao, qual a altura e a velocidade final? g=10",
    "Queda livre",
    45,
    [90],
  ],
  [
    "andei 120 km em 1h30, parei 30 min e depois mais 90 km em 1h, qual a velocidade media da viagem toda",
    "Velocidade média",
    70,
    [84, 85],
  ],
  ["massa molar do CuSO4.5H2O e quantos gramas tem 0,3 mol", "Massa molar e massa", 249.5, [159.5]],
  ["massa molar do NaOH e quantos mols tem 20 g", "Massa molar e número de mols", 40, [2]],
  ["massa molar do MgSO4·7H2O", "Massa molar", 246, [120]],
  // Unit conversions
  ["72 km/h em m/s", "Conversão de unidades", 20, [259.2]],
  ["converte 5 km pra metros", "Conversão de unidades", 5000, [0.005]],
  ["quanto é 2,5 h em minutos", "Conversão de unidades", 150, []],
  ["300 K em celsius", "Conversão de temperatura", 27, [573]],
  ["1 litro em ml", "Conversão de unidades", 1000, []],
  ["500 g em kg", "Conversão de unidades", 0.5, [500000]],
  ["quantos cm3 tem 2 L", "Conversão de unidades", 2000, []],
  ["2 m3 em cm3", "Conversão de unidades", 2_000_000, [200]],
  ["25 °C em kelvin", "Conversão de temperatura", 298, [-248]],
  ["20 m/s em km/h", "Conversão de unidades", 72, [20 / 3.6]],
  // Electric energy
  [
    "chuveiro de 5500 W ligado 30 min por dia, qnts kWh em 30 dias? kWh a R$ 0,80",
    "Consumo de energia elétrica",
    82.5,
    [82500, 4950, 2.75],
  ],
  [
    "uma lampada de 60 W acesa 5 h por dia gasta qnts kWh por mes",
    "Consumo de energia elétrica",
    9,
    [9000, 0.3],
  ],
  // Molar concentration from a mass
  [
    "dissolvi 4 g de NaOH em agua ate 500 mL, qual a concentracao em mol/L",
    "Concentração em mol/L",
    0.2,
    [0.0002, 8],
  ],
  // Dilution
  [
    "diluicao: 100 mL de solucao 2 mol/L, quanto de agua pra ficar 0,5 mol/L",
    "Diluição de soluções",
    400,
    [25],
  ],
  [
    "adicionei agua em 50 mL de NaCl 8 g/L ate 200 mL, qual a nova concentração? c1v1=c2v2",
    "Diluição de soluções",
    2,
    [32],
  ],
  // Density and common concentration
  ["um bloco de 160 g ocupa 200 cm3, qual a densidade dele? afunda na agua?", "Densidade", 0.8, [1.25]],
  ["densidade de um objeto de 2 kg com volume 2,5 L", "Densidade", 0.8, [1.25]],
  ["qual a massa de 300 mL de alcool com densidade 0,79 g/mL", "Densidade", 237, []],
  ["d = 13,6 g/cm3, qual o volume de 680 g de mercurio", "Densidade", 50, [9248]],
  [
    "dissolvi 20 g de sal em 500 mL de agua, qual a concentracao em g/L",
    "Concentração comum (g/L)",
    40,
    [0.04, 0.025],
  ],
  [
    "soro com concentracao de 9 g/L, quantos gramas de sal tem em 250 ml",
    "Concentração comum (g/L)",
    2.25,
    [2250],
  ],
  [
    "qnts litros de solucao de 4 g/L eu preciso pra ter 10 g de soluto",
    "Concentração comum (g/L)",
    2.5,
    [40],
  ],
  // Stoichiometry: ignoring the coefficients, inverting them, applying them to the masses.
  [
    "C2H5OH + 3 O2 -> 2 CO2 + 3 H2O. quantos gramas de CO2 saem da queima de 92 g de etanol? (C=12 O=16 H=1)",
    "Estequiometria",
    176,
    [88, 44, 184],
  ],
  [
    "Na reação N2 + 3 H2 → 2 NH3, quantos mols de amônia se formam a partir de 6 mol de H2?",
    "Estequiometria",
    4,
    [6, 9],
  ],
  [
    "CaCO3 → CaO + CO2. Qual a massa de CaO obtida a partir de 2 kg de calcário?",
    "Estequiometria",
    1120,
    [2000],
  ],
  ["2 H2 + O2 -> 2 H2O quantos litros de H2 nas CNTP reagem com 64 g de O2", "Estequiometria", 89.6, [44.8]],
  [
    "Fe2O3 + 3 CO → 2 Fe + 3 CO2. quantas toneladas de ferro a partir de 16 toneladas de Fe2O3",
    "Estequiometria",
    11.2,
    [5.6, 32],
  ], // The chat removes angle brackets, so "->" arrives as "-"; "=" is an arrow too.
  ["CH4 + 2O2 - CO2 + 2H2O qual a massa de agua com 32g de CH4? C=12, H=1, O=16", "Estequiometria", 72, [36]],
  ["CH4+2O2=CO2+2H2O quantos gramas de agua com 32 g de metano", "Estequiometria", 72, [36]],
  // Sensible heat; half-lives.
  [
    "quanto de calor precisa pra esquentar 2 L de agua de 25 graus ate 100 graus?",
    "Calorimetria (calor sensível)",
    150_000,
    [150, 200_000],
  ],
  [
    "500 g de ferro c = 0,11 cal/g°C aquecido de 20 °C a 120 °C, qual a quantidade de calor",
    "Calorimetria (calor sensível)",
    5500,
    [],
  ],
  [
    "a meia vida do iodo-131 é 8 dias. um hospital tem 200 mg, quanto sobra depois de 24 dias?",
    "Meia-vida (decaimento radioativo)",
    25,
    [66.6666666667, 175],
  ],
  [
    "o carbono 14 tem meia-vida de 5730 anos, uma amostra tinha 80 g, quanto resta depois de 11460 anos",
    "Meia-vida (decaimento radioativo)",
    20,
    [40],
  ],
  // The time from the share left; linear expansion in mm; a gas at constant volume, in kelvin.
  [
    "um fossil tem so 12,5% do carbono 14 q tinha qnd o bicho tava vivo. a meia vida do c14 é 5730 anos, quantos anos tem o fossil?",
    "Meia-vida (decaimento radioativo)",
    17_190,
    [10_027.5, 45_840],
  ],
  [
    "um trilho de aco tem 20 m a 10 °C. num dia de 40 °C quanto ele aumenta em mm? coef de dilatacao linear do aco = 1,2x10^-5 /°C",
    "Dilatação térmica linear",
    7.2,
    [0.0072],
  ],
  [
    "calibrei o pneu com 30 psi de manha quando tava 27 graus. depois ele esquentou pra 57 °C. se o volume do pneu n muda qual fica a pressao?",
    "Transformação isovolumétrica (gases)",
    33,
    [63.3333333333],
  ],
  // The use repeated per person; the force once the motion gives the acceleration.
  [
    "chuveiro de 5400 W, aqui em casa sao 4 pessoas e cada uma toma banho de 15 min por dia. quanta energia gasta no mes (30 dias) em kWh?",
    "Consumo de energia elétrica",
    162,
    [40.5],
  ],
  [
    "um carro de 1200 kg parte do repouso e chega a 72 km/h em 10 s. qual a aceleraçao e a força resultante nele? é F=m.a ne",
    "Movimento uniformemente variado",
    2,
    [7.2],
  ],
];

describe("science solvers: student problems", () => {
  it.each(CASES)("%s", (message, title, answer, wrong) => {
    const solution = solve(message);
    expect(solution, message).not.toBeNull();
    expect(solution!.title).toBe(title);
    expect(
      sameResult(solution!.answers[0]!.value, answer),
      `${solution!.answers[0]!.value} ≠ ${answer}`,
    ).toBe(true);
    const mistakes = solution!.mistakes.map((m) => m.value);
    for (const value of wrong)
      expect(has(mistakes, value), `mistake ${value} in ${mistakes.join(", ")}`).toBe(true);
    expect(solution!.steps.length).toBeGreaterThanOrEqual(2);
    expect(solution!.steps.length).toBeLessThanOrEqual(6);
    for (const m of solution!.mistakes) {
      expect(m.step).toBeLessThan(solution!.steps.length);
      expect(solution!.answers.some((a) => sameResult(a.value, m.value))).toBe(false);
    }
  });
});

describe("science solvers: details", () => {
  it("converts km/h in a step and answers the deceleration as a magnitude too", () => {
    const s = solveKinematics("carro a 72 km/h freia e para em 4 s, qual a desaceleracao")!;
    expect(s.steps[0]).toContain("72 km/h ÷ 3,6 = 20 m/s");
    expect(s.answers.map((a) => a.value)).toEqual([-5, 5]);
    expect(s.mistakes.find((m) => sameResult(m.value, 18))?.step).toBe(0);
  });

  it("says it used g = 10 m/s² when the student gave no g", () => {
    const s = solveKinematics("um objeto é solto de 45 m, quanto tempo leva pra chegar ao chão")!;
    expect(s.steps.join(" ")).toContain("usando g = 10 m/s², como no ENEM");
  });

  it("writes LaTeX with the decimal comma and the answer's unit", () => {
    const s = solveChemistry("massa molar do CuSO4·5H2O")!;
    expect(s.steps[2]).toContain("249{,}5\\,\\text{g/mol}");
    expect(s.steps[1]).toContain("Cu: 1 × 63,5 = 63,5");
    expect(s.answers[0]!.unit).toBe("g/mol");
  });

  it("shows each element's contribution", () => {
    const s = solveChemistry("MM de Ca(OH)2")!;
    expect(s.steps[1]).toContain("H: 2 × 1 = 2");
    expect(s.steps[1]).toContain("O: 2 × 16 = 32");
  });

  it("keeps the student's units in MU and the SI in MUV", () => {
    expect(solveKinematics("quanto tempo leva para percorrer 300 km a 60 km/h")!.answers[0]!.unit).toBe("h");
    expect(solveKinematics("um carro vai de 0 a 30 m/s em 10 s, qual a aceleração")!.answers[0]!.unit).toBe(
      "m/s²",
    );
  });

  it("gives the exact 273,15 value as a second answer", () => {
    const s = solveConversion("300 K em celsius")!;
    expect(s.answers.map((a) => a.value)).toEqual([27, 26.85]);
  });
});

describe("science solvers: energy, two unknowns, trips, hydrates", () => {
  const values = (message: string) => solve(message)?.answers.map((a) => a.value) ?? [];

  it("free fall from the time: height and final speed are both answers", () => {
    const s = solve(
      "largou uma bola do alto de um predio e ela levou 3 s pra chegar no chao, qual a altura e a velocidade final? g=10",
    )!;
    expect(s.answers.map((a) => [a.label, a.value, a.unit])).toEqual([
      ["altura", 45, "m"],
      ["velocidade final", 30, "m/s"],
    ]);
    expect(s.understood).toContain("a altura e a velocidade final");
  });

  it("free fall from the height: time and speed", () => {
    const s = solve(
      "uma pedra cai de 80 m, quanto tempo leva pra chegar ao chao e com que velocidade chega?",
    )!;
    expect(s.answers.map((a) => a.value)).toEqual([4, 40]);
    expect(
      has(
        s.mistakes.map((m) => m.value),
        1600,
      ),
    ).toBe(true);
  });

  it("braking: time and distance in one message", () => {
    expect(
      values(
        "um carro a 20 m/s freia com desaceleração de 5 m/s², quanto tempo leva pra parar e qual a distância?",
      ),
    ).toEqual([4, 40]);
  });

  it("kinetic energy converts km/h in a step and names the mistakes", () => {
    const s = solve("Ec de uma bola de 0,5 kg a 36 km/h")!;
    expect(s.steps[0]).toContain("36 km/h ÷ 3,6 = 10 m/s");
    expect(s.steps.at(-1)).toContain("25\\,\\text{J}");
    expect(s.mistakes.find((m) => m.value === 324)?.step).toBe(0);
  });

  it("says g = 10 when the student gave none", () => {
    const s = solve("qual a energia potencial de um vaso de 2 kg numa janela a 15 m")!;
    expect(s.steps[0]).toContain("g = 10 m/s²");
    expect(solve("Ep de um livro de 500 g numa estante a 2 m, g = 9,8")!.steps.join(" ")).not.toContain(
      "não dá g",
    );
  });

  it("average speed counts the stop and answers in m/s when asked", () => {
    const s = solve(
      "andei 120 km em 1h30, parei 30 min e depois mais 90 km em 1h, qual a velocidade media da viagem toda? e em m/s",
    )!;
    expect(s.answers.map((a) => a.unit)).toEqual(["km/h", "m/s"]);
    expect(sameResult(s.answers[1]!.value, 19.44)).toBe(true);
    expect(s.steps.join(" ")).toContain("1{,}5 + 1 + 0{,}5 = 3");
    const bus = values(
      "um onibus faz 100 km em 2 horas, para 1 hora e meia pra almoço e anda mais 150 km em 2 h e 30 min. velocidade media?",
    );
    expect(bus).toHaveLength(1);
    expect(sameResult(bus[0]!, 250 / 6)).toBe(true);
  });

  it("hydrate molar mass and mass, with the student's atomic masses", () => {
    const s = solve("massa molar do CuSO4.5H2O e quantos gramas tem 0,3 mol? dados: Cu=64 S=32 O=16 H=1")!;
    expect(s.answers.map((a) => [a.value, a.unit])).toEqual([
      [250, "g/mol"],
      [75, "g"],
    ]);
    expect(values("massa molar do NaOH e quantos mols tem 20 g")).toEqual([40, 0.5]);
  });
});

const NEGATIVE = [
  "o que é energia cinética?",
  // An equation that is not balanced is not worked out as if it were.
  "H2 + O2 -> H2O quantos gramas de agua com 4 g de H2",
  "energia cinetica de um carro a 20 m/s",
  "a energia potencial depende da altura",
  "o skatista desceu a rampa muito rapido",
  "parei 30 min no posto e andei 90 km, que chato",
  "andei 120 km a 80 km/h, parei 30 min e depois mais 90 km em 1h, qual a velocidade media",
  "parei 30 min e depois andei 2 h, qual a velocidade media",
  "o que é aceleração?",
  "me explica a lei de newton",
  "o que é massa molar",
  "a revolução de 1930",
  "a terra tem 4,5 bilhões de anos",
  "o brasil tem 27 estados",
  "o que o CO2 faz no efeito estufa",
  "por que a H2O é polar",
  "achei 100 m/s², ta certo?",
  "a velocidade da luz é 300.000 km/s",
  "em 1500 os portugueses chegaram com 13 navios",
  "Na questão 5 o gráfico mostra 20 m/s",
  "O Ca é importante para os ossos, quanto devo comer?",
  "massa molar do H2SO4 e do NaOH",
  "a mitocôndria produz 36 ATP por glicose",
  "fiz 5 km em 30 min hoje na corrida kkk",
];

describe("science solvers: not their kind of message", () => {
  it.each(NEGATIVE)("%s → null", (message) => {
    expect(solve(message)).toBeNull();
  });
});

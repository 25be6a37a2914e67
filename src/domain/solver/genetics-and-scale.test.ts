import { describe, expect, it } from "vitest";
import { solveDihybrid } from "./dihybrid.ts";
import { solveFoodChain } from "./food-chain.ts";
import { solveGenetics } from "./genetics.ts";
import { solveHardyWeinberg } from "./hardy-weinberg.ts";
import { solveMapScale } from "./map-scale.ts";

const values = (s: ReturnType<typeof solveGenetics>) => s?.answers.map((a) => [a.label, a.value]);

describe("solveGenetics", () => {
  it("works out the chances of an Aa × Aa cross the student asks about", () => {
    const s = solveGenetics(
      "se o pai e a mãe são Aa, qual a % de chance do filho nascer aa? e de nascer Aa igual os pais?",
    );
    expect(values(s)).toEqual([
      ["aa", 25],
      ["Aa", 50],
    ]);
    expect(s?.steps.join(" ")).toContain("\\tfrac{1}{2}");
    expect(s?.mistakes[0]?.value).toBeCloseTo(33.33, 2);
  });

  it("reads a cross written with x", () => {
    expect(values(solveGenetics("cruzamento Aa x aa, qual a proporção de filhos aa?"))).toEqual([["aa", 50]]);
    expect(values(solveGenetics("AA x aa: quantos % dos filhos serão Aa?"))).toEqual([["Aa", 100]]);
  });

  it("answers a child asked by its phenotype, and a sex asked beside it is another ½", () => {
    const girl = solveGenetics(
      "o pai é albino (aa) e a mae é normal mas heterozigota (Aa). qual a chance deles terem uma menina albina?",
    );
    expect(values(girl)).toEqual([["menina com o fenótipo recessivo (aa)", 25]]);
    expect(girl?.mistakes.map((m) => m.value)).toEqual([50]);
    expect(values(solveGenetics("pai Aa e mae Aa qual a probabilidade de nascer um menino albino"))).toEqual([
      ["menino com o fenótipo recessivo (aa)", 12.5],
    ]);
    expect(values(solveGenetics("um casal Aa x Aa, qual a chance de um filho normal?"))).toEqual([
      ["filho(a) com o fenótipo dominante", 75],
    ]);
    expect(values(solveGenetics("pai e mae são Aa, qual a chance de um filho aa?"))).toEqual([["aa", 25]]);
  });

  it("leaves a cross between parents with genotypes to the cross, not to Hardy–Weinberg", () => {
    expect(
      solveHardyWeinberg(
        "o pai é albino (aa) e a mae é heterozigota (Aa). a chance de um filho heterozigoto eu fiz 1/2, certo?",
      ),
    ).toBeNull();
  });

  it.each([
    "o que é genótipo Aa?",
    "qual a diferença entre dominante e recessivo",
    "um casal tem 3 filhos, qual a chance de serem meninas?",
    "quantos cromossomos tem uma célula humana?",
  ])("does not take %j for a cross", (m) => expect(solveGenetics(m)).toBeNull());
});

describe("solveMapScale", () => {
  it("finds the scale from a map distance and the real one", () => {
    const s = solveMapScale("no mapa duas cidades estao a 6 cm e na real sao 120 km, qual a escala?");
    expect(s?.answers).toEqual([{ label: "escala (1 : N)", value: 2_000_000, unit: "" }]);
    expect(s?.mistakes.map((m) => m.value)).toEqual([20, 20_000]);
    expect(solveMapScale("qual a escala de 6 cm e 8 cm?")).toBeNull();
  });

  it("turns a map distance into the real one, in km", () => {
    const s = solveMapScale(
      "num mapa com escala 1:250.000 duas cidades estao a 8 cm uma da outra. qual a distancia real em km?",
    );
    expect(s?.answers).toEqual([{ label: "distância real", value: 20, unit: "km" }]);
    expect(s?.mistakes.map((m) => m.value)).toEqual([20000, 2000]);
  });

  it("turns a real distance into the map one", () => {
    expect(solveMapScale("escala 1:50.000, 3 km no terreno dá quantos cm no mapa?")?.answers[0]?.value).toBe(
      6,
    );
  });

  it.each(["a escala 1:100 é grande ou pequena?", "o que é escala cartográfica", "1:2 de 10 cm"])(
    "leaves %j alone",
    (m) => expect(solveMapScale(m)).toBeNull(),
  );
});

describe("genetics with counts and populations", () => {
  it("expects each phenotype's count among the offspring", () => {
    const s = solveGenetics(
      "cruzei uma planta Aa com uma aa e deu 240 sementes, quantas devem ser altas e quantas anas?",
    );
    expect(s?.answers).toEqual(
      expect.arrayContaining([
        { label: "dominantes", value: 120, unit: "" },
        { label: "recessivos", value: 120, unit: "" },
      ]),
    );
  });

  it("works out the carriers of a recessive trait (Hardy-Weinberg)", () => {
    const s = solveHardyWeinberg(
      "1 a cada 2500 pessoas nasce com uma doenca recessiva, qual a % de portadores heterozigotos?",
    );
    expect(s?.answers[0]?.value).toBeCloseTo(3.92, 2);
    expect(s?.answers[1]?.value).toBeCloseTo(0.02, 4);
  });

  it("counts the carriers in a population of a given size, the recessive share written as a percentage", () => {
    const s = solveHardyWeinberg(
      "numa cidade de 10.000 pessoas em equilibrio de hardy weinberg, 4% tem a doenca recessiva (aa). quantas pessoas sao heterozigotas?",
    );
    expect(values(s)).toEqual([
      ["heterozigotos (pessoas)", 3200],
      ["portadores (Aa)", 32],
      ["frequência do alelo recessivo (q)", 0.2],
    ]);
    expect(
      values(solveHardyWeinberg("em hardy-weinberg, 16% sao aa: frequencia de heterozigotos?"))?.[0],
    ).toEqual(["portadores (Aa)", 48]);
  });

  it.each(["o que é hardy-weinberg?", "qual a frequencia do alelo recessivo numa populacao?"])(
    "needs the trait's frequency: %j",
    (m) => expect(solveHardyWeinberg(m)).toBeNull(),
  );
});

describe("solveFoodChain", () => {
  it("passes 10% on at each link, counting the links and not the levels", () => {
    // The chat turns "->" into "-".
    const s = solveFoodChain(
      "cadeia: capim - gafanhoto - sapo - cobra. se o capim tem 50.000 kcal e so 10% da energia passa de um nivel pro outro, quanto chega na cobra?",
    );
    expect(s?.answers).toEqual([{ label: "energia no 4º nível (cobra)", value: 50, unit: "kcal" }]);
    expect(s?.mistakes.map((m) => m.value)).toEqual([5, 500, 15_000]);
    expect(
      solveFoodChain(
        "numa cadeia alimentar capim → preá → cobra → gavião com 10000 kcal, quanto chega no preá?",
      )?.answers[0]?.value,
    ).toBe(1000);
  });

  it("leaves a chain without energy alone", () =>
    expect(solveFoodChain("na cadeia capim → preá → cobra quem é o consumidor secundário?")).toBeNull());
});

describe("solveDihybrid", () => {
  it("multiplies each gene's chance", () => {
    const s = solveDihybrid(
      "se cruzar duas plantas AaBb x AaBb qual a chance em % de sair uma aabb? e de sair com os dois caracteres dominantes (A_B_)?",
    );
    expect(values(s)).toEqual([
      ["aabb", 6.25],
      ["A_B_", 56.25],
    ]);
    expect(values(solveDihybrid("AaBb x aabb qual a probabilidade de Aabb"))).toEqual([["Aabb", 25]]);
  });

  it("leaves a one-gene cross to the monohybrid solver", () =>
    expect(solveDihybrid("se o pai e a mãe são Aa, qual a chance do filho ser aa?")).toBeNull());
});

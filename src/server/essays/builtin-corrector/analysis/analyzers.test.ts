import dictionary from "dictionary-pt";
import { beforeAll, describe, expect, it } from "vitest";
import { analyzeCohesion } from "./cohesion-analysis.ts";
import { findGrammarIssues } from "./grammar-rules.ts";
import { HunspellChecker } from "./hunspell-checker.ts";
import { stemPt } from "./portuguese-stemmer.ts";
import { analyzeProposal } from "./proposal-analysis.ts";
import { findRepertoire } from "./repertoire.ts";
import { SpellingAnalyzer } from "./spelling-analysis.ts";
import { sentencesOf, splitSentences } from "./text-utils.ts";

let checker: HunspellChecker;
beforeAll(() => {
  checker = new HunspellChecker(dictionary);
}, 60_000);

describe("spelling", () => {
  it("accepts inflected forms, clitics and hyphenated words, rejects misspellings", () => {
    for (const w of [
      "desigualdades",
      "fazê-lo",
      "tornou-se",
      "dá-se",
      "recém-nascido",
      "Constituição",
      "hodiernamente",
    ]) {
      expect(checker.correct(w), w).toBe(true);
    }
    for (const w of ["excessão", "concerteza", "previnir", "deveria-se"])
      expect(checker.correct(w), w).toBe(false);
  });

  it("ignores proper nouns, acronyms, numbers and common foreign words; suggests corrections", () => {
    const spelling = new SpellingAnalyzer(checker);
    const text =
      "Segundo o IBGE, em 2019 Zygmunt Bauman já falava de fake news na internet. A excessão virou regra, concerteza.";
    const found = spelling.analyze(sentencesOf([text]), new Set());
    expect(found.map((m) => m.word).sort()).toEqual(["concerteza", "excessão"]);
    expect(found.find((m) => m.word === "excessão")?.suggestions).toContain("exceção");
    expect(found.find((m) => m.word === "concerteza")?.suggestions).toContain("com certeza");
  });
});

describe("spelling suggestions", () => {
  const first = (w: string) => new SpellingAnalyzer(checker).suggest(w)[0];
  it("puts the close common word first, accent-only fixes before other edits", () => {
    const spelling = new SpellingAnalyzer(checker);
    expect(spelling.suggest("ninguem")).toEqual(["ninguém"]); // not "binguem", "minguem"
    expect(spelling.suggest("televisao")).toEqual(["televisão"]); // not "televisa-o", "televisai"
    expect(first("televizão")).toBe("televisão");
    expect(first("tambem")).toBe("também");
    expect(first("necessario")).toBe("necessário");
    expect(first("concerteza")).toBe("com certeza");
    expect(first("derrepente")).toBe("de repente");
    expect(first("excessão")).toBe("exceção");
    expect(first("previnir")).toBe("prevenir");
    expect(first("seje")).toBe("seja");
    expect(first("esteje")).toBe("esteja");
    expect(first("poblema")).toBe("problema");
    expect(first("sidadão")).toBe("cidadão");
    expect(first("conciencia")).toBe("consciência");
    expect(first("asim")).toBe("assim");
  });
  it("never proposes hyphenated clitic forms for a plain word, and proposes nothing rather than a guess", () => {
    const spelling = new SpellingAnalyzer(checker);
    for (const w of ["televisao", "ninguem", "fasendo", "compreenção", "enchergar", "chingar"])
      for (const s of spelling.suggest(w)) expect(s, w).not.toContain("-");
    expect(spelling.suggest("enchergar")).toEqual([]); // "enxergar" is two edits away: no guess
    expect(spelling.suggest("xqzwv")).toEqual([]);
  });
  it("keeps “agente” (a word) for the grammar rules, which tell it from “a gente”", () => {
    expect(checker.correct("agente")).toBe(true);
    const rules = (t: string) => findGrammarIssues([t], checker).map((f) => f.rule);
    expect(rules("Agente vai mudar isso.")).toContain("agente_a_gente");
    expect(rules("O agente de saúde visita as famílias.")).toEqual([]);
  });
});

describe("C1 grammar rules: true positives and near misses", () => {
  const kinds = (t: string) => findGrammarIssues([t], checker).map((f) => f.kind);
  const cases: Array<[string, string, string[]]> = [
    [
      "concordancia_nominal",
      "As pessoa sofrem.",
      ["As pessoas sofrem.", "O que os leva a sair?", "O Estado os empodera."],
    ],
    [
      "concordancia_verbal",
      "Eles vai sair. Os jovens brasileiros sofre.",
      ["Para eles é difícil.", "Muitas vezes é a escola que ajuda.", "Eles vão sair."],
    ],
    [
      "verbo_impessoal",
      "Haviam muitos casos. Fazem dois anos. Podem haver falhas.",
      ["Havia muitos casos.", "Eles haviam feito tudo.", "Os jovens fazem dois cursos."],
    ],
    [
      "crase",
      "Isso vale à partir de hoje. A medida que cresce, muda.",
      ["À medida que cresce, muda.", "A partir de hoje, vale.", "Devido à violência, saiu."],
    ],
    [
      "mas_mais",
      "Mais isso não acontece. A lei existe, mais ninguém a cumpre.",
      ["Mais de 30% saíram.", "Mais uma vez, falhou.", "Quanto mais se lê, mais o leitor aprende."],
    ],
    [
      "a_gente",
      "Agente vai mudar isso. Os pais querem o melhor para agente.",
      [
        "O agente de saúde ajuda.",
        "Cada agente público presta contas.",
        "A escola é o principal agente de mudança.",
      ],
    ],
    [
      "regencia",
      "Eles assistem o jogo. Preferem mais o celular. Chegam no Brasil. Isso implica em riscos.",
      [
        "Eles assistem ao jogo.",
        "O médico assiste o paciente.",
        "O navio chegou em 1500.",
        "Preferem o celular aos livros.",
      ],
    ],
    [
      "porque",
      "Porque o Brasil é assim? Isso acontece por que faltam verbas. Por quê o Estado falha?",
      [
        "Por que o Brasil é assim?",
        "Não se sabe por que isso ocorre.",
        "Isso acontece porque faltam verbas.",
        "Não se discute o porquê da crise.",
      ],
    ],
    [
      "onde",
      "Vivemos uma situação onde ninguém ouve.",
      ["A cidade onde nasci é pequena.", "O Brasil, onde vivem milhões, é desigual."],
    ],
    [
      "pronome",
      "Ele trouxe o livro para mim ler.",
      ["É difícil para mim entender isso.", "Ele trouxe o livro para eu ler."],
    ],
  ];
  for (const [kind, positive, nearMisses] of cases)
    it(`${kind}: flags the slip, not the near misses`, () => {
      expect(kinds(positive)).toContain(kind);
      for (const t of nearMisses) expect(kinds(t), t).not.toContain(kind);
    });
});

describe("grammar rules", () => {
  const rules = (text: string) => findGrammarIssues([text], checker).map((f) => f.rule);
  it("detects frequent ENEM slips", () => {
    expect(rules("A nível de Brasil, o problema persiste.")).toContain("a_nivel_de");
    expect(rules("Vivemos uma situação onde ninguém é ouvido.")).toContain("onde_nao_lugar");
    expect(rules("O debate cresceu à partir de 2010.")).toContain("crase_masculino");
    expect(rules("Haviam muitos casos sem solução.")).toContain("haviam_impessoal");
    expect(rules("O projeto começou fazem dez anos.")).toContain("fazem_anos");
    expect(rules("A lei existe mas ninguém a cumpre.")).toContain("virgula_mas");
    expect(rules("Isso é importante, né, pra todos.")).toContain("oralidade");
    expect(rules("Os problema sociais aumentam.")).toContain("concordancia_nominal");
  });
  it("does not flag correct usage", () => {
    expect(rules("O Brasil, onde vivem milhões de pessoas, é desigual. À medida que cresce, muda.")).toEqual(
      [],
    );
  });
});

describe("proposal elements", () => {
  it("finds agent, action, means, purpose and detail", () => {
    const p = analyzeProposal([
      "Portanto, o Ministério da Educação deve criar programas de leitura, por meio de parcerias com bibliotecas públicas, como oficinas semanais, a fim de reduzir o analfabetismo funcional.",
    ]);
    expect(p.elementCount).toBe(5);
    expect(p.elements.agente).toMatch(/Ministério da Educação/);
  });
  it("does not take a lack or a conditional as a proposal", () => {
    const p = analyzeProposal([
      "Portanto, faltam investimentos. Se o governo investisse mais, tudo seria diferente.",
    ]);
    expect(p.elements.acao).toBeNull();
    expect(p.onlyLackOrConditional).not.toBeNull();
  });
  it("flags proposals that violate human rights", () => {
    expect(
      analyzeProposal(["Assim, o governo deve adotar a pena de morte para criminosos."]).humanRightsViolation,
    ).toMatch(/pena de morte/);
    expect(
      analyzeProposal(["Assim, o Estado deve rejeitar a pena de morte e investir em educação."])
        .humanRightsViolation,
    ).toBeNull();
  });
});

describe("repertoire, cohesion and text utilities", () => {
  it("recognises repertoire kinds", () => {
    const kinds = findRepertoire(
      [
        "Segundo Zygmunt Bauman, vivemos tempos líquidos. A Constituição Federal de 1988 garante a saúde; 30% dos jovens, segundo o IBGE, não estudam.",
      ],
      "",
    ).map((r) => r.kind);
    expect(kinds).toEqual(expect.arrayContaining(["autor", "lei", "dado", "instituicao"]));
  });
  it("measures connectives at paragraph openings and repeated connectives", () => {
    const c = analyzeCohesion([
      "Intro. Além disso, algo.",
      "Além disso, outro ponto. Além disso, mais um.",
      "Portanto, conclusão.",
    ]);
    expect(c.interParagraphRatio).toBe(1);
    expect(c.overused).toEqual([{ text: "além disso", count: 3 }]);
  });
  it("splits sentences without breaking abbreviations", () => {
    expect(splitSentences("O art. 5º garante direitos. Portanto, cumpra-se.")).toHaveLength(2);
  });
  it("stems related Portuguese words together", () => {
    expect(stemPt("violência")).toBe(stemPt("violências"));
    expect(stemPt("educação")).toBe(stemPt("educações"));
  });
});

/**
 * Connectives (operadores argumentativos) by semantic relation. C4 rewards variety
 * and correct placement, C3 uses them to recognise paragraph roles.
 */

export type ConnectiveRelation =
  | "adicao"
  | "oposicao"
  | "causa"
  | "conclusao"
  | "finalidade"
  | "exemplificacao"
  | "sequencia"
  | "comparacao"
  | "condicao"
  | "tempo"
  | "explicacao";

export const RELATION_LABEL: Record<ConnectiveRelation, string> = {
  adicao: "adição",
  oposicao: "oposição/concessão",
  causa: "causa",
  conclusao: "conclusão/consequência",
  finalidade: "finalidade",
  exemplificacao: "exemplificação",
  sequencia: "sequenciação",
  comparacao: "comparação",
  condicao: "condição",
  tempo: "tempo",
  explicacao: "explicação/reformulação",
};

/** Pipe-separated lists keep this table compact; longest match wins at search time. */
const LIST: Record<ConnectiveRelation, string> = {
  adicao:
    "além disso|ademais|outrossim|bem como|não só|mas também|de igual forma|igualmente|somado a isso|aliado a isso|além de|também|de mesmo modo|acrescenta-se|soma-se a isso|junto a isso",
  oposicao:
    "porém|contudo|todavia|entretanto|no entanto|não obstante|embora|apesar de|apesar disso|ainda que|mesmo que|em contrapartida|por outro lado|ao contrário|conquanto|mas|em oposição|só que",
  causa:
    "pois|porque|visto que|uma vez que|já que|haja vista|em virtude de|devido a|devido ao|devido à|porquanto|dado que|posto que|em razão de|por causa de|graças a|tendo em vista",
  conclusao:
    "portanto|logo|dessa forma|desse modo|dessa maneira|por conseguinte|consequentemente|por isso|destarte|assim|sendo assim|em suma|em síntese|em resumo|diante do exposto|conclui-se|infere-se|depreende-se|diante disso|nesse sentido|com isso|por fim|em conclusão|isto posto|dito isso|em vista disso|diante desse cenário|diante dessa conjuntura|evidencia-se|percebe-se",
  finalidade:
    "a fim de|para que|com o intuito de|com o objetivo de|com a finalidade de|com o propósito de|de modo a|de forma a|visando|com o fito de",
  exemplificacao: "por exemplo|a exemplo de|como exemplo|tal como|tais como|como é o caso|a saber",
  sequencia:
    "primeiramente|em primeiro lugar|em segundo lugar|em primeira análise|em segunda análise|em segundo plano|em primeiro plano|inicialmente|em seguida|posteriormente|finalmente|sob esse viés|nesse contexto|nessa perspectiva|sob essa ótica|sob esse prisma|a princípio|de início|ainda|paralelamente|nessa lógica|nesse viés",
  comparacao:
    "assim como|da mesma forma|do mesmo modo|tal qual|semelhantemente|analogamente|como se|à semelhança de",
  condicao: "caso|desde que|contanto que|a menos que|salvo se",
  tempo:
    "quando|enquanto|atualmente|hodiernamente|hoje em dia|no momento em que|à medida que|desde que|outrora|contemporaneamente",
  explicacao:
    "ou seja|isto é|em outras palavras|ou melhor|quer dizer|vale dizer|vale ressaltar|cabe ressaltar|é importante ressaltar|convém destacar",
};

interface ConnectiveEntry {
  text: string;
  relation: ConnectiveRelation;
  re: RegExp;
}

/** Longest first so "por outro lado" wins over "por". */
const CONNECTIVES: ConnectiveEntry[] = (Object.entries(LIST) as Array<[ConnectiveRelation, string]>)
  .flatMap(([relation, items]) =>
    items.split("|").map((text) => ({
      text,
      relation,
      re: new RegExp(`(?<![\\p{L}-])${text.replace(/ /g, "\\s+")}(?![\\p{L}-])`, "giu"),
    })),
  )
  .sort((a, b) => b.text.length - a.text.length);

export interface ConnectiveHit {
  text: string;
  relation: ConnectiveRelation;
  start: number;
  end: number;
}

/** All connectives of a text, without overlaps (longest match wins). */
export function findConnectives(text: string): ConnectiveHit[] {
  const taken: Array<[number, number]> = [];
  const hits: ConnectiveHit[] = [];
  for (const c of CONNECTIVES) {
    for (const m of text.matchAll(c.re)) {
      const start = m.index ?? 0;
      const end = start + m[0].length;
      if (taken.some(([a, b]) => start < b && end > a)) continue;
      // "assim" in "assim como" is comparison (already taken); "caso" as noun ("o caso") is not a connective.
      if (
        c.text === "caso" &&
        /(?:o|um|do|no|nesse|neste|esse|este|cada|qualquer)\s+$/iu.test(
          text.slice(Math.max(0, start - 12), start),
        )
      )
        continue;
      if (c.text === "ainda" && start > 0) continue; // only sentence-initial "Ainda," works as sequencer
      taken.push([start, end]);
      hits.push({
        text: m[0].toLocaleLowerCase("pt-BR").replace(/\s+/g, " "),
        relation: c.relation,
        start,
        end,
      });
    }
  }
  return hits.sort((a, b) => a.start - b.start);
}

/** Connective that opens the paragraph (within its first few words), if any. */
export function openingConnective(paragraph: string): ConnectiveHit | null {
  const first = findConnectives(paragraph.slice(0, 80)).find((h) => h.start <= 25);
  return first ?? null;
}

export const CONCLUSION_OPENERS =
  /^(?:portanto|logo|dessa forma|desse modo|dessa maneira|assim|sendo assim|em suma|em síntese|em resumo|diante do exposto|diante disso|diante desse|diante dessa|por fim|conclui-se|infere-se|depreende-se|destarte|por conseguinte|em vista disso|isto posto|dito isso|em conclusão|finalmente|nesse sentido|com isso|é evidente, portanto|fica claro|torna-se evidente|urge|cabe ao|é necessário|faz-se necessário)/iu;

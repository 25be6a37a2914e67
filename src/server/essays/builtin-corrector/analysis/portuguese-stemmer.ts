/**
 * Portuguese stemmer following the Snowball algorithm (snowballstem.org/algorithms/portuguese),
 * written here so topic similarity can match "desigualdade"/"desiguais", "violência"/"violento".
 */

const VOWELS = new Set([..."aeiouáéíóúâêô"]);
const isVowel = (c: string | undefined): boolean => c !== undefined && VOWELS.has(c);

function regionAfterVowelConsonant(w: string, from: number): number {
  for (let i = from + 1; i < w.length; i++) if (!isVowel(w[i]) && isVowel(w[i - 1])) return i + 1;
  return w.length;
}

function rvStart(w: string): number {
  if (w.length < 3) return w.length;
  if (!isVowel(w[1])) {
    for (let i = 2; i < w.length; i++) if (isVowel(w[i])) return i + 1;
    return w.length;
  }
  if (isVowel(w[0]) && isVowel(w[1])) {
    for (let i = 2; i < w.length; i++) if (!isVowel(w[i])) return i + 1;
    return w.length;
  }
  return 3;
}

const byLengthDesc = (xs: string[]): string[] => [...xs].sort((a, b) => b.length - a.length);

const STEP1_DELETE = byLengthDesc(
  "eza ezas ico ica icos icas ismo ismos ável ível ista istas oso osa osos osas amento amentos imento imentos adora ador aça~o adoras adores aço~es ante antes ância".split(
    " ",
  ),
);
const STEP2 = byLengthDesc(
  "ada ida ia aria eria iria ará ara erá era irá ava asse esse isse aste este iste ei arei erei irei am iam ariam eriam iriam aram eram iram avam em arem erem irem assem essem issem ado ido ando endo indo ara~o era~o ira~o ar er ir as adas idas ias arias erias irias arás aras erás eras irás avas es ardes erdes irdes ares eres ires asses esses isses astes estes istes is ais eis íeis aríeis eríeis iríeis áreis areis éreis ereis íreis ireis ásseis ésseis ísseis áveis ados idos ámos amos íamos aríamos eríamos iríamos áramos éramos íramos ávamos emos aremos eremos iremos ássemos êssemos íssemos imos armos ermos irmos eu iu ou ira iras".split(
    " ",
  ),
);
const STEP1_ALL = byLengthDesc([
  ...STEP1_DELETE,
  "logia",
  "logias",
  "ução",
  "uções",
  "ência",
  "ências",
  "amente",
  "mente",
  "idade",
  "idades",
  "iva",
  "ivo",
  "ivas",
  "ivos",
  "ira",
  "iras",
]);

function step1(w: string, r1: number, r2: number, rv: number): string | null {
  const suf = STEP1_ALL.find((s) => w.endsWith(s));
  if (!suf) return null;
  const at = w.length - suf.length;
  const base = w.slice(0, at);
  if (STEP1_DELETE.includes(suf)) return at >= r2 ? base : null;
  switch (suf) {
    case "logia":
    case "logias":
      return at >= r2 ? `${base}log` : null;
    case "ução":
    case "uções":
      return at >= r2 ? `${base}u` : null;
    case "ência":
    case "ências":
      return at >= r2 ? `${base}ente` : null;
    case "amente": {
      if (at < r1) return null;
      let b = base;
      if (b.endsWith("iv") && b.length - 2 >= r2) {
        b = b.slice(0, -2);
        if (b.endsWith("at") && b.length - 2 >= r2) b = b.slice(0, -2);
      } else {
        for (const p of ["os", "ic", "ad"]) if (b.endsWith(p) && b.length - 2 >= r2) b = b.slice(0, -2);
      }
      return b;
    }
    case "mente": {
      if (at < r2) return null;
      let b = base;
      for (const p of ["ante", "avel", "ível"])
        if (b.endsWith(p) && b.length - p.length >= r2) b = b.slice(0, -p.length);
      return b;
    }
    case "idade":
    case "idades": {
      if (at < r2) return null;
      let b = base;
      for (const p of ["abil", "ic", "iv"])
        if (b.endsWith(p) && b.length - p.length >= r2) b = b.slice(0, -p.length);
      return b;
    }
    case "iva":
    case "ivo":
    case "ivas":
    case "ivos": {
      if (at < r2) return null;
      return base.endsWith("at") && base.length - 2 >= r2 ? base.slice(0, -2) : base;
    }
    default: // ira, iras
      return at >= rv && base.endsWith("e") ? `${base}ir` : null;
  }
}

const cache = new Map<string, string>();

export function stemPt(word: string): string {
  const cached = cache.get(word);
  if (cached !== undefined) return cached;
  let w = word.toLocaleLowerCase("pt-BR").replace(/ã/g, "a~").replace(/õ/g, "o~");
  const r1 = regionAfterVowelConsonant(w, 0);
  const r2 = regionAfterVowelConsonant(w, r1);
  const rv = rvStart(w);
  const s1 = step1(w, r1, r2, rv);
  let changed = false;
  if (s1 !== null) {
    w = s1;
    changed = true;
  } else {
    const suf = STEP2.find((s) => w.endsWith(s) && w.length - s.length >= rv);
    if (suf) {
      w = w.slice(0, -suf.length);
      changed = true;
    }
  }
  if (changed) {
    if (w.endsWith("ci") && w.length - 1 >= rv) w = w.slice(0, -1);
  } else {
    const res = ["os", "a", "i", "o", "á", "í", "ó"].find((s) => w.endsWith(s) && w.length - s.length >= rv);
    if (res) w = w.slice(0, -res.length);
  }
  const e = ["e", "é", "ê"].find((s) => w.endsWith(s) && w.length - 1 >= rv);
  if (e) {
    w = w.slice(0, -1);
    if ((w.endsWith("gu") || w.endsWith("ci")) && w.length - 1 >= rv) w = w.slice(0, -1);
  } else if (w.endsWith("ç")) {
    w = `${w.slice(0, -1)}c`;
  }
  const out = w.replace(/a~/g, "ã").replace(/o~/g, "õ");
  if (cache.size > 50_000) cache.clear();
  cache.set(word, out);
  return out;
}

/**
 * How a subject looks: the lucide icons the web app draws (materias.icone) and the colour palette
 * offered in the back office. Any other colour is a #rrggbb hex.
 */
export const SUBJECT_ICONS = [
  "calculator",
  "atom",
  "flask-conical",
  "dna",
  "landmark",
  "globe",
  "brain",
  "users",
  "book-open",
  "library",
  "languages",
  "palette",
  "music",
  "dumbbell",
  "laptop",
  "microscope",
  "pen-line",
  "scale",
] as const;
export type SubjectIconName = (typeof SUBJECT_ICONS)[number];

export const SUBJECT_ICON_LABELS: Record<SubjectIconName, string> = {
  calculator: "Calculadora",
  atom: "Átomo",
  "flask-conical": "Frasco",
  dna: "DNA",
  landmark: "Monumento",
  globe: "Globo",
  brain: "Cérebro",
  users: "Pessoas",
  "book-open": "Livro aberto",
  library: "Biblioteca",
  languages: "Idiomas",
  palette: "Paleta",
  music: "Música",
  dumbbell: "Haltere",
  laptop: "Computador",
  microscope: "Microscópio",
  "pen-line": "Caneta",
  scale: "Balança",
};

export const SUBJECT_PALETTE = [
  "#2563eb",
  "#7c3aed",
  "#059669",
  "#16a34a",
  "#d97706",
  "#0d9488",
  "#4f46e5",
  "#db2777",
  "#dc2626",
  "#c026d3",
  "#0284c7",
  "#475569",
] as const;

export const HEX_COLOR = /^#[0-9a-f]{6}$/i;

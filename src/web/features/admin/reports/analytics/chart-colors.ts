/** The charts' colours: the app's indigo (and a lighter one beside it) and teal. */
export const CHART_COLORS = {
  primary: "#4f46e5",
  primaryLight: "#a5b4fc",
  secondary: "#0d9488",
  grid: "#e5e7eb",
} as const;

/** More months than this and the bars lose their value labels (the table keeps every figure). */
export const LABELLED_MONTHS = 12;

import { useState } from "react";

export type BookletView = "uma" | "caderno";
export const VIEW_LABELS: Record<BookletView, string> = {
  uma: "Uma questão por vez",
  caderno: "Caderno completo",
};

const KEY = "rumo_simulado_visao";

function stored(): BookletView {
  try {
    return window.localStorage.getItem(KEY) === "caderno" ? "caderno" : "uma";
  } catch {
    return "uma";
  }
}

/** One item at a time or the whole booklet, remembered on this device. */
export function useViewPreference() {
  const [view, setView] = useState<BookletView>(stored);
  const choose = (next: BookletView) => {
    setView(next);
    try {
      window.localStorage.setItem(KEY, next);
    } catch {
      // Private mode or a full storage: the choice lasts until the page is left.
    }
  };
  return [view, choose] as const;
}

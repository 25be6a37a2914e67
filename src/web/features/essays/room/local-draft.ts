/**
 * The copy of the draft kept in this browser, so no text is lost offline, on a failed save or when
 * the tab closes before the server answered. Keyed by essay id, or by topic before the first save.
 */
export type LocalDraft = {
  content: string;
  title: string;
  seconds: number;
  savedAt: number;
  synced: boolean;
};

const PREFIX = "rumo:redacao:";

export const draftKey = (owner: string, essayId: string | null, topicId: string) =>
  `${PREFIX}${owner}:${essayId ? `essay:${essayId}` : `topic:${topicId}`}`;

export function readLocalDraft(key: string): LocalDraft | null {
  try {
    const raw = window.localStorage.getItem(key);
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<LocalDraft>;
    if (typeof value.content !== "string") return null;
    return {
      content: value.content,
      title: typeof value.title === "string" ? value.title : "",
      seconds: typeof value.seconds === "number" ? value.seconds : 0,
      savedAt: typeof value.savedAt === "number" ? value.savedAt : 0,
      synced: value.synced === true,
    };
  } catch {
    return null;
  }
}

export function writeLocalDraft(key: string, draft: LocalDraft): void {
  try {
    window.localStorage.setItem(key, JSON.stringify(draft));
  } catch {
    // Storage full or disabled: the server copy is all there is.
  }
}

export function removeLocalDraft(key: string): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // Nothing to clean.
  }
}

/** The text to start from: the local copy when it holds changes newer than the server's. */
export function pickStartingText(
  server: { content: string; title: string | null; secondsSpent: number; updatedAt: string } | null,
  local: LocalDraft | null,
): { content: string; title: string; seconds: number; fromLocal: boolean } {
  const serverTime = server ? Date.parse(server.updatedAt) : 0;
  if (local && !local.synced && local.savedAt > serverTime)
    return { content: local.content, title: local.title, seconds: local.seconds, fromLocal: true };
  return {
    content: server?.content ?? "",
    title: server?.title ?? "",
    seconds: server?.secondsSpent ?? 0,
    fromLocal: false,
  };
}

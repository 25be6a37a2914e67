import type { ExternalToast, toast as sonnerToast } from "sonner";

/*
 * Toasts without sonner in the first page's JavaScript: sonner (and its <Toaster>, see
 * components/toast-host.tsx) is fetched with the first toast, which then shows as soon as it
 * arrives. Same calls as sonner's `toast`.
 */

type Sonner = typeof import("sonner");
type Message = Parameters<typeof sonnerToast.success>[0];

let sonner: Promise<Sonner> | undefined;
let hostWanted = false;
let showHost: (() => void) | null = null;

/** sonner itself, fetched once; the toast host mounts the <Toaster> from then on. */
export function loadSonner(): Promise<Sonner> {
  sonner ??= import("sonner");
  hostWanted = true;
  showHost?.();
  return sonner;
}

/** Called by the toast host: `show` once the first toast is asked for. */
export function onToastWanted(show: () => void): () => void {
  showHost = show;
  if (hostWanted) show();
  return () => {
    if (showHost === show) showHost = null;
  };
}

type Kind = "success" | "error" | "info" | "warning";

function show(kind: Kind | null, message: Message, data?: ExternalToast): void {
  void loadSonner().then(({ toast }) => (kind ? toast[kind](message, data) : toast(message as string, data)));
}

export const toast = Object.assign((message: Message, data?: ExternalToast) => show(null, message, data), {
  success: (message: Message, data?: ExternalToast) => show("success", message, data),
  error: (message: Message, data?: ExternalToast) => show("error", message, data),
  info: (message: Message, data?: ExternalToast) => show("info", message, data),
  warning: (message: Message, data?: ExternalToast) => show("warning", message, data),
});

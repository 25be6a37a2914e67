import { SendHorizontal } from "lucide-react";
import { type FormEvent, type KeyboardEvent, useRef, useState } from "react";
import { TUTOR_MESSAGES } from "#domain/tutor/messages";
import { MAX_MESSAGE_LENGTH } from "#domain/tutor/sanitize";
import { Button } from "#web/components/ui/button.tsx";
import { Textarea } from "#web/components/ui/textarea.tsx";

/**
 * The message input: Enter sends, Shift+Enter breaks the line. The text leaves the input when it is
 * sent and comes back if the server did not take it (limits, network), unless something new was typed.
 */
export function ChatComposer({
  onSend,
  busy,
  disabled,
}: {
  onSend: (text: string) => Promise<boolean>;
  busy: boolean;
  disabled: boolean;
}) {
  const [text, setText] = useState("");
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const canSend = !busy && !disabled && text.trim().length > 0;

  async function submit(event?: FormEvent) {
    event?.preventDefault();
    if (!canSend) return;
    const sent = text;
    setText("");
    const accepted = await onSend(sent);
    if (!accepted) setText((current) => (current === "" ? sent : current));
    inputRef.current?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void submit();
    }
  }

  const nearLimit = text.length > MAX_MESSAGE_LENGTH * 0.9;
  return (
    <form onSubmit={submit} className="border-t bg-card p-3 sm:p-4">
      <div className="flex items-end gap-2">
        <label htmlFor="chat-input" className="sr-only">
          Sua mensagem
        </label>
        <Textarea
          id="chat-input"
          ref={inputRef}
          value={text}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={onKeyDown}
          placeholder={TUTOR_MESSAGES.placeholder}
          aria-describedby="chat-input-hint"
          maxLength={MAX_MESSAGE_LENGTH}
          rows={1}
          disabled={disabled}
          className="max-h-40 min-h-11 resize-none [field-sizing:content]"
        />
        <Button
          type="submit"
          size="icon"
          className="size-11 shrink-0"
          disabled={!canSend}
          aria-label="Enviar mensagem"
        >
          <SendHorizontal />
        </Button>
      </div>
      <div className="mt-1 flex justify-between gap-2 text-xs text-muted-foreground">
        <p id="chat-input-hint" className="hidden sm:block">
          {TUTOR_MESSAGES.keyboardHint}
        </p>
        {nearLimit && (
          <p className="ml-auto" aria-live="polite">
            {text.length}/{MAX_MESSAGE_LENGTH}
          </p>
        )}
      </div>
    </form>
  );
}

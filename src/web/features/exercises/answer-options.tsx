import { Check } from "lucide-react";
import { RadioGroup } from "radix-ui";
import { cn } from "#web/lib/cn.ts";

/** The letter the screen puts before a multiple-choice option (the bank stores texts only). */
export function optionLetter(index: number): string {
  return String.fromCharCode(65 + index);
}

/** "B) texto" for multiple choice; the bare text for true/false and open answers. */
export function labelledAnswer(answer: string, options: string[], type: string): string {
  const index = options.indexOf(answer);
  if (type !== "multipla_escolha" || index < 0) return answer;
  return `${optionLetter(index)}) ${answer}`;
}

/**
 * The options of one question as a radio group: Tab enters it, arrow keys move and choose,
 * every option is a large target with a visible focus ring.
 */
export function AnswerOptions({
  options,
  trueFalse,
  value,
  onChange,
  disabled,
  labelledBy,
}: {
  options: string[];
  trueFalse: boolean;
  value: string | undefined;
  onChange: (value: string) => void;
  disabled: boolean;
  labelledBy: string;
}) {
  return (
    <RadioGroup.Root
      value={value ?? ""}
      onValueChange={onChange}
      disabled={disabled}
      aria-labelledby={labelledBy}
      className={cn("grid gap-3", trueFalse && "sm:grid-cols-2")}
    >
      {options.map((option, index) => (
        <RadioGroup.Item
          key={option}
          value={option}
          className={cn(
            "group flex w-full cursor-pointer items-start gap-3 rounded-lg border-2 bg-card p-3 text-left text-sm transition-colors sm:p-4 sm:text-base",
            "hover:border-primary/50 hover:bg-accent/40",
            "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring",
            "data-[state=checked]:border-primary data-[state=checked]:bg-primary/5",
            "disabled:cursor-not-allowed disabled:opacity-70",
          )}
        >
          <span
            aria-hidden="true"
            className={cn(
              "flex size-7 shrink-0 items-center justify-center rounded-full border-2 text-sm font-bold text-muted-foreground",
              "group-data-[state=checked]:border-primary group-data-[state=checked]:bg-primary group-data-[state=checked]:text-primary-foreground",
            )}
          >
            {trueFalse ? (
              <Check className="size-4 opacity-0 group-data-[state=checked]:opacity-100" />
            ) : (
              optionLetter(index)
            )}
          </span>
          <span className="min-w-0 flex-1 self-center break-words whitespace-pre-line">
            {!trueFalse && <span className="sr-only">{optionLetter(index)}) </span>}
            {option}
          </span>
        </RadioGroup.Item>
      ))}
    </RadioGroup.Root>
  );
}

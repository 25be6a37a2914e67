import type { ChatAllowanceDto, TutorDto } from "#domain/tutor/api";
import { TUTOR_MESSAGES } from "#domain/tutor/messages";
import { SubjectIcon } from "#web/components/subject-icon.tsx";
import { Badge } from "#web/components/ui/badge.tsx";
import { StepByStepPicker } from "./step-by-step-picker.tsx";

function remainingLabel(remaining: number): string {
  return remaining === 1
    ? TUTOR_MESSAGES.remainingOne
    : TUTOR_MESSAGES.remaining.replace("{count}", String(remaining));
}

/** Tutor name and 'Online', Passo a passo of the latest questions, and the messages left today (hidden on unlimited plans). */
export function ChatHeader({ tutor, allowance }: { tutor: TutorDto; allowance: ChatAllowanceDto }) {
  const remaining = allowance.remainingToday;
  return (
    <div className="flex items-center gap-3 border-b px-3 py-3 sm:px-4">
      <span
        className="flex size-10 shrink-0 items-center justify-center rounded-full"
        style={{ backgroundColor: `${tutor.color}1a` }}
        aria-hidden="true"
      >
        <SubjectIcon icon={tutor.icon} color={tutor.color} className="size-5" />
      </span>
      <div className="min-w-0 flex-1">
        <h1 className="truncate text-base font-semibold sm:text-lg">{tutor.name}</h1>
        <p className="flex items-center gap-1.5 text-xs text-muted-foreground">
          <span className="size-2 rounded-full bg-emerald-500" aria-hidden="true" />
          {TUTOR_MESSAGES.online}
        </p>
      </div>
      <StepByStepPicker tutor={tutor} />
      {remaining >= 0 && (
        <Badge
          variant={remaining > 2 ? "secondary" : "destructive"}
          data-testid="remaining-badge"
          title={remainingLabel(remaining)}
          aria-label={remainingLabel(remaining)}
        >
          <span className="sm:hidden">{remaining} restantes</span>
          <span className="hidden sm:inline">{remainingLabel(remaining)}</span>
        </Badge>
      )}
    </div>
  );
}

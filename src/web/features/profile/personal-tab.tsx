import type { ProfileResponse } from "#domain/profile/schemas";
import { ChangePasswordCard } from "./change-password-card.tsx";
import { DataExportCard } from "./data-export-card.tsx";
import { DeleteAccountCard } from "./delete-account-card.tsx";
import { PersonalInfoCard } from "./personal-info-card.tsx";

/** Perfil tab: personal information, password, data export and the danger zone; one column on phones. */
export function PersonalTab({ profile }: { profile: ProfileResponse }) {
  return (
    <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      <PersonalInfoCard profile={profile} />
      <div className="grid gap-6">
        <ChangePasswordCard />
        <DataExportCard />
        <DeleteAccountCard />
      </div>
    </div>
  );
}

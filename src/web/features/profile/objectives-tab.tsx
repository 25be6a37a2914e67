import { GraduationCap } from "lucide-react";
import type { ProfileResponse } from "#domain/profile/schemas";
import { ObjectivesForm } from "#web/components/objectives/objectives-form.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#web/components/ui/card.tsx";

/** Objetivos tab: dream course, university and the study plan; also feeds the dashboard. */
export function ObjectivesTab({ profile }: { profile: ProfileResponse }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <GraduationCap className="size-5 text-primary" aria-hidden="true" />
          Objetivos de estudo
        </CardTitle>
        <CardDescription>
          Conte onde você quer chegar: o Rumo usa isso para acompanhar sua meta.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <ObjectivesForm
          variant="full"
          idPrefix="profile"
          submitLabel="Salvar"
          universityPlaceholder="Ex.: USP"
          initial={profile}
        />
      </CardContent>
    </Card>
  );
}

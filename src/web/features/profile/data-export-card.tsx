import { Download, FileJson } from "lucide-react";
import { PROFILE_MESSAGES } from "#domain/profile/schemas";
import { Button } from "#web/components/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#web/components/ui/card.tsx";
import { ApiError } from "#web/lib/api-client.ts";
import { toast } from "#web/lib/toast.ts";
import { useDownloadExport } from "./api/download-export.ts";

/** "Baixar meus dados": a JSON file with everything Rumo keeps about the student (LGPD). */
export function DataExportCard() {
  const download = useDownloadExport();

  const onClick = () =>
    download.mutate(undefined, {
      onSuccess: (filename) => toast.success(PROFILE_MESSAGES.exportReady, { description: filename }),
      onError: (error) =>
        toast.error(PROFILE_MESSAGES.exportFailed, {
          description: error instanceof ApiError && error.status !== 500 ? error.message : undefined,
        }),
    });

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <FileJson className="size-4 text-primary" aria-hidden="true" />
          Seus dados
        </CardTitle>
        <CardDescription>
          Baixe um arquivo com tudo o que o Rumo guarda sobre você: perfil, progresso, respostas, conversas,
          redações, assinaturas e conquistas.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Button
          variant="outline"
          onClick={onClick}
          disabled={download.isPending}
          className="w-full sm:w-auto"
        >
          <Download aria-hidden="true" />
          {download.isPending ? "Preparando arquivo..." : "Baixar meus dados"}
        </Button>
      </CardContent>
    </Card>
  );
}

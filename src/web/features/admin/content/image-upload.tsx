import { ImagePlus } from "lucide-react";
import { useId, useState } from "react";
import { IMAGE_TYPES, type ImageUploaded, MAX_IMAGE_BYTES } from "#domain/admin/content";
import { CONTENT_MESSAGES as M } from "#domain/admin/content-messages";
import { Button } from "#web/components/ui/button.tsx";
import { Input } from "#web/components/ui/input.tsx";
import { Label } from "#web/components/ui/label.tsx";
import { errorMessage } from "#web/lib/api-client.ts";
import { toast } from "#web/lib/toast.ts";
import { useUploadImage } from "./api/upload-image.ts";

/** The browser's early word on a file; the server checks its bytes again. */
function fileProblem(file: File | null, alt: string): string | null {
  if (!file) return "Escolha um arquivo de imagem.";
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) return M.imageTypeInvalid;
  if (file.size > MAX_IMAGE_BYTES) return M.imageTooLarge;
  if (alt.trim().length === 0) return M.imageAltRequired;
  return null;
}

/** Uploads an image with its alt text; `onUploaded` receives the Markdown to insert in the statement. */
export function ImageUpload({ onUploaded }: { onUploaded: (image: ImageUploaded) => void }) {
  const id = useId();
  const [file, setFile] = useState<File | null>(null);
  const [alt, setAlt] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const upload = useUploadImage();

  const send = () => {
    const found = fileProblem(file, alt);
    setProblem(found);
    if (found || !file) return;
    upload.mutate(
      { file, alt: alt.trim() },
      {
        onSuccess: (image) => {
          toast.success(image.message);
          onUploaded(image);
          setFile(null);
          setAlt("");
        },
        onError: (e) => setProblem(errorMessage(e) || M.imageUploadFailed),
      },
    );
  };

  return (
    <div className="grid gap-3 rounded-md border border-dashed p-3" data-testid="image-upload">
      <p className="text-sm font-medium">Inserir imagem no enunciado</p>
      <p className="text-xs text-muted-foreground">
        PNG, JPEG, WebP ou GIF, até 2 MB. A imagem fica guardada no Rumo.
      </p>
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-file`}>Arquivo</Label>
          <Input
            id={`${id}-file`}
            key={file ? "chosen" : "empty"}
            type="file"
            accept={IMAGE_TYPES.join(",")}
            onChange={(e) => {
              setFile(e.target.files?.[0] ?? null);
              setProblem(null);
            }}
          />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-alt`}>Texto alternativo</Label>
          <Input
            id={`${id}-alt`}
            value={alt}
            maxLength={300}
            placeholder="Ex.: Gráfico de barras do PIB de 2010 a 2020"
            onChange={(e) => setAlt(e.target.value)}
          />
        </div>
      </div>
      {problem && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {problem}
        </p>
      )}
      <Button
        type="button"
        variant="outline"
        size="sm"
        onClick={send}
        disabled={upload.isPending}
        className="justify-self-start"
      >
        <ImagePlus /> {upload.isPending ? "Enviando..." : "Enviar imagem"}
      </Button>
    </div>
  );
}

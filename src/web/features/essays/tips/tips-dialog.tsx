import { Lightbulb } from "lucide-react";
import { ESSAY_TIPS, type TipItem } from "#domain/essays/tips-content";
import { Badge } from "#web/components/ui/badge.tsx";
import { Button } from "#web/components/ui/button.tsx";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "#web/components/ui/dialog.tsx";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "#web/components/ui/tabs.tsx";

function Tip({ item }: { item: TipItem }) {
  return (
    <article className="grid gap-2 rounded-lg border p-4">
      <h3 className="font-semibold">{item.title}</h3>
      {item.quote && (
        <figure className="border-l-4 border-primary/60 pl-3">
          <blockquote className="italic">“{item.quote.text}”</blockquote>
          <figcaption className="mt-1 text-xs text-muted-foreground">
            — {item.quote.author}, {item.quote.source}
          </figcaption>
        </figure>
      )}
      <p className="text-sm leading-relaxed">{item.body}</p>
      {item.example && (
        <p className="rounded-md bg-muted p-3 text-sm leading-relaxed">
          <span className="font-semibold">Exemplo: </span>
          {item.example}
        </p>
      )}
      {item.quote && item.quote.themes.length > 0 && (
        <ul className="flex flex-wrap gap-1.5" aria-label="Temas em que a citação funciona">
          {item.quote.themes.map((theme) => (
            <li key={theme}>
              <Badge variant="outline">{theme}</Badge>
            </li>
          ))}
        </ul>
      )}
    </article>
  );
}

/** The 'Dicas' panel (docs/product.md#tips): five tabs of teaching content. */
export function TipsDialog() {
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="outline">
          <Lightbulb aria-hidden="true" /> Dicas
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-3xl">
        <DialogHeader>
          <DialogTitle>Dicas para a redação do ENEM</DialogTitle>
          <DialogDescription>
            Tipos de texto, estrutura, como começar, citações e dicas práticas.
          </DialogDescription>
        </DialogHeader>
        <Tabs defaultValue={ESSAY_TIPS[0]?.id} className="min-w-0">
          <TabsList className="w-full justify-start">
            {ESSAY_TIPS.map((section) => (
              <TabsTrigger key={section.id} value={section.id}>
                {section.label}
              </TabsTrigger>
            ))}
          </TabsList>
          {ESSAY_TIPS.map((section) => (
            <TabsContent key={section.id} value={section.id} className="grid gap-3">
              <p className="text-sm text-muted-foreground">{section.intro}</p>
              {section.items.map((item) => (
                <Tip key={item.title} item={item} />
              ))}
            </TabsContent>
          ))}
        </Tabs>
      </DialogContent>
    </Dialog>
  );
}

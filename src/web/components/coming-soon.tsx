import { Hourglass } from "lucide-react";
import { PageHeader } from "./page-header.tsx";
import { Card, CardContent } from "./ui/card.tsx";

/** A screen whose feature is still being built: says so plainly, shows no invented data. */
export function ComingSoon({ title, description }: { title: string; description: string }) {
  return (
    <>
      <PageHeader title={title} />
      <Card>
        <CardContent className="flex flex-col items-center gap-3 p-10 text-center">
          <Hourglass className="size-10 text-primary" aria-hidden="true" />
          <p className="text-lg font-semibold">Em breve</p>
          <p className="max-w-md text-muted-foreground">{description}</p>
        </CardContent>
      </Card>
    </>
  );
}

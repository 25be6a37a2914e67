import { PenLine } from "lucide-react";
import type { EssayDetail } from "#domain/essays/api";
import type { EssayFeedback } from "#domain/essays/feedback";
import { Button } from "#web/components/ui/button.tsx";
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from "#web/components/ui/card.tsx";
import { FeedbackDetails } from "./feedback-view.tsx";

/**
 * Replaces the editor once the essay is corrected (docs/product.md#correction), with 'Nova Redação';
 * the essay's detail view shows it without that button.
 */
export function FeedbackCard({ essay, onNewEssay }: { essay: EssayDetail; onNewEssay?: () => void }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-xl">Feedback da Correção</CardTitle>
      </CardHeader>
      <CardContent>
        <FeedbackDetails
          finalScore={essay.finalScore}
          feedback={essay.feedback as EssayFeedback | null}
          correctedBy={essay.correctedBy}
        />
      </CardContent>
      {onNewEssay && (
        <CardFooter className="border-t pt-4">
          <Button onClick={onNewEssay}>
            <PenLine aria-hidden="true" /> Nova Redação
          </Button>
        </CardFooter>
      )}
    </Card>
  );
}

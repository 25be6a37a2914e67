import { AlertTriangle, ArrowLeft, LogIn } from "lucide-react";
import { Link } from "react-router";
import { EXERCISE_MESSAGES } from "#domain/practice/rules";
import { Button } from "#web/components/ui/button.tsx";
import { Card, CardContent } from "#web/components/ui/card.tsx";
import { loginPathFor } from "./exercise-messages.ts";

/** 'Erro: Exercício sem questões' / 'Erro: Questão não encontrada', with the way back. */
export function ExerciseErrorView({ title, message }: { title: string; message?: string }) {
  return (
    <Card className="mx-auto max-w-lg border-red-200" role="alert">
      <CardContent className="flex flex-col items-center gap-3 p-8 text-center">
        <AlertTriangle className="size-10 text-destructive" aria-hidden="true" />
        <h1 className="text-xl font-semibold">{title}</h1>
        {message && <p className="text-sm text-muted-foreground">{message}</p>}
        <Button asChild className="w-full sm:w-auto">
          <Link to="/exercises">
            <ArrowLeft aria-hidden="true" /> Voltar aos exercícios
          </Link>
        </Button>
      </CardContent>
    </Card>
  );
}

/** A visitor who opens an exercise is asked to sign in and comes back to it (docs/product.md#practice). */
export function LoginRequiredCard({ exerciseId }: { exerciseId: string }) {
  return (
    <Card className="mx-auto max-w-lg">
      <CardContent className="flex flex-col items-center gap-3 p-8 text-center">
        <span className="flex size-12 items-center justify-center rounded-full bg-primary/10 text-primary">
          <LogIn className="size-6" aria-hidden="true" />
        </span>
        <h1 className="text-xl font-semibold">{EXERCISE_MESSAGES.loginRequiredTitle}</h1>
        <p className="text-muted-foreground">{EXERCISE_MESSAGES.loginRequiredBody}</p>
        <div className="flex w-full flex-col gap-2 sm:w-auto sm:flex-row">
          <Button asChild className="w-full sm:w-auto">
            <Link to={loginPathFor(exerciseId)}>Fazer login</Link>
          </Button>
          <Button asChild variant="outline" className="w-full sm:w-auto">
            <Link to="/exercises">Ver exercícios</Link>
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}

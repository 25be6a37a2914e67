import { Brain, Calculator, ChartLine, MessageCircle } from "lucide-react";
import { Link, Navigate } from "react-router";
import { APP_ROUTES } from "#domain/shared/routes";
import { HeroIllustration } from "#web/components/hero-illustration.tsx";
import { LoadingState } from "#web/components/page-states.tsx";
import { RumoLogo } from "#web/components/rumo-logo.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { Card, CardContent } from "#web/components/ui/card.tsx";
import { useSession } from "#web/lib/session.ts";

const FEATURES = [
  {
    icon: MessageCircle,
    title: "Chat inteligente",
    text: "Tire dúvidas de qualquer matéria do ENEM com um tutor virtual que explica passo a passo.",
  },
  {
    icon: Brain,
    title: "Exercícios personalizados",
    text: "Questões no estilo ENEM adaptadas ao seu nível, com explicação de cada resposta.",
  },
  {
    icon: ChartLine,
    title: "Acompanhe sua evolução",
    text: "Veja seu progresso, sua sequência de estudos e as matérias que pedem mais atenção.",
  },
];

/** "/": a signed-in student goes straight to the dashboard; visitors see what Rumo is. */
export function LandingPage() {
  const { user, isLoading } = useSession();
  if (isLoading) return <LoadingState className="min-h-dvh" />;
  if (user) return <Navigate to="/dashboard" replace />;
  return (
    <div className="min-h-dvh bg-gradient-to-b from-indigo-50 to-background">
      <header className="mx-auto flex max-w-6xl items-center justify-between px-4 py-5 sm:px-6">
        <RumoLogo />
        <nav aria-label="Principal" className="flex items-center gap-1 sm:gap-2">
          <Button asChild variant="ghost">
            <Link to={APP_ROUTES.plans}>Planos</Link>
          </Button>
          <Button asChild variant="ghost">
            <Link to="/login">Entrar</Link>
          </Button>
        </nav>
      </header>
      <main className="mx-auto max-w-6xl px-4 pb-16 sm:px-6">
        <section className="grid items-center gap-10 py-8 lg:grid-cols-2 lg:py-16">
          <div>
            <span className="inline-flex items-center gap-2 rounded-full bg-card px-3 py-1 text-sm font-medium text-primary shadow-sm">
              <span className="flex size-6 items-center justify-center rounded-full bg-primary text-xs text-primary-foreground">
                R
              </span>
              ENEM e vestibulares
            </span>
            <h1 className="mt-5 text-4xl font-extrabold tracking-tight sm:text-5xl">
              Rumo: a inteligência que se adapta a você
            </h1>
            <p className="mt-4 max-w-xl text-lg text-muted-foreground">
              Estude para o ENEM com um tutor para cada matéria, exercícios no estilo da prova, redação
              corrigida nas cinco competências e um painel que mostra sua evolução todos os dias.
            </p>
            <div className="mt-8 flex flex-col gap-3 sm:flex-row">
              <Button asChild size="lg">
                <Link to="/register">Começar Agora</Link>
              </Button>
              <Button asChild size="lg" variant="outline">
                <Link to="/login">Já tenho conta</Link>
              </Button>
            </div>
          </div>
          <HeroIllustration className="mx-auto w-full max-w-lg drop-shadow-xl" />
        </section>
        <section aria-label="O que o Rumo oferece" className="grid grid-cols-1 gap-4 md:grid-cols-3">
          {FEATURES.map(({ icon: Icon, title, text }) => (
            <Card key={title}>
              <CardContent className="p-6">
                <span className="flex size-11 items-center justify-center rounded-lg bg-primary/10 text-primary">
                  <Icon className="size-5" aria-hidden="true" />
                </span>
                <h2 className="mt-4 text-lg font-semibold">{title}</h2>
                <p className="mt-1 text-sm text-muted-foreground">{text}</p>
              </CardContent>
            </Card>
          ))}
        </section>
        <section
          aria-labelledby="landing-enem-calculator"
          className="mt-10 flex flex-col items-start gap-4 rounded-xl border bg-card p-6 shadow-sm sm:flex-row sm:items-center sm:justify-between"
        >
          <div className="flex items-start gap-4">
            <span className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary">
              <Calculator className="size-5" aria-hidden="true" />
            </span>
            <div>
              <h2 id="landing-enem-calculator" className="text-xl font-semibold">
                Quanto você tiraria no ENEM?
              </h2>
              <p className="mt-1 text-sm text-muted-foreground">
                Marque suas respostas de uma prova do ENEM e veja a nota estimada pela TRI, com o peso de cada
                questão. Grátis e sem cadastro.
              </p>
            </div>
          </div>
          <Button asChild size="lg" className="w-full sm:w-auto">
            <Link to={APP_ROUTES.enemCalculator}>Calculadora de nota do ENEM</Link>
          </Button>
        </section>
        <section
          aria-labelledby="landing-plans"
          className="mt-10 flex flex-col items-start gap-4 rounded-xl border bg-card p-6 shadow-sm sm:flex-row sm:items-center sm:justify-between"
        >
          <div>
            <h2 id="landing-plans" className="text-xl font-semibold">
              Planos para cada ritmo de estudo
            </h2>
            <p className="mt-1 text-sm text-muted-foreground">
              Comece grátis e, quando quiser, tenha mais exercícios, conversas com os tutores e redações
              corrigidas.
            </p>
          </div>
          <Button asChild size="lg" variant="outline" className="w-full sm:w-auto">
            <Link to={APP_ROUTES.plans}>Ver planos</Link>
          </Button>
        </section>
      </main>
      <footer className="border-t py-6 text-center text-sm text-muted-foreground">
        <Link to="/terms" className="hover:underline">
          Termos de uso
        </Link>{" "}
        ·{" "}
        <Link to="/privacy" className="hover:underline">
          Privacidade
        </Link>
      </footer>
    </div>
  );
}

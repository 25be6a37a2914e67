CREATE TABLE "parametros_itens" (
	"questao_id" uuid PRIMARY KEY NOT NULL,
	"a" double precision NOT NULL,
	"b" double precision NOT NULL,
	"c" double precision NOT NULL,
	"respostas" integer NOT NULL,
	"estimado_em" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "simulado_respostas" (
	"simulado_id" uuid NOT NULL,
	"questao_id" uuid NOT NULL,
	"resposta" text,
	"marcada" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "simulado_respostas_simulado_id_questao_id_pk" PRIMARY KEY("simulado_id","questao_id")
);
--> statement-breakpoint
CREATE TABLE "simulados" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"tipo" text NOT NULL,
	"modo" text NOT NULL,
	"questoes" jsonb NOT NULL,
	"iniciado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"prazo" timestamp with time zone NOT NULL,
	"entregue_em" timestamp with time zone,
	"tempo_esgotado" boolean DEFAULT false NOT NULL,
	"notas" jsonb
);
--> statement-breakpoint
ALTER TABLE "parametros_itens" ADD CONSTRAINT "parametros_itens_questao_id_questoes_id_fk" FOREIGN KEY ("questao_id") REFERENCES "public"."questoes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "simulado_respostas" ADD CONSTRAINT "simulado_respostas_simulado_id_simulados_id_fk" FOREIGN KEY ("simulado_id") REFERENCES "public"."simulados"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "simulado_respostas" ADD CONSTRAINT "simulado_respostas_questao_id_questoes_id_fk" FOREIGN KEY ("questao_id") REFERENCES "public"."questoes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "simulados" ADD CONSTRAINT "simulados_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "simulados_user_idx" ON "simulados" USING btree ("user_id","iniciado_em");--> statement-breakpoint
CREATE UNIQUE INDEX "simulados_em_andamento_idx" ON "simulados" USING btree ("user_id") WHERE entregue_em is null;--> statement-breakpoint
-- The Nerd plan sells mock exams (spec's plan table): turn the module on and list the line on its card.
UPDATE "subscription_plans" SET "modules_enabled" = "modules_enabled" || '{"simulados": true}'::jsonb, "features" = CASE WHEN "features" ? 'Simulados do ENEM com nota TRI' THEN "features" ELSE "features" || '["Simulados do ENEM com nota TRI"]'::jsonb END WHERE "slug" = 'nerd';

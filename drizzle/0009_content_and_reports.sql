CREATE TABLE "imagens_conteudo" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"content_type" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"tamanho_bytes" integer NOT NULL,
	"texto_alternativo" text NOT NULL,
	"enviado_por" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exportacoes_partes" (
	"exportacao_id" uuid NOT NULL,
	"sequencia" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	CONSTRAINT "exportacoes_partes_exportacao_id_sequencia_pk" PRIMARY KEY("exportacao_id","sequencia")
);
--> statement-breakpoint
CREATE TABLE "exportacoes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"solicitado_por" text,
	"relatorio" text NOT NULL,
	"formato" text NOT NULL,
	"parametros" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"linhas_prontas" integer DEFAULT 0 NOT NULL,
	"linhas_total" integer,
	"nome_arquivo" text,
	"content_type" text,
	"tamanho_bytes" bigint,
	"erro" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"concluido_em" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "exercicios" ADD COLUMN "editado_pela_equipe_em" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "exercicios" ADD COLUMN "arquivado_em" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "questoes" ADD COLUMN "dificuldade" text;--> statement-breakpoint
ALTER TABLE "questoes" ADD COLUMN "arquivado_em" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "materias" ADD COLUMN "editado_pela_equipe_em" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "assuntos" ADD COLUMN "editado_pela_equipe_em" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "assuntos" ADD COLUMN "arquivado_em" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "temas_redacao" ADD COLUMN "editado_pela_equipe_em" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "exportacoes_partes" ADD CONSTRAINT "exportacoes_partes_exportacao_id_exportacoes_id_fk" FOREIGN KEY ("exportacao_id") REFERENCES "public"."exportacoes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exportacoes" ADD CONSTRAINT "exportacoes_solicitado_por_users_id_fk" FOREIGN KEY ("solicitado_por") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "exportacoes_created_idx" ON "exportacoes" USING btree ("created_at");
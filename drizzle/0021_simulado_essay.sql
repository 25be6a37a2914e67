-- A day-1 simulado carries the essay, as ENEM does: the topic drawn at the start, the text saved during the exam, and the essay handed in with it (docs/simulados.md#the-essay).
ALTER TABLE "redacoes_usuario" ADD COLUMN "simulado_id" uuid;--> statement-breakpoint
ALTER TABLE "simulados" ADD COLUMN "tema_redacao_id" uuid;--> statement-breakpoint
ALTER TABLE "simulados" ADD COLUMN "redacao_texto" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "simulados" ADD COLUMN "redacao_salva_em" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "simulados" ADD CONSTRAINT "simulados_tema_redacao_id_temas_redacao_id_fk" FOREIGN KEY ("tema_redacao_id") REFERENCES "public"."temas_redacao"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "redacoes_usuario_simulado_idx" ON "redacoes_usuario" USING btree ("simulado_id") WHERE simulado_id is not null;
ALTER TABLE "questoes" ADD COLUMN "competencia" text;--> statement-breakpoint
ALTER TABLE "questoes" ADD COLUMN "habilidade" text;--> statement-breakpoint
ALTER TABLE "questoes" ADD COLUMN "comentarios_opcoes" jsonb;--> statement-breakpoint
ALTER TABLE "questoes" ADD COLUMN "fonte" text;
CREATE TABLE "questoes_reportadas" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"questao_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"tipo" text NOT NULL,
	"observacao" text,
	"status" text DEFAULT 'aberto' NOT NULL,
	"resposta_equipe" text,
	"resolvido_por" text,
	"resolvido_em" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "questoes_reportadas" ADD CONSTRAINT "questoes_reportadas_questao_id_questoes_id_fk" FOREIGN KEY ("questao_id") REFERENCES "public"."questoes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questoes_reportadas" ADD CONSTRAINT "questoes_reportadas_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questoes_reportadas" ADD CONSTRAINT "questoes_reportadas_resolvido_por_users_id_fk" FOREIGN KEY ("resolvido_por") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "questoes_reportadas_status_idx" ON "questoes_reportadas" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "questoes_reportadas_user_idx" ON "questoes_reportadas" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "questoes_reportadas_aberto_idx" ON "questoes_reportadas" USING btree ("user_id","questao_id") WHERE status = 'aberto';
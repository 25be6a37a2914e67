-- Study notes (fichas de estudo) for the offline tutor, searched in Portuguese like the tutor_search
-- indexes of 0001: the GIN expression must match the one in src/server/tutor/offline/repository.ts.
CREATE TABLE "fichas_estudo" (
	"id" uuid PRIMARY KEY NOT NULL,
	"assunto_id" uuid NOT NULL,
	"titulo" text NOT NULL,
	"conteudo" text NOT NULL,
	"pergunta" text,
	"ordem" smallint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "fichas_estudo" ADD CONSTRAINT "fichas_estudo_assunto_id_assuntos_id_fk" FOREIGN KEY ("assunto_id") REFERENCES "public"."assuntos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fichas_estudo_assunto_idx" ON "fichas_estudo" USING btree ("assunto_id","ordem");--> statement-breakpoint
CREATE INDEX "fichas_estudo_fts_idx" ON "fichas_estudo" USING gin (to_tsvector('portuguese'::regconfig, rumo_unaccent("titulo" || ' ' || "conteudo")));
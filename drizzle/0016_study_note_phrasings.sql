-- Study notes gain the mistakes students make and a searched-only text (students' phrasings and
-- plain-text formula keys); the GIN expression must match NOTE_VECTOR in src/server/tutor/offline/repository.ts.
DROP INDEX "fichas_estudo_fts_idx";--> statement-breakpoint
ALTER TABLE "fichas_estudo" ADD COLUMN "erros" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "fichas_estudo" ADD COLUMN "busca" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "fichas_estudo_fts_idx" ON "fichas_estudo" USING gin (to_tsvector('portuguese'::regconfig, rumo_unaccent("titulo" || ' ' || "conteudo" || ' ' || "busca")));
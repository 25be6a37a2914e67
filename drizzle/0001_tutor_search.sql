-- Full-text search for the offline tutor (ARCHITECTURE decision 6): question explanations and topic
-- descriptions, in Portuguese. Students often type without accents ("matematica", "funcao"), so both
-- the indexed text and the query go through rumo_unaccent before the Portuguese stemmer; the query
-- must use exactly these expressions for PostgreSQL to pick the indexes.
CREATE OR REPLACE FUNCTION rumo_unaccent(input text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT AS $$
  SELECT translate(lower(input), 'áàâãäéèêëíìîïóòôõöúùûüçñ', 'aaaaaeeeeiiiiooooouuuucn')
$$;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "questoes_fts_idx" ON "questoes" USING gin (
  to_tsvector('portuguese'::regconfig, rumo_unaccent("pergunta" || ' ' || coalesce("explicacao", '')))
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "assuntos_fts_idx" ON "assuntos" USING gin (
  to_tsvector('portuguese'::regconfig, rumo_unaccent("nome" || ' ' || coalesce("descricao", '')))
);

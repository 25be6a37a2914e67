CREATE TABLE "catalogo_versao" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"versao" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
INSERT INTO "catalogo_versao" ("id", "versao") VALUES (1, 1);
--> statement-breakpoint
CREATE FUNCTION rumo_bump_catalogue_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE catalogo_versao SET versao = versao + 1 WHERE id = 1;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER materias_bump_catalogue_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON materias FOR EACH STATEMENT EXECUTE FUNCTION rumo_bump_catalogue_version();
--> statement-breakpoint
CREATE TRIGGER assuntos_bump_catalogue_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON assuntos FOR EACH STATEMENT EXECUTE FUNCTION rumo_bump_catalogue_version();
--> statement-breakpoint
CREATE TRIGGER exercicios_bump_catalogue_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON exercicios FOR EACH STATEMENT EXECUTE FUNCTION rumo_bump_catalogue_version();
--> statement-breakpoint
CREATE TRIGGER questoes_bump_catalogue_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON questoes FOR EACH STATEMENT EXECUTE FUNCTION rumo_bump_catalogue_version();
--> statement-breakpoint
-- The current attempts (answers not discarded) read from the index alone, however long the
-- student's history of reset attempts; drizzle's schema cannot express INCLUDE, so it lives here.
CREATE INDEX "user_answers_current_attempt_idx" ON "user_answers" ("user_id", "exercicio_id") INCLUDE ("questao_id", "correto", "created_at") WHERE "descartada_em" IS NULL;

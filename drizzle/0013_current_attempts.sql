CREATE TABLE "tentativas_atuais" (
	"user_id" text NOT NULL,
	"exercicio_id" uuid NOT NULL,
	"respondidas" integer DEFAULT 0 NOT NULL,
	"respondidas_avaliadas" integer DEFAULT 0 NOT NULL,
	"acertos" integer DEFAULT 0 NOT NULL,
	"ultimo_erro_em" timestamp with time zone,
	CONSTRAINT "tentativas_atuais_user_id_exercicio_id_pk" PRIMARY KEY("user_id","exercicio_id")
);
--> statement-breakpoint
ALTER TABLE "tentativas_atuais" ADD CONSTRAINT "tentativas_atuais_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tentativas_atuais" ADD CONSTRAINT "tentativas_atuais_exercicio_id_exercicios_id_fk" FOREIGN KEY ("exercicio_id") REFERENCES "public"."exercicios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The current attempts of some (student, exercise) pairs recounted from their answers.
CREATE FUNCTION rumo_recount_current_attempts(pairs jsonb) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM tentativas_atuais t USING jsonb_to_recordset(pairs) AS p(user_id text, exercicio_id uuid)
  WHERE t.user_id = p.user_id AND t.exercicio_id = p.exercicio_id;
  INSERT INTO tentativas_atuais (user_id, exercicio_id, respondidas, respondidas_avaliadas, acertos, ultimo_erro_em)
  SELECT ua.user_id, ua.exercicio_id, count(*),
    count(*) FILTER (WHERE q.tipo <> 'dissertativa'),
    count(*) FILTER (WHERE ua.correto AND q.tipo <> 'dissertativa'),
    max(ua.created_at) FILTER (WHERE NOT ua.correto AND q.tipo <> 'dissertativa')
  FROM (SELECT DISTINCT user_id, exercicio_id FROM jsonb_to_recordset(pairs) AS p(user_id text, exercicio_id uuid)) p
  JOIN user_answers ua ON ua.user_id = p.user_id AND ua.exercicio_id = p.exercicio_id AND ua.descartada_em IS NULL
  JOIN questoes q ON q.id = ua.questao_id
  WHERE EXISTS (SELECT 1 FROM users u WHERE u.id = ua.user_id)
    AND EXISTS (SELECT 1 FROM exercicios e WHERE e.id = ua.exercicio_id)
  GROUP BY ua.user_id, ua.exercicio_id;
END $$;
--> statement-breakpoint
CREATE FUNCTION rumo_add_current_attempts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO tentativas_atuais AS t (user_id, exercicio_id, respondidas, respondidas_avaliadas, acertos, ultimo_erro_em)
  SELECT n.user_id, n.exercicio_id, count(*),
    count(*) FILTER (WHERE q.tipo <> 'dissertativa'),
    count(*) FILTER (WHERE n.correto AND q.tipo <> 'dissertativa'),
    max(n.created_at) FILTER (WHERE NOT n.correto AND q.tipo <> 'dissertativa')
  FROM new_rows n JOIN questoes q ON q.id = n.questao_id
  WHERE n.descartada_em IS NULL
  GROUP BY n.user_id, n.exercicio_id
  ON CONFLICT (user_id, exercicio_id) DO UPDATE SET
    respondidas = t.respondidas + excluded.respondidas,
    respondidas_avaliadas = t.respondidas_avaliadas + excluded.respondidas_avaliadas,
    acertos = t.acertos + excluded.acertos,
    ultimo_erro_em = greatest(t.ultimo_erro_em, excluded.ultimo_erro_em);
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A reset (descartada_em set) or a deletion recounts the pairs it touched.
CREATE FUNCTION rumo_recount_attempts_of_old_rows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM rumo_recount_current_attempts(
    (SELECT coalesce(jsonb_agg(DISTINCT jsonb_build_object('user_id', user_id, 'exercicio_id', exercicio_id)), '[]'::jsonb) FROM old_rows));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER user_answers_add_current_attempts AFTER INSERT ON user_answers REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION rumo_add_current_attempts();
--> statement-breakpoint
CREATE TRIGGER user_answers_recount_attempts_updated AFTER UPDATE ON user_answers REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION rumo_recount_attempts_of_old_rows();
--> statement-breakpoint
CREATE TRIGGER user_answers_recount_attempts_deleted AFTER DELETE ON user_answers REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION rumo_recount_attempts_of_old_rows();
--> statement-breakpoint
-- Answers to removed questions are rare: a small index finds the exercises that have any.
CREATE INDEX "questoes_arquivadas_exercicio_idx" ON "questoes" ("exercicio_id") WHERE "arquivado_em" IS NOT NULL;
--> statement-breakpoint
INSERT INTO tentativas_atuais (user_id, exercicio_id, respondidas, respondidas_avaliadas, acertos, ultimo_erro_em)
SELECT ua.user_id, ua.exercicio_id, count(*),
  count(*) FILTER (WHERE q.tipo <> 'dissertativa'),
  count(*) FILTER (WHERE ua.correto AND q.tipo <> 'dissertativa'),
  max(ua.created_at) FILTER (WHERE NOT ua.correto AND q.tipo <> 'dissertativa')
FROM user_answers ua JOIN questoes q ON q.id = ua.questao_id
WHERE ua.descartada_em IS NULL
GROUP BY ua.user_id, ua.exercicio_id;

DROP VIEW "public"."user_materias_favoritas";--> statement-breakpoint
CREATE TABLE "user_materias_favoritas" (
	"user_id" text NOT NULL,
	"materia_id" uuid NOT NULL,
	"uso_count" integer DEFAULT 0 NOT NULL,
	"erro_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "user_materias_favoritas_user_id_materia_id_pk" PRIMARY KEY("user_id","materia_id")
);
--> statement-breakpoint
ALTER TABLE "user_progress" ADD COLUMN "respostas_total" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "user_progress" ADD COLUMN "respostas_corretas" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "user_progress" ADD COLUMN "mensagens_enviadas" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "user_progress" ADD COLUMN "exercicios_concluidos" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "user_materias_favoritas" ADD CONSTRAINT "user_materias_favoritas_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_materias_favoritas" ADD CONSTRAINT "user_materias_favoritas_materia_id_materias_id_fk" FOREIGN KEY ("materia_id") REFERENCES "public"."materias"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "exercicios_concluidos_user_exercise_idx" ON "exercicios_concluidos" USING btree ("user_id","exercicio_id");--> statement-breakpoint
-- A student's lifetime figures recounted from the logs: used after deletions and other rare
-- changes, and to fill the figures in for existing students. Only students who still exist.
CREATE FUNCTION rumo_recount_student_aggregates(student_ids text[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  ids text[] := ARRAY(SELECT id FROM users WHERE id = ANY(student_ids));
BEGIN
  INSERT INTO user_progress (user_id) SELECT unnest(ids) ON CONFLICT (user_id) DO NOTHING;
  UPDATE user_progress p SET
    respostas_total = (SELECT count(*) FROM user_answers a WHERE a.user_id = p.user_id),
    respostas_corretas = (SELECT count(*) FROM user_answers a WHERE a.user_id = p.user_id AND a.correto),
    mensagens_enviadas = (SELECT count(*) FROM chat_messages m WHERE m.user_id = p.user_id AND m.sender = 'user'),
    exercicios_concluidos = (SELECT count(DISTINCT c.exercicio_id) FROM exercicios_concluidos c WHERE c.user_id = p.user_id)
  WHERE p.user_id = ANY(ids);
  DELETE FROM user_materias_favoritas WHERE user_id = ANY(ids);
  INSERT INTO user_materias_favoritas (user_id, materia_id, uso_count, erro_count)
  SELECT user_id, materia_id, sum(uso)::int, sum(erro)::int FROM (
    SELECT ua.user_id, s.materia_id, count(*) AS uso, count(*) FILTER (WHERE NOT ua.correto) AS erro
    FROM user_answers ua JOIN exercicios e ON e.id = ua.exercicio_id JOIN assuntos s ON s.id = e.assunto_id
    WHERE ua.user_id = ANY(ids) GROUP BY ua.user_id, s.materia_id
    UNION ALL
    SELECT cm.user_id, m.id, count(*), 0
    FROM chat_messages cm JOIN materias m ON m.slug = cm.subject
    WHERE cm.user_id = ANY(ids) AND cm.sender = 'user' GROUP BY cm.user_id, m.id
  ) AS activity GROUP BY user_id, materia_id;
END $$;
--> statement-breakpoint
CREATE FUNCTION rumo_recount_students_of_old_rows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM rumo_recount_student_aggregates(ARRAY(SELECT DISTINCT user_id FROM old_rows));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION rumo_recount_student_of_changed_row() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM rumo_recount_student_aggregates(ARRAY[OLD.user_id, NEW.user_id]);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION rumo_count_new_answers() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO user_progress AS p (user_id, respostas_total, respostas_corretas)
  SELECT user_id, count(*), count(*) FILTER (WHERE correto) FROM new_rows GROUP BY user_id
  ON CONFLICT (user_id) DO UPDATE SET
    respostas_total = p.respostas_total + excluded.respostas_total,
    respostas_corretas = p.respostas_corretas + excluded.respostas_corretas;
  INSERT INTO user_materias_favoritas AS f (user_id, materia_id, uso_count, erro_count)
  SELECT n.user_id, s.materia_id, count(*), count(*) FILTER (WHERE NOT n.correto)
  FROM new_rows n JOIN exercicios e ON e.id = n.exercicio_id JOIN assuntos s ON s.id = e.assunto_id
  GROUP BY n.user_id, s.materia_id
  ON CONFLICT (user_id, materia_id) DO UPDATE SET
    uso_count = f.uso_count + excluded.uso_count,
    erro_count = f.erro_count + excluded.erro_count;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION rumo_count_new_messages() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO user_progress AS p (user_id, mensagens_enviadas)
  SELECT user_id, count(*) FROM new_rows WHERE sender = 'user' GROUP BY user_id
  ON CONFLICT (user_id) DO UPDATE SET mensagens_enviadas = p.mensagens_enviadas + excluded.mensagens_enviadas;
  INSERT INTO user_materias_favoritas AS f (user_id, materia_id, uso_count)
  SELECT n.user_id, m.id, count(*) FROM new_rows n JOIN materias m ON m.slug = n.subject
  WHERE n.sender = 'user' GROUP BY n.user_id, m.id
  ON CONFLICT (user_id, materia_id) DO UPDATE SET uso_count = f.uso_count + excluded.uso_count;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A finished exercise counts once, however many times it is finished again after a reset.
CREATE FUNCTION rumo_count_new_completions() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- A pair is new when every row the table has of it came with this statement.
  INSERT INTO user_progress AS p (user_id, exercicios_concluidos)
  SELECT n.user_id, count(*) FROM (
    SELECT user_id, exercicio_id, count(*) AS added FROM new_rows GROUP BY user_id, exercicio_id
  ) n
  WHERE (SELECT count(*) FROM exercicios_concluidos c
         WHERE c.user_id = n.user_id AND c.exercicio_id = n.exercicio_id) = n.added
  GROUP BY n.user_id
  ON CONFLICT (user_id) DO UPDATE SET exercicios_concluidos = p.exercicios_concluidos + excluded.exercicios_concluidos;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Staff moving an exercise to another topic, or a topic to another subject, moves its use too.
CREATE FUNCTION rumo_recount_after_catalogue_move() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'exercicios' THEN
    PERFORM rumo_recount_student_aggregates(ARRAY(SELECT DISTINCT user_id FROM user_answers WHERE exercicio_id = NEW.id));
  ELSIF TG_TABLE_NAME = 'assuntos' THEN
    PERFORM rumo_recount_student_aggregates(ARRAY(
      SELECT DISTINCT ua.user_id FROM user_answers ua JOIN exercicios e ON e.id = ua.exercicio_id WHERE e.assunto_id = NEW.id));
  ELSE
    PERFORM rumo_recount_student_aggregates(ARRAY(
      SELECT DISTINCT user_id FROM chat_messages WHERE subject IN (OLD.slug, NEW.slug)));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER user_answers_count_inserted AFTER INSERT ON user_answers REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION rumo_count_new_answers();
--> statement-breakpoint
CREATE TRIGGER user_answers_recount_deleted AFTER DELETE ON user_answers REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION rumo_recount_students_of_old_rows();
--> statement-breakpoint
CREATE TRIGGER user_answers_recount_changed AFTER UPDATE OF user_id, exercicio_id, correto ON user_answers FOR EACH ROW EXECUTE FUNCTION rumo_recount_student_of_changed_row();
--> statement-breakpoint
CREATE TRIGGER chat_messages_count_inserted AFTER INSERT ON chat_messages REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION rumo_count_new_messages();
--> statement-breakpoint
CREATE TRIGGER chat_messages_recount_deleted AFTER DELETE ON chat_messages REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION rumo_recount_students_of_old_rows();
--> statement-breakpoint
CREATE TRIGGER chat_messages_recount_changed AFTER UPDATE OF user_id, subject, sender ON chat_messages FOR EACH ROW EXECUTE FUNCTION rumo_recount_student_of_changed_row();
--> statement-breakpoint
CREATE TRIGGER completions_count_inserted AFTER INSERT ON exercicios_concluidos REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION rumo_count_new_completions();
--> statement-breakpoint
CREATE TRIGGER completions_recount_deleted AFTER DELETE ON exercicios_concluidos REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION rumo_recount_students_of_old_rows();
--> statement-breakpoint
CREATE TRIGGER completions_recount_changed AFTER UPDATE OF user_id, exercicio_id ON exercicios_concluidos FOR EACH ROW EXECUTE FUNCTION rumo_recount_student_of_changed_row();
--> statement-breakpoint
CREATE TRIGGER exercicios_recount_moved AFTER UPDATE OF assunto_id ON exercicios FOR EACH ROW WHEN (OLD.assunto_id IS DISTINCT FROM NEW.assunto_id) EXECUTE FUNCTION rumo_recount_after_catalogue_move();
--> statement-breakpoint
CREATE TRIGGER assuntos_recount_moved AFTER UPDATE OF materia_id ON assuntos FOR EACH ROW WHEN (OLD.materia_id IS DISTINCT FROM NEW.materia_id) EXECUTE FUNCTION rumo_recount_after_catalogue_move();
--> statement-breakpoint
CREATE TRIGGER materias_recount_renamed AFTER UPDATE OF slug ON materias FOR EACH ROW WHEN (OLD.slug IS DISTINCT FROM NEW.slug) EXECUTE FUNCTION rumo_recount_after_catalogue_move();
--> statement-breakpoint
SELECT rumo_recount_student_aggregates(ARRAY(SELECT id FROM users));

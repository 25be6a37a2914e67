CREATE TABLE "user_achievements" (
	"user_id" text NOT NULL,
	"achievement_type" text NOT NULL,
	"achievement_name" text NOT NULL,
	"achievement_description" text NOT NULL,
	"earned" boolean DEFAULT false NOT NULL,
	"earned_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_achievements_user_id_achievement_type_pk" PRIMARY KEY("user_id","achievement_type")
);
--> statement-breakpoint
CREATE TABLE "accounts" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"account_id" text NOT NULL,
	"provider_id" text NOT NULL,
	"access_token" text,
	"refresh_token" text,
	"id_token" text,
	"access_token_expires_at" timestamp with time zone,
	"refresh_token_expires_at" timestamp with time zone,
	"scope" text,
	"password" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"token" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"ip_address" text,
	"user_agent" text,
	"impersonated_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sessions_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"email_verified" boolean DEFAULT false NOT NULL,
	"image" text,
	"role" text DEFAULT 'user' NOT NULL,
	"banned" boolean DEFAULT false NOT NULL,
	"ban_reason" text,
	"ban_expires" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "verifications" (
	"id" text PRIMARY KEY NOT NULL,
	"identifier" text NOT NULL,
	"value" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exercicios" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"assunto_id" uuid NOT NULL,
	"titulo" text NOT NULL,
	"descricao" text,
	"dificuldade" text DEFAULT 'Fácil' NOT NULL,
	"pontos" integer DEFAULT 10 NOT NULL,
	"tempo_estimado" integer DEFAULT 30 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "questoes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"exercicio_id" uuid NOT NULL,
	"pergunta" text NOT NULL,
	"tipo" text NOT NULL,
	"opcoes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"resposta_correta" text NOT NULL,
	"explicacao" text,
	"ordem" smallint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "materias" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"nome" text NOT NULL,
	"slug" text NOT NULL,
	"cor" text NOT NULL,
	"icone" text NOT NULL,
	"emoji" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "materias_nome_unique" UNIQUE("nome"),
	CONSTRAINT "materias_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "assuntos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"materia_id" uuid NOT NULL,
	"nome" text NOT NULL,
	"descricao" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "temas_redacao" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"titulo" text NOT NULL,
	"descricao" text,
	"instrucoes_oficiais" text,
	"textos_auxiliares" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"palavras_chave" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"tipo_vestibular" text DEFAULT 'enem' NOT NULL,
	"dificuldade" text DEFAULT 'medio' NOT NULL,
	"ano" smallint,
	"aplicacao" text,
	"fonte" text NOT NULL,
	"categoria_tematica" text,
	"gerado_para_user_id" text,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "redacao_webhooks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tipo" text NOT NULL,
	"webhook_url" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "redacoes_usuario" (
	"user_id" text NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"tema_id" uuid,
	"titulo" text,
	"conteudo" text DEFAULT '' NOT NULL,
	"tempo_gasto" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'em_andamento' NOT NULL,
	"nota_final" smallint,
	"feedback_correcao" jsonb,
	"corrigida_por" text,
	"erro_correcao" text,
	"finalizada_em" timestamp with time zone,
	"corrigida_em" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "redacoes_usuario_user_id_id_pk" PRIMARY KEY("user_id","id")
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"processed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscription_plans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"monthly_price" numeric(10, 2) DEFAULT 0 NOT NULL,
	"annual_price" numeric(10, 2) DEFAULT 0 NOT NULL,
	"features" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"modules_enabled" jsonb DEFAULT '{"chat":true,"exercises":true,"redacao":true}'::jsonb NOT NULL,
	"max_chat_messages" integer,
	"max_exercises" integer,
	"max_redacao_vestibular" integer,
	"max_redacao_autoral" integer,
	"max_redacao_correcoes" integer,
	"max_materias_dia" integer,
	"historico_dias" integer,
	"chat_enabled" boolean DEFAULT true NOT NULL,
	"exercises_enabled" boolean DEFAULT true NOT NULL,
	"redacao_enabled" boolean DEFAULT true NOT NULL,
	"mais_popular" boolean DEFAULT false NOT NULL,
	"stripe_monthly_price_id" text,
	"stripe_annual_price_id" text,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscription_plans_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "user_subscriptions" (
	"user_id" text NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"plan_id" uuid NOT NULL,
	"status" text NOT NULL,
	"billing_type" text DEFAULT 'monthly' NOT NULL,
	"amount" numeric(10, 2) DEFAULT 0 NOT NULL,
	"starts_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ends_at" timestamp with time zone,
	"source" text DEFAULT 'admin' NOT NULL,
	"stripe_customer_id" text,
	"stripe_subscription_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_subscriptions_user_id_id_pk" PRIMARY KEY("user_id","id")
);
--> statement-breakpoint
CREATE TABLE "exercicios_concluidos" (
	"user_id" text NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"exercicio_id" uuid NOT NULL,
	"acertos" integer NOT NULL,
	"total_questoes" integer NOT NULL,
	"nota_percentual" integer NOT NULL,
	"concluido_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exercicios_concluidos_user_id_id_pk" PRIMARY KEY("user_id","id")
);
--> statement-breakpoint
CREATE TABLE "user_answers" (
	"user_id" text NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"exercicio_id" uuid NOT NULL,
	"questao_id" uuid NOT NULL,
	"resposta" text NOT NULL,
	"correto" boolean NOT NULL,
	"tempo_gasto" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"descartada_em" timestamp with time zone,
	CONSTRAINT "user_answers_user_id_id_pk" PRIMARY KEY("user_id","id")
);
--> statement-breakpoint
CREATE TABLE "profiles" (
	"user_id" text PRIMARY KEY NOT NULL,
	"nome_completo" text,
	"celular" text,
	"data_nascimento" date,
	"sonho" text,
	"faculdade" text,
	"periodo_preparo" smallint,
	"horas_estudo_dia" smallint,
	"ano_prova" smallint,
	"bio" text,
	"notificacoes_email" boolean DEFAULT true NOT NULL,
	"notificacoes_sms" boolean DEFAULT false NOT NULL,
	"lembretes_estudo" boolean DEFAULT true NOT NULL,
	"relatorios_semanais" boolean DEFAULT true NOT NULL,
	"objetivos_pulados_em" timestamp with time zone,
	"anonimizado_em" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_progress" (
	"user_id" text PRIMARY KEY NOT NULL,
	"meta_semanal" integer DEFAULT 10 NOT NULL,
	"pontos_conhecimento" integer DEFAULT 0 NOT NULL,
	"streak_dias" integer DEFAULT 0 NOT NULL,
	"ultimo_acesso" date,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "background_jobs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer DEFAULT 5 NOT NULL,
	"run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "email_outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"html" text NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "noticias" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"titulo" text NOT NULL,
	"resumo" text NOT NULL,
	"categoria" text NOT NULL,
	"url" text,
	"active" boolean DEFAULT true NOT NULL,
	"publicado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "noticias_titulo_unique" UNIQUE("titulo")
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"reset_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "system_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"category" text DEFAULT 'general' NOT NULL,
	"encrypted" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_messages" (
	"user_id" text NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"subject" text NOT NULL,
	"message" text NOT NULL,
	"sender" text NOT NULL,
	"provider" text,
	"sources" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_messages_user_id_id_pk" PRIMARY KEY("user_id","id")
);
--> statement-breakpoint
CREATE TABLE "materia_webhooks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"materia_id" uuid NOT NULL,
	"webhook_url" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "user_achievements" ADD CONSTRAINT "user_achievements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exercicios" ADD CONSTRAINT "exercicios_assunto_id_assuntos_id_fk" FOREIGN KEY ("assunto_id") REFERENCES "public"."assuntos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questoes" ADD CONSTRAINT "questoes_exercicio_id_exercicios_id_fk" FOREIGN KEY ("exercicio_id") REFERENCES "public"."exercicios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assuntos" ADD CONSTRAINT "assuntos_materia_id_materias_id_fk" FOREIGN KEY ("materia_id") REFERENCES "public"."materias"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "temas_redacao" ADD CONSTRAINT "temas_redacao_gerado_para_user_id_users_id_fk" FOREIGN KEY ("gerado_para_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "redacoes_usuario" ADD CONSTRAINT "redacoes_usuario_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "redacoes_usuario" ADD CONSTRAINT "redacoes_usuario_tema_id_temas_redacao_id_fk" FOREIGN KEY ("tema_id") REFERENCES "public"."temas_redacao"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_subscriptions" ADD CONSTRAINT "user_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_subscriptions" ADD CONSTRAINT "user_subscriptions_plan_id_subscription_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."subscription_plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exercicios_concluidos" ADD CONSTRAINT "exercicios_concluidos_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exercicios_concluidos" ADD CONSTRAINT "exercicios_concluidos_exercicio_id_exercicios_id_fk" FOREIGN KEY ("exercicio_id") REFERENCES "public"."exercicios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_answers" ADD CONSTRAINT "user_answers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_answers" ADD CONSTRAINT "user_answers_exercicio_id_exercicios_id_fk" FOREIGN KEY ("exercicio_id") REFERENCES "public"."exercicios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_answers" ADD CONSTRAINT "user_answers_questao_id_questoes_id_fk" FOREIGN KEY ("questao_id") REFERENCES "public"."questoes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_progress" ADD CONSTRAINT "user_progress_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "materia_webhooks" ADD CONSTRAINT "materia_webhooks_materia_id_materias_id_fk" FOREIGN KEY ("materia_id") REFERENCES "public"."materias"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "accounts_user_id_idx" ON "accounts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_user_id_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "verifications_identifier_idx" ON "verifications" USING btree ("identifier");--> statement-breakpoint
CREATE INDEX "exercicios_assunto_idx" ON "exercicios" USING btree ("assunto_id");--> statement-breakpoint
CREATE INDEX "questoes_exercicio_idx" ON "questoes" USING btree ("exercicio_id","ordem");--> statement-breakpoint
CREATE UNIQUE INDEX "assuntos_materia_nome_idx" ON "assuntos" USING btree ("materia_id","nome");--> statement-breakpoint
CREATE INDEX "temas_redacao_fonte_ano_idx" ON "temas_redacao" USING btree ("fonte","tipo_vestibular","ano");--> statement-breakpoint
CREATE INDEX "temas_redacao_categoria_idx" ON "temas_redacao" USING btree ("categoria_tematica","active");--> statement-breakpoint
CREATE INDEX "redacoes_usuario_user_created_idx" ON "redacoes_usuario" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "redacoes_usuario_id_idx" ON "redacoes_usuario" USING btree ("id");--> statement-breakpoint
CREATE INDEX "user_subscriptions_user_status_idx" ON "user_subscriptions" USING btree ("user_id","status","created_at");--> statement-breakpoint
CREATE INDEX "user_subscriptions_stripe_idx" ON "user_subscriptions" USING btree ("stripe_subscription_id");--> statement-breakpoint
CREATE INDEX "exercicios_concluidos_user_time_idx" ON "exercicios_concluidos" USING btree ("user_id","concluido_em");--> statement-breakpoint
CREATE UNIQUE INDEX "user_answers_user_question_idx" ON "user_answers" USING btree ("user_id","questao_id") WHERE descartada_em is null;--> statement-breakpoint
CREATE INDEX "user_answers_user_created_idx" ON "user_answers" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "user_answers_user_exercise_idx" ON "user_answers" USING btree ("user_id","exercicio_id");--> statement-breakpoint
CREATE INDEX "background_jobs_due_idx" ON "background_jobs" USING btree ("status","run_at");--> statement-breakpoint
CREATE INDEX "email_outbox_created_idx" ON "email_outbox" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "chat_messages_user_subject_created_idx" ON "chat_messages" USING btree ("user_id","subject","created_at");--> statement-breakpoint
CREATE INDEX "chat_messages_user_created_idx" ON "chat_messages" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "materia_webhooks_materia_idx" ON "materia_webhooks" USING btree ("materia_id","active");
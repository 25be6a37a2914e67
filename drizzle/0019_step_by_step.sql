CREATE TABLE "passo_a_passo" (
	"user_id" text NOT NULL,
	"questao_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "passo_a_passo_user_id_questao_id_pk" PRIMARY KEY("user_id","questao_id")
);
--> statement-breakpoint
ALTER TABLE "passo_a_passo" ADD CONSTRAINT "passo_a_passo_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "passo_a_passo" ADD CONSTRAINT "passo_a_passo_questao_id_questoes_id_fk" FOREIGN KEY ("questao_id") REFERENCES "public"."questoes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "passo_a_passo_user_created_idx" ON "passo_a_passo" USING btree ("user_id","created_at");--> statement-breakpoint
-- The plan cards list the step-by-step solutions now that they exist (decision 007).
UPDATE "subscription_plans" SET "features" = "features" || jsonb_build_array("max_passo_a_passo" || ' passo a passo por dia') WHERE "slug" IN ('gratuito', 'curioso', 'estudante', 'nerd') AND "max_passo_a_passo" IS NOT NULL AND NOT "features" ? ("max_passo_a_passo" || ' passo a passo por dia');

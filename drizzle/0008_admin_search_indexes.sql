-- The back office searches any part of a name, e-mail or phone: trigram indexes need pg_trgm.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "users_name_trgm_idx" ON "users" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_email_trgm_idx" ON "users" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "user_answers_created_idx" ON "user_answers" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "profiles_nome_trgm_idx" ON "profiles" USING gin ("nome_completo" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "profiles_celular_trgm_idx" ON "profiles" USING gin ("celular" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "chat_messages_student_created_idx" ON "chat_messages" USING btree ("created_at") WHERE "chat_messages"."sender" = 'user';
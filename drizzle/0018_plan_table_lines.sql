ALTER TABLE "subscription_plans" ADD COLUMN "max_passo_a_passo" integer;--> statement-breakpoint
-- The spec's plan table: step-by-step solutions per day, reports (Estudante), analytics and Turbo (Nerd).
UPDATE "subscription_plans" SET "max_passo_a_passo" = CASE "slug" WHEN 'gratuito' THEN 1 WHEN 'curioso' THEN 2 WHEN 'estudante' THEN 5 WHEN 'nerd' THEN 10 END WHERE "slug" IN ('gratuito', 'curioso', 'estudante', 'nerd');--> statement-breakpoint
UPDATE "subscription_plans" SET "modules_enabled" = "modules_enabled" || '{"relatorios": true}'::jsonb WHERE "slug" = 'estudante';--> statement-breakpoint
UPDATE "subscription_plans" SET "modules_enabled" = "modules_enabled" || '{"relatorios": true, "analytics": true, "turbo": true}'::jsonb WHERE "slug" = 'nerd';

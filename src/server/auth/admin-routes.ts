import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponseSchema, messageResponseSchema } from "#domain/auth/api";
import { loginSchema } from "#domain/auth/schemas";
import { MESSAGES } from "#domain/shared/messages";
import { requestHeaders } from "#server/core/session";
import type { AccountService } from "./account-service.ts";

/** POST /api/admin/auth/login: the back office's sign-in (staff only, 8-hour session). */
export const adminAuthRoutes: FastifyPluginAsyncZod<{ accounts: AccountService }> = async (app, opts) => {
  app.post(
    "/login",
    {
      schema: {
        tags: ["admin"],
        summary: "Entra no painel administrativo (só a equipe; sessão de 8 horas)",
        body: loginSchema,
        response: {
          200: messageResponseSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const cookies = await opts.accounts.staffLogin(request.body.email, request.body.password, {
        ip: request.ip,
        headers: requestHeaders(request),
      });
      reply.header("set-cookie", cookies);
      return { message: MESSAGES.auth.loginSuccess };
    },
  );
};

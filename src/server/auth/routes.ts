import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorResponseSchema, messageResponseSchema, sessionResponseSchema } from "#domain/auth/api";
import { forgotPasswordSchema, loginSchema, registerSchema, resetPasswordSchema } from "#domain/auth/schemas";
import { MESSAGES } from "#domain/shared/messages";
import { requestHeaders } from "#server/core/session";
import type { AccountService, RequestContext } from "./account-service.ts";

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  409: errorResponseSchema,
  429: errorResponseSchema,
};

function context(request: FastifyRequest): RequestContext {
  return { ip: request.ip, headers: requestHeaders(request) };
}

export const authRoutes: FastifyPluginAsyncZod<{ accounts: AccountService }> = async (app, opts) => {
  const { accounts } = opts;

  app.post(
    "/register",
    {
      schema: {
        tags: ["auth"],
        summary: "Cria uma conta e envia o e-mail de confirmação",
        body: registerSchema,
        response: { 201: messageResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { fullName, email, phone, password } = request.body;
      await accounts.register({ fullName, email, phone, password }, context(request));
      return reply.status(201).send({ message: MESSAGES.auth.registerSuccess });
    },
  );

  app.post(
    "/login",
    {
      schema: {
        tags: ["auth"],
        summary: "Entra com e-mail e senha (cookie de sessão httpOnly)",
        body: loginSchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const cookies = await accounts.login(request.body.email, request.body.password, context(request));
      reply.header("set-cookie", cookies);
      return { message: MESSAGES.auth.loginSuccess };
    },
  );

  app.post(
    "/logout",
    {
      schema: { tags: ["auth"], summary: "Encerra a sessão atual", response: { 200: messageResponseSchema } },
    },
    async (request, reply) => {
      const cookies = await accounts.logout(context(request));
      if (cookies.length > 0) reply.header("set-cookie", cookies);
      return { message: MESSAGES.auth.logoutSuccess };
    },
  );

  app.post(
    "/forgot-password",
    {
      schema: {
        tags: ["auth"],
        summary: "Envia o link de redefinição de senha (se o e-mail tiver conta)",
        body: forgotPasswordSchema,
        response: {
          200: messageResponseSchema,
          ...errors,
          502: errorResponseSchema,
          504: errorResponseSchema,
        },
      },
    },
    async (request) => {
      await accounts.requestPasswordReset(request.body.email, context(request));
      return { message: MESSAGES.auth.forgotSuccess };
    },
  );

  app.post(
    "/reset-password",
    {
      schema: {
        tags: ["auth"],
        summary: "Define a nova senha com o token do e-mail (uso único, expira em 1 h)",
        body: resetPasswordSchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => {
      await accounts.resetPassword(request.body.token, request.body.password, context(request));
      return { message: MESSAGES.auth.resetSuccess };
    },
  );

  app.get(
    "/verify-email",
    {
      schema: {
        tags: ["auth"],
        summary: "Destino do link de confirmação: confirma o e-mail e redireciona para o login",
        querystring: z.object({ token: z.string().min(1), callbackURL: z.string().optional() }),
      },
    },
    async (request, reply) => {
      const response = await accounts.verifyEmail(request.query, context(request));
      for (const cookie of response.headers.getSetCookie()) reply.header("set-cookie", cookie);
      return reply.redirect(response.headers.get("location") ?? "/login", 302);
    },
  );

  app.get(
    "/session",
    {
      schema: {
        tags: ["auth"],
        summary: "O estudante conectado, ou null",
        response: { 200: sessionResponseSchema },
      },
    },
    async (request) => {
      const user = await app.readSession(request);
      if (!user) return { user: null };
      return { user: await accounts.sessionUser(user) };
    },
  );
};

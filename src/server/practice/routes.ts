import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorResponseSchema, messageResponseSchema } from "#domain/auth/api";
import {
  exerciseDetailSchema,
  exerciseListSchema,
  submitAnswerResponseSchema,
  submitAnswerSchema,
} from "#domain/practice/api";
import { EXERCISE_MESSAGES } from "#domain/practice/rules";
import { currentUser } from "#server/core/session";
import { createPracticeService } from "./service.ts";

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
};
const params = z.object({ id: z.uuid({ error: "Exercício não encontrado." }) });

export const practiceRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createPracticeService({ db: app.ctx.database.db, timeZone: app.ctx.config.timezone });

  app.get(
    "/exercises",
    {
      schema: {
        tags: ["practice"],
        summary: "Lista de exercícios (aberta); com sessão, traz a tentativa atual de cada um",
        response: { 200: exerciseListSchema },
      },
    },
    async (request) => {
      const user = await app.readSession(request);
      return service.list(user?.id ?? null, new Date());
    },
  );

  app.get(
    "/exercises/:id",
    {
      onRequest: app.authenticate,
      schema: {
        tags: ["practice"],
        summary: "Um exercício com suas questões; gabarito e explicações só depois de terminado",
        description:
          "Abrir um exercício não terminado é começá-lo: se o plano recusaria a primeira resposta (limite diário já usado por outros exercícios, ou plano sem exercícios), responde 403 DAILY_LIMIT_REACHED ou MODULE_DISABLED e nenhuma questão é mostrada.",
        params,
        response: { 200: exerciseDetailSchema, ...errors },
      },
    },
    async (request) => service.detail(currentUser(request).id, request.params.id, new Date()),
  );

  app.post(
    "/exercises/:id/answers",
    {
      onRequest: app.authenticate,
      schema: {
        tags: ["practice"],
        summary: "Salva a resposta de uma questão; a última conclui o exercício",
        params,
        body: submitAnswerSchema,
        response: { 200: submitAnswerResponseSchema, ...errors },
      },
    },
    async (request) =>
      service.submitAnswer(currentUser(request).id, request.params.id, request.body, new Date()),
  );

  app.delete(
    "/exercises/:id/attempt",
    {
      onRequest: app.authenticate,
      schema: {
        tags: ["practice"],
        summary: "Reseta o exercício: apaga a tentativa atual para refazer",
        description:
          'Enquanto o bloqueio de 24 horas durar, nada é apagado: responde 409 EXERCISE_BLOCKED ("Tente novamente em N horas") e o resultado continua disponível. Com `redo=1` (o botão Refazer), a tentativa só é apagada se o plano deixar recomeçar hoje; senão responde DAILY_LIMIT_REACHED e nada se perde.',
        params,
        querystring: z.object({ redo: z.enum(["1"]).optional() }),
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => {
      await service.reset(currentUser(request).id, request.params.id, new Date(), {
        redo: request.query.redo === "1",
      });
      return { message: EXERCISE_MESSAGES.resetBody };
    },
  );
};

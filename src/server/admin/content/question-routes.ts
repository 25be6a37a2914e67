import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  adminQuestionsSchema,
  contentIdParamsSchema,
  questionInputSchema,
  questionMoveSchema,
  questionSavedSchema,
  questionsMovedSchema,
  removedSchema,
} from "#domain/admin/content";
import { ADMIN_AREAS } from "#domain/admin/roles";
import { currentUser } from "#server/core/session";
import { requireStaff } from "#server/core/staff";
import { createQuestionService } from "./question-service.ts";
import { changeErrors, tags } from "./route-parts.ts";

const params = contentIdParamsSchema;

export const questionRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createQuestionService({ db: app.ctx.database.db });
  const staff = requireStaff(app, ADMIN_AREAS.content);

  app.get(
    "/exercises/:id/questions",
    {
      onRequest: staff,
      schema: {
        tags,
        summary: "Questões de um exercício, em ordem, com gabarito",
        params,
        response: { 200: adminQuestionsSchema, ...changeErrors },
      },
    },
    async (request) => service.list(request.params.id),
  );

  app.post(
    "/exercises/:id/questions",
    {
      onRequest: staff,
      schema: {
        tags,
        summary: "Adiciona uma questão ao fim do exercício",
        params,
        body: questionInputSchema,
        response: { 201: questionSavedSchema, ...changeErrors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await service.create(currentUser(request).id, request.params.id, request.body, new Date())),
  );

  app.put(
    "/questions/:id",
    {
      onRequest: staff,
      schema: {
        tags,
        summary: "Edita uma questão",
        description:
          "Se estudantes já a responderam e o tipo, as alternativas ou o gabarito mudam, a questão é arquivada e uma nova versão toma o lugar dela (a resposta traz o id novo); quem respondeu continua com a versão antiga no resultado.",
        params,
        body: questionInputSchema,
        response: { 200: questionSavedSchema, ...changeErrors },
      },
    },
    async (request) => service.update(currentUser(request).id, request.params.id, request.body, new Date()),
  );

  app.delete(
    "/questions/:id",
    {
      onRequest: staff,
      schema: {
        tags,
        summary: "Exclui uma questão, ou a arquiva se já foi respondida",
        params,
        response: { 200: removedSchema, ...changeErrors },
      },
    },
    async (request) => service.remove(currentUser(request).id, request.params.id, new Date()),
  );

  app.post(
    "/questions/:id/move",
    {
      onRequest: staff,
      schema: {
        tags,
        summary: "Move uma questão uma posição para cima ou para baixo",
        params,
        body: questionMoveSchema,
        response: { 200: questionsMovedSchema, ...changeErrors },
      },
    },
    async (request) =>
      service.move(currentUser(request).id, request.params.id, request.body.direction, new Date()),
  );
};

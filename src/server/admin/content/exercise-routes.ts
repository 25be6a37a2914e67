import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  adminExercisesSchema,
  contentIdParamsSchema,
  exerciseInputSchema,
  exerciseSavedSchema,
  exerciseSearchSchema,
  removedSchema,
} from "#domain/admin/content";
import { ADMIN_AREAS } from "#domain/admin/roles";
import { currentUser } from "#server/core/session";
import { requireStaff } from "#server/core/staff";
import { createExerciseService } from "./exercise-service.ts";
import { changeErrors, tags } from "./route-parts.ts";

const params = contentIdParamsSchema;

export const exerciseRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createExerciseService({ db: app.ctx.database.db });
  const staff = requireStaff(app, ADMIN_AREAS.content);

  app.get(
    "/topics/:id/exercises",
    {
      onRequest: staff,
      schema: {
        tags,
        summary: "Exercícios de um assunto; q busca no título sem diferenciar acentos",
        params,
        querystring: exerciseSearchSchema,
        response: { 200: adminExercisesSchema, ...changeErrors },
      },
    },
    async (request) => service.list(request.params.id, request.query.q),
  );

  app.post(
    "/topics/:id/exercises",
    {
      onRequest: staff,
      schema: {
        tags,
        summary: "Cria um exercício (padrões: Fácil, 10 pontos, 30 minutos)",
        params,
        body: exerciseInputSchema,
        response: { 201: exerciseSavedSchema, ...changeErrors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await service.create(currentUser(request).id, request.params.id, request.body, new Date())),
  );

  app.put(
    "/exercises/:id",
    {
      onRequest: staff,
      schema: {
        tags,
        summary: "Edita um exercício",
        params,
        body: exerciseInputSchema,
        response: { 200: exerciseSavedSchema, ...changeErrors },
      },
    },
    async (request) => service.update(currentUser(request).id, request.params.id, request.body, new Date()),
  );

  app.post(
    "/exercises/:id/duplicate",
    {
      onRequest: staff,
      schema: {
        tags,
        summary: "Duplica um exercício com suas questões, com o sufixo ' (Cópia)'",
        params,
        response: { 201: exerciseSavedSchema, ...changeErrors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await service.duplicate(currentUser(request).id, request.params.id, new Date())),
  );

  app.delete(
    "/exercises/:id",
    {
      onRequest: staff,
      schema: {
        tags,
        summary: "Exclui um exercício e suas questões, ou o arquiva se houver respostas de estudantes",
        params,
        response: { 200: removedSchema, ...changeErrors },
      },
    },
    async (request) => service.remove(currentUser(request).id, request.params.id, new Date()),
  );
};

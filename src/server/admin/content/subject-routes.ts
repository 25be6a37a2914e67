import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  adminSubjectsSchema,
  adminTopicsSchema,
  contentIdParamsSchema,
  removedSchema,
  subjectInputSchema,
  subjectSavedSchema,
  topicInputSchema,
  topicSavedSchema,
} from "#domain/admin/content";
import { ADMIN_AREAS } from "#domain/admin/roles";
import { currentUser } from "#server/core/session";
import { requireStaff } from "#server/core/staff";
import { changeErrors, refusals, tags } from "./route-parts.ts";
import { createSubjectService } from "./subject-service.ts";

const params = contentIdParamsSchema;

export const subjectRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createSubjectService({ db: app.ctx.database.db });
  const staff = requireStaff(app, ADMIN_AREAS.content);

  app.get(
    "/subjects",
    {
      onRequest: staff,
      schema: {
        tags,
        summary: "Matérias (ativas e inativas), em ordem alfabética",
        response: { 200: adminSubjectsSchema, ...refusals },
      },
    },
    async () => service.listSubjects(),
  );

  app.post(
    "/subjects",
    {
      onRequest: staff,
      schema: {
        tags,
        summary: "Cria uma matéria (slug a partir do nome)",
        body: subjectInputSchema,
        response: { 201: subjectSavedSchema, ...changeErrors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await service.createSubject(currentUser(request).id, request.body, new Date())),
  );

  app.put(
    "/subjects/:id",
    {
      onRequest: staff,
      schema: {
        tags,
        summary: "Edita nome, cor, ícone, emoji e se está ativa (o slug fica)",
        params,
        body: subjectInputSchema,
        response: { 200: subjectSavedSchema, ...changeErrors },
      },
    },
    async (request) =>
      service.updateSubject(currentUser(request).id, request.params.id, request.body, new Date()),
  );

  app.delete(
    "/subjects/:id",
    {
      onRequest: staff,
      schema: {
        tags,
        summary: "Exclui uma matéria vazia; com conteúdo, 409 (desative-a)",
        params,
        response: { 200: z.object({ message: z.string() }), ...changeErrors },
      },
    },
    async (request) => service.deleteSubject(currentUser(request).id, request.params.id, new Date()),
  );

  app.get(
    "/subjects/:id/topics",
    {
      onRequest: staff,
      schema: {
        tags,
        summary: "Assuntos de uma matéria (sem os arquivados)",
        params,
        response: { 200: adminTopicsSchema, ...changeErrors },
      },
    },
    async (request) => service.listTopics(request.params.id),
  );

  app.post(
    "/subjects/:id/topics",
    {
      onRequest: staff,
      schema: {
        tags,
        summary: "Cria um assunto (nome único na matéria)",
        params,
        body: topicInputSchema,
        response: { 201: topicSavedSchema, ...changeErrors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await service.createTopic(currentUser(request).id, request.params.id, request.body, new Date()),
        ),
  );

  app.put(
    "/topics/:id",
    {
      onRequest: staff,
      schema: {
        tags,
        summary: "Edita um assunto",
        params,
        body: topicInputSchema,
        response: { 200: topicSavedSchema, ...changeErrors },
      },
    },
    async (request) =>
      service.updateTopic(currentUser(request).id, request.params.id, request.body, new Date()),
  );

  app.delete(
    "/topics/:id",
    {
      onRequest: staff,
      schema: {
        tags,
        summary: "Exclui um assunto com seus exercícios, ou o arquiva se houver respostas de estudantes",
        params,
        response: { 200: removedSchema, ...changeErrors },
      },
    },
    async (request) => service.deleteTopic(currentUser(request).id, request.params.id, new Date()),
  );
};

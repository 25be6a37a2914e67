import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorResponseSchema } from "#domain/auth/api";
import {
  createEssaySchema,
  currentEssaySchema,
  enemTopicQuerySchema,
  enemYearsSchema,
  essayDetailSchema,
  essayIdParamsSchema,
  essayListQuerySchema,
  essayListSchema,
  essayTopicSchema,
  generatedTopicSchema,
  generateTopicSchema,
  saveEssaySchema,
  scoreHistorySchema,
  topicIdParamsSchema,
} from "#domain/essays/api";
import { currentUser } from "#server/core/session";
import { createEssayService } from "./essays/service.ts";
import { createTopicService } from "./topics/service.ts";

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
};
const tags = ["essays"];
const submitResponseSchema = z.object({
  essay: essayDetailSchema,
  pointsEarned: z.number(),
  newAchievements: z.array(z.object({ type: z.string(), name: z.string(), description: z.string() })),
});

/** The essay area (docs/product.md#essays): every route is the signed-in student's own. */
export const essayRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx.database;
  const topics = createTopicService({ db, config: app.ctx.config, log: app.log });
  const essays = createEssayService({ db, timeZone: app.ctx.config.timezone });
  app.addHook("onRequest", app.authenticate);

  app.get(
    "/topics/enem/years",
    {
      schema: {
        tags,
        summary: "Anos e aplicações com tema oficial do ENEM",
        response: { 200: enemYearsSchema },
      },
    },
    () => topics.enemYears(),
  );

  app.get(
    "/topics/enem",
    {
      schema: {
        tags,
        summary: "O tema oficial do ENEM de um ano (e aplicação)",
        querystring: enemTopicQuerySchema,
        response: { 200: essayTopicSchema, ...errors },
      },
    },
    (request) => topics.enemTopic(request.query.vestibular, request.query.ano, request.query.aplicacao),
  );

  app.post(
    "/topics/autoral",
    {
      schema: {
        tags,
        summary: "Gera um tema autoral (assinantes): webhook, modelo ou um tema autoral do Rumo",
        body: generateTopicSchema,
        response: { 200: generatedTopicSchema, ...errors },
      },
    },
    (request) => topics.generate(currentUser(request).id, request.body, new Date()),
  );

  app.get(
    "/topics/:id",
    {
      schema: {
        tags,
        summary: "Um tema",
        params: topicIdParamsSchema,
        response: { 200: essayTopicSchema, ...errors },
      },
    },
    (request) => topics.topic(currentUser(request).id, request.params.id),
  );

  app.get(
    "/",
    {
      schema: {
        tags,
        summary: "As redações do estudante; q busca no título da redação e do tema",
        querystring: essayListQuerySchema,
        response: { 200: essayListSchema, ...errors },
      },
    },
    async (request) => ({ essays: await essays.list(currentUser(request).id, request.query.q) }),
  );

  app.get(
    "/current",
    {
      schema: {
        tags,
        summary: "O rascunho aberto (ou a redação em correção), para restaurar a sala de redação",
        response: { 200: currentEssaySchema },
      },
    },
    async (request) => ({ essay: await essays.current(currentUser(request).id) }),
  );

  app.get(
    "/scores",
    {
      schema: {
        tags,
        summary: "Notas das redações corrigidas, em ordem",
        response: { 200: scoreHistorySchema },
      },
    },
    async (request) => ({ points: await essays.scores(currentUser(request).id) }),
  );

  app.post(
    "/",
    {
      schema: {
        tags,
        summary: "Cria o rascunho de uma redação (primeiro salvamento)",
        body: createEssaySchema,
        response: { 201: essayDetailSchema, ...errors },
      },
    },
    async (request, reply) => {
      const essay = await essays.create(currentUser(request).id, request.body, new Date());
      return reply.status(201).send(essay);
    },
  );

  app.get(
    "/:id",
    {
      schema: {
        tags,
        summary: "Uma redação com o tema, o feedback e o estado da correção",
        params: essayIdParamsSchema,
        response: { 200: essayDetailSchema, ...errors },
      },
    },
    (request) => essays.detail(currentUser(request).id, request.params.id),
  );

  app.put(
    "/:id",
    {
      schema: {
        tags,
        summary: "Salva o rascunho (salvamento automático e 'Salvar')",
        params: essayIdParamsSchema,
        body: saveEssaySchema,
        response: { 200: essayDetailSchema, ...errors },
      },
    },
    (request) => essays.save(currentUser(request).id, request.params.id, request.body, new Date()),
  );

  app.post(
    "/:id/submit",
    {
      schema: {
        tags,
        summary: "'Finalizar e Corrigir': finaliza e põe a correção na fila",
        params: essayIdParamsSchema,
        body: saveEssaySchema,
        response: { 200: submitResponseSchema, ...errors },
      },
    },
    (request) => essays.submit(currentUser(request).id, request.params.id, request.body, new Date()),
  );

  app.post(
    "/:id/retry-correction",
    {
      schema: {
        tags,
        summary: "Tenta a correção de novo depois de uma falha",
        params: essayIdParamsSchema,
        response: { 200: essayDetailSchema, ...errors },
      },
    },
    (request) => essays.retryCorrection(currentUser(request).id, request.params.id, new Date()),
  );
};

import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponseSchema } from "#domain/auth/api";
import {
  answerSavedSchema,
  saveAnswerSchema,
  saveSimuladoEssaySchema,
  simuladoAnswerParamsSchema,
  simuladoEssaySavedSchema,
  simuladoParamsSchema,
  simuladoSessionSchema,
  simuladosIndexSchema,
  startSimuladoSchema,
} from "#domain/simulados/api";
import { currentUser } from "#server/core/session";
import { createSimuladoService } from "./service.ts";

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
};

/** /api/simulados: timed ENEM-style exams from Rumo's bank, scored with TRI (docs/simulados.md). */
export const simuladoRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createSimuladoService({ db: app.ctx.database.db, timeZone: app.ctx.config.timezone });

  app.get(
    "/simulados",
    {
      onRequest: app.authenticate,
      schema: {
        tags: ["simulados"],
        summary: "Simulados do estudante: o em andamento, os entregues e as provas disponíveis",
        response: { 200: simuladosIndexSchema, ...errors },
      },
    },
    async (request) => service.index(currentUser(request).id, new Date()),
  );

  app.post(
    "/simulados",
    {
      onRequest: app.authenticate,
      schema: {
        tags: ["simulados"],
        summary: "Começa um simulado: sorteia o caderno e liga o relógio do servidor",
        description:
          "Plano sem simulados: 403 MODULE_DISABLED. Um simulado em andamento por estudante: 409 SIMULADO_IN_PROGRESS (details.id). Banco sem 45 itens numa área: 409 NOT_ENOUGH_ITEMS.",
        body: startSimuladoSchema,
        response: { 201: simuladoSessionSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await service.start(currentUser(request).id, request.body, new Date())),
  );

  app.get(
    "/simulados/:id",
    {
      onRequest: app.authenticate,
      schema: {
        tags: ["simulados"],
        summary:
          "O caderno com as respostas salvas e o tempo restante; com o gabarito e a nota depois de entregue",
        description: "Se o tempo acabou, o simulado é entregue com o que estava salvo (result.timedOut).",
        params: simuladoParamsSchema,
        response: { 200: simuladoSessionSchema, ...errors },
      },
    },
    async (request) => service.get(currentUser(request).id, request.params.id, new Date()),
  );

  app.put(
    "/simulados/:id/answers/:questionId",
    {
      onRequest: app.authenticate,
      schema: {
        tags: ["simulados"],
        summary: "Salva a resposta (ou a limpa) e a marcação 'revisar' de uma questão",
        description:
          "Depois do prazo: 409 SIMULADO_TIME_UP (e o simulado é entregue); já entregue: 409 SIMULADO_FINISHED.",
        params: simuladoAnswerParamsSchema,
        body: saveAnswerSchema,
        response: { 200: answerSavedSchema, ...errors },
      },
    },
    async (request) =>
      service.saveAnswer(
        currentUser(request).id,
        request.params.id,
        request.params.questionId,
        request.body,
        new Date(),
      ),
  );

  app.put(
    "/simulados/:id/redacao",
    {
      onRequest: app.authenticate,
      schema: {
        tags: ["simulados"],
        summary: "Salva o texto da redação do 1º dia enquanto o relógio corre",
        description:
          "Na entrega, o texto vira uma redação em Minhas Redações e vai para a correção. Simulado sem redação: 404; depois do prazo: 409 SIMULADO_TIME_UP; já entregue: 409 SIMULADO_FINISHED.",
        params: simuladoParamsSchema,
        body: saveSimuladoEssaySchema,
        response: { 200: simuladoEssaySavedSchema, ...errors },
      },
    },
    async (request) =>
      service.saveEssay(currentUser(request).id, request.params.id, request.body.content, new Date()),
  );

  app.post(
    "/simulados/:id/finish",
    {
      onRequest: app.authenticate,
      schema: {
        tags: ["simulados"],
        summary: "Entrega o simulado e calcula a nota TRI de cada área",
        params: simuladoParamsSchema,
        response: { 200: simuladoSessionSchema, ...errors },
      },
    },
    async (request) => service.finish(currentUser(request).id, request.params.id, new Date()),
  );
};

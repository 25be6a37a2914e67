import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorResponseSchema } from "#domain/auth/api";
import { MESSAGES } from "#domain/shared/messages";
import { chatPageQuerySchema, chatPageSchema, sendMessageSchema } from "#domain/tutor/api";
import { messageDto } from "#server/core/chat-messages/dto";
import { currentUser } from "#server/core/session";
import { stopAnswerThreads } from "./offline/answer-threads.ts";
import { createTutorService } from "./service.ts";
import { openEventStream } from "./sse.ts";

const params = z.object({ subject: z.string().min(1).max(80) });
const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  429: errorResponseSchema,
};

export const tutorRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createTutorService({
    db: app.ctx.database.db,
    config: app.ctx.config,
    limiter: app.ctx.limiter,
    log: app.log,
  });
  // The offline tutor's threads stop with the server (they start again with the next answer).
  app.addHook("onClose", () => stopAnswerThreads());

  app.get(
    "/chat/:subject/messages",
    {
      onRequest: app.authenticate,
      schema: {
        tags: ["tutor"],
        summary:
          "Mensagens do estudante com um tutor (20 por página, mais novas primeiro, na janela de histórico do plano); a primeira abertura guarda a saudação",
        params,
        querystring: chatPageQuerySchema,
        response: { 200: chatPageSchema, ...errors },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const tutor = await service.resolveTutor(request.params.subject);
      return service.page(user.id, tutor, request.query.before, new Date());
    },
  );

  app.post(
    "/chat/:subject/messages",
    {
      onRequest: app.authenticate,
      schema: {
        tags: ["tutor"],
        summary:
          "Envia uma mensagem ao tutor. Responde text/event-stream: `message` (a mensagem guardada), `delta` (texto da resposta), `done` (a resposta guardada) ou `error`",
        params,
        body: sendMessageSchema,
        response: errors,
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const tutor = await service.resolveTutor(request.params.subject);
      // Refusals (validation, limits, rate) leave before the stream opens, as JSON with their status.
      const sent = await service.send(user.id, tutor, request.body.message, new Date());
      const stream = openEventStream(request, reply);
      stream.send("message", messageDto(sent.stored));
      try {
        const done = await sent.answer((text, provider) => stream.send("delta", { text, provider }));
        stream.send("done", done);
      } catch (error) {
        // Only storing the answer can fail here; the student's message is already safe.
        request.log.error({ err: error }, "tutor answer could not be stored");
        stream.send("error", { code: "INTERNAL_ERROR", message: MESSAGES.generic.unexpected });
      } finally {
        stream.end();
      }
      return reply;
    },
  );
};

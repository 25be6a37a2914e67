import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorResponseSchema } from "#domain/auth/api";
import { MESSAGES } from "#domain/shared/messages";
import { chatPageQuerySchema, chatPageSchema, sendMessageSchema } from "#domain/tutor/api";
import { currentUser } from "#server/auth/session";
import { type AnsweringDeps, acceptMessage, answerMessage } from "./answering.ts";
import { chatPage } from "./conversation.ts";
import { messageDto } from "./repository.ts";
import { openEventStream } from "./sse.ts";
import { resolveTutor } from "./tutors.ts";

const params = z.object({ subject: z.string().min(1).max(80) });
const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  429: errorResponseSchema,
};

export const tutorRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx.database;
  const deps: AnsweringDeps = { db, config: app.ctx.config, limiter: app.ctx.limiter, log: app.log };

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
      const tutor = await resolveTutor(db, request.params.subject);
      return chatPage(db, user.id, tutor, request.query.before, new Date(), app.ctx.config.timezone);
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
      const tutor = await resolveTutor(db, request.params.subject);
      // Refusals (validation, limits, rate) leave before the stream opens, as JSON with their status.
      const accepted = await acceptMessage(deps, user.id, tutor, request.body.message, new Date());
      const stream = openEventStream(request, reply);
      stream.send("message", messageDto(accepted.stored));
      try {
        const done = await answerMessage(deps, accepted, (text, provider) =>
          stream.send("delta", { text, provider }),
        );
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

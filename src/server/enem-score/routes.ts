import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorResponseSchema } from "#domain/auth/api";
import {
  ENEM_SCORE_MESSAGES,
  enemBookletsResponseSchema,
  enemScoreRequestSchema,
  enemScoreResponseSchema,
} from "#domain/enem-score/api";
import { bookletsOf, scoreAnswers } from "./service.ts";

const errors = { 400: errorResponseSchema, 404: errorResponseSchema, 429: errorResponseSchema };

/** /api/enem: the public ENEM score calculator, from INEP's item parameters (docs/enem-score.md). */
export const enemScoreRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/provas",
    {
      schema: {
        tags: ["enem"],
        summary: "Cadernos de um ano do ENEM para a calculadora de nota",
        querystring: z.object({
          ano: z.coerce
            .number()
            .int()
            .min(2009, ENEM_SCORE_MESSAGES.invalidYear)
            .max(2025, ENEM_SCORE_MESSAGES.invalidYear),
        }),
        response: { 200: enemBookletsResponseSchema, ...errors },
      },
    },
    async (request) => ({ ano: request.query.ano, cadernos: bookletsOf(request.query.ano) }),
  );

  app.post(
    "/score",
    {
      // Scoring costs well under a millisecond; the limit keeps the public endpoint from being scraped.
      config: { rateLimit: { max: 30, timeWindow: "1 minute" } },
      schema: {
        tags: ["enem"],
        summary: "Calcula a nota estimada de uma área do ENEM (TRI) a partir das respostas",
        description:
          "`respostas` no formato dos microdados do INEP (A–E, '.' em branco, '*' dupla marcação); Linguagens com 45 letras precisa de `lingua`. A nota é a estimativa EAP com os parâmetros publicados pelo INEP, com o erro-padrão e o impacto de cada questão.",
        body: enemScoreRequestSchema,
        response: { 200: enemScoreResponseSchema, ...errors },
      },
    },
    async (request) => scoreAnswers(request.body),
  );
};

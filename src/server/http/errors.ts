import type { FastifyError, FastifyInstance } from "fastify";
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from "fastify-type-provider-zod";
import { MESSAGES } from "#domain/shared/messages";

/** An error a client may see: a stable code, a pt-BR message and an HTTP status. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
  }
}

export class ValidationError extends AppError {
  constructor(message: string = MESSAGES.generic.validation, details?: Record<string, unknown>) {
    super(400, "VALIDATION_ERROR", message, details);
  }
}
export class UnauthorizedError extends AppError {
  constructor(message: string = MESSAGES.generic.unauthorized) {
    super(401, "UNAUTHORIZED", message);
  }
}
export class ForbiddenError extends AppError {
  constructor(message: string = MESSAGES.generic.forbidden, code = "FORBIDDEN") {
    super(403, code, message);
  }
}
export class NotFoundError extends AppError {
  constructor(message: string = MESSAGES.generic.notFound) {
    super(404, "NOT_FOUND", message);
  }
}
export class ConflictError extends AppError {
  constructor(code: string, message: string) {
    super(409, code, message);
  }
}
/** A plan limit or a rule window (daily limit, 24 h block) stops the action. */
export class LimitReachedError extends AppError {
  constructor(code: string, message: string, details?: Record<string, unknown>) {
    super(403, code, message, details);
  }
}
export class TooManyRequestsError extends AppError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
    code = "TOO_MANY_REQUESTS",
  ) {
    super(429, code, message, { retryAfterSeconds });
  }
}

export type ErrorBody = { code: string; message: string; details?: Record<string, unknown> };

/** The one error handler: every failure leaves as `{ code, message }` in pt-BR; 5xx details stay in the log. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error instanceof TooManyRequestsError) reply.header("retry-after", error.retryAfterSeconds);
      const body: ErrorBody = { code: error.code, message: error.message };
      if (error.details) body.details = error.details;
      return reply.status(error.statusCode).send(body);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      for (const issue of error.validation) {
        const path = issue.instancePath.replace(/^\//, "").replace(/\//g, ".") || "body";
        fields[path] ??= issue.message;
      }
      const first = Object.values(fields)[0];
      return reply.status(400).send({
        code: "VALIDATION_ERROR",
        message: first ?? MESSAGES.generic.validation,
        details: { fields },
      });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, "response did not match its schema");
      return reply.status(500).send({ code: "INTERNAL_ERROR", message: MESSAGES.generic.unexpected });
    }
    if (error.statusCode === 429) {
      return reply.status(429).send({ code: "TOO_MANY_REQUESTS", message: MESSAGES.generic.tooManyRequests });
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply
        .status(error.statusCode)
        .send({ code: error.code ?? "BAD_REQUEST", message: MESSAGES.generic.validation });
    }
    request.log.error({ err: error }, "unhandled error");
    return reply.status(500).send({ code: "INTERNAL_ERROR", message: MESSAGES.generic.unexpected });
  });
}

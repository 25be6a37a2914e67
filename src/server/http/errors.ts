import type { Socket } from "node:net";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from "fastify-type-provider-zod";
import type { ErrorCode } from "#domain/shared/error-codes";
import { MESSAGES } from "#domain/shared/messages";

/** An error a client may see: a stable code, a pt-BR message and an HTTP status. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
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
  constructor(message: string = MESSAGES.generic.forbidden, code: ErrorCode = "FORBIDDEN") {
    super(403, code, message);
  }
}
export class NotFoundError extends AppError {
  constructor(message: string = MESSAGES.generic.notFound) {
    super(404, "NOT_FOUND", message);
  }
}
export class ConflictError extends AppError {
  constructor(code: ErrorCode, message: string) {
    super(409, code, message);
  }
}
/** A plan limit or a rule window (daily limit, 24 h block) stops the action. */
export class LimitReachedError extends AppError {
  constructor(code: ErrorCode, message: string, details?: Record<string, unknown>) {
    super(403, code, message, details);
  }
}
export class TooManyRequestsError extends AppError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
    code: ErrorCode = "TOO_MANY_REQUESTS",
  ) {
    super(429, code, message, { retryAfterSeconds });
  }
}

export type ErrorBody = { code: string; message: string; details?: Record<string, unknown> };

/** Errors and their causes, outermost first (drizzle wraps the driver's error in `cause`). */
function errorChain(error: unknown): Record<string, unknown>[] {
  const chain: Record<string, unknown>[] = [];
  let current: unknown = error;
  while (current && typeof current === "object" && chain.length < 8) {
    const item = current as Record<string, unknown>;
    chain.push(item);
    if (current instanceof AggregateError) chain.push(...(current.errors as Record<string, unknown>[]));
    current = item.cause;
  }
  return chain;
}

/**
 * The database is gone or not migrated: refused or dropped connections, a missing database (3D000),
 * an administrator ending sessions (57P01), a database replaced by an empty one (42P01).
 */
const UNAVAILABLE_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ENOTFOUND",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "EAI_AGAIN",
  "57P01",
  "57P02",
  "57P03",
  "3D000",
  "53300",
  "42P01",
]);
const UNAVAILABLE_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|connection error|PGlite is closed/i;

export function isDatabaseUnavailable(error: unknown): boolean {
  return errorChain(error).some((e) => {
    const code = typeof e.code === "string" ? e.code : "";
    if (UNAVAILABLE_CODES.has(code) || code.startsWith("08")) return true;
    return typeof e.message === "string" && UNAVAILABLE_MESSAGES.test(e.message);
  });
}

/**
 * PostgreSQL refused a value the client sent (SQLSTATE class 22, data exception: a byte it cannot
 * store, a date out of its range, text where a number goes). Schemas refuse these first; this
 * catches whichever still slips through.
 */
function isRefusedValue(error: unknown): boolean {
  return errorChain(error).some(
    (e) =>
      (typeof e.code === "string" && /^22[0-9A-Z]{3}$/.test(e.code) && typeof e.severity === "string") ||
      // A percent sign that does not start an escape, decoded by a route.
      e instanceof URIError,
  );
}

/** The request is refused before any route when a string in it holds a NUL: PostgreSQL text cannot. */
function holdsNul(value: unknown, depth = 0): boolean {
  if (typeof value === "string") return value.includes("\u0000");
  // A raw body (signed webhooks) is bytes the route verifies itself.
  if (!value || typeof value !== "object" || depth > 32 || Buffer.isBuffer(value)) return false;
  for (const [key, item] of Object.entries(value)) {
    if (key.includes("\u0000") || holdsNul(item, depth + 1)) return true;
  }
  return false;
}

/**
 * Input no route can take, refused for all of them at once: a NUL character in any parameter,
 * query, header or body string (PostgreSQL cannot store it and the tutor's Markdown has no use for it).
 */
export function registerInputGuard(app: FastifyInstance): void {
  // Headers first, before the session is read from them.
  app.addHook("onRequest", async (request) => {
    if (holdsNul(request.headers)) throw new ValidationError(MESSAGES.generic.invalidCharacter);
  });
  app.addHook("preValidation", async (request) => {
    if (holdsNul(request.params) || holdsNul(request.query) || holdsNul(request.body))
      throw new ValidationError(MESSAGES.generic.invalidCharacter);
  });
}

/**
 * Fastify options for failures outside any route: a malformed URL escape (the router's
 * FST_ERR_BAD_URL) and what Node's HTTP parser refuses before Fastify sees a request
 * (headers over its 16 KB limit, a request that never finished arriving). Both answer in the
 * API's `{ code, message }` shape instead of Fastify's English bodies.
 */
export const errorHandlingServerOptions = {
  frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
    if (error.code === "FST_ERR_BAD_URL")
      return reply.status(400).send({ code: "BAD_REQUEST", message: MESSAGES.generic.invalidAddress });
    reply.log.error({ err: error }, "request could not be routed");
    return reply.status(500).send({ code: "INTERNAL_ERROR", message: MESSAGES.generic.unexpected });
  },
  clientErrorHandler(error: NodeJS.ErrnoException, socket: Socket) {
    if (error.code === "ECONNRESET" || socket.destroyed) return;
    const [status, reason, body]: [number, string, ErrorBody] =
      error.code === "HPE_HEADER_OVERFLOW"
        ? [
            431,
            "Request Header Fields Too Large",
            { code: "REQUEST_HEADER_TOO_LARGE", message: MESSAGES.generic.headersTooLarge },
          ]
        : error.code === "ERR_HTTP_REQUEST_TIMEOUT"
          ? [408, "Request Timeout", { code: "REQUEST_TIMEOUT", message: MESSAGES.generic.requestTimeout }]
          : [400, "Bad Request", { code: "BAD_REQUEST", message: MESSAGES.generic.validation }];
    const json = JSON.stringify(body);
    if (socket.writable)
      socket.write(
        `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(json)}\r\nConnection: close\r\n\r\n${json}`,
      );
    socket.destroy(error);
  },
};

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
    if (isDatabaseUnavailable(error)) {
      request.log.error({ err: error }, "database unavailable");
      return reply
        .status(503)
        .send({ code: "DATABASE_UNAVAILABLE", message: MESSAGES.generic.databaseUnavailable });
    }
    if (isRefusedValue(error)) {
      request.log.info({ err: error }, "the database refused a value the client sent");
      return reply.status(400).send({ code: "VALIDATION_ERROR", message: MESSAGES.generic.validation });
    }
    if (error.statusCode === 429) {
      return reply.status(429).send({ code: "TOO_MANY_REQUESTS", message: MESSAGES.generic.tooManyRequests });
    }
    if (error.statusCode === 413) {
      return reply.status(413).send({ code: "PAYLOAD_TOO_LARGE", message: MESSAGES.generic.payloadTooLarge });
    }
    // Fastify's own 4xx codes (FST_ERR_…) are not part of the API's contract.
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply
        .status(error.statusCode)
        .send({ code: "BAD_REQUEST", message: MESSAGES.generic.validation });
    }
    request.log.error({ err: error }, "unhandled error");
    return reply.status(500).send({ code: "INTERNAL_ERROR", message: MESSAGES.generic.unexpected });
  });
}

import { type FastifyReply, type FastifyRequest, type FastifyServerOptions, LogController } from "fastify";

const SLOW_REQUEST_MS = 500;

/**
 * Fastify writes two lines per request at `info`, which halves the cheapest routes' throughput.
 * Here a request leaves one line once answered: at `info` when it failed or was slow (someone
 * should look), at `debug` otherwise (LOG_LEVEL=debug shows every request).
 */
export class QuietRequestLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
    metadata?: Record<string, unknown>,
  ): void {
    if (error || reply.statusCode >= 500 || reply.elapsedTime >= SLOW_REQUEST_MS)
      super.requestCompleted(error, request, reply, metadata);
    else request.log.debug({ res: reply, responseTime: reply.elapsedTime }, "request completed");
  }
}

/**
 * Properties of driver errors that carry the values of a query (e-mails, profile fields, essay
 * text) or of the row it touched: drizzle's `params`, PGlite's `params`, PostgreSQL's `detail`
 * ("Key (email)=(ana@…) already exists") and `where`. None of them is ever logged.
 */
const KEPT_PROPERTIES = [
  "code",
  "severity",
  "routine",
  "constraint",
  "table",
  "column",
  "schema",
  "statusCode",
  "errno",
  "syscall",
] as const;

/** Cuts the values out of a message: drizzle appends `params: …`, PostgreSQL quotes the bad value. */
function redactMessage(message: string): string {
  return (
    message
      .replace(/\nparams: [\s\S]*$/, "")
      .replace(/(: )"[\s\S]*"$/, "$1[redacted]")
      .replace(/(\(.*?\)=)\(.*?\)/g, "$1([redacted])")
      // SMTP servers quote the recipient they refused.
      .replace(/[^\s<>"'@]+@[^\s<>"']+/g, "[e-mail]")
  );
}

export type SerializedError = { [key: string]: unknown; type: string; message: string; stack: string };

/**
 * An error as the log may show it: its type, message, SQL text (with $n placeholders) and codes
 * (SQLSTATE, errno), never the values a query carried.
 */
export function serializeError(error: Error, depth = 0): SerializedError {
  const source = error as unknown as Record<string, unknown>;
  const type = error.constructor?.name ?? error.name;
  const message = redactMessage(error.message);
  const frames = error.stack?.indexOf("\n    at ") ?? -1;
  const out: SerializedError = {
    type,
    message,
    stack: `${type}: ${message}${frames >= 0 ? error.stack?.slice(frames) : ""}`,
  };
  if (typeof source.query === "string") out.query = source.query;
  for (const key of KEPT_PROPERTIES) {
    const value = source[key];
    if (value !== undefined && value !== null && typeof value !== "object") out[key] = value;
  }
  if (depth < 5) {
    if (error.cause !== undefined) out.cause = safeError(error.cause, depth + 1);
    if (error instanceof AggregateError) out.errors = error.errors.map((e) => safeError(e, depth + 1));
  }
  return out;
}

/** Errors become their safe serialisation; anything else stays as it is. */
export function safeError(value: unknown, depth = 0): unknown {
  return value instanceof Error ? serializeError(value, depth) : value;
}

/** Errors anywhere at the top of a log entry, or in a list there (better-auth logs its arguments). */
function safeEntry(entry: Record<string, unknown>): Record<string, unknown> {
  let copy: Record<string, unknown> | null = null;
  for (const [key, value] of Object.entries(entry)) {
    const safe =
      value instanceof Error
        ? safeError(value)
        : Array.isArray(value) && value.some((v) => v instanceof Error)
          ? value.map((v) => safeError(v))
          : value;
    if (safe !== value) {
      copy ??= { ...entry };
      copy[key] = safe;
    }
  }
  return copy ?? entry;
}

/** Adds the safe error serialisation to whatever logger configuration the app is built with. */
export function withSafeErrorLogging(logger: FastifyServerOptions["logger"]): FastifyServerOptions["logger"] {
  if (!logger || logger === true) return logger === true ? withSafeErrorLogging({}) : logger;
  return {
    ...logger,
    serializers: {
      ...logger.serializers,
      // Already serialised when the log formatter saw it first.
      err: (error: Error) => (error instanceof Error ? serializeError(error) : (error as SerializedError)),
    },
    formatters: {
      ...logger.formatters,
      log: (entry) => safeEntry(logger.formatters?.log ? logger.formatters.log(entry) : entry),
    },
  };
}

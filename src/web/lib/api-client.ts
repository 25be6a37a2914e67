import type { ErrorResponse } from "#domain/auth/api";
import type { ErrorCode } from "#domain/shared/error-codes";
import { MESSAGES } from "#domain/shared/messages";

/** The server's codes, plus the browser's own when the API could not be reached at all. */
export type ClientErrorCode = ErrorCode | "NETWORK_ERROR";

/** An API failure with the server's stable code and pt-BR message. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ClientErrorCode,
    message: string,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
  }

  get retryAfterSeconds(): number | undefined {
    const value = this.details?.retryAfterSeconds;
    return typeof value === "number" ? value : undefined;
  }
}

export type RequestOptions = {
  method?: string;
  body?: unknown;
  signal?: AbortSignal;
  /**
   * A 401 here is an answer, not an expired session: the session probe and the sign-in forms
   * (wrong password) handle it themselves.
   */
  skipAuthRedirect?: boolean;
  /** Extra request headers (an Idempotency-Key, say). */
  headers?: Record<string, string>;
};

let unauthorizedHandler: (() => void) | null = null;

/** The app's single reaction to an expired session (see app/session-expiry.ts). */
export function onUnauthorized(handler: () => void): void {
  unauthorizedHandler = handler;
}

/** A code for a failure whose body carried none (a proxy's page, an empty 5xx). */
function codeForStatus(status: number): ErrorCode {
  if (status === 400) return "BAD_REQUEST";
  if (status === 401) return "UNAUTHORIZED";
  if (status === 403) return "FORBIDDEN";
  if (status === 404) return "NOT_FOUND";
  if (status === 429) return "TOO_MANY_REQUESTS";
  if (status === 503) return "DATABASE_UNAVAILABLE";
  return "INTERNAL_ERROR";
}

/** The browser could not reach the API (offline, DNS, connection refused). */
export function networkError(): ApiError {
  return new ApiError(0, "NETWORK_ERROR", MESSAGES.generic.offline);
}

/**
 * Turns a failed response's JSON body into an ApiError. Every request path (JSON, stream, download)
 * goes through here, so a 401 reaches the expired-session handler wherever it happens.
 */
export function failureOf(
  status: number,
  data: unknown,
  options: { skipAuthRedirect?: boolean } = {},
): ApiError {
  const body = (data ?? {}) as Partial<ErrorResponse>;
  if (status === 401 && !options.skipAuthRedirect) unauthorizedHandler?.();
  return new ApiError(
    status,
    (body.code as ErrorCode | undefined) ?? codeForStatus(status),
    body.message ?? MESSAGES.generic.unexpected,
    body.details,
  );
}

/** JSON fetch against the Rumo API with the session cookie; throws ApiError on any failure. */
export async function api<T>(path: string, options: RequestOptions = {}): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: options.method ?? (options.body === undefined ? "GET" : "POST"),
      credentials: "same-origin",
      headers: {
        ...(options.body === undefined
          ? { accept: "application/json" }
          : { "content-type": "application/json" }),
        ...options.headers,
      },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === "AbortError") throw error;
    throw networkError();
  }
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  let data: unknown = null;
  try {
    data = text ? JSON.parse(text) : null;
  } catch {
    data = null;
  }
  if (!response.ok) throw failureOf(response.status, data, options);
  return data as T;
}

export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  return MESSAGES.generic.unexpected;
}

import { fromNodeHeaders } from "better-auth/node";
import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { isStaffRole, staffSessionEnd } from "#domain/admin/roles";
import type { Database } from "#server/db/client";
import { UnauthorizedError } from "#server/http/errors";
import type { Auth } from "./auth.ts";
import { createSessionLookup } from "./session-lookup.ts";

export type SessionUser = {
  id: string;
  email: string;
  name: string;
  role: string;
  sessionId: string;
  /** The profile's full name, when the session read brought it (saves a query for the app's header). */
  fullName?: string | null;
};

declare module "fastify" {
  interface FastifyRequest {
    /** The signed-in user, set by the `authenticate` pre-handler. */
    user: SessionUser | null;
  }
  interface FastifyInstance {
    /** Pre-handler: loads the session or answers 401. */
    authenticate(request: FastifyRequest): Promise<void>;
    /** Reads the session without requiring one. */
    readSession(request: FastifyRequest): Promise<SessionUser | null>;
  }
}

export function requestHeaders(request: FastifyRequest): Headers {
  return fromNodeHeaders(request.headers);
}

/** The signed-in user of a request already through `authenticate`. */
export function currentUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw new UnauthorizedError();
  return request.user;
}

function staffSessionOver(createdAt: Date, now: Date): boolean {
  return staffSessionEnd(createdAt).getTime() <= now.getTime();
}

export const sessionPlugin = fp(async (app: FastifyInstance, opts: { auth: Auth; db: Database }) => {
  app.decorateRequest("user", null);
  const lookup = createSessionLookup(opts.db, opts.auth);

  async function readSession(request: FastifyRequest): Promise<SessionUser | null> {
    if (request.user) return request.user;
    const now = new Date();
    const found = await lookup(request.headers.cookie, now);
    if (found === null) return null;
    if (found !== "refresh") {
      if (found.banned) return null;
      if (isStaffRole(found.role) && staffSessionOver(found.createdAt, now)) return null;
      request.user = {
        id: found.userId,
        email: found.email,
        name: found.name,
        role: found.role ?? "user",
        sessionId: found.sessionId,
        fullName: found.fullName,
      };
      return request.user;
    }
    return readThroughBetterAuth(request);
  }

  /** better-auth's own read, which also extends a session due for it. */
  async function readThroughBetterAuth(request: FastifyRequest): Promise<SessionUser | null> {
    const result = await opts.auth.api.getSession({ headers: requestHeaders(request) });
    if (!result) return null;
    // Fields added by the admin plugin, which the session type does not carry.
    const user = result.user as typeof result.user & { role?: string | null; banned?: boolean | null };
    if (user.banned) return null;
    // A staff session ends ADMIN_SESSION_HOURS after its sign-in, even if its row was extended.
    if (isStaffRole(user.role) && staffSessionOver(result.session.createdAt, new Date())) return null;
    request.user = {
      id: user.id,
      email: user.email,
      name: user.name,
      role: user.role ?? "user",
      sessionId: result.session.id,
    };
    return request.user;
  }

  app.decorate("readSession", readSession);
  app.decorate("authenticate", async (request: FastifyRequest) => {
    if (!(await readSession(request))) throw new UnauthorizedError();
  });
});

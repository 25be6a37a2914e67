import { fromNodeHeaders } from "better-auth/node";
import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { isStaffRole, staffSessionEnd } from "#domain/admin/roles";
import { UnauthorizedError } from "#server/http/errors";
import type { Auth } from "./auth.ts";

export type SessionUser = {
  id: string;
  email: string;
  name: string;
  role: string;
  sessionId: string;
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

export const sessionPlugin = fp(async (app: FastifyInstance, opts: { auth: Auth }) => {
  app.decorateRequest("user", null);

  async function readSession(request: FastifyRequest): Promise<SessionUser | null> {
    if (request.user) return request.user;
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

import type { FastifyInstance, FastifyRequest } from "fastify";
import { ADMIN_MESSAGES } from "#domain/admin/messages";
import { isStaffRole, type StaffRole } from "#domain/admin/roles";
import { ForbiddenError, UnauthorizedError } from "#server/http/errors";

/**
 * The one guard of the back office, as an `onRequest` hook: a visitor gets 401, a student 403
 * 'Acesso negado', a staff member whose role is not in `roles` 403 as well.
 */
export function requireStaff(app: FastifyInstance, roles: readonly StaffRole[]) {
  return async (request: FastifyRequest): Promise<void> => {
    const user = await app.readSession(request);
    if (!user) throw new UnauthorizedError();
    if (!isStaffRole(user.role)) throw new ForbiddenError(ADMIN_MESSAGES.accessDenied);
    if (!roles.includes(user.role)) throw new ForbiddenError(ADMIN_MESSAGES.roleDenied);
  };
}

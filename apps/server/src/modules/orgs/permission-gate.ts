import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { idParam, requireCaller } from '../../plugins/auth';
import { memberAccess, requireOrgPermission } from './access';

/**
 * preValidation hook of routes under `/v1/orgs/:orgId`: the caller must hold `permission` there
 * (404 outside the organisation, 403 without the right) before the body is validated, so a
 * refused caller learns nothing of the route's schema. The service checks again where it writes.
 */
export function orgPermissionGate(db: Db, permission: string) {
  return async (request: FastifyRequest): Promise<void> => {
    const orgId = idParam(request, 'orgId');
    if (orgId !== null)
      await requireOrgPermission(db, orgId, requireCaller(request).user.id, permission);
  };
}

/** As orgPermissionGate, for routes every member may use: outside the organisation is 404. */
export function orgMemberGate(db: Db) {
  return async (request: FastifyRequest): Promise<void> => {
    const orgId = idParam(request, 'orgId');
    if (orgId !== null) await memberAccess(db, orgId, requireCaller(request).user.id);
  };
}

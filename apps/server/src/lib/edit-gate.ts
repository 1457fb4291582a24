import type { FastifyRequest } from 'fastify';
import { ORG_ROLE_PERMISSIONS, type OrgRole } from '@miaoyu/contracts';
import { idParam, requireCaller } from '../plugins/auth';
import type { Caller } from './scope';

/** A team's item (a scene, an AI page) is changed by its author and by the team's managers. */
export const mayEdit = (ownerId: bigint | null, caller: Caller, role: OrgRole): boolean =>
  ownerId === caller.user.id || ORG_ROLE_PERMISSIONS[role].includes('org:manage');

/**
 * preValidation hook of a route under `/v1/orgs/:orgId/…/:{param}`: `editable` (the service's
 * "the item, if the caller may change it", which throws 404 or 403) runs before the body is read,
 * so a caller without the right never learns the route's schema from a 422.
 */
export function orgItemGate(
  param: string,
  editable: (caller: Caller, orgId: bigint, itemId: bigint) => Promise<unknown>,
) {
  return async (request: FastifyRequest): Promise<void> => {
    const orgId = idParam(request, 'orgId');
    const itemId = idParam(request, param);
    if (orgId !== null && itemId !== null) await editable(requireCaller(request), orgId, itemId);
  };
}

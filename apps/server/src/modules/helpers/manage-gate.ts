import type { FastifyInstance, FastifyRequest } from 'fastify';
import { idParam, requireCaller } from '../../plugins/auth';
import { requireManageable } from './service';

/**
 * preValidation hook of routes under `/v1/orgs/:orgId/helpers/:helperId`: the caller must manage
 * the helper before its body is validated. The services check again where they write.
 */
export function helperManageGate(app: FastifyInstance) {
  return async (request: FastifyRequest): Promise<void> => {
    const orgId = idParam(request, 'orgId');
    const helperId = idParam(request, 'helperId');
    if (orgId !== null && helperId !== null)
      await requireManageable(app, requireCaller(request), orgId, helperId);
  };
}

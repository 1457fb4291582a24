import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ErrorCode, HelperKind } from '@miaoyu/contracts';
import type { Executor } from '../../../db/client';
import { AppError } from '../../../lib/errors';
import type { Caller } from '../../../lib/scope';
import { idParam, requireCaller } from '../../../plugins/auth';
import { managedHelper, requireManageable } from '../access';

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

/** As managedHelper, and the helper must be of `kind` (else 422 with `refusal`). */
export async function managedHelperOfKind(
  db: Executor,
  caller: Caller,
  orgId: bigint,
  helperId: bigint,
  kind: HelperKind,
  refusal: ErrorCode,
  lock = true,
) {
  const helper = await managedHelper(db, caller, orgId, helperId, lock);
  if (helper.kind !== kind) throw new AppError(422, refusal);
  return helper;
}

import type { FastifyInstance } from 'fastify';
import type { SessionDatasets } from '@miaoyu/contracts';
import { AppError } from '../../../lib/errors';
import type { Caller } from '../../../lib/scope';
import { userOwner, findOwnSession, type SessionRow } from '../../conversation';
import { memberAccess } from '../../orgs';
import {
  listSessionDatasets,
  orgDatasetsAmong,
  replaceSessionDatasets,
} from './session-datasets.repo';

/** The caller's session and the organisation whose knowledge it may use (404 otherwise). */
export async function sessionInOrg(app: FastifyInstance, caller: Caller, sessionId: string) {
  const session: SessionRow = await findOwnSession(app.db, userOwner(caller.user), sessionId);
  if (session.orgId === null) throw new AppError(404, 'NOT_FOUND');
  await memberAccess(app.db, session.orgId, caller.user.id);
  return { session, orgId: session.orgId };
}

export async function getSessionDatasets(
  app: FastifyInstance,
  caller: Caller,
  sessionId: string,
): Promise<SessionDatasets> {
  const session = await findOwnSession(app.db, userOwner(caller.user), sessionId);
  if (session.orgId === null) return { list: [] };
  const rows = await listSessionDatasets(app.db, session.orgId, session.id);
  return { list: rows.map((r) => ({ id: String(r.id), name: r.name })) };
}

/** Every member may answer from the team's knowledge bases in their own chats. */
export async function setSessionDatasets(
  app: FastifyInstance,
  caller: Caller,
  sessionId: string,
  datasetIds: string[],
): Promise<SessionDatasets> {
  const { session, orgId } = await sessionInOrg(app, caller, sessionId);
  const ids = datasetIds.map(BigInt);
  await app.db.transaction(async (tx) => {
    const found = await orgDatasetsAmong(tx, orgId, ids);
    if (found.length !== ids.length)
      throw new AppError(422, 'VALIDATION_FAILED', {}, [
        { loc: ['body', 'datasetIds'], msg: 'NOT_FOUND' },
      ]);
    await replaceSessionDatasets(tx, session.id, ids);
  });
  return getSessionDatasets(app, caller, sessionId);
}

/**
 * Publishing a helper outside the team is for those who manage the team's helpers (owners and
 * admins): making it public, giving the team's knowledge to a helper reached from outside (public
 * or with keys), and issuing keys (bot keys always, API keys once it uses a knowledge base). Its
 * author may still make and edit it inside the team, a customer-service draft included. Checked
 * inside the write's transaction, before it writes.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { publishRefusal, type HelperSettings, type OrgRole } from '@miaoyu/contracts';
import type { Executor } from '../../../db/client';
import { AppError } from '../../../lib/errors';
import type { Caller } from '../../../lib/scope';
import { idParam, requireCaller } from '../../../plugins/auth';
import { isHelperManager, managedHelperAndRole } from '../access';
import { helperHasKeys } from '../../keys';
import type { HelperRecord } from './repo';

const shapeOf = (helper: HelperRecord) => ({
  visibility: helper.visibility,
  datasetIds: helper.datasetIds.map(String),
});

/** 403 when the save publishes more than the caller may (`before` null for a new helper). */
export async function requirePublishable(
  db: Executor,
  role: OrgRole,
  before: HelperRecord | null,
  after: HelperSettings,
): Promise<void> {
  if (isHelperManager(role)) return;
  const hasKeys = before ? await helperHasKeys(db, before.orgId, before.id) : false;
  const refusal = publishRefusal(before && shapeOf(before), after, hasKeys);
  if (refusal) throw new AppError(403, refusal);
  // A scene decides what a helper says and reads: outside the team, a manager chooses it.
  const sceneBefore = before?.sceneId === null || !before ? null : String(before.sceneId);
  if (after.sceneId !== sceneBefore && (hasKeys || after.visibility === 'public'))
    throw new AppError(403, 'HELPER_SCENE_NEEDS_MANAGER');
}

export type KeyKind = 'api' | 'bot';

/** 403 when the caller may not issue or widen keys of this kind for the helper. */
export function requireKeyIssuer(role: OrgRole, helper: HelperRecord, kind: KeyKind): void {
  if (isHelperManager(role)) return;
  if (kind === 'bot') throw new AppError(403, 'BOT_KEYS_NEED_MANAGER');
  if (helper.datasetIds.length > 0) throw new AppError(403, 'HELPER_KEYS_NEED_MANAGER');
}

/** The helper the caller manages, refused unless they may issue its keys of `kind`. */
export async function keyIssuerHelper(
  db: Executor,
  caller: Caller,
  orgId: bigint,
  helperId: bigint,
  kind: KeyKind,
  lock = true,
) {
  const { helper, role } = await managedHelperAndRole(db, caller, orgId, helperId, lock);
  requireKeyIssuer(role, helper, kind);
  return helper;
}

/** The helper, when the caller manages the team's helpers: for handing keys to someone. */
export async function keyAssignerHelper(
  db: Executor,
  caller: Caller,
  orgId: bigint,
  helperId: bigint,
) {
  const { helper, role } = await managedHelperAndRole(db, caller, orgId, helperId);
  if (!isHelperManager(role)) throw new AppError(403, 'FORBIDDEN');
  return helper;
}

/** preValidation: the caller may issue the helper's keys of `kind`, before the body is read. */
export function keyIssueGate(app: FastifyInstance, kind: KeyKind) {
  return async (request: FastifyRequest): Promise<void> => {
    const orgId = idParam(request, 'orgId');
    const helperId = idParam(request, 'helperId');
    if (orgId !== null && helperId !== null)
      await keyIssuerHelper(app.db, requireCaller(request), orgId, helperId, kind, false);
  };
}

/** preValidation: the caller manages the team's helpers, before the body is read. */
export function keyAssignGate(app: FastifyInstance) {
  return async (request: FastifyRequest): Promise<void> => {
    const orgId = idParam(request, 'orgId');
    const helperId = idParam(request, 'helperId');
    if (orgId === null || helperId === null) return;
    const caller = requireCaller(request);
    const { role } = await managedHelperAndRole(app.db, caller, orgId, helperId, false);
    if (!isHelperManager(role)) throw new AppError(403, 'FORBIDDEN');
  };
}

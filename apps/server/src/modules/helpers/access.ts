/**
 * Who may do what with a helper: the author and the org's owners and admins manage it (edit,
 * roll back, delete, keys); members see their org's team and public helpers, and private ones
 * only when they made them. Publishing it outside the team is for owners and admins alone
 * (`publishing.ts`).
 */
import type { FastifyInstance } from 'fastify';
import { ORG_ROLE_PERMISSIONS, type OrgRole } from '@miaoyu/contracts';
import type { Executor } from '../../db/client';
import { AppError } from '../../lib/errors';
import type { Caller } from '../../lib/scope';
import { memberAccess } from '../orgs';
import { findOrgHelper, type HelperRecord } from './manage/repo';

export const MANAGE_HELPERS = 'helper:manage';

export const isHelperManager = (role: OrgRole) =>
  ORG_ROLE_PERMISSIONS[role].includes(MANAGE_HELPERS);
const mayManage = (role: OrgRole, helper: HelperRecord, userId: bigint) =>
  isHelperManager(role) || helper.authorId === userId;

/** The helper as the caller may see it, or 404 (private helpers of others included). */
export async function visibleHelper(
  db: Executor,
  caller: Caller,
  orgId: bigint,
  helperId: bigint,
  lock = false,
) {
  const { role } = await memberAccess(db, orgId, caller.user.id);
  const helper = await findOrgHelper(db, orgId, helperId, lock);
  if (!helper) throw new AppError(404, 'NOT_FOUND');
  const manageable = mayManage(role, helper, caller.user.id);
  if (helper.visibility === 'private' && !manageable) throw new AppError(404, 'NOT_FOUND');
  return { helper, manageable };
}

/**
 * The helper, and the caller allowed to manage it (else 403; 404 for another's private helper).
 * Inside a transaction `lock` holds both the membership and the helper until it ends.
 */
export async function managedHelper(
  db: Executor,
  caller: Caller,
  orgId: bigint,
  helperId: bigint,
  lock = true,
) {
  return (await managedHelperAndRole(db, caller, orgId, helperId, lock)).helper;
}

/** As managedHelper, with the caller's role (which says whether they may publish it). */
export async function managedHelperAndRole(
  db: Executor,
  caller: Caller,
  orgId: bigint,
  helperId: bigint,
  lock = true,
) {
  const { role } = await memberAccess(db, orgId, caller.user.id, { lock });
  const helper = await findOrgHelper(db, orgId, helperId, lock);
  if (!helper) throw new AppError(404, 'NOT_FOUND');
  if (!mayManage(role, helper, caller.user.id)) {
    if (helper.visibility === 'private') throw new AppError(404, 'NOT_FOUND');
    throw new AppError(403, 'FORBIDDEN');
  }
  return { helper, role };
}

/** For a route's preValidation: the caller may manage the helper, before its body is read. */
export async function requireManageable(
  app: FastifyInstance,
  caller: Caller,
  orgId: bigint,
  helperId: bigint,
): Promise<void> {
  await managedHelper(app.db, caller, orgId, helperId, false);
}

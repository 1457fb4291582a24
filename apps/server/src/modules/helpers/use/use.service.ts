/**
 * Using helpers: a helper's page, the helpers a user talked with lately, an org's subscriptions
 * to other teams' public helpers and its default AI helper.
 */
import {
  ORG_ROLE_PERMISSIONS,
  type HelperProfile,
  type OrgRole,
  type RecentHelper,
  type SubscribedHelper,
} from '@miaoyu/contracts';
import type { Db, Executor } from '../../../db/client';
import { AppError } from '../../../lib/errors';
import type { Caller } from '../../../lib/scope';
import { memberAccess, requireOrgPermission, findMembership } from '../../orgs';
import { toPublicHelper } from '../public/public.service';
import { modelStatusOf, type LoadCatalog } from '../manage/service';
import { MANAGE_HELPERS } from '../access';
import {
  findOrgDefaultHelper,
  isSubscribed,
  listOrgSubscriptions,
  setOrgDefaultHelper,
  subscribeOrg,
  unsubscribeOrg,
} from './subscriptions.repo';
import { findUsableHelper, helperIdOfCode, recentHelpers, type UsableHelperRow } from './use.repo';

const RECENT_SHOWN = 12;

const isManager = (role: OrgRole | undefined) =>
  role !== undefined && ORG_ROLE_PERMISSIONS[role].includes(MANAGE_HELPERS);

/** A helper the caller may talk with, or 404 whether it is unknown or not shared with them. */
export async function usableHelper(
  db: Executor,
  caller: Caller,
  which: { code: string } | { id: bigint },
) {
  const helper = await findUsableHelper(db, caller.user.id, which);
  if (!helper) throw new AppError(404, 'NOT_FOUND');
  return helper;
}

async function roleIn(db: Executor, orgId: bigint | null, userId: bigint) {
  if (orgId === null) return undefined;
  return (await findMembership(db, orgId, userId, false))?.role;
}

async function toProfile(
  db: Executor,
  loadCatalog: LoadCatalog,
  caller: Caller,
  helper: UsableHelperRow,
  actingOrgId: bigint | null,
): Promise<HelperProfile> {
  const [catalog, ownRole, actingRole, subscribed] = await Promise.all([
    loadCatalog(helper.orgId),
    roleIn(db, helper.orgId, caller.user.id),
    roleIn(db, actingOrgId, caller.user.id),
    actingOrgId === null ? false : isSubscribed(db, actingOrgId, helper.id),
  ]);
  return {
    ...toPublicHelper(helper),
    id: String(helper.id),
    orgId: String(helper.orgId),
    visibility: helper.visibility,
    modelStatus: modelStatusOf(helper.model, catalog),
    // Its author manages it while they belong to its team, as its owners and admins do.
    manageable: (ownRole !== null && helper.authorId === caller.user.id) || isManager(ownRole),
    subscribed,
    subscribable:
      helper.visibility === 'public' && helper.orgId !== actingOrgId && isManager(actingRole),
  };
}

/** A helper's page for a signed-in user, acting in `orgId` (their current org by default). */
export async function helperProfile(
  db: Db,
  loadCatalog: LoadCatalog,
  caller: Caller,
  code: string,
  orgId?: string,
): Promise<HelperProfile> {
  const helper = await usableHelper(db, caller, { code });
  const acting = orgId === undefined ? caller.user.currentOrgId : BigInt(orgId);
  if (acting !== null) await memberAccess(db, acting, caller.user.id);
  return toProfile(db, loadCatalog, caller, helper, acting);
}

export async function recentlyUsed(db: Db, caller: Caller): Promise<{ list: RecentHelper[] }> {
  const rows = await recentHelpers(db, caller.user.id, RECENT_SHOWN);
  return {
    list: rows.map(({ lastUsedAt, ...row }) => ({
      ...toPublicHelper(row),
      lastUsedAt: lastUsedAt.toISOString(),
    })),
  };
}

export async function listSubscriptions(
  db: Db,
  caller: Caller,
  orgId: bigint,
  page: { offset: number; limit: number },
): Promise<{ list: SubscribedHelper[]; hasMore: boolean }> {
  await memberAccess(db, orgId, caller.user.id);
  const { list, hasMore } = await listOrgSubscriptions(db, orgId, page);
  return {
    list: list.map(({ subscribedAt, ...row }) => ({
      ...toPublicHelper(row),
      subscribedAt: subscribedAt.toISOString(),
    })),
    hasMore,
  };
}

/** Owners and admins subscribe their org to another team's public helper. */
export async function subscribe(db: Db, caller: Caller, orgId: bigint, code: string) {
  return db.transaction(async (tx) => {
    await requireOrgPermission(tx, orgId, caller.user.id, MANAGE_HELPERS, { lock: true });
    const helper = await usableHelper(tx, caller, { code });
    if (helper.visibility !== 'public' || helper.orgId === orgId)
      throw new AppError(422, 'HELPER_NOT_SUBSCRIBABLE');
    await subscribeOrg(tx, orgId, helper.id, caller.user.id);
    return { subscribed: true };
  });
}

/** Unsubscribing works whatever became of the helper since. */
export async function unsubscribe(db: Db, caller: Caller, orgId: bigint, code: string) {
  return db.transaction(async (tx) => {
    await requireOrgPermission(tx, orgId, caller.user.id, MANAGE_HELPERS, { lock: true });
    const helperId = await helperIdOfCode(tx, code);
    if (helperId !== undefined) await unsubscribeOrg(tx, orgId, helperId);
    return { subscribed: false };
  });
}

export async function defaultHelper(
  db: Db,
  loadCatalog: LoadCatalog,
  caller: Caller,
  orgId: bigint,
): Promise<{ helper: HelperProfile | null }> {
  await memberAccess(db, orgId, caller.user.id);
  const id = await findOrgDefaultHelper(db, orgId);
  const helper = id === undefined ? undefined : await findUsableHelper(db, caller.user.id, { id });
  return { helper: helper ? await toProfile(db, loadCatalog, caller, helper, orgId) : null };
}

/** Owners and admins pick one of the org's team or public helpers as its default (or none). */
export async function setDefaultHelper(
  db: Db,
  loadCatalog: LoadCatalog,
  caller: Caller,
  orgId: bigint,
  helperId: string | null,
) {
  await db.transaction(async (tx) => {
    await requireOrgPermission(tx, orgId, caller.user.id, MANAGE_HELPERS, { lock: true });
    if (helperId !== null) {
      const helper = await findUsableHelper(tx, caller.user.id, { id: BigInt(helperId) });
      if (!helper || helper.orgId !== orgId || helper.visibility === 'private')
        throw new AppError(422, 'NOT_FOUND', {}, [
          { loc: ['body', 'helperId'], msg: 'validation.unknownHelper' },
        ]);
    }
    await setOrgDefaultHelper(tx, orgId, helperId === null ? null : BigInt(helperId));
  });
  return defaultHelper(db, loadCatalog, caller, orgId);
}

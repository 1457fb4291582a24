/** The SQL of an org's subscriptions to other teams' public helpers, and of its default helper. */
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { helpers, helperSubscriptions, organisations, users } from '../../../db/schema';
import { cardColumns, isPublic } from '../public/public.repo';

/** The org's subscriptions to helpers still public, newest first. */
export async function listOrgSubscriptions(
  db: Executor,
  orgId: bigint,
  page: { offset: number; limit: number },
) {
  const rows = await db
    .select({ ...cardColumns, subscribedAt: helperSubscriptions.createdAt })
    .from(helperSubscriptions)
    .innerJoin(helpers, eq(helpers.id, helperSubscriptions.helperId))
    .innerJoin(organisations, eq(organisations.id, helpers.orgId))
    .leftJoin(users, eq(users.id, helpers.authorId))
    .where(and(eq(helperSubscriptions.orgId, orgId), isPublic))
    .orderBy(desc(helperSubscriptions.createdAt), desc(helperSubscriptions.helperId))
    .offset(page.offset)
    .limit(page.limit + 1);
  return { list: rows.slice(0, page.limit), hasMore: rows.length > page.limit };
}

export async function isSubscribed(db: Executor, orgId: bigint, helperId: bigint) {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(helperSubscriptions)
    .where(and(eq(helperSubscriptions.orgId, orgId), eq(helperSubscriptions.helperId, helperId)))
    .limit(1);
  return row !== undefined;
}

/** Subscribing twice is one subscription. */
export async function subscribeOrg(db: Executor, orgId: bigint, helperId: bigint, userId: bigint) {
  await db
    .insert(helperSubscriptions)
    .values({ orgId, helperId, subscribedBy: userId })
    .onConflictDoNothing();
}

export async function unsubscribeOrg(db: Executor, orgId: bigint, helperId: bigint) {
  await db
    .delete(helperSubscriptions)
    .where(and(eq(helperSubscriptions.orgId, orgId), eq(helperSubscriptions.helperId, helperId)));
}

/** The org's default AI helper's id, if it has one. */
export async function findOrgDefaultHelper(db: Executor, orgId: bigint) {
  const [row] = await db
    .select({ id: helpers.id })
    .from(helpers)
    .where(and(eq(helpers.orgId, orgId), eq(helpers.orgDefault, true)))
    .limit(1);
  return row?.id;
}

/**
 * Makes the org's helper its default (none when null). Run it in a transaction: the old default
 * is cleared before the new one is set, as the unique index checks each row as it changes.
 */
export async function setOrgDefaultHelper(db: Executor, orgId: bigint, helperId: bigint | null) {
  await db
    .update(helpers)
    .set({ orgDefault: false })
    .where(and(eq(helpers.orgId, orgId), eq(helpers.orgDefault, true)));
  if (helperId === null) return;
  await db
    .update(helpers)
    .set({ orgDefault: true })
    .where(and(eq(helpers.orgId, orgId), eq(helpers.id, helperId)));
}

/**
 * The SQL of keys, for every kind alike (helper API keys, bot keys): each table has an org, a
 * helper, a name, a holder (`created_by`) and a suspension. A bot key is revoked by a date and
 * stays listed; a helper API key is deleted. Every function takes the org whose keys it touches.
 */
import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { KeySuspension } from '@miaoyu/contracts';
import type { Executor } from '../../db/client';
import { botKeys, helperApiKeys, orgMembers, users } from '../../db/schema';

/** Every table of keys, by kind: a holder who leaves has their keys suspended in each. */
const TABLES = { api: helperApiKeys, bot: botKeys };
const KEY_TABLES = Object.values(TABLES);
export type KeyKind = keyof typeof TABLES;
export type KeyTable = (typeof TABLES)[KeyKind];
export type TableOf<K extends KeyKind> = (typeof TABLES)[K];
export const keyTable = <K extends KeyKind>(kind: K): TableOf<K> => TABLES[kind];

export type KeyRow<T extends KeyTable> = T['$inferSelect'];
/** A key of the kind as listed, with its holder's name. */
export type KeyWithHolder<K extends KeyKind> = KeyRow<TableOf<K>> & { holderName: string };

/** Whether a revoked key stays (with its date) rather than being deleted. */
export const revokesByDate = (t: KeyTable): t is typeof botKeys => 'revokedAt' in t;

/** The holder's name as key lists show it ('' once their account is gone). */
const holderName = sql<string>`coalesce(${users.nickname}, '')`;
/** Not revoked: a key that is deleted when revoked is live while it exists. */
const live = (t: KeyTable) => (revokesByDate(t) ? isNull(t.revokedAt) : undefined);
const ofHelper = (t: KeyTable, orgId: bigint, helperId: bigint) =>
  and(eq(t.orgId, orgId), eq(t.helperId, helperId));
const oneKey = (t: KeyTable, orgId: bigint, helperId: bigint, keyId: bigint) =>
  and(ofHelper(t, orgId, helperId), eq(t.id, keyId));

/** The helper's keys (revoked ones included), oldest first, each with its holder's name. */
export async function listKeys<T extends KeyTable>(
  db: Executor,
  t: T,
  orgId: bigint,
  helperId: bigint,
  keyId?: bigint,
): Promise<Array<KeyRow<T> & { holderName: string }>> {
  const table = t as KeyTable;
  const rows = await db
    .select({ key: table, holderName })
    .from(table)
    .leftJoin(users, eq(users.id, table.createdBy))
    .where(keyId === undefined ? ofHelper(t, orgId, helperId) : oneKey(t, orgId, helperId, keyId))
    .orderBy(asc(table.createdAt), asc(table.id));
  return rows.map((r) => ({ ...(r.key as KeyRow<T>), holderName: r.holderName }));
}

/** How many keys of the helper are not revoked. */
export async function countLiveKeys(db: Executor, t: KeyTable, orgId: bigint, helperId: bigint) {
  const [row] = await db
    .select({ n: count() })
    .from(t)
    .where(and(ofHelper(t, orgId, helperId), live(t)));
  return Number(row?.n ?? 0);
}

export async function insertKey<T extends KeyTable>(
  db: Executor,
  t: T,
  values: T['$inferInsert'],
): Promise<KeyRow<T>> {
  const [row] = await db
    .insert(t as KeyTable)
    .values(values as typeof botKeys.$inferInsert)
    .returning();
  return row as KeyRow<T>;
}

/** Changes a key of the helper that is not revoked; null when there is no such key. */
export async function updateLiveKey<T extends KeyTable>(
  db: Executor,
  t: T,
  orgId: bigint,
  helperId: bigint,
  keyId: bigint,
  changes: Partial<T['$inferInsert']>,
): Promise<KeyRow<T> | null> {
  const [row] = await db
    .update(t as KeyTable)
    .set(changes as PgUpdateSetSource<typeof botKeys>)
    .where(and(oneKey(t, orgId, helperId, keyId), live(t)))
    .returning();
  return (row as KeyRow<T> | undefined) ?? null;
}

/** Removes a key of the helper; answers whether there was one. */
export async function deleteKey(
  db: Executor,
  t: KeyTable,
  orgId: bigint,
  helperId: bigint,
  keyId: bigint,
): Promise<boolean> {
  const rows = await db
    .delete(t)
    .where(oneKey(t, orgId, helperId, keyId))
    .returning({ id: t.id });
  return rows.length > 0;
}

/**
 * Suspends every key the user holds (in one org, or everywhere), of every kind. Keys already
 * suspended keep their first reason; revoked keys stay revoked.
 */
export async function suspendKeysOf(
  db: Executor,
  userId: bigint,
  reason: KeySuspension,
  orgId?: bigint,
): Promise<void> {
  for (const t of KEY_TABLES)
    await db
      .update(t)
      .set({ suspendedAt: sql`now()`, suspendedReason: reason })
      .where(
        and(
          eq(t.createdBy, userId),
          isNull(t.suspendedAt),
          live(t),
          orgId === undefined ? undefined : eq(t.orgId, orgId),
        ),
      );
}

/** Whether the helper has a key of any kind that is not revoked (suspended ones count). */
export async function helperHasKeys(db: Executor, orgId: bigint, helperId: bigint) {
  for (const t of KEY_TABLES) {
    const [row] = await db
      .select({ id: t.id })
      .from(t)
      .where(and(ofHelper(t, orgId, helperId), live(t)))
      .limit(1);
    if (row) return true;
  }
  return false;
}

/**
 * Whether the user is a member of the org and not banned, holding both rows for share until the
 * transaction ends: a ban or a removal then waits, and suspends what this transaction hands them.
 */
export async function lockLiveMember(db: Executor, orgId: bigint, userId: bigint) {
  const [row] = await db
    .select({ ban: users.ban })
    .from(orgMembers)
    .innerJoin(users, eq(users.id, orgMembers.userId))
    .where(and(eq(orgMembers.orgId, orgId), eq(orgMembers.userId, userId)))
    .limit(1)
    .for('share');
  return row !== undefined && !row.ban;
}

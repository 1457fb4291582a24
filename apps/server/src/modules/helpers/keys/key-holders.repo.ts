/**
 * The SQL of the people keys work under, for helper API keys and bot keys alike: suspending the
 * keys of someone who is gone, and whether a helper has keys at all.
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { KeySuspension } from '@miaoyu/contracts';
import type { Executor } from '../../../db/client';
import { botKeys, helperApiKeys, orgMembers, users } from '../../../db/schema';

/** The holder's name as key lists show it ('' once their account is gone). */
export const holderName = sql<string>`coalesce(${users.nickname}, '')`;

/**
 * Suspends every key the user holds (in one org, or everywhere). Keys already suspended keep
 * their first reason; revoked bot keys stay revoked.
 */
export async function suspendKeysOf(
  db: Executor,
  userId: bigint,
  reason: KeySuspension,
  orgId?: bigint,
): Promise<void> {
  const suspension = { suspendedAt: sql`now()`, suspendedReason: reason };
  await db
    .update(helperApiKeys)
    .set(suspension)
    .where(
      and(
        eq(helperApiKeys.createdBy, userId),
        isNull(helperApiKeys.suspendedAt),
        orgId === undefined ? undefined : eq(helperApiKeys.orgId, orgId),
      ),
    );
  await db
    .update(botKeys)
    .set(suspension)
    .where(
      and(
        eq(botKeys.createdBy, userId),
        isNull(botKeys.suspendedAt),
        isNull(botKeys.revokedAt),
        orgId === undefined ? undefined : eq(botKeys.orgId, orgId),
      ),
    );
}

/** Whether the helper has an API key or a bot key that is not revoked (suspended ones count). */
export async function helperHasKeys(db: Executor, orgId: bigint, helperId: bigint) {
  const [apiKey] = await db
    .select({ id: helperApiKeys.id })
    .from(helperApiKeys)
    .where(and(eq(helperApiKeys.orgId, orgId), eq(helperApiKeys.helperId, helperId)))
    .limit(1);
  if (apiKey) return true;
  const [botKey] = await db
    .select({ id: botKeys.id })
    .from(botKeys)
    .where(and(eq(botKeys.orgId, orgId), eq(botKeys.helperId, helperId), isNull(botKeys.revokedAt)))
    .limit(1);
  return !!botKey;
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

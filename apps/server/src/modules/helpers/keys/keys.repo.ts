/** The SQL of helper API keys: every function takes the org whose keys it touches. */
import { and, asc, count, eq } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { helperApiKeys, users } from '../../../db/schema';
import { holderName } from './key-holders.repo';

export type HelperKeyRow = typeof helperApiKeys.$inferSelect;

const keyColumns = {
  id: helperApiKeys.id,
  name: helperApiKeys.name,
  hint: helperApiKeys.hint,
  createdAt: helperApiKeys.createdAt,
  lastUsedAt: helperApiKeys.lastUsedAt,
  requestCount: helperApiKeys.requestCount,
  promptTokens: helperApiKeys.promptTokens,
  completionTokens: helperApiKeys.completionTokens,
  createdBy: helperApiKeys.createdBy,
  suspendedAt: helperApiKeys.suspendedAt,
  suspendedReason: helperApiKeys.suspendedReason,
};
export type HelperKeyView = Pick<HelperKeyRow, keyof typeof keyColumns> & { holderName: string };

export async function listHelperKeys(
  db: Executor,
  orgId: bigint,
  helperId: bigint,
): Promise<HelperKeyView[]> {
  return db
    .select({ ...keyColumns, holderName })
    .from(helperApiKeys)
    .leftJoin(users, eq(users.id, helperApiKeys.createdBy))
    .where(and(eq(helperApiKeys.orgId, orgId), eq(helperApiKeys.helperId, helperId)))
    .orderBy(asc(helperApiKeys.id));
}

export async function countHelperKeys(db: Executor, orgId: bigint, helperId: bigint) {
  const [row] = await db
    .select({ n: count() })
    .from(helperApiKeys)
    .where(and(eq(helperApiKeys.orgId, orgId), eq(helperApiKeys.helperId, helperId)));
  return Number(row?.n ?? 0);
}

export async function insertHelperKey(
  db: Executor,
  orgId: bigint,
  values: { helperId: bigint; name: string; hint: string; keyHash: string; createdBy: bigint },
): Promise<HelperKeyRow> {
  const [row] = await db
    .insert(helperApiKeys)
    .values({ ...values, orgId })
    .returning();
  return row!;
}

/** Hands a key of the helper to the user, lifting its suspension; false when there is none. */
export async function assignHelperKey(
  db: Executor,
  orgId: bigint,
  helperId: bigint,
  keyId: bigint,
  userId: bigint,
): Promise<boolean> {
  const rows = await db
    .update(helperApiKeys)
    .set({ createdBy: userId, suspendedAt: null, suspendedReason: null })
    .where(
      and(
        eq(helperApiKeys.orgId, orgId),
        eq(helperApiKeys.helperId, helperId),
        eq(helperApiKeys.id, keyId),
      ),
    )
    .returning({ id: helperApiKeys.id });
  return rows.length > 0;
}

/** Removes a key of the helper; answers whether there was one. */
export async function deleteHelperKey(
  db: Executor,
  orgId: bigint,
  helperId: bigint,
  keyId: bigint,
): Promise<boolean> {
  const rows = await db
    .delete(helperApiKeys)
    .where(
      and(
        eq(helperApiKeys.orgId, orgId),
        eq(helperApiKeys.helperId, helperId),
        eq(helperApiKeys.id, keyId),
      ),
    )
    .returning({ id: helperApiKeys.id });
  return rows.length > 0;
}

/** The SQL of helper API keys: every function takes the org whose keys it touches. */
import { and, asc, count, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { helperApiKeys } from '../../db/schema';

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
};
export type HelperKeyView = Pick<HelperKeyRow, keyof typeof keyColumns>;

export async function listHelperKeys(db: Executor, orgId: bigint, helperId: bigint) {
  return db
    .select(keyColumns)
    .from(helperApiKeys)
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
): Promise<HelperKeyView> {
  const [row] = await db
    .insert(helperApiKeys)
    .values({ ...values, orgId })
    .returning(keyColumns);
  return row!;
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

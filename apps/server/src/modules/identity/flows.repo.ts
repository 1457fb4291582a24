import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { signInFlows } from '../../db/schema';

export type SignInFlowRow = typeof signInFlows.$inferSelect;

export async function insertFlow(
  db: Executor,
  orgId: bigint,
  values: Omit<typeof signInFlows.$inferInsert, 'orgId' | 'id' | 'createdAt' | 'updatedAt'>,
) {
  await db.insert(signInFlows).values({ ...values, orgId });
}

/**
 * Spends the flow its state names, if it is the team's, unspent and not expired: one statement,
 * so two callbacks with one state cannot both have it.
 */
export async function spendFlow(
  db: Executor,
  stateHash: string,
  provider: SignInFlowRow['provider'],
  /** The team the callback names; the single sign-on callback names none (the state tells). */
  orgId: bigint | null,
): Promise<SignInFlowRow | undefined> {
  const [row] = await db
    .update(signInFlows)
    .set({ usedAt: new Date() })
    .where(
      and(
        orgId === null ? undefined : eq(signInFlows.orgId, orgId),
        eq(signInFlows.stateHash, stateHash),
        eq(signInFlows.provider, provider),
        isNull(signInFlows.usedAt),
        gt(signInFlows.expiresAt, new Date()),
      ),
    )
    .returning();
  return row;
}

/** Flows a day past their expiry: none can be used, and they held a sealed verifier. */
export async function deleteOldFlows(db: Executor, before: Date) {
  await db.delete(signInFlows).where(lt(signInFlows.expiresAt, before));
}

/** The SQL of the first steps: what the organisation has, each read by the organisation. */
import { and, asc, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { botKeys, datasetDocuments, helpers, orgMembers } from '../../db/schema';

const exists = async (rows: Promise<unknown[]>) => (await rows).length > 0;

export function hasReadyDocument(db: Executor, orgId: bigint) {
  return exists(
    db
      .select({ id: datasetDocuments.id })
      .from(datasetDocuments)
      .where(and(eq(datasetDocuments.orgId, orgId), eq(datasetDocuments.status, 'done')))
      .limit(1),
  );
}

export function hasHelper(db: Executor, orgId: bigint) {
  return exists(
    db.select({ id: helpers.id }).from(helpers).where(eq(helpers.orgId, orgId)).limit(1),
  );
}

/** Bots with a key that is not revoked, embedded ones first, then the oldest. */
export function liveBotKeys(db: Executor, orgId: bigint) {
  return db
    .select({ helperId: botKeys.helperId, embeddedAt: botKeys.embeddedAt })
    .from(botKeys)
    .innerJoin(helpers, eq(helpers.id, botKeys.helperId))
    .where(and(eq(botKeys.orgId, orgId), eq(helpers.kind, 'service'), isNull(botKeys.revokedAt)))
    .orderBy(desc(isNotNull(botKeys.embeddedAt)), asc(botKeys.id))
    .limit(1);
}

/** Whether any key of the organisation was ever seen embedded (revoked since or not). */
export function hasEmbeddedKey(db: Executor, orgId: bigint) {
  return exists(
    db
      .select({ id: botKeys.id })
      .from(botKeys)
      .where(and(eq(botKeys.orgId, orgId), isNotNull(botKeys.embeddedAt)))
      .limit(1),
  );
}

export async function firstStepsDismissedAt(db: Executor, orgId: bigint, userId: bigint) {
  const [row] = await db
    .select({ at: orgMembers.firstStepsDismissedAt })
    .from(orgMembers)
    .where(and(eq(orgMembers.orgId, orgId), eq(orgMembers.userId, userId)))
    .limit(1);
  return row?.at ?? null;
}

export async function setFirstStepsDismissed(
  db: Executor,
  orgId: bigint,
  userId: bigint,
  dismissed: boolean,
) {
  await db
    .update(orgMembers)
    .set({ firstStepsDismissedAt: dismissed ? new Date() : null })
    .where(and(eq(orgMembers.orgId, orgId), eq(orgMembers.userId, userId)));
}

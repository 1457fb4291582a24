/**
 * The SQL of using helpers across organisations: each query reads only the helpers the given user
 * may talk with (public ones, their orgs' team ones, private ones they made or manage).
 */
import { and, desc, eq, inArray, isNotNull, max, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { chatSessions, helperDatasets, helpers, organisations, users } from '../../../db/schema';
import { cardColumns } from '../public/public.repo';

/**
 * Whether the user may talk with the helper: a public one, or one of an org they belong to that
 * is the team's, theirs, or (for its owners and admins) private. An author who has left the org
 * no longer reaches its knowledge and models through their helper.
 */
export function usableBy(userId: bigint): SQL {
  return sql`(${helpers.visibility} = 'public' or exists (
    select 1 from org_members m where m.org_id = ${helpers.orgId} and m.user_id = ${userId}
      and (${helpers.visibility} = 'team' or ${helpers.authorId} = ${userId}
        or m.role in ('owner', 'admin'))))`;
}

const usableColumns = {
  ...cardColumns,
  id: helpers.id,
  orgId: helpers.orgId,
  authorId: helpers.authorId,
  visibility: helpers.visibility,
  instruction: helpers.instruction,
  model: helpers.model,
  temperature: helpers.temperature,
  contextSize: helpers.contextSize,
  topK: helpers.topK,
  minScore: helpers.minScore,
  sceneId: helpers.sceneId,
};

export type UsableHelperRow = NonNullable<Awaited<ReturnType<typeof findUsableHelper>>>;

/** A helper the user may talk with, by its code or id; undefined for any other. */
export async function findUsableHelper(
  db: Executor,
  userId: bigint,
  which: { code: string } | { id: bigint },
) {
  const [row] = await db
    .select(usableColumns)
    .from(helpers)
    .innerJoin(organisations, eq(organisations.id, helpers.orgId))
    .leftJoin(users, eq(users.id, helpers.authorId))
    .where(
      and(
        'code' in which ? eq(helpers.code, which.code) : eq(helpers.id, which.id),
        usableBy(userId),
      ),
    )
    .limit(1);
  return row;
}

/** The datasets of the org's helper. */
export async function helperDatasetIds(db: Executor, orgId: bigint, helperId: bigint) {
  const rows = await db
    .select({ id: helperDatasets.datasetId })
    .from(helperDatasets)
    .innerJoin(helpers, eq(helpers.id, helperDatasets.helperId))
    .where(and(eq(helpers.orgId, orgId), eq(helperDatasets.helperId, helperId)));
  return rows.map((r) => r.id);
}

/** One more conversation with the org's helper. */
export async function countHelperUse(db: Executor, orgId: bigint, helperId: bigint) {
  await db
    .update(helpers)
    .set({ useCount: sql`${helpers.useCount} + 1` })
    .where(and(eq(helpers.id, helperId), eq(helpers.orgId, orgId)));
}

/** The helpers the user talked with lately, newest first, among those they may still use. */
export async function recentHelpers(db: Executor, userId: bigint, limit: number) {
  const lastUsed = max(chatSessions.updatedAt);
  return db
    .select({ ...cardColumns, lastUsedAt: sql<Date>`${lastUsed}`.mapWith(chatSessions.updatedAt) })
    .from(chatSessions)
    .innerJoin(helpers, eq(helpers.id, chatSessions.helperId))
    .innerJoin(organisations, eq(organisations.id, helpers.orgId))
    .leftJoin(users, eq(users.id, helpers.authorId))
    .where(and(eq(chatSessions.userId, userId), isNotNull(chatSessions.helperId), usableBy(userId)))
    .groupBy(helpers.id, organisations.id, users.id)
    .orderBy(desc(lastUsed))
    .limit(limit);
}

/** The helpers of the user's own sessions among `sessionIds`, by session. */
export async function helpersOfSessions(db: Executor, userId: bigint, sessionIds: bigint[]) {
  if (sessionIds.length === 0) return [];
  return db
    .select({
      sessionId: chatSessions.id,
      orgId: helpers.orgId,
      code: helpers.code,
      name: helpers.name,
      avatar: helpers.avatar,
      welcome: helpers.welcome,
      suggestedQuestions: helpers.suggestedQuestions,
      model: helpers.model,
    })
    .from(chatSessions)
    .innerJoin(helpers, eq(helpers.id, chatSessions.helperId))
    .where(and(eq(chatSessions.userId, userId), inArray(chatSessions.id, sessionIds)));
}

/** A helper's id by its code, whoever may see it: only to filter the user's own sessions. */
export async function helperIdOfCode(db: Executor, code: string) {
  const [row] = await db
    .select({ id: helpers.id })
    .from(helpers)
    .where(eq(helpers.code, code))
    .limit(1);
  return row?.id;
}

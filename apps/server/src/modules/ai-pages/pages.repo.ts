/**
 * The SQL of AI pages and their versions. Every function takes the org whose pages it touches;
 * a page of another org is not found.
 */
import { and, count, desc, eq, ilike, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { containing } from '../../db/like';
import { aiPages, aiPageShares, aiPageVersions, users } from '../../db/schema';

export type AiPageRow = typeof aiPages.$inferSelect;
export type AiPageVersionRow = typeof aiPageVersions.$inferSelect;
export type NewVersion = Pick<AiPageVersionRow, 'html' | 'sha256' | 'source' | 'instruction'> & {
  createdBy: bigint;
};

const liveShares = sql<number>`(select count(*)::int from ${aiPageShares}
  where ${aiPageShares.pageId} = ${aiPages.id} and ${aiPageShares.revokedAt} is null
  and (${aiPageShares.expiresAt} is null or ${aiPageShares.expiresAt} > now()))`;

const summaryColumns = {
  page: aiPages,
  ownerName: users.nickname,
  liveShares,
};

export async function pageOfPages(
  db: Executor,
  orgId: bigint,
  {
    ownerId,
    keyword,
    offset,
    limit,
  }: { ownerId?: bigint; keyword?: string; offset: number; limit: number },
) {
  const conditions: (SQL | undefined)[] = [eq(aiPages.orgId, orgId)];
  if (ownerId !== undefined) conditions.push(eq(aiPages.ownerId, ownerId));
  if (keyword) conditions.push(ilike(aiPages.title, containing(keyword)));
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    db
      .select(summaryColumns)
      .from(aiPages)
      .innerJoin(users, eq(users.id, aiPages.ownerId))
      .where(where)
      .orderBy(desc(aiPages.updatedAt), desc(aiPages.id))
      .offset(offset)
      .limit(limit),
    db.select({ n: count() }).from(aiPages).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function findPage(db: Executor, orgId: bigint, pageId: bigint, lock = false) {
  const query = db
    .select(summaryColumns)
    .from(aiPages)
    .innerJoin(users, eq(users.id, aiPages.ownerId))
    .where(and(eq(aiPages.orgId, orgId), eq(aiPages.id, pageId)));
  const [row] = await (lock ? query.for('update', { of: aiPages }) : query);
  return row;
}

export async function versionsOf(db: Executor, pageId: bigint) {
  return db
    .select({
      n: aiPageVersions.n,
      source: aiPageVersions.source,
      instruction: aiPageVersions.instruction,
      chars: sql<number>`char_length(${aiPageVersions.html})::int`,
      createdByName: sql<string>`coalesce(${users.nickname}, '')`,
      createdAt: aiPageVersions.createdAt,
    })
    .from(aiPageVersions)
    .leftJoin(users, eq(users.id, aiPageVersions.createdBy))
    .where(eq(aiPageVersions.pageId, pageId))
    .orderBy(desc(aiPageVersions.n));
}

/** A version of a page found in scope. */
export async function findVersion(db: Executor, pageId: bigint, n: number) {
  const [row] = await db
    .select()
    .from(aiPageVersions)
    .where(and(eq(aiPageVersions.pageId, pageId), eq(aiPageVersions.n, n)));
  return row;
}

export async function insertPage(
  db: Executor,
  page: { orgId: bigint; ownerId: bigint; title: string; sessionId: bigint | null },
  first: NewVersion,
): Promise<AiPageRow> {
  const [row] = await db
    .insert(aiPages)
    .values({ ...page, version: 1 })
    .returning();
  await db.insert(aiPageVersions).values({ ...first, pageId: row!.id, n: 1 });
  return row!;
}

/**
 * Adds the next version and makes it the page's, provided the page still shows `base` (a change
 * made from an older version answers null and writes nothing).
 */
export async function appendVersion(
  db: Executor,
  orgId: bigint,
  pageId: bigint,
  base: number,
  version: NewVersion,
  title?: string,
): Promise<AiPageRow | null> {
  const [row] = await db
    .update(aiPages)
    .set({ version: sql`${aiPages.version} + 1`, ...(title ? { title } : {}) })
    .where(and(eq(aiPages.orgId, orgId), eq(aiPages.id, pageId), eq(aiPages.version, base)))
    .returning();
  if (!row) return null;
  await db.insert(aiPageVersions).values({ ...version, pageId, n: row.version });
  return row;
}

export async function renamePage(db: Executor, orgId: bigint, pageId: bigint, title: string) {
  await db
    .update(aiPages)
    .set({ title })
    .where(and(eq(aiPages.orgId, orgId), eq(aiPages.id, pageId)));
}

export async function deletePage(db: Executor, orgId: bigint, pageId: bigint) {
  await db.delete(aiPages).where(and(eq(aiPages.orgId, orgId), eq(aiPages.id, pageId)));
}

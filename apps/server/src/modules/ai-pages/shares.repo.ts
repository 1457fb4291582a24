/**
 * The SQL of share links. Managing takes the org and page; the public side finds a link by its
 * code, and only while it opens (not revoked, not expired), so a dead link is gone at once.
 */
import { and, desc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { aiPages, aiPageShares, aiPageVersions } from '../../db/schema';

export type AiShareRow = typeof aiPageShares.$inferSelect;

const opens = () =>
  and(
    isNull(aiPageShares.revokedAt),
    or(isNull(aiPageShares.expiresAt), gt(aiPageShares.expiresAt, sql`now()`)),
  );

export async function insertShare(
  db: Executor,
  values: Pick<
    AiShareRow,
    'code' | 'pageId' | 'orgId' | 'version' | 'passwordHash' | 'expiresAt' | 'createdBy'
  >,
): Promise<AiShareRow> {
  const [row] = await db.insert(aiPageShares).values(values).returning();
  return row!;
}

export function sharesOf(db: Executor, orgId: bigint, pageId: bigint) {
  return db
    .select()
    .from(aiPageShares)
    .where(and(eq(aiPageShares.orgId, orgId), eq(aiPageShares.pageId, pageId)))
    .orderBy(desc(aiPageShares.id));
}

/** Revokes a link of the page; answers whether one was live. */
export async function revokeShare(
  db: Executor,
  orgId: bigint,
  pageId: bigint,
  shareId: bigint,
): Promise<AiShareRow | undefined> {
  const [row] = await db
    .update(aiPageShares)
    .set({ revokedAt: sql`coalesce(${aiPageShares.revokedAt}, now())` })
    .where(
      and(
        eq(aiPageShares.orgId, orgId),
        eq(aiPageShares.pageId, pageId),
        eq(aiPageShares.id, shareId),
      ),
    )
    .returning();
  return row;
}

/** A link that still opens, with its page's title. */
export async function findOpenShare(db: Executor, code: string) {
  const [row] = await db
    .select({ share: aiPageShares, title: aiPages.title })
    .from(aiPageShares)
    .innerJoin(aiPages, eq(aiPages.id, aiPageShares.pageId))
    .where(and(eq(aiPageShares.code, code), opens()));
  return row;
}

/** The frozen HTML of a link that still opens, counting the view in the same statement. */
export async function viewOpenShare(db: Executor, code: string) {
  const [share] = await db
    .update(aiPageShares)
    .set({ views: sql`${aiPageShares.views} + 1`, lastViewedAt: sql`now()` })
    .where(and(eq(aiPageShares.code, code), opens()))
    .returning();
  if (!share) return undefined;
  const [version] = await db
    .select({ html: aiPageVersions.html })
    .from(aiPageVersions)
    .where(and(eq(aiPageVersions.pageId, share.pageId), eq(aiPageVersions.n, share.version)));
  return version && { share, html: version.html };
}

/**
 * The SQL of articles. Platform administration reads and writes every article (called after the
 * platform-admin check); the public side reads only published versions.
 */
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { articlePublications, articles, articleVersions, users } from '../../db/schema';

export type ArticleRow = typeof articles.$inferSelect;
type Locale = (typeof articleVersions.$inferSelect)['locale'];

export async function insertArticle(
  db: Executor,
  values: Pick<ArticleRow, 'keyword' | 'category' | 'createdBy'>,
): Promise<ArticleRow | undefined> {
  const [row] = await db.insert(articles).values(values).onConflictDoNothing().returning();
  return row;
}

export const allArticles = (db: Executor) =>
  db.select().from(articles).orderBy(desc(articles.updatedAt));

export async function findArticle(db: Executor, articleId: bigint) {
  const [row] = await db.select().from(articles).where(eq(articles.id, articleId));
  return row;
}

export async function deleteArticle(db: Executor, articleId: bigint) {
  await db.delete(articles).where(eq(articles.id, articleId));
}

/** Every version's head (no HTML), newest first, of some articles. */
export function versionHeads(db: Executor, articleIds: bigint[]) {
  if (articleIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      articleId: articleVersions.articleId,
      locale: articleVersions.locale,
      n: articleVersions.n,
      title: articleVersions.title,
      createdAt: articleVersions.createdAt,
      createdByName: sql<string>`coalesce(${users.nickname}, '')`,
    })
    .from(articleVersions)
    .leftJoin(users, eq(users.id, articleVersions.createdBy))
    .where(inArray(articleVersions.articleId, articleIds))
    .orderBy(desc(articleVersions.n));
}

export function publicationsOf(db: Executor, articleIds: bigint[]) {
  if (articleIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(articlePublications)
    .where(inArray(articlePublications.articleId, articleIds));
}

export async function findVersion(db: Executor, articleId: bigint, locale: Locale, n: number) {
  const [row] = await db
    .select()
    .from(articleVersions)
    .where(
      and(
        eq(articleVersions.articleId, articleId),
        eq(articleVersions.locale, locale),
        eq(articleVersions.n, n),
      ),
    );
  return row;
}

/**
 * The newest version's number of one language (0: none yet), locking the article meanwhile;
 * null when the article is gone.
 */
export async function newestVersion(db: Executor, articleId: bigint, locale: Locale) {
  const [locked] = await db
    .select({ id: articles.id })
    .from(articles)
    .where(eq(articles.id, articleId))
    .for('update');
  if (!locked) return null;
  const [row] = await db
    .select({ n: sql<number>`coalesce(max(${articleVersions.n}), 0)::int` })
    .from(articleVersions)
    .where(and(eq(articleVersions.articleId, articleId), eq(articleVersions.locale, locale)));
  return row?.n ?? 0;
}

export async function insertVersion(
  db: Executor,
  values: typeof articleVersions.$inferInsert,
): Promise<void> {
  await db.insert(articleVersions).values(values);
  await db.update(articles).set({ updatedAt: new Date() }).where(eq(articles.id, values.articleId));
}

export async function publish(
  db: Executor,
  articleId: bigint,
  locale: Locale,
  n: number,
  publishedBy: bigint,
) {
  await db
    .insert(articlePublications)
    .values({ articleId, locale, n, publishedBy })
    .onConflictDoUpdate({
      target: [articlePublications.articleId, articlePublications.locale],
      set: { n, publishedBy, publishedAt: sql`now()` },
    });
}

export async function unpublish(db: Executor, articleId: bigint, locale: Locale) {
  await db
    .delete(articlePublications)
    .where(
      and(eq(articlePublications.articleId, articleId), eq(articlePublications.locale, locale)),
    );
}

/** The published versions of an article by keyword, each language's. */
export function publishedByKeyword(db: Executor, keyword: string) {
  return db
    .select({
      locale: articleVersions.locale,
      title: articleVersions.title,
      html: articleVersions.html,
      publishedAt: articlePublications.publishedAt,
    })
    .from(articles)
    .innerJoin(articlePublications, eq(articlePublications.articleId, articles.id))
    .innerJoin(
      articleVersions,
      and(
        eq(articleVersions.articleId, articles.id),
        eq(articleVersions.locale, articlePublications.locale),
        eq(articleVersions.n, articlePublications.n),
      ),
    )
    .where(eq(articles.keyword, keyword));
}

/** Published announcements in a language, newest first. */
export function publishedAnnouncements(db: Executor, locale: Locale, limit: number) {
  return db
    .select({
      id: articles.id,
      keyword: articles.keyword,
      title: articleVersions.title,
      publishedAt: articlePublications.publishedAt,
    })
    .from(articles)
    .innerJoin(
      articlePublications,
      and(eq(articlePublications.articleId, articles.id), eq(articlePublications.locale, locale)),
    )
    .innerJoin(
      articleVersions,
      and(
        eq(articleVersions.articleId, articles.id),
        eq(articleVersions.locale, locale),
        eq(articleVersions.n, articlePublications.n),
      ),
    )
    .where(eq(articles.category, 'announcement'))
    .orderBy(desc(articlePublications.publishedAt))
    .limit(limit);
}

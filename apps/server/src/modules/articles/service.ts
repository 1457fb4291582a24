/**
 * The rules of articles: platform admins write each language as versions (a save over a newer
 * version than the one opened is refused), publish one version per language, and delete; every
 * change is audit-logged. Text is sanitised before it is stored.
 */
import { LOCALES, type Article, type ArticleSummary, type Locale } from '@miaoyu/contracts';
import type { ArticleCreateRequest, ArticleSaveRequest } from '@miaoyu/contracts/articles';
import type { Db } from '../../db/client';
import { audit } from '../../lib/audit';
import { AppError } from '../../lib/errors';
import { requirePlatformAdminScope, type Caller } from '../../lib/scope';
import {
  allArticles,
  deleteArticle,
  findArticle,
  findVersion,
  insertArticle,
  insertVersion,
  newestVersion,
  publicationsOf,
  publish,
  unpublish,
  versionHeads,
  type ArticleRow,
} from './repo';
import { hasText, sanitizeArticle } from './sanitize';

export const articlePath = (keyword: string) => `/richText/${keyword}`;

type Heads = Awaited<ReturnType<typeof versionHeads>>;
type Publications = Awaited<ReturnType<typeof publicationsOf>>;

function summaryOf(article: ArticleRow, heads: Heads, publications: Publications): ArticleSummary {
  return {
    id: String(article.id),
    keyword: article.keyword,
    category: article.category,
    url: articlePath(article.keyword),
    variants: LOCALES.map((locale) => {
      const newest = heads.find((h) => h.articleId === article.id && h.locale === locale);
      const published = publications.find((p) => p.articleId === article.id && p.locale === locale);
      const shown = published
        ? heads.find(
            (h) => h.articleId === article.id && h.locale === locale && h.n === published.n,
          )
        : newest;
      return {
        locale,
        title: shown?.title ?? newest?.title ?? '',
        draft: newest?.n ?? 0,
        published: published?.n ?? null,
        publishedAt: published?.publishedAt.toISOString() ?? null,
        updatedAt: newest?.createdAt.toISOString() ?? null,
      };
    }),
  };
}

export async function listArticles(db: Db, caller: Caller) {
  requirePlatformAdminScope(caller);
  const rows = await allArticles(db);
  const ids = rows.map((r) => r.id);
  const [heads, publications] = await Promise.all([versionHeads(db, ids), publicationsOf(db, ids)]);
  return { list: rows.map((row) => summaryOf(row, heads, publications)) };
}

async function articleInScope(db: Db, caller: Caller, articleId: bigint) {
  requirePlatformAdminScope(caller);
  const article = await findArticle(db, articleId);
  if (!article) throw new AppError(404, 'NOT_FOUND');
  return article;
}

export async function getArticle(db: Db, caller: Caller, articleId: bigint): Promise<Article> {
  const article = await articleInScope(db, caller, articleId);
  const [heads, publications] = await Promise.all([
    versionHeads(db, [article.id]),
    publicationsOf(db, [article.id]),
  ]);
  const drafts = await Promise.all(
    LOCALES.map(async (locale) => {
      const newest = heads.find((h) => h.locale === locale);
      const version = newest && (await findVersion(db, article.id, locale, newest.n));
      return version
        ? [
            {
              locale,
              n: version.n,
              title: version.title,
              html: version.html,
              createdByName: newest.createdByName,
              createdAt: version.createdAt.toISOString(),
            },
          ]
        : [];
    }),
  );
  return {
    ...summaryOf(article, heads, publications),
    drafts: drafts.flat(),
    history: heads.map((h) => ({
      locale: h.locale,
      n: h.n,
      title: h.title,
      createdByName: h.createdByName,
      createdAt: h.createdAt.toISOString(),
    })),
  };
}

export async function createArticle(db: Db, caller: Caller, request: ArticleCreateRequest) {
  requirePlatformAdminScope(caller);
  const row = await db.transaction(async (tx) => {
    const article = await insertArticle(tx, {
      keyword: request.keyword,
      category: request.category ?? 'page',
      createdBy: caller.user.id,
    });
    if (!article) throw new AppError(409, 'ARTICLE_KEYWORD_TAKEN');
    await audit(tx, {
      actorUserId: caller.user.id,
      action: 'article.create',
      targetType: 'article',
      targetId: article.id,
      detail: { keyword: article.keyword },
    });
    return article;
  });
  return getArticle(db, caller, row.id);
}

/** A new version of one language, over the newest one the editor saw. */
export async function saveArticle(
  db: Db,
  caller: Caller,
  articleId: bigint,
  locale: Locale,
  request: ArticleSaveRequest,
) {
  await articleInScope(db, caller, articleId);
  const html = sanitizeArticle(request.html);
  if (!hasText(html)) throw new AppError(422, 'ARTICLE_EMPTY');
  await db.transaction(async (tx) => {
    const newest = await newestVersion(tx, articleId, locale);
    if (newest === null) throw new AppError(404, 'NOT_FOUND');
    if (newest !== request.baseVersion) throw new AppError(409, 'ARTICLE_STALE');
    await insertVersion(tx, {
      articleId,
      locale,
      n: newest + 1,
      title: request.title,
      html,
      createdBy: caller.user.id,
    });
  });
  return getArticle(db, caller, articleId);
}

export async function getArticleVersion(
  db: Db,
  caller: Caller,
  articleId: bigint,
  locale: Locale,
  n: number,
) {
  await articleInScope(db, caller, articleId);
  const version = await findVersion(db, articleId, locale, n);
  if (!version) throw new AppError(404, 'NOT_FOUND');
  return { n, title: version.title, html: version.html };
}

/** Publishes a version of one language (null: takes the language down). */
export async function publishArticle(
  db: Db,
  caller: Caller,
  articleId: bigint,
  locale: Locale,
  version: number | null,
) {
  const article = await articleInScope(db, caller, articleId);
  await db.transaction(async (tx) => {
    // Locks the article: one deleted meanwhile is not found.
    if ((await newestVersion(tx, articleId, locale)) === null) throw new AppError(404, 'NOT_FOUND');
    if (version === null) await unpublish(tx, articleId, locale);
    else {
      if (!(await findVersion(tx, articleId, locale, version)))
        throw new AppError(404, 'NOT_FOUND');
      await publish(tx, articleId, locale, version, caller.user.id);
    }
    await audit(tx, {
      actorUserId: caller.user.id,
      action: version === null ? 'article.unpublish' : 'article.publish',
      targetType: 'article',
      targetId: articleId,
      detail: { keyword: article.keyword, locale, version },
    });
  });
  return getArticle(db, caller, articleId);
}

export async function removeArticle(db: Db, caller: Caller, articleId: bigint) {
  const article = await articleInScope(db, caller, articleId);
  await db.transaction(async (tx) => {
    await deleteArticle(tx, articleId);
    await audit(tx, {
      actorUserId: caller.user.id,
      action: 'article.delete',
      targetType: 'article',
      targetId: articleId,
      detail: { keyword: article.keyword },
    });
  });
}

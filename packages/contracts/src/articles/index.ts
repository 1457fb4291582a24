import { z } from 'zod';
import { LOCALES } from '../constants';
import { idSchema } from '../ids';
import { safeText, textSchema } from '../text';

/**
 * Rich-text articles (spec §2 `/richText/:keyword`): terms, privacy, help and announcements that
 * platform admins write in both languages, with versions, and publish; anyone reads them.
 */

export const ARTICLE_HTML_MAX_CHARS = 500_000;
export const ARTICLE_TITLE_MAX_CHARS = 100;
export { PRIVACY_KEYWORD, TERMS_KEYWORD } from '../constants';

export const articleCategorySchema = z.enum(['page', 'announcement']);
export const articleLocaleSchema = z.enum(LOCALES);

export const articleKeywordSchema = safeText()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9][a-z0-9-]{0,62}$/, { message: 'validation.articleKeyword' });

/** One language of an article: its newest version (the draft) and the one published. */
export const articleVariantSchema = z.object({
  locale: articleLocaleSchema,
  title: z.string(),
  /** The newest version's number; 0 before anything was written. */
  draft: z.number().int(),
  /** The published version's number, or null. */
  published: z.number().int().nullable(),
  publishedAt: z.string().nullable(),
  updatedAt: z.string().nullable(),
});
export type ArticleVariant = z.infer<typeof articleVariantSchema>;

export const articleSummarySchema = z
  .object({
    id: z.string(),
    keyword: z.string(),
    category: articleCategorySchema,
    variants: z.array(articleVariantSchema),
    /** Where anyone reads it. */
    url: z.string(),
  })
  .meta({ id: 'ArticleSummary' });
export type ArticleSummary = z.infer<typeof articleSummarySchema>;
export const articleListSchema = z.object({ list: z.array(articleSummarySchema) });

export const articleVersionSchema = z.object({
  n: z.number().int(),
  title: z.string(),
  html: z.string(),
  createdByName: z.string(),
  createdAt: z.string(),
});
export type ArticleVersion = z.infer<typeof articleVersionSchema>;

/** An article for its editor: each language's newest version and its history. */
export const articleSchema = articleSummarySchema
  .extend({
    drafts: z.array(articleVersionSchema.extend({ locale: articleLocaleSchema })),
    history: z.array(
      z.object({
        locale: articleLocaleSchema,
        n: z.number().int(),
        title: z.string(),
        createdByName: z.string(),
        createdAt: z.string(),
      }),
    ),
  })
  .meta({ id: 'Article' });
export type Article = z.infer<typeof articleSchema>;

export const articleCreateRequestSchema = z.object({
  keyword: articleKeywordSchema,
  category: articleCategorySchema.default('page'),
});
export type ArticleCreateRequest = z.input<typeof articleCreateRequestSchema>;

export const articleParamsSchema = z.object({ articleId: idSchema });
export const articleLocaleParamsSchema = articleParamsSchema.extend({
  locale: articleLocaleSchema,
});
export const articleVersionParamsSchema = articleLocaleParamsSchema.extend({
  n: z.coerce.number().int().min(1).max(1_000_000),
});

/** Saving a language's text: a new version over the one the editor opened. */
export const articleSaveRequestSchema = z.object({
  title: textSchema(1, ARTICLE_TITLE_MAX_CHARS, 'validation.articleTitle'),
  html: safeText().max(ARTICLE_HTML_MAX_CHARS),
  /** The newest version when the editor opened (0 for none): saving over a newer answers 409. */
  baseVersion: z.number().int().min(0),
});
export type ArticleSaveRequest = z.input<typeof articleSaveRequestSchema>;

export const articlePublishRequestSchema = z.object({ version: z.number().int().min(1) });

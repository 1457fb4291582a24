/**
 * Rich-text articles platform admins write (terms, privacy, help, announcements), read by anyone
 * at `/richText/:keyword`: each language's versions, and which version of each is published.
 */
import { index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, id, ref, timestamps } from './columns';
import { users } from './users';

const locale = (name: string) => text(name, { enum: ['zh-CN', 'en-US'] });

export const articles = pgTable(
  'articles',
  {
    id: id(),
    keyword: text('keyword').notNull(),
    /** `page`: terms, privacy, help; `announcement`: listed on every workplace once published. */
    category: text('category', { enum: ['page', 'announcement'] }).notNull(),
    createdBy: ref('created_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [uniqueIndex('articles_keyword_idx').on(t.keyword)],
);

export const articleVersions = pgTable(
  'article_versions',
  {
    articleId: ref('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    locale: locale('locale').notNull(),
    n: integer('n').notNull(),
    title: text('title').notNull(),
    /** Sanitised on the server against the editor's allow list before it is stored. */
    html: text('html').notNull(),
    createdBy: ref('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.articleId, t.locale, t.n] })],
);

export const articlePublications = pgTable(
  'article_publications',
  {
    articleId: ref('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    locale: locale('locale').notNull(),
    n: integer('n').notNull(),
    publishedBy: ref('published_by').references(() => users.id, { onDelete: 'set null' }),
    publishedAt: at('published_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.articleId, t.locale] }),
    index('article_publications_published_idx').on(t.publishedAt),
  ],
);

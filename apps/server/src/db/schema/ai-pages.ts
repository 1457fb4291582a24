/**
 * AI pages: self-contained HTML pages a helper writes from a conversation, each edit a new
 * immutable version, and the links that share one version with people who do not sign in.
 */
import { integer, index, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, id, ref, timestamps } from './columns';
import { chatSessions } from './chat';
import { organisations } from './orgs';
import { users } from './users';

export const aiPages = pgTable(
  'ai_pages',
  {
    id: id(),
    orgId: ref('org_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    ownerId: ref('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    /** The number of the version the page shows now (restoring one makes a new version). */
    version: integer('version').notNull().default(1),
    /** The conversation the page was written from, while it exists. */
    sessionId: ref('session_id').references(() => chatSessions.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    index('ai_pages_org_idx').on(t.orgId, t.updatedAt),
    index('ai_pages_owner_idx').on(t.ownerId, t.updatedAt),
  ],
);

export const aiPageVersions = pgTable(
  'ai_page_versions',
  {
    pageId: ref('page_id')
      .notNull()
      .references(() => aiPages.id, { onDelete: 'cascade' }),
    n: integer('n').notNull(),
    html: text('html').notNull(),
    sha256: text('sha256').notNull(),
    /** `generated` from a prompt, `changed` by a follow-up request, `edited` by hand, `restored`. */
    source: text('source', { enum: ['generated', 'changed', 'edited', 'restored'] }).notNull(),
    /** The request that made it (the prompt, or the version restored as `#n`). */
    instruction: text('instruction').notNull().default(''),
    createdBy: ref('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.pageId, t.n] })],
);

export const aiPageShares = pgTable(
  'ai_page_shares',
  {
    id: id(),
    /** The link's random code (128 bits, base64url). */
    code: text('code').notNull(),
    pageId: ref('page_id')
      .notNull()
      .references(() => aiPages.id, { onDelete: 'cascade' }),
    orgId: ref('org_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    /** The frozen version the link shows. */
    version: integer('version').notNull(),
    /** scrypt hash of the password (salt:hash), or '' for none. */
    passwordHash: text('password_hash').notNull().default(''),
    expiresAt: at('expires_at'),
    revokedAt: at('revoked_at'),
    views: integer('views').notNull().default(0),
    lastViewedAt: at('last_viewed_at'),
    createdBy: ref('created_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('ai_page_shares_code_idx').on(t.code),
    index('ai_page_shares_page_idx').on(t.pageId),
  ],
);

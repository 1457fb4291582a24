/** Helpers: an org's AIs with a purpose, each save kept as a version. */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { HELPER_KINDS, HELPER_VISIBILITIES, type HelperSettings } from '@miaoyu/contracts';
import { at, id, keySuspension, ref, timestamps } from './columns';
import { datasets } from './knowledge';
import { organisations } from './orgs';
import { scenes } from './scenes';
import { users } from './users';

/** The current version's settings, in columns the listing pages filter and sort on. */
export const helpers = pgTable(
  'helpers',
  {
    id: id(),
    orgId: ref('org_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    /** Kept when its author leaves: the helper stays the org's. */
    authorId: ref('author_id').references(() => users.id, { onDelete: 'set null' }),
    code: text('code').notNull(),
    kind: text('kind', { enum: HELPER_KINDS }).notNull(),
    name: text('name').notNull(),
    avatar: text('avatar').notNull().default(''),
    description: text('description').notNull().default(''),
    instruction: text('instruction').notNull().default(''),
    model: text('model').notNull().default(''),
    temperature: real('temperature'),
    contextSize: integer('context_size').notNull(),
    topK: integer('top_k').notNull(),
    minScore: real('min_score').notNull(),
    welcome: text('welcome').notNull().default(''),
    suggestedQuestions: jsonb('suggested_questions').$type<string[]>().notNull().default([]),
    visibility: text('visibility', { enum: HELPER_VISIBILITIES }).notNull().default('private'),
    category: text('category').notNull().default(''),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    /**
     * Name and description lowercased once, when written: searched with LIKE, which reads
     * Chinese text three times faster than ILIKE folding every row's case at every search.
     */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(sql`lower(name || ' ' || description)`),
    /** The org's default AI helper (`/setting/aiHelper`); at most one per org. */
    orgDefault: boolean('org_default').notNull().default(false),
    /** The business scene it follows instead of answering by its instruction alone. */
    sceneId: ref('scene_id').references(() => scenes.id, { onDelete: 'set null' }),
    version: integer('version').notNull().default(1),
    useCount: integer('use_count').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('helpers_code_idx').on(t.code),
    uniqueIndex('helpers_org_default_idx')
      .on(t.orgId)
      .where(sql`${t.orgDefault}`),
    index('helpers_org_idx').on(t.orgId, t.updatedAt),
    index('helpers_author_idx').on(t.authorId, t.updatedAt),
    // The public square's two orders, most used and newest, each read backwards in index order
    // (an index declared DESC NULLS LAST would not serve `order by … desc`, which is NULLS FIRST).
    index('helpers_public_used_idx')
      .on(t.useCount, t.id)
      .where(sql`${t.visibility} = 'public'`),
    index('helpers_public_new_idx')
      .on(t.createdAt, t.id)
      .where(sql`${t.visibility} = 'public'`),
  ],
);

/** The datasets a helper answers from; a deleted dataset leaves its helpers. */
export const helperDatasets = pgTable(
  'helper_datasets',
  {
    helperId: ref('helper_id')
      .notNull()
      .references(() => helpers.id, { onDelete: 'cascade' }),
    datasetId: ref('dataset_id')
      .notNull()
      .references(() => datasets.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.helperId, t.datasetId] }),
    index('helper_datasets_dataset_idx').on(t.datasetId),
  ],
);

/** Every save of a helper, whole, so any one of them can be restored. */
export const helperVersions = pgTable(
  'helper_versions',
  {
    id: id(),
    helperId: ref('helper_id')
      .notNull()
      .references(() => helpers.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    settings: jsonb('settings').$type<HelperSettings>().notNull(),
    authorId: ref('author_id').references(() => users.id, { onDelete: 'set null' }),
    restoredFrom: integer('restored_from'),
    ...timestamps,
  },
  (t) => [uniqueIndex('helper_versions_helper_version_idx').on(t.helperId, t.version)],
);

/** Keys that call a helper through its OpenAI-compatible API. Only a key's hash is kept. */
export const helperApiKeys = pgTable(
  'helper_api_keys',
  {
    id: id(),
    orgId: ref('org_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    helperId: ref('helper_id')
      .notNull()
      .references(() => helpers.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** The key's first characters, shown to tell keys apart. */
    hint: text('hint').notNull(),
    keyHash: text('key_hash').notNull(),
    /** The key's holder: its maker, or whom an admin re-assigned it to. */
    createdBy: ref('created_by').references(() => users.id, { onDelete: 'set null' }),
    ...keySuspension,
    lastUsedAt: at('last_used_at'),
    /** Answers given through the key and their tokens, counted as they end. */
    requestCount: integer('request_count').notNull().default(0),
    promptTokens: bigint('prompt_tokens', { mode: 'number' }).notNull().default(0),
    completionTokens: bigint('completion_tokens', { mode: 'number' }).notNull().default(0),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('helper_api_keys_hash_idx').on(t.keyHash),
    index('helper_api_keys_helper_idx').on(t.helperId),
  ],
);

/** Other teams' public helpers an org subscribed to: its members find and use them. */
export const helperSubscriptions = pgTable(
  'helper_subscriptions',
  {
    orgId: ref('org_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    helperId: ref('helper_id')
      .notNull()
      .references(() => helpers.id, { onDelete: 'cascade' }),
    subscribedBy: ref('subscribed_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.orgId, t.helperId] }),
    index('helper_subscriptions_org_idx').on(t.orgId, t.createdAt),
    index('helper_subscriptions_helper_idx').on(t.helperId),
  ],
);

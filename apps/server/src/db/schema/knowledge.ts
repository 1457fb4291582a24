/** The knowledge base: datasets, their folders, documents and the chunks retrieval searches. */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  text,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import {
  DOCUMENT_FAILURES,
  DOCUMENT_SOURCES,
  DOCUMENT_STATUSES,
  SEARCH_MODES,
} from '@miaoyu/contracts';
import { id, ref, timestamps } from './columns';
import { organisations } from './orgs';
import { users } from './users';

/** Words of a chunk as PostgreSQL's `simple` configuration stores them (segmented in the app). */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const datasets = pgTable(
  'datasets',
  {
    id: id(),
    orgId: ref('org_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    userId: ref('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    chunkSize: integer('chunk_size').notNull(),
    chunkOverlap: integer('chunk_overlap').notNull(),
    topK: integer('top_k').notNull(),
    minScore: real('min_score').notNull().default(0),
    /** `provider:model` of the embedding model; empty: full text only. */
    embeddingModel: text('embedding_model').notNull().default(''),
    searchMode: text('search_mode', { enum: SEARCH_MODES }).notNull().default('hybrid'),
    /** Whether a generative model adds other phrasings of a question before the search. */
    queryRewrite: boolean('query_rewrite').notNull().default(true),
    builtinSynonyms: boolean('builtin_synonyms').notNull().default(true),
    ...timestamps,
  },
  (t) => [index('datasets_org_idx').on(t.orgId)],
);

export const datasetFolders = pgTable(
  'dataset_folders',
  {
    id: id(),
    orgId: ref('org_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    datasetId: ref('dataset_id')
      .notNull()
      .references(() => datasets.id, { onDelete: 'cascade' }),
    parentId: ref('parent_id').references((): AnyPgColumn => datasetFolders.id, {
      onDelete: 'cascade',
    }),
    name: text('name').notNull(),
    ...timestamps,
  },
  (t) => [index('dataset_folders_dataset_idx').on(t.datasetId, t.parentId)],
);

export const datasetDocuments = pgTable(
  'dataset_documents',
  {
    id: id(),
    orgId: ref('org_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    datasetId: ref('dataset_id')
      .notNull()
      .references(() => datasets.id, { onDelete: 'cascade' }),
    /** Deleting a folder deletes what it holds. */
    folderId: ref('folder_id').references(() => datasetFolders.id, { onDelete: 'cascade' }),
    userId: ref('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    source: text('source', { enum: DOCUMENT_SOURCES }).notNull(),
    /** The type read from the content, once parsed. */
    kind: text('kind').notNull().default(''),
    url: text('url').notNull().default(''),
    /** The original (or the pasted text, the Q&A pairs, the fetched page) in file storage. */
    storageKey: text('storage_key').notNull().default(''),
    bytes: bigint('bytes', { mode: 'number' }).notNull().default(0),
    sha256: text('sha256').notNull().default(''),
    status: text('status', { enum: DOCUMENT_STATUSES }).notNull().default('queued'),
    progress: integer('progress').notNull().default(0),
    failure: text('failure', { enum: DOCUMENT_FAILURES }),
    failureDetail: text('failure_detail').notNull().default(''),
    chunkCount: integer('chunk_count').notNull().default(0),
    charCount: integer('char_count').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    index('dataset_documents_folder_idx').on(t.datasetId, t.folderId, t.id),
    index('dataset_documents_sha_idx').on(t.datasetId, t.sha256),
    index('dataset_documents_org_idx').on(t.orgId),
  ],
);

export const datasetChunks = pgTable(
  'dataset_chunks',
  {
    id: id(),
    orgId: ref('org_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    datasetId: ref('dataset_id')
      .notNull()
      .references(() => datasets.id, { onDelete: 'cascade' }),
    documentId: ref('document_id')
      .notNull()
      .references(() => datasetDocuments.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    content: text('content').notNull(),
    headings: jsonb('headings').$type<string[]>().notNull().default([]),
    page: integer('page'),
    sheet: text('sheet'),
    enabled: boolean('enabled').notNull().default(true),
    /**
     * The segmented words; `segmenter` says which segmenter made them, so a change re-indexes.
     * Stored in the row (STORAGE MAIN, set in the migration): ranking reads every candidate's
     * words, and fetching them from TOAST made ranking five times slower.
     */
    words: tsvector('words').notNull(),
    segmenter: text('segmenter').notNull(),
    ...timestamps,
  },
  (t) => [
    // Without the pending list every search would also scan it (10 ms and more at a million
    // chunks); inserts, done by ingestion jobs, pay for that instead.
    index('dataset_chunks_words_idx').using('gin', t.words).with({ fastupdate: false }),
    index('dataset_chunks_document_idx').on(t.documentId, t.position),
    index('dataset_chunks_dataset_idx').on(t.datasetId),
  ],
);

/** A large file arriving in parts (the parts themselves are in storage until it completes). */
export const datasetUploads = pgTable(
  'dataset_uploads',
  {
    id: id(),
    orgId: ref('org_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    datasetId: ref('dataset_id')
      .notNull()
      .references(() => datasets.id, { onDelete: 'cascade' }),
    userId: ref('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    folderId: ref('folder_id').references(() => datasetFolders.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    partSize: integer('part_size').notNull(),
    received: integer('received')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    ...timestamps,
  },
  (t) => [index('dataset_uploads_org_idx').on(t.orgId, t.createdAt)],
);

/** One group of a dataset's synonym list: words a team says mean the same, searched for each other. */
export const datasetSynonymGroups = pgTable(
  'dataset_synonym_groups',
  {
    id: id(),
    orgId: ref('org_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    datasetId: ref('dataset_id')
      .notNull()
      .references(() => datasets.id, { onDelete: 'cascade' }),
    userId: ref('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Where the group stands in the list as the team wrote it. */
    position: integer('position').notNull(),
    words: text('words').array().notNull(),
    ...timestamps,
  },
  (t) => [index('dataset_synonym_groups_dataset_idx').on(t.datasetId, t.position)],
);

/**
 * Business scenes: a team's process as a graph a helper follows. One draft per scene, saved with
 * optimistic concurrency; immutable published versions; every run and each node's attempt kept
 * as the run's journal (its trace, and what a paused or interrupted run goes on from).
 */
import { index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type { Locale, SceneGraph, SceneNodeRunStatus, SceneRunStatus } from '@miaoyu/contracts';
import { at, id, ref, timestamps } from './columns';
import { organisations } from './orgs';
import { users } from './users';

export const scenes = pgTable(
  'scenes',
  {
    id: id(),
    orgId: ref('org_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    ownerId: ref('owner_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    draft: jsonb('draft').$type<SceneGraph>().notNull(),
    /** Raised by every save: a save must name the version it was edited from. */
    draftVersion: integer('draft_version').notNull().default(1),
    /** The draft version last published, to tell whether the draft has changed since. */
    publishedDraftVersion: integer('published_draft_version'),
    publishedVersion: integer('published_version'),
    publishedAt: at('published_at'),
    ...timestamps,
  },
  (t) => [index('scenes_org_idx').on(t.orgId, t.updatedAt)],
);

export const sceneVersions = pgTable(
  'scene_versions',
  {
    sceneId: ref('scene_id')
      .notNull()
      .references(() => scenes.id, { onDelete: 'cascade' }),
    n: integer('n').notNull(),
    graph: jsonb('graph').$type<SceneGraph>().notNull(),
    note: text('note').notNull().default(''),
    publishedBy: ref('published_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.sceneId, t.n] })],
);

export const sceneRuns = pgTable(
  'scene_runs',
  {
    id: id(),
    orgId: ref('org_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    sceneId: ref('scene_id')
      .notNull()
      .references(() => scenes.id, { onDelete: 'cascade' }),
    /** The published version run; none for a test of the draft (whose graph is kept below). */
    version: integer('version'),
    graph: jsonb('graph').$type<SceneGraph>(),
    status: text('status').$type<SceneRunStatus>().notNull(),
    channel: text('channel').notNull(),
    /** The conversation the run belongs to (`chat:12`, `bot:34`, `test:5`): its variables and pauses. */
    conversation: text('conversation').notNull(),
    startedBy: ref('started_by').references(() => users.id, { onDelete: 'set null' }),
    question: text('question').notNull().default(''),
    /** The language of the conversation, for what the run says when it goes on without a request. */
    locale: text('locale').$type<Locale>().notNull().default('zh-CN'),
    /** The conversation's variables after the run. */
    variables: jsonb('variables').$type<Record<string, unknown>>().notNull().default({}),
    waitingNode: text('waiting_node'),
    error: text('error').notNull().default(''),
    /** The instance running it; a run whose instance stopped beating is closed by the sweeper. */
    instanceId: text('instance_id'),
    promptTokens: integer('prompt_tokens').notNull().default(0),
    completionTokens: integer('completion_tokens').notNull().default(0),
    startedAt: at('started_at').notNull().defaultNow(),
    endedAt: at('ended_at'),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('scene_runs_scene_idx').on(t.sceneId, t.startedAt),
    index('scene_runs_conversation_idx').on(t.conversation, t.startedAt),
    index('scene_runs_instance_idx').on(t.instanceId, t.status),
    // The sweeper looks only at unfinished runs, a small part of all of them.
    index('scene_runs_open_idx')
      .on(t.updatedAt)
      .where(sql`${t.status} in ('running', 'waiting')`),
  ],
);

export const sceneNodeRuns = pgTable(
  'scene_node_runs',
  {
    runId: ref('run_id')
      .notNull()
      .references(() => sceneRuns.id, { onDelete: 'cascade' }),
    nodeId: text('node_id').notNull(),
    type: text('type').notNull(),
    status: text('status').$type<SceneNodeRunStatus>().notNull(),
    attempt: integer('attempt').notNull().default(0),
    /** Inside a loop, the pass (from 0): each pass of a node inside a loop is its own row. */
    iteration: integer('iteration').notNull().default(0),
    inputs: jsonb('inputs').$type<Record<string, unknown>>().notNull().default({}),
    outputs: jsonb('outputs').$type<Record<string, unknown>>().notNull().default({}),
    handles: jsonb('handles').$type<string[]>().notNull().default([]),
    error: text('error').notNull().default(''),
    promptTokens: integer('prompt_tokens'),
    completionTokens: integer('completion_tokens'),
    startedAt: at('started_at'),
    ms: integer('ms'),
  },
  (t) => [primaryKey({ columns: [t.runId, t.nodeId, t.iteration] })],
);

/** Values an HTTP node may send (API keys of a price list, a CRM), sealed at rest. */
export const sceneSecrets = pgTable(
  'scene_secrets',
  {
    id: id(),
    orgId: ref('org_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    sealed: text('sealed').notNull(),
    createdBy: ref('created_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [uniqueIndex('scene_secrets_name_idx').on(t.orgId, t.name)],
);

import { z } from 'zod';
import { idSchema } from '../ids';
import { pageQuery } from '../page';
import { safeText, textSchema } from '../text';
import { sceneGraphSchema } from './graph';
import { sceneAskEventSchema, sceneNodeRunStatusSchema } from './events';
import { sceneNodeIdSchema, sceneSelectorSchema } from './values';

export * from './values';
export * from './nodes';
export * from './graph';
export * from './shape';
export * from './check';
export * from './errors';
export * from './events';
export * from './secrets';

/**
 * Business scenes (spec §2 `business-scene`): a team's sales or service process drawn as a graph
 * that a helper follows. A scene has one draft, saved with optimistic concurrency, and immutable
 * published versions; a helper runs the latest published version, and every run leaves a trace.
 */

export const SCENE_NAME_MAX_CHARS = 40;
export const SCENE_DESCRIPTION_MAX_CHARS = 300;

export const SCENE_TEMPLATES = ['blank', 'triage', 'lead', 'quote'] as const;
export const sceneTemplateSchema = z.enum(SCENE_TEMPLATES);
export type SceneTemplate = z.infer<typeof sceneTemplateSchema>;

export const sceneSummarySchema = z
  .object({
    id: z.string(),
    name: z.string(),
    description: z.string(),
    ownerId: z.string(),
    ownerName: z.string(),
    /** The draft's revision: the `If-Match` a save must bring. */
    draftVersion: z.number().int(),
    /** The latest published version's number, none before the first publish. */
    publishedVersion: z.number().int().nullable(),
    publishedAt: z.string().nullable(),
    /** Whether the draft differs from the latest published version. */
    unpublishedChanges: z.boolean(),
    /** The helpers that follow it. */
    helpers: z.array(z.object({ id: z.string(), name: z.string() })),
    nodeCount: z.number().int(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'SceneSummary' });
export type SceneSummary = z.infer<typeof sceneSummarySchema>;

export const sceneListSchema = z.object({
  list: z.array(sceneSummarySchema),
  total: z.number().int(),
});
export const sceneListQuerySchema = pageQuery({ defaultLimit: 20 });
export type SceneListQuery = z.input<typeof sceneListQuerySchema>;

export const sceneSchema = sceneSummarySchema
  .extend({
    graph: sceneGraphSchema,
    /** Whether the caller may change, publish and delete it (its author or a team admin). */
    canEdit: z.boolean(),
  })
  .meta({ id: 'Scene' });
export type Scene = z.infer<typeof sceneSchema>;

const sceneName = textSchema(1, SCENE_NAME_MAX_CHARS, 'validation.sceneTitle');
const sceneDescription = safeText().trim().max(SCENE_DESCRIPTION_MAX_CHARS);

export const createSceneSchema = z.object({
  name: sceneName,
  description: sceneDescription.default(''),
  template: sceneTemplateSchema.default('blank'),
});
export type CreateSceneInput = z.input<typeof createSceneSchema>;

/** A draft's save: the whole graph; `If-Match` carries the draft version it was edited from. */
export const saveSceneDraftSchema = z.object({
  name: sceneName.optional(),
  description: sceneDescription.optional(),
  graph: sceneGraphSchema,
});
export type SaveSceneDraftInput = z.input<typeof saveSceneDraftSchema>;

export const sceneDraftSavedSchema = z.object({
  draftVersion: z.number().int(),
  updatedAt: z.string(),
});

export const publishSceneSchema = z.object({ note: safeText().trim().max(200).default('') });

export const sceneVersionSchema = z.object({
  n: z.number().int(),
  note: z.string(),
  nodeCount: z.number().int(),
  publishedByName: z.string(),
  createdAt: z.string(),
});
export type SceneVersion = z.infer<typeof sceneVersionSchema>;
export const sceneVersionListSchema = z.object({ list: z.array(sceneVersionSchema) });
export const sceneVersionGraphSchema = z.object({ n: z.number().int(), graph: sceneGraphSchema });

export const sceneParamsSchema = z.object({ orgId: idSchema, sceneId: idSchema });
export const sceneVersionParamsSchema = sceneParamsSchema.extend({
  n: z.coerce.number().int().min(1).max(1_000_000),
});
export const sceneRunParamsSchema = sceneParamsSchema.extend({ runId: idSchema });

export const SCENE_RUN_STATUSES = ['running', 'waiting', 'done', 'failed', 'stopped'] as const;
export const sceneRunStatusSchema = z.enum(SCENE_RUN_STATUSES);
export type SceneRunStatus = z.infer<typeof sceneRunStatusSchema>;

export const sceneNodeRunSchema = z.object({
  nodeId: z.string(),
  type: z.string(),
  status: sceneNodeRunStatusSchema,
  attempt: z.number().int(),
  /** Inside a loop: which pass (from 0); 0 for a node outside any loop. */
  iteration: z.number().int().min(0).default(0),
  inputs: z.record(z.string(), z.unknown()),
  outputs: z.record(z.string(), z.unknown()),
  /** The branches it took. */
  handles: z.array(z.string()),
  error: z.string(),
  promptTokens: z.number().int().nullable(),
  completionTokens: z.number().int().nullable(),
  startedAt: z.string().nullable(),
  ms: z.number().int().nullable(),
});
export type SceneNodeRun = z.infer<typeof sceneNodeRunSchema>;

export const sceneRunSummarySchema = z.object({
  id: z.string(),
  /** The published version it ran; none for a test run of the draft. */
  version: z.number().int().nullable(),
  status: sceneRunStatusSchema,
  /** Where it ran: `test`, `chat`, `bot`, `sales`, `api`. */
  channel: z.string(),
  error: z.string(),
  startedAt: z.string(),
  endedAt: z.string().nullable(),
});
export type SceneRunSummary = z.infer<typeof sceneRunSummarySchema>;
export const sceneRunListSchema = z.object({
  list: z.array(sceneRunSummarySchema),
  total: z.number().int(),
});
export const sceneRunSchema = sceneRunSummarySchema.extend({ nodes: z.array(sceneNodeRunSchema) });
export type SceneRun = z.infer<typeof sceneRunSchema>;

/**
 * A test run of the draft, in a test conversation the editor names: a question, or the answer to
 * the ask node the conversation's run waits at (a button's id, or the form's values).
 */
export const sceneTestRunSchema = z.object({
  question: safeText().trim().max(2_000).default(''),
  conversation: safeText().regex(/^[A-Za-z0-9_-]{1,40}$/, { message: 'validation.id' }),
  reply: z
    .union([
      safeText().max(24),
      z.record(safeText().max(32), z.union([safeText().max(500), z.number(), z.boolean()])),
    ])
    .optional(),
  /** The test conversation's earlier turns, oldest first, for model nodes' history. */
  history: z
    .array(z.object({ role: z.enum(['user', 'assistant']), content: safeText().max(8_000) }))
    .max(20)
    .default([]),
});
export type SceneTestRunInput = z.input<typeof sceneTestRunSchema>;

/** Values one node may be given when it runs alone, at most. */
export const SCENE_NODE_RUN_MAX_INPUTS = 100;

export const sceneNodeParamsSchema = sceneParamsSchema.extend({ nodeId: sceneNodeIdSchema });

/**
 * One node of the saved draft run alone (a probe, not kept as a run): the values it reads, by
 * selector (`node.output`, `conv.name`); a value not given reads as missing.
 */
export const sceneNodeRunBodySchema = z.object({
  inputs: z
    .record(sceneSelectorSchema, z.unknown())
    .refine((inputs) => Object.keys(inputs).length <= SCENE_NODE_RUN_MAX_INPUTS)
    .default({}),
});
export type SceneNodeRunBody = z.input<typeof sceneNodeRunBodySchema>;

/** What the node did: as a run's trace says it, plus the words it would say and what it would ask. */
export const sceneNodeRunResultSchema = z
  .object({
    nodeId: z.string(),
    type: z.string(),
    status: z.enum(['done', 'waiting', 'failed']),
    inputs: z.record(z.string(), z.unknown()),
    outputs: z.record(z.string(), z.unknown()),
    /** The branches it took. */
    handles: z.array(z.string()),
    /** Why it failed, in the caller's language. */
    error: z.object({ code: z.string(), message: z.string() }).nullable(),
    /** What it would say in the conversation. */
    text: z.string(),
    /** What an ask node would ask. */
    ask: sceneAskEventSchema.omit({ runId: true, nodeId: true }).nullable(),
    promptTokens: z.number().int(),
    completionTokens: z.number().int(),
    ms: z.number().int(),
  })
  .meta({ id: 'SceneNodeRunResult' });
export type SceneNodeRunResult = z.infer<typeof sceneNodeRunResultSchema>;

import { z } from 'zod';
import { safeText } from '../text';
import {
  aggregateSettingsSchema,
  answerSettingsSchema,
  askSettingsSchema,
  assignSettingsSchema,
  classifierSettingsSchema,
  codeSettingsSchema,
  extractorSettingsSchema,
  handoverSettingsSchema,
  httpSettingsSchema,
  ifElseSettingsSchema,
  knowledgeSettingsSchema,
  llmSettingsSchema,
  startSettingsSchema,
  subsceneSettingsSchema,
  templateSettingsSchema,
  loopSettingsSchema,
} from './nodes';
import {
  sceneConstantSchema,
  sceneFieldSchema,
  sceneNameSchema,
  sceneNodeIdSchema,
} from './values';

/**
 * A business scene's graph: typed nodes joined by edges that carry control (which node runs
 * next); values travel by selectors. It is what a draft saves and a version freezes.
 */

/** More nodes than a person can follow on a canvas; the canvas is measured at 200. */
export const SCENE_MAX_NODES = 300;
export const SCENE_MAX_EDGES = 600;
export const SCENE_MAX_NOTES = 100;
/** A scene that calls a scene that calls…: refused deeper than this. */
export const SCENE_MAX_DEPTH = 4;

export const SCENE_NODE_SETTINGS = {
  start: startSettingsSchema,
  llm: llmSettingsSchema,
  knowledge: knowledgeSettingsSchema,
  classifier: classifierSettingsSchema,
  ifelse: ifElseSettingsSchema,
  extractor: extractorSettingsSchema,
  answer: answerSettingsSchema,
  http: httpSettingsSchema,
  code: codeSettingsSchema,
  template: templateSettingsSchema,
  assign: assignSettingsSchema,
  aggregate: aggregateSettingsSchema,
  ask: askSettingsSchema,
  handover: handoverSettingsSchema,
  subscene: subsceneSettingsSchema,
  loop: loopSettingsSchema,
} as const;
export type SceneNodeType = keyof typeof SCENE_NODE_SETTINGS;
export const SCENE_NODE_TYPES = Object.keys(SCENE_NODE_SETTINGS) as SceneNodeType[];

/** What a node does when it fails after its retries. */
export const sceneOnErrorSchema = z.object({
  /** `fail` ends the run; `default` goes on with `defaults` as its outputs; `branch` takes `error`. */
  mode: z.enum(['fail', 'default', 'branch']).default('fail'),
  defaults: z.record(sceneNameSchema, sceneConstantSchema).default({}),
  retries: z.number().int().min(0).max(5).default(0),
  /** The first retry's wait; each next one doubles it. */
  retryDelayMs: z.number().int().min(0).max(60_000).default(500),
});
export type SceneOnError = z.infer<typeof sceneOnErrorSchema>;

const position = z.object({
  x: z.number().finite().min(-1e6).max(1e6),
  y: z.number().finite().min(-1e6).max(1e6),
});

const nodeBase = {
  id: sceneNodeIdSchema,
  title: safeText().trim().max(60).default(''),
  position: position.default({ x: 200, y: 200 }),
  /** `all`: waits for every incoming branch to be decided; `any`: runs on the first taken. */
  join: z.enum(['all', 'any']).default('all'),
  /** The most it may take, including its retries' waits; none for the type's own default. */
  timeoutMs: z.number().int().min(100).max(300_000).optional(),
  onError: sceneOnErrorSchema.optional(),
  /** The loop this node is inside: it runs once per pass, joined only to the loop's other nodes. */
  parentId: sceneNodeIdSchema.optional(),
  /** A loop's box on the canvas. */
  size: z
    .object({ width: z.number().min(120).max(5_000), height: z.number().min(80).max(5_000) })
    .optional(),
};

const nodeOf = <T extends SceneNodeType>(type: T) =>
  z.object({ ...nodeBase, type: z.literal(type), settings: SCENE_NODE_SETTINGS[type] });

export const sceneNodeSchema = z.discriminatedUnion('type', [
  nodeOf('start'),
  nodeOf('llm'),
  nodeOf('knowledge'),
  nodeOf('classifier'),
  nodeOf('ifelse'),
  nodeOf('extractor'),
  nodeOf('answer'),
  nodeOf('http'),
  nodeOf('code'),
  nodeOf('template'),
  nodeOf('assign'),
  nodeOf('aggregate'),
  nodeOf('ask'),
  nodeOf('handover'),
  nodeOf('subscene'),
  nodeOf('loop'),
]);
export type SceneNode = z.infer<typeof sceneNodeSchema>;
export type SceneNodeOf<T extends SceneNodeType> = Extract<SceneNode, { type: T }>;

export const sceneEdgeSchema = z.object({
  id: safeText().trim().min(1).max(80),
  source: sceneNodeIdSchema,
  /** The branch it leaves from: `out`, a case's, a class's or a button's id, or `error`. */
  sourceHandle: safeText().trim().min(1).max(24).default('out'),
  target: sceneNodeIdSchema,
});
export type SceneEdge = z.infer<typeof sceneEdgeSchema>;

/** A comment on the canvas: words for the team, never run. */
export const sceneNoteSchema = z.object({
  id: safeText().trim().min(1).max(80),
  text: safeText().max(2_000),
  position,
  width: z.number().min(80).max(2_000).default(240),
  height: z.number().min(40).max(2_000).default(120),
});

export const sceneGraphSchema = z.object({
  nodes: z.array(sceneNodeSchema).max(SCENE_MAX_NODES, { message: 'validation.sceneTooLarge' }),
  edges: z.array(sceneEdgeSchema).max(SCENE_MAX_EDGES, { message: 'validation.sceneTooLarge' }),
  notes: z.array(sceneNoteSchema).max(SCENE_MAX_NOTES).default([]),
  /** Conversation variables (`conv.<name>`), kept from turn to turn. */
  variables: z
    .array(sceneFieldSchema.extend({ initial: sceneConstantSchema.optional() }))
    .max(50)
    .default([]),
});
export type SceneGraph = z.infer<typeof sceneGraphSchema>;
export type SceneGraphInput = z.input<typeof sceneGraphSchema>;

import { z } from 'zod';
import { sceneFieldSchema } from './values';

export const SCENE_NODE_RUN_STATUSES = ['running', 'done', 'failed', 'skipped', 'waiting'] as const;
export const sceneNodeRunStatusSchema = z.enum(SCENE_NODE_RUN_STATUSES);
export type SceneNodeRunStatus = z.infer<typeof sceneNodeRunStatusSchema>;

/** What a scene streams besides the chat's events. */
export const sceneNodeEventSchema = z.object({
  runId: z.string(),
  nodeId: z.string(),
  status: sceneNodeRunStatusSchema,
  ms: z.number().int().optional(),
});
export const sceneAskEventSchema = z.object({
  runId: z.string(),
  nodeId: z.string(),
  prompt: z.string(),
  mode: z.enum(['buttons', 'form']),
  options: z.array(z.object({ id: z.string(), label: z.string() })),
  fields: z.array(sceneFieldSchema),
});
export type SceneAskEvent = z.infer<typeof sceneAskEventSchema>;

/** A helper's settings as the conversation engine reads them, wherever the helper is talked to. */
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../../config';
import type { ConversationSettings } from '../../conversation';
import { datasetRetriever } from '../../knowledge';
import { sceneResponder, type SceneAudience } from '../../scenes';

/** What of a helper (saved, or unsaved in the editor) shapes its answers. */
export interface HelperAnswerSettings {
  instruction: string;
  model: string;
  temperature: number | null;
  contextSize: number;
  welcome: string;
  datasetIds: bigint[];
  topK: number;
  minScore: number;
  /** The published business scene it follows, if any. */
  sceneId: bigint | null;
}

/**
 * The engine's settings for a helper of `orgId`. Its datasets are read in its own org whoever
 * talks to it (a public helper answers outsiders from its team's knowledge); a dataset deleted
 * since is left out. The helper's own top K and minimum score apply.
 */
export function helperConversationSettings(
  app: FastifyInstance,
  config: Config,
  orgId: bigint,
  helper: HelperAnswerSettings,
  /** Who talks to it, and where: what a scene it follows starts from. */
  audience: SceneAudience,
): ConversationSettings {
  const settings: ConversationSettings = {
    instruction: helper.instruction,
    model: helper.model,
    contextSize: helper.contextSize,
    welcome: helper.welcome,
    ...(helper.temperature === null ? {} : { temperature: helper.temperature }),
  };
  // A scene answers by itself (its knowledge nodes name their datasets); the helper's knowledge
  // stays for what reads it without the scene (the sales assistant's suggestions).
  if (helper.sceneId !== null)
    settings.respond = sceneResponder(app, config, { orgId, sceneId: helper.sceneId, ...audience });
  if (helper.datasetIds.length === 0) return settings;
  settings.retrieve = datasetRetriever(app, config, orgId, helper.datasetIds, {
    topK: helper.topK,
    minScore: helper.minScore,
  });
  return settings;
}

/**
 * A helper called through its OpenAI-compatible API. The key names the helper; its instruction,
 * model, context size and knowledge answer, through the same engine as every conversation with
 * it. The request's `model` is not a choice: the helper's configured model answers.
 */
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import {
  HELPER_KEY_PREFIX,
  OFFLINE_MODEL_REF,
  openaiText,
  type Locale,
  type OpenaiModelList,
  type openaiChatRequestSchema,
} from '@miaoyu/contracts';
import type { Config } from '../../config';
import type { Executor } from '../../db/client';
import { AppError } from '../../lib/errors';
import { prepareStatelessAnswer, type StatelessAnswer } from '../conversation';
import { helperConversationSettings, helperKeyHash, helperDatasetIds } from '../helpers';
import { loadModelCatalog, pickTarget } from '../models';
import { countKeyUse, findKeyHelper, type KeyHelper } from './repo';

export type { KeyHelper } from './repo';
export type OpenaiChatBody = z.output<typeof openaiChatRequestSchema>;

const BEARER = /^Bearer\s+(\S+)\s*$/i;
/** Far longer than any key made here: a longer value is not looked up. */
const KEY_MAX_CHARS = 200;

/** The helper behind `Authorization: Bearer sk-miaoyu-…`; 401 for a missing, unknown or suspended key. */
export async function authenticateKey(
  db: Executor,
  authorization: string | undefined,
): Promise<KeyHelper> {
  const key = BEARER.exec(authorization ?? '')?.[1];
  if (!key || !key.startsWith(HELPER_KEY_PREFIX) || key.length > KEY_MAX_CHARS)
    throw new AppError(401, 'API_KEY_INVALID');
  const found = await findKeyHelper(db, helperKeyHash(key));
  if (!found) throw new AppError(401, 'API_KEY_INVALID');
  // Its holder left the team: refused as a revoked key is, saying only that it is suspended.
  if (found.suspendedAt) throw new AppError(401, 'API_KEY_SUSPENDED');
  return found;
}

const loadCatalog = (app: FastifyInstance, config: Config, orgId: bigint) =>
  loadModelCatalog(app.db, config, app.llm.box, orgId);

/** The helper (its code, `owned_by` its name) and the model it answers with now. */
export async function listModels(
  app: FastifyInstance,
  config: Config,
  key: KeyHelper,
): Promise<OpenaiModelList> {
  const target = pickTarget(await loadCatalog(app, config, key.orgId), undefined, key.model);
  const created = Math.floor(key.createdAt.getTime() / 1000);
  return {
    object: 'list',
    data: [
      { id: key.code, object: 'model', created, owned_by: key.name },
      {
        id: target?.model ?? OFFLINE_MODEL_REF,
        object: 'model',
        created,
        owned_by: target?.providerName ?? 'miaoyu',
      },
    ],
  };
}

/**
 * Asks the helper. The helper's instruction comes first and the client's system (and developer)
 * messages are added to it; the last message is the question and the user and assistant turns
 * before it are the history (of which the helper's context size is read).
 */
export async function askHelper(
  app: FastifyInstance,
  config: Config,
  key: KeyHelper,
  body: OpenaiChatBody,
  locale: Locale,
  upstream: AbortController,
): Promise<StatelessAnswer> {
  const system = body.messages
    .filter((m) => m.role === 'system' || m.role === 'developer')
    .map((m) => openaiText(m.content).trim());
  const turns = body.messages.flatMap((m) =>
    m.role === 'user' || m.role === 'assistant'
      ? [{ role: m.role, content: openaiText(m.content) }]
      : [],
  );
  // The schema has checked that the last message is a user's question.
  const question = turns.pop()!.content.trim();
  const [datasetIds, models] = await Promise.all([
    helperDatasetIds(app.db, key.orgId, key.helperId),
    loadCatalog(app, config, key.orgId),
  ]);
  const settings = helperConversationSettings(
    app,
    config,
    key.orgId,
    {
      instruction: [key.instruction, ...system].filter(Boolean).join('\n\n'),
      model: key.model,
      temperature: body.temperature ?? key.temperature,
      contextSize: key.contextSize,
      welcome: key.welcome,
      datasetIds,
      topK: key.topK,
      minScore: key.minScore,
      sceneId: key.sceneId,
    },
    {
      channel: 'api',
      userId: null,
      userName: '',
      isVisitor: false,
      // Each key's conversations are its own.
      ...(body.chatId ? { conversation: `key:${key.keyId}:${body.chatId}` } : {}),
    },
  );
  return prepareStatelessAnswer(
    app,
    { settings, models, history: turns.filter((turn) => turn.content.trim()) },
    { prompt: question, locale },
    upstream,
  );
}

/** Counts the answer on its key; a failure to count is logged, never the caller's problem. */
export async function recordUse(
  app: FastifyInstance,
  key: KeyHelper,
  tokens: { promptTokens: number; completionTokens: number },
): Promise<void> {
  try {
    await countKeyUse(app.db, key.keyId, tokens);
  } catch (err) {
    app.log.warn({ err, keyId: String(key.keyId) }, 'could not count a helper API key use');
  }
}

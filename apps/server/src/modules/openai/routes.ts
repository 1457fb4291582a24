import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  openaiChatCompletionSchema,
  openaiChatRequestSchema,
  openaiErrorSchema,
  openaiModelListSchema,
} from '@miaoyu/contracts';
import type { Config } from '../../config';
import { tooManyRequests } from '../../lib/errors';
import { clientAddressKey } from '../../plugins/rate-limit';
import { answerControl, streamAnswer } from '../conversation';
import { collectAnswer, writeChunks, type AnswerTokens } from './answer';
import { openaiErrorHandler } from './errors';
import { askHelper, authenticateKey, listModels, recordUse, type KeyHelper } from './service';

declare module 'fastify' {
  interface FastifyRequest {
    /** The helper API key a request of the OpenAI-compatible API came with. */
    helperKey: KeyHelper | null;
  }
}

const doc = { tags: ['openai'], security: [{ helperKey: [] }] };
/** Wrong keys one address may send a minute before it is refused for the rest of it. */
const WRONG_KEYS_PER_MINUTE = 30;
const MINUTE_MS = 60_000;
const STATUSES = [400, 401, 413, 415, 422, 429, 500, 502, 504] as const;
const errors = Object.fromEntries(STATUSES.map((status) => [status, openaiErrorSchema])) as Record<
  (typeof STATUSES)[number],
  typeof openaiErrorSchema
>;

function requireKey(request: FastifyRequest): KeyHelper {
  if (!request.helperKey) throw new Error('route is missing the helper key check');
  return request.helperKey;
}

/**
 * A helper's OpenAI-compatible API under `/v1/openai`: `baseURL` for any OpenAI client, with
 * one of the helper's API keys. Open without sign-in (see the public-access policy): the key
 * authenticates, and names the helper.
 */
const openaiRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  app.decorateRequest('helperKey', null);
  app.setErrorHandler(openaiErrorHandler(config.BODY_LIMIT));
  // Before the body is read, and before the per-key limit (a route hook, so it runs later).
  // An address that keeps sending wrong keys is refused, right keys too, for the rest of the
  // minute and before any look-up: guessing is not worth it.
  app.addHook('onRequest', async (request) => {
    const missKey = `openai:miss:${clientAddressKey(request.ip)}`;
    const refuse = (ttl: number) =>
      tooManyRequests('RATE_LIMITED', Math.max(1, Math.ceil(ttl / 1000)));
    const seen = await app.hits(missKey, MINUTE_MS, 0);
    if (seen.current >= WRONG_KEYS_PER_MINUTE) throw refuse(seen.ttl);
    try {
      request.helperKey = await authenticateKey(app.db, request.headers.authorization);
    } catch (error) {
      const misses = await app.hits(missKey, MINUTE_MS);
      if (misses.current > WRONG_KEYS_PER_MINUTE) throw refuse(misses.ttl);
      throw error;
    }
  });
  // By the key's hash, not the address: one key's callers may be many servers (or one proxy).
  const perKey = {
    rateLimit: {
      max: config.HELPER_API_RATE_PER_MINUTE,
      timeWindow: '1 minute',
      groupId: 'openai-api',
      keyGenerator: (request: FastifyRequest) => `openai:key:${requireKey(request).keyHash}`,
    },
  };

  app.get(
    '/v1/openai/models',
    {
      config: perKey,
      schema: {
        ...doc,
        summary: 'The helper (its code; owned_by is its name) and the model it answers with',
        response: { 200: openaiModelListSchema, ...errors },
      },
    },
    async (request) => listModels(app, config, requireKey(request)),
  );

  app.post(
    '/v1/openai/chat/completions',
    {
      config: perKey,
      schema: {
        ...doc,
        summary:
          "Chat Completions with the helper's instruction, model and knowledge (`model` is accepted, the helper's own answers); `stream` answers Server-Sent Events",
        body: openaiChatRequestSchema,
        produces: ['application/json', 'text/event-stream'],
        response: { 200: openaiChatCompletionSchema, ...errors },
      },
    },
    async (request, reply) => {
      const key = requireKey(request);
      const { stream, stream_options } = request.body;
      const tokens: AnswerTokens = { promptTokens: 0, completionTokens: 0 };
      const ask = (upstream: AbortController) =>
        askHelper(app, config, key, request.body, request.locale, upstream);
      if (stream)
        return streamAnswer(reply, async (upstream) => {
          const answer = await ask(upstream);
          return (sse, control) =>
            writeChunks(app, request, answer, sse, tokens, {
              includeUsage: stream_options?.include_usage === true,
              firstWords: control.firstWords,
              ended: () => recordUse(app, key, tokens),
            });
        });
      // Made first: a caller who leaves while the model is asked stops it.
      const control = answerControl(reply);
      let answer;
      try {
        answer = await ask(control.upstream);
      } catch (error) {
        control.finish();
        throw error;
      }
      try {
        return await collectAnswer(answer, tokens);
      } finally {
        control.finish();
        await recordUse(app, key, tokens);
      }
    },
  );
};

export default openaiRoutes;

/**
 * An answer in the Chat Completions wire format: whole (`chat.completion`) or streamed as
 * `data: {chat.completion.chunk}` lines ending with `data: [DONE]`.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type {
  ChatCitation,
  OpenaiChatChunk,
  OpenaiChatCompletion,
  OpenaiUsage,
} from '@miaoyu/contracts';
import { randomToken } from '../../lib/crypto';
import { withoutNul } from '../../lib/storable';
import type { StatelessAnswer, SseStream } from '../conversation';
import { knownError, openaiError } from './errors';

/** Tokens as the model reported them; none when it did not (the offline answerer). */
export interface AnswerTokens {
  promptTokens: number;
  completionTokens: number;
}

const toUsage = ({ promptTokens, completionTokens }: AnswerTokens): OpenaiUsage => ({
  prompt_tokens: promptTokens,
  completion_tokens: completionTokens,
  total_tokens: promptTokens + completionTokens,
});

const count = (tokens: AnswerTokens, usage: AnswerTokens) => {
  tokens.promptTokens = usage.promptTokens;
  tokens.completionTokens = usage.completionTokens;
};

const completionId = () => `chatcmpl-${randomToken(18)}`;
const now = () => Math.floor(Date.now() / 1000);

/** Reads the whole answer; a failure is thrown to the route's error handler. */
export async function collectAnswer(
  answer: StatelessAnswer,
  tokens: AnswerTokens,
): Promise<OpenaiChatCompletion> {
  let content = '';
  let citations: ChatCitation[] = [];
  for await (const part of answer.parts) {
    if (part.type === 'citations') citations = part.citations;
    else if (part.type === 'delta') content += withoutNul(part.text);
    else if (part.type === 'usage') count(tokens, part);
  }
  return {
    id: completionId(),
    object: 'chat.completion',
    created: now(),
    model: answer.model,
    choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
    usage: toUsage(tokens),
    ...(citations.length > 0 ? { citations } : {}),
  };
}

export interface StreamOptions {
  includeUsage: boolean;
  /** Called when the first words go out. */
  firstWords: () => void;
  /** Called when the answer is over, before its last lines go out. */
  ended: () => Promise<void>;
}

/**
 * Streams the answer: a first chunk with the role (and the citations, when retrieval found
 * any), the deltas, a chunk with `finish_reason`, the usage when asked for, then `[DONE]`. A
 * failure ends the stream with a `{ error }` line, which OpenAI's clients throw.
 */
export async function writeChunks(
  app: FastifyInstance,
  request: FastifyRequest,
  answer: StatelessAnswer,
  sse: SseStream,
  tokens: AnswerTokens,
  { includeUsage, firstWords, ended }: StreamOptions,
): Promise<void> {
  const id = completionId();
  const created = now();
  const write = (data: object | string) =>
    sse.sendData(typeof data === 'string' ? data : JSON.stringify(data));
  const chunk = (
    delta: OpenaiChatChunk['choices'][number]['delta'],
    finish: 'stop' | null = null,
    extra: Partial<OpenaiChatChunk> = {},
  ): OpenaiChatChunk => ({
    id,
    object: 'chat.completion.chunk',
    created,
    model: answer.model,
    choices: [{ index: 0, delta, finish_reason: finish }],
    ...extra,
  });
  let started = false;
  const start = (citations: ChatCitation[] = []) => {
    if (started) return;
    started = true;
    write(chunk({ role: 'assistant', content: '' }, null, citations.length ? { citations } : {}));
  };
  const keepAlive = setInterval(() => sse.comment('keep-alive'), app.llm.keepAliveMs);
  let failure: { error: unknown } | null = null;
  try {
    for await (const part of answer.parts) {
      if (part.type === 'citations') start(part.citations);
      else if (part.type === 'delta') {
        start();
        const text = withoutNul(part.text);
        if (!text) continue;
        write(chunk({ content: text }));
        firstWords();
      } else if (part.type === 'usage') count(tokens, part);
    }
  } catch (error) {
    failure = { error };
  } finally {
    clearInterval(keepAlive);
  }
  // Counted before the last line, so a caller who reads it finds the use counted.
  await ended();
  if (failure) write(openaiError(knownError(failure.error, request), request.locale).body);
  else {
    start();
    write(chunk({}, 'stop'));
    if (includeUsage) write({ ...chunk({}), choices: [], usage: toUsage(tokens) });
    write('[DONE]');
  }
  sse.end();
}

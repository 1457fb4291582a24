/**
 * A helper's OpenAI-compatible API (`/v1/openai`): the Chat Completions and Models wire formats,
 * so any OpenAI client calls a helper with one of its API keys. Fields the API does not use are
 * stripped; `model` is accepted but the helper's configured model answers.
 */
import { z } from 'zod';
import { CHAT_PROMPT_MAX_CHARS } from './chat/constants';
import { chatCitationSchema } from './chat/messages';
import { charCount, safeText } from './text';

/** Messages one request may carry, and their characters together (a 汉字 is one). */
export const OPENAI_MESSAGES_MAX = 100;
export const OPENAI_MESSAGES_MAX_CHARS = 100_000;
/** Parts of one message's content. */
export const OPENAI_CONTENT_PARTS_MAX = 50;

/** Only text parts: the helper's API takes no images, audio or files. */
const textPartSchema = z
  .object({ type: safeText(), text: safeText().optional() })
  .refine((part) => part.type === 'text' && part.text !== undefined, {
    message: 'validation.openaiContent',
  });

/** A string, text parts, or nothing (an assistant turn may have none). */
export const openaiContentSchema = z
  .union([safeText(), z.array(textPartSchema).max(OPENAI_CONTENT_PARTS_MAX)])
  .nullish();
export type OpenaiContent = z.infer<typeof openaiContentSchema>;

export const OPENAI_ROLES = ['system', 'developer', 'user', 'assistant'] as const;

export const openaiMessageSchema = z.object({
  role: z.enum(OPENAI_ROLES),
  content: openaiContentSchema,
});
export type OpenaiMessage = z.infer<typeof openaiMessageSchema>;

/** The text of a message's content, its parts joined. */
export function openaiText(content: OpenaiContent): string {
  if (content === null || content === undefined) return '';
  if (typeof content === 'string') return content;
  return content.map((part) => part.text ?? '').join('');
}

const maxTokensSchema = z.number().int().min(1).max(10_000_000).nullish();

/** `POST /v1/openai/chat/completions`: the last message is the user's question. */
export const openaiChatRequestSchema = z
  .object({
    /** Accepted for compatibility; the helper's own model answers. */
    model: safeText().max(200).optional(),
    messages: z
      .array(openaiMessageSchema)
      .min(1, { message: 'validation.openaiMessages' })
      .max(OPENAI_MESSAGES_MAX, { message: 'validation.openaiMessages' }),
    stream: z.boolean().nullish(),
    stream_options: z.object({ include_usage: z.boolean().optional() }).nullish(),
    /** Over the helper's own temperature for this request. */
    temperature: z.number().min(0).max(2).nullish(),
    /** Accepted; the helper's settings decide how long an answer is. */
    max_tokens: maxTokensSchema,
    max_completion_tokens: maxTokensSchema,
    /**
     * The caller's id for the conversation (as FastGPT's compatible API takes it): a helper that
     * follows a business scene goes on from the question it asked at the last request of the
     * same id. Without one, each request is a conversation of its own.
     */
    chatId: safeText().trim().min(1).max(128).optional(),
  })
  .superRefine(({ messages }, ctx) => {
    const total = messages.reduce((sum, m) => sum + charCount(openaiText(m.content)), 0);
    if (total > OPENAI_MESSAGES_MAX_CHARS)
      ctx.addIssue({ code: 'custom', path: ['messages'], message: 'validation.openaiMessages' });
    const last = messages.at(-1);
    if (!last) return;
    const question = last.role === 'user' ? openaiText(last.content).trim() : '';
    if (!question || charCount(question) > CHAT_PROMPT_MAX_CHARS)
      ctx.addIssue({
        code: 'custom',
        path: ['messages', messages.length - 1],
        message: 'validation.openaiQuestion',
      });
  })
  .meta({ id: 'OpenaiChatRequest' });
export type OpenaiChatRequest = z.input<typeof openaiChatRequestSchema>;

export const openaiUsageSchema = z.object({
  prompt_tokens: z.number().int(),
  completion_tokens: z.number().int(),
  total_tokens: z.number().int(),
});
export type OpenaiUsage = z.infer<typeof openaiUsageSchema>;

export const OPENAI_FINISH_REASONS = ['stop', 'length'] as const;

/** A whole answer (`stream` false). `citations`: the knowledge-base passages it was given. */
export const openaiChatCompletionSchema = z
  .object({
    id: z.string(),
    object: z.literal('chat.completion'),
    created: z.number().int(),
    model: z.string(),
    choices: z.array(
      z.object({
        index: z.number().int(),
        message: z.object({ role: z.literal('assistant'), content: z.string() }),
        finish_reason: z.enum(OPENAI_FINISH_REASONS),
      }),
    ),
    usage: openaiUsageSchema,
    citations: z.array(chatCitationSchema).optional(),
  })
  .meta({ id: 'OpenaiChatCompletion' });
export type OpenaiChatCompletion = z.infer<typeof openaiChatCompletionSchema>;

/**
 * One `data:` line of a streamed answer: the first carries the role (and the citations), then
 * content deltas, a chunk with `finish_reason`, a usage chunk (no choices) when asked for, then
 * `data: [DONE]`. A failure is a last line `{ error }` instead.
 */
export const openaiChatChunkSchema = z
  .object({
    id: z.string(),
    object: z.literal('chat.completion.chunk'),
    created: z.number().int(),
    model: z.string(),
    choices: z.array(
      z.object({
        index: z.number().int(),
        delta: z.object({
          role: z.literal('assistant').optional(),
          content: z.string().optional(),
        }),
        finish_reason: z.enum(OPENAI_FINISH_REASONS).nullable(),
      }),
    ),
    usage: openaiUsageSchema.optional(),
    citations: z.array(chatCitationSchema).optional(),
  })
  .meta({ id: 'OpenaiChatChunk' });
export type OpenaiChatChunk = z.infer<typeof openaiChatChunkSchema>;

/** `GET /v1/openai/models`: the helper (by its code) and the model it answers with. */
export const openaiModelSchema = z.object({
  id: z.string(),
  object: z.literal('model'),
  created: z.number().int(),
  owned_by: z.string(),
});
export const openaiModelListSchema = z
  .object({ object: z.literal('list'), data: z.array(openaiModelSchema) })
  .meta({ id: 'OpenaiModelList' });
export type OpenaiModelList = z.infer<typeof openaiModelListSchema>;

/** Error kinds by status, as OpenAI's clients expect them. */
export const OPENAI_ERROR_TYPES = [
  'invalid_request_error',
  'authentication_error',
  'permission_error',
  'not_found_error',
  'rate_limit_error',
  'api_error',
] as const;

/** Every error of this API, and the last line of a failed stream. `code` is ours (errors.ts). */
export const openaiErrorSchema = z
  .object({
    error: z.object({
      message: z.string(),
      type: z.enum(OPENAI_ERROR_TYPES),
      code: z.string(),
      /** The request field at fault, e.g. `messages.2.content`. */
      param: z.string().nullable(),
    }),
  })
  .meta({ id: 'OpenaiError' });
export type OpenaiError = z.infer<typeof openaiErrorSchema>;

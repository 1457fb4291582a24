import { z } from 'zod';
import { textSchema } from './text';

const idString = z.string().regex(/^\d{1,19}$/, { message: 'validation.id' });

/** Answering modes; later issues add knowledge-base and scene modes. */
export const CHAT_COMPLETION_TYPES = ['chat'] as const;
export const chatCompletionTypeSchema = z.enum(CHAT_COMPLETION_TYPES);
export type ChatCompletionType = z.infer<typeof chatCompletionTypeSchema>;

export const CHAT_PROMPT_MAX_CHARS = 20_000;
export const CHAT_TITLE_MAX_CHARS = 100;
export const CHAT_TOPIC_MAX_CHARS = 4_000;
export const CHAT_DEFAULT_CONTEXT_SIZE = 10;
export const CHAT_MAX_ATTACHMENTS = 8;
export const CHAT_IMAGE_MAX_BYTES = 10 * 1024 * 1024;
export const CHAT_TEXT_FILE_MAX_BYTES = 2 * 1024 * 1024;
export const CHAT_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;
/** Text files by extension; the content is checked too (UTF-8, no binary bytes). */
export const CHAT_TEXT_EXTENSIONS = [
  'txt',
  'md',
  'markdown',
  'csv',
  'tsv',
  'json',
  'jsonl',
  'yaml',
  'yml',
  'toml',
  'xml',
  'html',
  'css',
  'js',
  'jsx',
  'ts',
  'tsx',
  'mjs',
  'cjs',
  'py',
  'java',
  'kt',
  'go',
  'rs',
  'c',
  'h',
  'cpp',
  'hpp',
  'cc',
  'cs',
  'php',
  'rb',
  'swift',
  'sh',
  'bash',
  'sql',
  'vue',
  'svelte',
  'ini',
  'conf',
  'log',
  'lua',
  'r',
  'scala',
  'dart',
] as const;
/** The model ref of the built-in offline answerer (no provider configured). */
export const OFFLINE_MODEL_REF = 'offline';

/** Path parameters: `{userId}` must be the caller. */
export const chatUserParamsSchema = z.object({ userId: idString });
export const chatSessionParamsSchema = z.object({ userId: idString, sessionId: idString });
export const chatSessionIdParamsSchema = z.object({ sessionId: idString });
export const chatCompletionParamsSchema = z.object({
  userId: idString,
  sessionId: idString,
  id: idString,
});
export const chatAnswerParamsSchema = z.object({
  userId: idString,
  sessionId: idString,
  answerId: idString,
});
export const completionIdParamsSchema = z.object({ completionId: idString });

export const chatPageQuerySchema = z.object({
  offset: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(40),
  /** Search by title (sessions list only). */
  keyword: z.string().trim().max(CHAT_TITLE_MAX_CHARS).optional(),
});

/** Server session (spec §3) with the options the studio keeps per session. */
export const chatSessionSchema = z
  .object({
    sessionId: z.string(),
    title: z.string(),
    topic: z.string().meta({ description: "The session's system instruction" }),
    chatCompletionType: chatCompletionTypeSchema,
    usingContext: z.boolean(),
    contextSize: z.number().int(),
    model: z.string().meta({ description: 'Model ref; empty means the default model' }),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'ChatSession' });
export type ChatSession = z.infer<typeof chatSessionSchema>;
export const chatSessionListSchema = z.object({
  list: z.array(chatSessionSchema),
  total: z.number().int(),
});

const sessionOptions = {
  title: textSchema(1, CHAT_TITLE_MAX_CHARS, 'validation.chatTitle').optional(),
  topic: z
    .string()
    .trim()
    .refine((v) => Array.from(v).length <= CHAT_TOPIC_MAX_CHARS, {
      message: 'validation.chatTopic',
    })
    .optional(),
  chatCompletionType: chatCompletionTypeSchema.optional(),
  usingContext: z.boolean().optional(),
  contextSize: z.number().int().min(0).max(100).optional(),
  model: z.string().max(300).optional(),
};

/** `POST /v1/chat/sessions`: userId (optional, must be the caller) plus session options. */
export const createChatSessionSchema = z.object({ userId: idString.optional(), ...sessionOptions });
export type CreateChatSession = z.infer<typeof createChatSessionSchema>;
export const createdChatSessionSchema = z.object({ sessionId: z.string(), title: z.string() });

/** `PUT /v1/chat/sessions`. */
export const updateChatSessionSchema = z.object({
  userId: idString.optional(),
  sessionId: idString,
  ...sessionOptions,
});
export type UpdateChatSession = z.infer<typeof updateChatSessionSchema>;

export const CHAT_MESSAGE_STATES = ['streaming', 'done', 'stopped', 'error'] as const;
export const chatMessageStateSchema = z.enum(CHAT_MESSAGE_STATES);
export type ChatMessageState = z.infer<typeof chatMessageStateSchema>;

export const chatAttachmentSchema = z
  .object({
    code: z.string(),
    kind: z.enum(['image', 'text']),
    name: z.string(),
    size: z.number().int(),
    contentType: z.string(),
    url: z.string().meta({ description: 'Fetch with the auth header' }),
  })
  .meta({ id: 'ChatAttachment' });
export type ChatAttachment = z.infer<typeof chatAttachmentSchema>;

/** Server completion (spec §3: id, ts, content, role) with the studio's extra fields. */
export const chatCompletionSchema = z
  .object({
    id: z.string(),
    ts: z.number().int().meta({ description: 'Milliseconds since the epoch' }),
    content: z.string(),
    role: z.enum(['user', 'assistant']),
    /** For an answer, the id of its question; for a question, its own id. */
    turnId: z.string(),
    state: chatMessageStateSchema,
    error: z.string(),
    model: z.string(),
    usage: z
      .object({ promptTokens: z.number().int(), completionTokens: z.number().int() })
      .nullable(),
    attachments: z.array(chatAttachmentSchema),
  })
  .meta({ id: 'ChatCompletion' });
export type ChatCompletion = z.infer<typeof chatCompletionSchema>;
export const chatCompletionListSchema = z.object({
  list: z.array(chatCompletionSchema),
  total: z.number().int(),
});

/** Body of the streaming completion request. */
export const chatCompletionRequestSchema = z.object({
  prompt: textSchema(1, CHAT_PROMPT_MAX_CHARS, 'validation.chatPrompt'),
  options: z
    .object({
      model: z.string().max(300).optional(),
      usingContext: z.boolean().default(true),
      /** Codes from `POST /v1/chat/attachments`. */
      images: z.array(z.string().max(64)).max(CHAT_MAX_ATTACHMENTS).default([]),
      files: z.array(z.string().max(64)).max(CHAT_MAX_ATTACHMENTS).default([]),
    })
    .default({ usingContext: true, images: [], files: [] }),
  /** Answer a question again (and, when the prompt differs, with the edited question). */
  regenerateId: idString.optional(),
});
export type ChatCompletionRequest = z.input<typeof chatCompletionRequestSchema>;

/** The JSON carried by each Server-Sent Event of a completion stream. */
export const chatStreamEventSchemas = {
  start: z.object({ questionId: z.string(), answerId: z.string(), model: z.string() }),
  delta: z.object({ content: z.string() }),
  usage: z.object({ promptTokens: z.number().int(), completionTokens: z.number().int() }),
  done: z.object({ answerId: z.string(), state: chatMessageStateSchema }),
  error: z.object({ message: z.string(), code: z.string(), answerId: z.string().optional() }),
};
export type ChatStreamEventName = keyof typeof chatStreamEventSchemas;
export type ChatStreamEvent = {
  [K in ChatStreamEventName]: { event: K; data: z.infer<(typeof chatStreamEventSchemas)[K]> };
}[ChatStreamEventName];

export const stopAnswerResultSchema = z.object({ stopped: z.boolean() });
export const deletedTurnSchema = z.object({
  deleted: z.array(z.string()).meta({ description: 'Ids of the removed messages' }),
});

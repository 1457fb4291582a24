import { z } from 'zod';
import { sceneAskEventSchema, sceneNodeEventSchema } from '../scenes/events';
import { MESSAGE_PAGE_SIZE } from '../constants';
import { idSchema } from '../ids';
import { pageQuery } from '../page';
import { safeText, textSchema } from '../text';
import { chatAttachmentSchema } from './attachments';
import { CHAT_MAX_ATTACHMENTS, CHAT_PROMPT_MAX_CHARS } from './constants';

/** Path parameters of one message; `{userId}` must be the caller. */
export const chatCompletionParamsSchema = z.object({
  userId: idSchema,
  sessionId: idSchema,
  id: idSchema,
});
export const chatAnswerParamsSchema = z.object({
  userId: idSchema,
  sessionId: idSchema,
  answerId: idSchema,
});
export const completionIdParamsSchema = z.object({ completionId: idSchema });

/** Messages of a session, newest first; this list does not search. */
export const chatMessagesPageQuerySchema = pageQuery({ defaultLimit: MESSAGE_PAGE_SIZE }).omit({
  keyword: true,
});

export const CHAT_MESSAGE_STATES = ['streaming', 'done', 'stopped', 'error'] as const;
export const chatMessageStateSchema = z.enum(CHAT_MESSAGE_STATES);
export type ChatMessageState = z.infer<typeof chatMessageStateSchema>;

/** Where a passage the answer draws on came from (the knowledge base adds these). */
export const chatCitationSchema = z
  .object({
    title: z.string(),
    excerpt: z.string(),
    source: z.string().meta({ description: 'What the passage belongs to, e.g. a file code' }),
    /** Set for a knowledge-base passage: what the citation opens. */
    datasetId: z.string().optional(),
    chunkId: z.string().optional(),
  })
  .meta({ id: 'ChatCitation' });
export type ChatCitation = z.infer<typeof chatCitationSchema>;

/** The labels of the buttons a business scene's question offered, in order. */
export const chatChoicesSchema = z.array(z.string());

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
    /** The passages an answer drew on, numbered as the answer cites them (`[1]`...). */
    citations: z.array(chatCitationSchema),
    /**
     * The buttons a business scene's question offered with this answer: the person answers by
     * sending one's label. Only the conversation's last message still waits for that answer.
     */
    choices: chatChoicesSchema.optional(),
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
      model: safeText().max(300).optional(),
      usingContext: z.boolean().default(true),
      /** Codes from `POST /v1/chat/attachments`. */
      images: z.array(safeText().max(64)).max(CHAT_MAX_ATTACHMENTS).default([]),
      files: z.array(safeText().max(64)).max(CHAT_MAX_ATTACHMENTS).default([]),
    })
    .default({ usingContext: true, images: [], files: [] }),
  /** Answer a question again (and, when the prompt differs, with the edited question). */
  regenerateId: idSchema.optional(),
});
export type ChatCompletionRequest = z.input<typeof chatCompletionRequestSchema>;

/** The JSON carried by each Server-Sent Event of a completion stream. */
export const chatStreamEventSchemas = {
  start: z.object({ questionId: z.string(), answerId: z.string(), model: z.string() }),
  /** Sent before the first delta when the helper found passages for the question. */
  citations: z.object({ citations: z.array(chatCitationSchema) }),
  delta: z.object({ content: z.string() }),
  usage: z.object({ promptTokens: z.number().int(), completionTokens: z.number().int() }),
  done: z.object({ answerId: z.string(), state: chatMessageStateSchema }),
  error: z.object({ message: z.string(), code: z.string(), answerId: z.string().optional() }),
  /**
   * The instance is shutting down: the answer goes on being written, and the reader follows it
   * from what is stored (the conversation's messages) instead of this stream, which ends now.
   */
  reconnect: z.object({ answerId: z.string() }),
  /** A business scene's node changed state: a test run lights it up on the canvas. */
  'scene-node': sceneNodeEventSchema,
  /** The scene asks the person (buttons or a short form); their next message answers it. */
  'scene-ask': sceneAskEventSchema,
};
export type ChatStreamEventName = keyof typeof chatStreamEventSchemas;
export type ChatStreamEvent = {
  [K in ChatStreamEventName]: { event: K; data: z.infer<(typeof chatStreamEventSchemas)[K]> };
}[ChatStreamEventName];

export const stopAnswerResultSchema = z.object({ stopped: z.boolean() });
export const deletedTurnSchema = z.object({
  deleted: z.array(z.string()).meta({ description: 'Ids of the removed messages' }),
});

import { z } from 'zod';
import { SESSION_PAGE_SIZE } from '../constants';
import { idSchema } from '../ids';
import { pageQuery } from '../page';
import { safeText, textSchema } from '../text';
import { CHAT_COMPLETION_TYPES, CHAT_TITLE_MAX_CHARS, CHAT_TOPIC_MAX_CHARS } from './constants';

export const chatCompletionTypeSchema = z.enum(CHAT_COMPLETION_TYPES);
export type ChatCompletionType = z.infer<typeof chatCompletionTypeSchema>;

/** Path parameters: `{userId}` must be the caller. */
export const chatUserParamsSchema = z.object({ userId: idSchema });
export const chatSessionParamsSchema = z.object({ userId: idSchema, sessionId: idSchema });
export const chatSessionIdParamsSchema = z.object({ sessionId: idSchema });

/** Sessions list; `keyword` searches titles. */
export const chatPageQuerySchema = pageQuery({ defaultLimit: SESSION_PAGE_SIZE }).extend({
  /** Only the sessions with this helper (its code). */
  helperCode: safeText()
    .regex(/^[a-z0-9]{10}$/)
    .optional(),
});

/** The helper a session talks with, as the chat page shows it. */
export const sessionHelperSchema = z.object({
  code: z.string(),
  name: z.string(),
  avatar: z.string(),
  welcome: z.string(),
  suggestedQuestions: z.array(z.string()),
  /**
   * `ok`; `missing` when its model was removed (its team's default answers); `offline`. Given
   * when one session is read, not in lists.
   */
  modelStatus: z.enum(['ok', 'missing', 'offline']).optional(),
});
export type SessionHelper = z.infer<typeof sessionHelperSchema>;

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
    /** The helper the session talks with, whose settings answer instead of the session's own. */
    helper: sessionHelperSchema.nullable(),
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
  topic: safeText()
    .trim()
    .refine((v) => Array.from(v).length <= CHAT_TOPIC_MAX_CHARS, {
      message: 'validation.chatTopic',
    })
    .optional(),
  chatCompletionType: chatCompletionTypeSchema.optional(),
  usingContext: z.boolean().optional(),
  contextSize: z.number().int().min(0).max(100).optional(),
  model: safeText().max(300).optional(),
};

/** `POST /v1/chat/sessions`: userId (optional, must be the caller) plus session options. */
export const createChatSessionSchema = z.object({
  userId: idSchema.optional(),
  /** Talk with this helper (by its code): its settings answer, and it counts one more use. */
  helperCode: safeText()
    .regex(/^[a-z0-9]{10}$/, 'validation.helperCode')
    .optional(),
  ...sessionOptions,
});
export type CreateChatSession = z.infer<typeof createChatSessionSchema>;
export const createdChatSessionSchema = z.object({ sessionId: z.string(), title: z.string() });

/** `PUT /v1/chat/sessions`. */
export const updateChatSessionSchema = z.object({
  userId: idSchema.optional(),
  sessionId: idSchema,
  ...sessionOptions,
});
export type UpdateChatSession = z.infer<typeof updateChatSessionSchema>;

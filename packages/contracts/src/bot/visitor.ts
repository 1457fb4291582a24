/**
 * What a visitor's page asks of the server (spec §7 `case/*`): the bot's profile and look, the
 * visitor's own conversations, questions, files, suggested questions and feedback.
 */
import { z } from 'zod';
import { chatAttachmentSchema } from '../chat/attachments';
import { chatChoicesSchema, chatCitationSchema, chatMessageStateSchema } from '../chat/messages';
import { idSchema, isId } from '../ids';
import { charCount, safeText, textSchema } from '../text';
import {
  CONVERSATION_STATUSES,
  FEEDBACK_RATINGS,
  FEEDBACK_REASON_MAX_CHARS,
  VISITOR_FILES_MAX,
  VISITOR_PROMPT_MAX_CHARS,
} from './constants';
import { botKeySchemaText } from './keys';
import { webPreviewUiSchema } from './look';

/**
 * Every `case` request names its bot's key in the query string, so the key, the embedding origin
 * and the visitor are checked before any body is read.
 */
export const botKeyQuerySchema = z.object({ key: botKeySchemaText });

/** A new visitor: an id and the token that proves it, kept by the visitor's browser. */
export const visitorIdentitySchema = z
  .object({ visitorId: z.string(), token: z.string() })
  .meta({ id: 'VisitorIdentity' });
export type VisitorIdentity = z.infer<typeof visitorIdentitySchema>;

/**
 * The bot's public profile (`GET /v1/case/share/info`): only what visitors are meant to see
 * (name, avatar, welcome, suggested questions, look); the helper's description stays the team's.
 */
export const botShareInfoSchema = z
  .object({
    name: z.string(),
    avatar: z.string(),
    welcome: z.string(),
    suggestedQuestions: z.array(z.string()),
    /** Visitors may ask for a person. */
    handoff: z.boolean(),
    look: webPreviewUiSchema,
    team: z.object({ name: z.string(), logo: z.string() }),
  })
  .meta({ id: 'BotShareInfo' });
export type BotShareInfo = z.infer<typeof botShareInfoSchema>;

/** Which team a key belongs to (`GET /v1/case/key/team`). */
export const botKeyTeamSchema = z.object({ name: z.string(), code: z.string(), logo: z.string() });

export const conversationStatusSchema = z.enum(CONVERSATION_STATUSES);

/** Who is answering for the team: a person's name and picture. */
export const agentSchema = z.object({ name: z.string(), avatar: z.string() });
export type Agent = z.infer<typeof agentSchema>;

export const visitorConversationSchema = z
  .object({
    id: z.string(),
    title: z.string(),
    status: conversationStatusSchema,
    agent: agentSchema.nullable(),
    updatedAt: z.string(),
  })
  .meta({ id: 'VisitorConversation' });
export type VisitorConversation = z.infer<typeof visitorConversationSchema>;
export const visitorConversationListSchema = z.object({
  list: z.array(visitorConversationSchema),
});

/** A message as a visitor (and an agent) sees it: the visitor's, the bot's or a person's. */
export const conversationMessageSchema = z
  .object({
    id: z.string(),
    role: z.enum(['visitor', 'bot', 'agent']),
    content: z.string(),
    state: chatMessageStateSchema,
    createdAt: z.string(),
    citations: z.array(chatCitationSchema),
    attachments: z.array(chatAttachmentSchema),
    rating: z.enum(FEEDBACK_RATINGS).nullable(),
    /** Why the visitor disliked it, when they said. */
    ratingReason: z.string(),
    /** Set on a person's message. */
    agent: agentSchema.nullable(),
    /** The buttons a business scene's question offered with this bot message (see the chat's). */
    choices: chatChoicesSchema.optional(),
  })
  .meta({ id: 'ConversationMessage' });
export type ConversationMessage = z.infer<typeof conversationMessageSchema>;
export const conversationMessageListSchema = z.object({
  list: z.array(conversationMessageSchema),
  /** More, older messages before the first one listed. */
  hasMore: z.boolean(),
});

export const visitorSessionParamsSchema = z.object({ sessionId: idSchema });
export const visitorMessagesQuerySchema = botKeyQuerySchema.extend({
  /** Older than this message (paging back). */
  before: idSchema.optional(),
  limit: z.coerce.number().int().min(1).max(50).default(30),
});

/** The live stream of a conversation: what is stored after `after`, then what comes. */
export const conversationEventsQuerySchema = z.object({
  after: safeText()
    .refine((v) => v === '0' || isId(v), { message: 'validation.id' })
    .default('0'),
});
export const visitorEventsQuerySchema = botKeyQuerySchema.merge(conversationEventsQuerySchema);

/** The JSON of each event of a conversation's live stream. */
export const conversationLiveEventSchemas = {
  message: conversationMessageSchema,
  status: z.object({ status: conversationStatusSchema, agent: agentSchema.nullable() }),
};

export const visitorAskSchema = z.object({
  prompt: textSchema(1, VISITOR_PROMPT_MAX_CHARS, 'validation.visitorPrompt'),
  /** Ids from `POST /v1/case/fileId`. */
  files: z.array(safeText().max(64)).max(VISITOR_FILES_MAX).default([]),
});
export type VisitorAsk = z.input<typeof visitorAskSchema>;

export const visitorFileSchema = z
  .object({ fileId: z.string(), attachment: chatAttachmentSchema })
  .meta({ id: 'VisitorFile' });
export type VisitorFile = z.infer<typeof visitorFileSchema>;

/** `POST /v1/case/qa`: questions the visitor might ask next. */
export const suggestedQuestionsRequestSchema = z.object({
  sessionId: idSchema.optional(),
});
export const suggestedQuestionsSchema = z.object({ questions: z.array(z.string()) });

/** `POST /v1/case/completions/{completionId}/feedback`, form-encoded. */
export const visitorFeedbackSchema = z.object({
  rating: z.enum(FEEDBACK_RATINGS),
  reason: safeText()
    .trim()
    .refine((v) => charCount(v) <= FEEDBACK_REASON_MAX_CHARS, { message: 'validation.reason' })
    .default(''),
});
export const completionFeedbackParamsSchema = z.object({ completionId: idSchema });
export const feedbackResultSchema = z.object({ rating: z.enum(FEEDBACK_RATINGS) });

export const conversationStatusResultSchema = z.object({
  status: conversationStatusSchema,
  agent: agentSchema.nullable(),
});

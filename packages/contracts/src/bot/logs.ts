/** Conversation logs of the team's bots: filters, charts, export, corrections. */
import { z } from 'zod';
import { isCalendarDay } from '../dates';
import { idSchema } from '../ids';
import { safeText } from '../text';
import { qaPairSchema } from '../knowledge/documents';
import { FEEDBACK_RATINGS } from './constants';
import { conversationStatusSchema } from './visitor';

const day = safeText().refine(isCalendarDay, { message: 'validation.date' });
const flag = z
  .enum(['true', 'false'])
  .transform((v) => v === 'true')
  .optional();

export const botLogQuerySchema = z.object({
  /** Days in the team's time zone (Asia/Shanghai), both included. */
  from: day.optional(),
  to: day.optional(),
  helperId: idSchema.optional(),
  keyId: idSchema.optional(),
  feedback: z.enum([...FEEDBACK_RATINGS, 'any']).optional(),
  /** Conversations with an answer the knowledge base had nothing for. */
  unanswered: flag,
  handedOff: flag,
  offset: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export type BotLogQuery = z.input<typeof botLogQuerySchema>;

export const botLogConversationSchema = z
  .object({
    id: z.string(),
    title: z.string(),
    status: conversationStatusSchema,
    helperName: z.string(),
    keyName: z.string(),
    visitorName: z.string(),
    messages: z.number().int(),
    likes: z.number().int(),
    dislikes: z.number().int(),
    unanswered: z.number().int(),
    handedOff: z.boolean(),
    agentName: z.string(),
    createdAt: z.string(),
    lastMessageAt: z.string(),
  })
  .meta({ id: 'BotLogConversation' });
export type BotLogConversation = z.infer<typeof botLogConversationSchema>;
export const botLogListSchema = z.object({
  list: z.array(botLogConversationSchema),
  total: z.number().int(),
});

/** Per day: conversations, questions, likes and dislikes (satisfaction = likes / rated). */
export const botLogStatsSchema = z.object({
  days: z.array(
    z.object({
      day: z.string(),
      conversations: z.number().int(),
      questions: z.number().int(),
      likes: z.number().int(),
      dislikes: z.number().int(),
      handedOff: z.number().int(),
    }),
  ),
});
export type BotLogStats = z.infer<typeof botLogStatsSchema>;

/** A disliked answer corrected into a Q&A entry of a dataset (a Q&A document, indexed as usual). */
export const answerCorrectionSchema = qaPairSchema.extend({ datasetId: idSchema });
export const answerCorrectionParamsSchema = z.object({ orgId: idSchema, messageId: idSchema });
export const answerCorrectionResultSchema = z.object({
  documentId: z.string(),
  datasetId: z.string(),
});

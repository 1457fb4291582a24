/** The team's inbox: conversations handed to people, taken, answered, handed back or closed. */
import { z } from 'zod';
import { INBOX_BOXES } from '../constants';
import { idSchema } from '../ids';
import { textSchema } from '../text';
import { AGENT_REPLY_MAX_CHARS } from './constants';
import { agentSchema, conversationStatusSchema } from './visitor';

export { INBOX_BOXES };

export const inboxBoxSchema = z.enum(INBOX_BOXES);
export type InboxBox = z.infer<typeof inboxBoxSchema>;

export const inboxQuerySchema = z.object({
  box: inboxBoxSchema.default('pending'),
  offset: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(30),
});

export const inboxConversationSchema = z
  .object({
    id: z.string(),
    title: z.string(),
    status: conversationStatusSchema,
    helper: z.object({ id: z.string(), name: z.string(), avatar: z.string() }),
    keyName: z.string(),
    /** A short name for the anonymous visitor (e.g. 访客 3F9A). */
    visitorName: z.string(),
    agent: agentSchema.extend({ id: z.string() }).nullable(),
    lastMessage: z.string(),
    lastMessageAt: z.string(),
    handedOffAt: z.string().nullable(),
    /** Visitor messages the agent holding it (or, pending, anyone) has not read. */
    unread: z.number().int(),
  })
  .meta({ id: 'InboxConversation' });
export type InboxConversation = z.infer<typeof inboxConversationSchema>;
export const inboxListSchema = z.object({
  list: z.array(inboxConversationSchema),
  total: z.number().int(),
});

/** The badges: conversations waiting, and unread visitor messages in the caller's own. */
export const inboxCountsSchema = z.object({
  pending: z.number().int(),
  mine: z.number().int(),
  unread: z.number().int(),
});
export type InboxCounts = z.infer<typeof inboxCountsSchema>;

export const inboxParamsSchema = z.object({ orgId: idSchema });
export const inboxConversationParamsSchema = z.object({ orgId: idSchema, sessionId: idSchema });

export const agentReplySchema = z.object({
  content: textSchema(1, AGENT_REPLY_MAX_CHARS, 'validation.agentReply'),
});

/** The inbox's live stream: which conversation changed (the page re-reads it). */
export const inboxLiveEventSchemas = {
  changed: z.object({ sessionId: z.string() }),
};

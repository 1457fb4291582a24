/**
 * Conversations (a user's chat sessions, a visitor's talks with a helper), their messages and the
 * datasets a session answers from.
 */
import { sql } from 'drizzle-orm';
import type { ChatCitation } from '@miaoyu/contracts';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import type { ConversationStatus, FeedbackRating } from '@miaoyu/contracts/bot';
import { botKeys } from './bot';
import { at, id, ref, timestamps } from './columns';
import { helpers } from './helpers';
import { datasets } from './knowledge';
import { organisations } from './orgs';
import { users } from './users';

export const chatSessions = pgTable(
  'chat_sessions',
  {
    id: id(),
    orgId: ref('org_id').references(() => organisations.id, { onDelete: 'set null' }),
    /** The owner is a signed-in user or an anonymous visitor, never both (see the check). */
    userId: ref('user_id').references(() => users.id, { onDelete: 'cascade' }),
    visitorId: text('visitor_id'),
    title: text('title').notNull(),
    /** The session's system instruction. */
    topic: text('topic').notNull().default(''),
    chatCompletionType: text('chat_completion_type', { enum: ['chat'] })
      .notNull()
      .default('chat'),
    usingContext: boolean('using_context').notNull().default(true),
    contextSize: integer('context_size').notNull().default(10),
    model: text('model').notNull().default(''),
    /** The helper the conversation is with; its settings answer. Kept as history if it goes. */
    helperId: ref('helper_id').references((): AnyPgColumn => helpers.id, { onDelete: 'set null' }),
    /** A visitor's conversation: the key it came by, who answers it, what the agent has not read. */
    botKeyId: ref('bot_key_id').references((): AnyPgColumn => botKeys.id, {
      onDelete: 'set null',
    }),
    status: text('status').$type<ConversationStatus>(),
    agentId: ref('agent_id').references(() => users.id, { onDelete: 'set null' }),
    handedOffAt: at('handed_off_at'),
    lastMessageAt: at('last_message_at'),
    agentUnread: integer('agent_unread').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    index('chat_sessions_user_idx').on(t.userId, t.updatedAt),
    index('chat_sessions_user_helper_idx')
      .on(t.userId, t.helperId, t.updatedAt)
      .where(sql`${t.helperId} is not null`),
    index('chat_sessions_visitor_idx').on(t.visitorId, t.updatedAt),
    // The inbox's boxes and the logs read an org's visitor conversations by status and time.
    index('chat_sessions_org_status_idx')
      .on(t.orgId, t.status, t.lastMessageAt)
      .where(sql`${t.status} is not null`),
    index('chat_sessions_bot_created_idx')
      .on(t.orgId, t.createdAt)
      .where(sql`${t.botKeyId} is not null`),
    check('chat_sessions_one_owner', sql`num_nonnulls(${t.userId}, ${t.visitorId}) = 1`),
  ],
);

export type ChatAttachmentRef = {
  code: string;
  kind: 'image' | 'text';
  name: string;
  size: number;
  contentType: string;
};

/** Questions and answers. A question's turn is its own id; its answers share that turn. */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: id(),
    sessionId: ref('session_id')
      .notNull()
      .references(() => chatSessions.id, { onDelete: 'cascade' }),
    userId: ref('user_id').references(() => users.id, { onDelete: 'cascade' }),
    visitorId: text('visitor_id'),
    turnId: ref('turn_id'),
    role: text('role', { enum: ['user', 'assistant'] }).notNull(),
    content: text('content').notNull().default(''),
    state: text('state', { enum: ['streaming', 'done', 'stopped', 'error'] })
      .notNull()
      .default('done'),
    error: text('error').notNull().default(''),
    model: text('model').notNull().default(''),
    promptTokens: integer('prompt_tokens'),
    completionTokens: integer('completion_tokens'),
    attachments: jsonb('attachments').$type<ChatAttachmentRef[]>().notNull().default([]),
    /** The passages an answer drew on. */
    citations: jsonb('citations').$type<ChatCitation[]>().notNull().default([]),
    /** The buttons a business scene's question offered with an answer (their labels). */
    choices: jsonb('choices').$type<string[]>(),
    /** A team member's reply in a visitor's conversation (role `assistant`). */
    agentId: ref('agent_id').references(() => users.id, { onDelete: 'set null' }),
    /** The visitor's like or dislike of an answer, and why. */
    rating: text('rating').$type<FeedbackRating>(),
    ratingReason: text('rating_reason').notNull().default(''),
    /** An answer for which the knowledge base had no passage above the bot's threshold. */
    unanswered: boolean('unanswered').notNull().default(false),
    /** The server instance writing an answer while it streams (see server_instances). */
    instanceId: text('instance_id'),
    ...timestamps,
  },
  (t) => [
    index('chat_messages_session_turn_idx').on(t.sessionId, t.turnId.desc(), t.role, t.id.desc()),
    // Whether any message still carries a file (the sweep of unattached uploads asks per file).
    index('chat_messages_attachments_idx')
      .using('gin', t.attachments.op('jsonb_path_ops'))
      .where(sql`${t.attachments} <> '[]'::jsonb`),
    check('chat_messages_one_owner', sql`num_nonnulls(${t.userId}, ${t.visitorId}) = 1`),
    // The recovery sweep looks only at answers still streaming: a handful among millions.
    index('chat_messages_streaming_idx')
      .on(t.instanceId, t.updatedAt)
      .where(sql`${t.state} = 'streaming'`),
  ],
);

/** The datasets a chat session answers from. */
export const chatSessionDatasets = pgTable(
  'chat_session_datasets',
  {
    sessionId: ref('session_id')
      .notNull()
      .references(() => chatSessions.id, { onDelete: 'cascade' }),
    datasetId: ref('dataset_id')
      .notNull()
      .references(() => datasets.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.sessionId, t.datasetId] }),
    index('chat_session_datasets_dataset_idx').on(t.datasetId),
  ],
);

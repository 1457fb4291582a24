/**
 * The team inbox: conversations handed to people. Anyone with `inbox:handle` sees them, takes
 * one, replies live, hands it back to the bot or closes it. Each change is checked and written
 * in one transaction with the conversation locked, so two people cannot take it at once.
 */
import type { FastifyInstance } from 'fastify';
import type {
  ConversationMessage,
  InboxBox,
  InboxConversation,
  InboxCounts,
} from '@miaoyu/contracts/bot';
import type { Executor } from '../../../db/client';
import { AppError } from '../../../lib/errors';
import type { Caller } from '../../../lib/scope';
import { requireOrgPermission } from '../../orgs';
import { findInboxConversation, inboxCounts, listInbox } from './inbox.repo';
import { findMessageView, insertPlainMessage, messagePage } from '../messages.repo';
import {
  findOrgVisitorSession,
  markReadByAgent,
  setSessionStatus,
  touchVisitorSession,
  type VisitorSessionRow,
} from '../sessions.repo';
import { announce } from '../live/topics';
import { sendHandedBack } from './scene-goes-on';

export const HANDLE_INBOX = 'inbox:handle';

const requireInbox = (db: Executor, caller: Caller, orgId: bigint, lock = false) =>
  requireOrgPermission(db, orgId, caller.user.id, HANDLE_INBOX, { lock });

async function lockedConversation(db: Executor, caller: Caller, orgId: bigint, sessionId: bigint) {
  await requireInbox(db, caller, orgId, true);
  const session = await findOrgVisitorSession(db, orgId, sessionId, true);
  if (!session) throw new AppError(404, 'NOT_FOUND');
  return session;
}

/** Someone else holds it: the caller may not write into it or move it. */
async function refuseIfHeldByOther(
  db: Executor,
  orgId: bigint,
  session: VisitorSessionRow,
  caller: Caller,
) {
  if (session.status !== 'agent' || session.agentId === caller.user.id) return;
  const holder = await findInboxConversation(db, orgId, session.id);
  throw new AppError(409, 'CONVERSATION_TAKEN', { name: holder?.agent?.name ?? '?' });
}

async function conversationView(app: FastifyInstance, orgId: bigint, sessionId: bigint) {
  const view = await findInboxConversation(app.db, orgId, sessionId);
  if (!view) throw new AppError(404, 'NOT_FOUND');
  return view;
}

export async function listBox(
  app: FastifyInstance,
  caller: Caller,
  orgId: bigint,
  box: InboxBox,
  page: { offset: number; limit: number },
) {
  await requireInbox(app.db, caller, orgId);
  return listInbox(app.db, orgId, caller.user.id, box, page);
}

export async function countBoxes(
  app: FastifyInstance,
  caller: Caller,
  orgId: bigint,
): Promise<InboxCounts> {
  await requireInbox(app.db, caller, orgId);
  return inboxCounts(app.db, orgId, caller.user.id);
}

export async function getConversation(
  app: FastifyInstance,
  caller: Caller,
  orgId: bigint,
  sessionId: bigint,
): Promise<InboxConversation> {
  await requireInbox(app.db, caller, orgId);
  return conversationView(app, orgId, sessionId);
}

/** A page of the conversation; its holder reading it has read the visitor's messages. */
export async function readConversation(
  app: FastifyInstance,
  caller: Caller,
  orgId: bigint,
  sessionId: bigint,
  page: { before?: string; limit: number },
) {
  await requireInbox(app.db, caller, orgId);
  const session = await findOrgVisitorSession(app.db, orgId, sessionId);
  if (!session) throw new AppError(404, 'NOT_FOUND');
  const messages = await messagePage(app.db, session.id, page);
  if (session.status === 'agent' && session.agentId === caller.user.id && session.agentUnread > 0) {
    await markReadByAgent(app.db, orgId, session.id);
    await announce(app.live, orgId, session.id);
  }
  return messages;
}

/** The caller reads the live stream of a conversation they may see (checked first). */
export async function requireConversation(
  app: FastifyInstance,
  caller: Caller,
  orgId: bigint,
  sessionId: bigint,
): Promise<VisitorSessionRow> {
  await requireInbox(app.db, caller, orgId);
  const session = await findOrgVisitorSession(app.db, orgId, sessionId);
  if (!session) throw new AppError(404, 'NOT_FOUND');
  return session;
}

export async function takeConversation(
  app: FastifyInstance,
  caller: Caller,
  orgId: bigint,
  sessionId: bigint,
): Promise<InboxConversation> {
  await app.db.transaction(async (tx) => {
    const session = await lockedConversation(tx, caller, orgId, sessionId);
    if (session.status === 'closed') throw new AppError(409, 'CONVERSATION_CLOSED');
    await refuseIfHeldByOther(tx, orgId, session, caller);
    await setSessionStatus(tx, orgId, session.id, {
      status: 'agent',
      agentId: caller.user.id,
      agentUnread: 0,
      handedOffAt: session.handedOffAt ?? new Date(),
    });
  });
  await announce(app.live, orgId, sessionId);
  return conversationView(app, orgId, sessionId);
}

/** A person's reply; replying to a conversation nobody holds takes it. */
export async function replyToVisitor(
  app: FastifyInstance,
  caller: Caller,
  orgId: bigint,
  sessionId: bigint,
  content: string,
): Promise<ConversationMessage> {
  const messageId = await app.db.transaction(async (tx) => {
    const session = await lockedConversation(tx, caller, orgId, sessionId);
    if (session.status === 'closed') throw new AppError(409, 'CONVERSATION_CLOSED');
    await refuseIfHeldByOther(tx, orgId, session, caller);
    if (session.status !== 'agent')
      await setSessionStatus(tx, orgId, session.id, {
        status: 'agent',
        agentId: caller.user.id,
        agentUnread: 0,
        handedOffAt: session.handedOffAt ?? new Date(),
      });
    const id = await insertPlainMessage(tx, session, {
      role: 'assistant',
      content,
      attachments: [],
      agentId: caller.user.id,
    });
    await touchVisitorSession(tx, orgId, session.id, false);
    return id;
  });
  await announce(app.live, orgId, sessionId);
  return (await findMessageView(app.db, sessionId, messageId))!;
}

/** Back to the bot (its holder, or anyone while it waits), or closed for good. */
export async function moveConversation(
  app: FastifyInstance,
  caller: Caller,
  orgId: bigint,
  sessionId: bigint,
  to: 'bot' | 'closed',
): Promise<InboxConversation> {
  await app.db.transaction(async (tx) => {
    const session = await lockedConversation(tx, caller, orgId, sessionId);
    if (session.status === 'closed') throw new AppError(409, 'CONVERSATION_CLOSED');
    if (session.status === 'agent' && session.agentId !== caller.user.id)
      throw new AppError(403, 'CONVERSATION_NOT_YOURS');
    // A closed conversation keeps who answered it, for the closed box and the logs.
    await setSessionStatus(tx, orgId, session.id, {
      status: to,
      agentUnread: 0,
      ...(to === 'bot' ? { agentId: null } : {}),
    });
  });
  await announce(app.live, orgId, sessionId);
  // A scene that handed the conversation over goes on where it waited.
  if (to === 'bot') await sendHandedBack(app, orgId, sessionId);
  return conversationView(app, orgId, sessionId);
}

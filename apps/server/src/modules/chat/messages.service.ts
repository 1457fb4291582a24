import type { ChatCompletion } from '@miaoyu/contracts';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import type { Caller } from '../../lib/scope';
import {
  userOwner,
  deleteOwnTurn,
  pageOfMessages,
  type MessageRow,
  findOwnSession,
} from '../conversation';
import { toAttachment } from './attachments.service';

export function toCompletion(row: MessageRow): ChatCompletion {
  return {
    id: String(row.id),
    ts: row.createdAt.getTime(),
    content: row.content,
    role: row.role,
    turnId: String(row.turnId ?? row.id),
    state: row.state,
    error: row.error,
    model: row.model,
    usage:
      row.promptTokens === null
        ? null
        : { promptTokens: row.promptTokens, completionTokens: row.completionTokens ?? 0 },
    attachments: row.attachments.map(toAttachment),
    citations: row.citations,
    ...(row.choices?.length ? { choices: row.choices } : {}),
  };
}

/** A page of one of the caller's sessions' messages, newest first (the client reverses them). */
export async function listMessages(
  db: Db,
  caller: Caller,
  sessionId: string,
  page: { offset: number; limit: number },
) {
  const session = await findOwnSession(db, userOwner(caller.user), sessionId);
  const { rows, total } = await pageOfMessages(db, session.id, page);
  return { list: rows.map(toCompletion), total };
}

/**
 * Deletes the turn that message `messageId` belongs to (the question and its answers), within
 * the caller's sessions and, when given, the session in the path.
 */
export async function deleteTurn(
  db: Db,
  caller: Caller,
  messageId: string,
  sessionId?: string,
): Promise<string[]> {
  const removed = await deleteOwnTurn(
    db,
    userOwner(caller.user),
    BigInt(messageId),
    sessionId === undefined ? undefined : BigInt(sessionId),
  );
  if (removed.length === 0) throw new AppError(404, 'NOT_FOUND');
  return removed.map(String).sort();
}

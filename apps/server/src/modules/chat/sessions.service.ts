import {
  CHAT_DEFAULT_CONTEXT_SIZE,
  type ChatSession,
  type CreateChatSession,
  type Locale,
  type UpdateChatSession,
} from '@miaoyu/contracts';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import type { Caller } from '../../lib/scope';
import { userOwner } from '../conversation/owner';
import {
  DEFAULT_TITLE,
  deleteOwnSession,
  findOwnSession,
  insertSession,
  pageOfSessions,
  updateOwnSession,
  type SessionRow,
} from '../conversation/sessions.repo';

export function toChatSession(row: SessionRow): ChatSession {
  return {
    sessionId: String(row.id),
    title: row.title,
    topic: row.topic,
    chatCompletionType: row.chatCompletionType,
    usingContext: row.usingContext,
    contextSize: row.contextSize,
    model: row.model,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** `{userId}` in a path must be the caller (DESIGN.md §5). */
export function assertSelf(pathUserId: string | undefined, callerId: bigint): void {
  if (pathUserId !== undefined && BigInt(pathUserId) !== callerId)
    throw new AppError(403, 'FORBIDDEN');
}

const ownerOf = (caller: Caller) => userOwner(caller.user);

/** One of the caller's sessions; anyone else's answers 404 with none of its data. */
export async function getSession(db: Db, caller: Caller, sessionId: string): Promise<ChatSession> {
  return toChatSession(await findOwnSession(db, ownerOf(caller), sessionId));
}

export async function listSessions(
  db: Db,
  caller: Caller,
  page: { offset: number; limit: number; keyword?: string },
) {
  const { rows, total } = await pageOfSessions(db, ownerOf(caller), page);
  return { list: rows.map(toChatSession), total };
}

export async function createSession(
  db: Db,
  caller: Caller,
  input: CreateChatSession,
  locale: Locale,
): Promise<{ sessionId: string; title: string }> {
  assertSelf(input.userId, caller.user.id);
  const row = await insertSession(db, ownerOf(caller), {
    title: input.title ?? DEFAULT_TITLE[locale],
    topic: input.topic ?? '',
    chatCompletionType: input.chatCompletionType ?? 'chat',
    usingContext: input.usingContext ?? true,
    contextSize: input.contextSize ?? CHAT_DEFAULT_CONTEXT_SIZE,
    model: input.model ?? '',
  });
  return { sessionId: String(row.id), title: row.title };
}

export async function updateSession(
  db: Db,
  caller: Caller,
  input: UpdateChatSession,
): Promise<ChatSession> {
  assertSelf(input.userId, caller.user.id);
  const owner = ownerOf(caller);
  await findOwnSession(db, owner, input.sessionId);
  const { sessionId, userId: _ignored, ...changes } = input;
  const set = Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined));
  if (Object.keys(set).length === 0)
    throw new AppError(422, 'VALIDATION_FAILED', {}, [
      { loc: ['body'], msg: 'validation.nothingToUpdate' },
    ]);
  const row = await updateOwnSession(db, owner, BigInt(sessionId), set);
  if (!row) throw new AppError(404, 'NOT_FOUND');
  return toChatSession(row);
}

export async function deleteSession(db: Db, caller: Caller, sessionId: string): Promise<void> {
  if (!(await deleteOwnSession(db, ownerOf(caller), BigInt(sessionId))))
    throw new AppError(404, 'NOT_FOUND');
}

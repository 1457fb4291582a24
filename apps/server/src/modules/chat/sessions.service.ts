import {
  CHAT_DEFAULT_CONTEXT_SIZE,
  HELPER_CONTEXT_RANGE,
  type ChatSession,
  type CreateChatSession,
  type Locale,
  type SessionHelper,
  type UpdateChatSession,
} from '@miaoyu/contracts';
import type { Db } from '../../db/client';
import {
  modelStatusOf,
  type LoadCatalog,
  usableHelper,
  countHelperUse,
  helperIdOfCode,
  helpersOfSessions,
} from '../helpers';
import { AppError } from '../../lib/errors';
import type { Caller } from '../../lib/scope';
import {
  userOwner,
  DEFAULT_TITLE,
  deleteOwnSession,
  findOwnSession,
  insertSession,
  pageOfSessions,
  updateOwnSession,
  type SessionRow,
} from '../conversation';

export function toChatSession(row: SessionRow, helper: SessionHelper | null = null): ChatSession {
  return {
    sessionId: String(row.id),
    title: row.title,
    topic: row.topic,
    chatCompletionType: row.chatCompletionType,
    usingContext: row.usingContext,
    contextSize: row.contextSize,
    model: row.model,
    helper,
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

type SessionHelperRow = Awaited<ReturnType<typeof helpersOfSessions>>[number];

const toSessionHelper = (row: SessionHelperRow): SessionHelper => ({
  code: row.code,
  name: row.name,
  avatar: row.avatar,
  welcome: row.welcome,
  suggestedQuestions: row.suggestedQuestions,
});

/**
 * One of the caller's sessions; anyone else's answers 404 with none of its data. A session with
 * a helper says whether the helper's model still answers.
 */
export async function getSession(
  db: Db,
  loadCatalog: LoadCatalog,
  caller: Caller,
  sessionId: string,
): Promise<ChatSession> {
  const row = await findOwnSession(db, ownerOf(caller), sessionId);
  if (row.helperId === null) return toChatSession(row);
  const [helper] = await helpersOfSessions(db, caller.user.id, [row.id]);
  if (!helper) return toChatSession(row);
  const modelStatus = modelStatusOf(helper.model, await loadCatalog(helper.orgId));
  return toChatSession(row, { ...toSessionHelper(helper), modelStatus });
}

export async function listSessions(
  db: Db,
  caller: Caller,
  page: { offset: number; limit: number; keyword?: string; helperCode?: string },
) {
  const helperId = page.helperCode ? await helperIdOfCode(db, page.helperCode) : undefined;
  if (page.helperCode && helperId === undefined) return { list: [], total: 0 };
  const { rows, total } = await pageOfSessions(db, ownerOf(caller), { ...page, helperId });
  const helpers = await helpersOfSessions(
    db,
    caller.user.id,
    rows.filter((r) => r.helperId !== null).map((r) => r.id),
  );
  const bySession = new Map(helpers.map((h) => [h.sessionId, toSessionHelper(h)]));
  return { list: rows.map((r) => toChatSession(r, bySession.get(r.id) ?? null)), total };
}

export async function createSession(
  db: Db,
  caller: Caller,
  input: CreateChatSession,
  locale: Locale,
): Promise<{ sessionId: string; title: string }> {
  assertSelf(input.userId, caller.user.id);
  const values = {
    title: input.title ?? DEFAULT_TITLE[locale],
    topic: input.topic ?? '',
    chatCompletionType: input.chatCompletionType ?? 'chat',
    usingContext: input.usingContext ?? true,
    contextSize: input.contextSize ?? CHAT_DEFAULT_CONTEXT_SIZE,
    model: input.model ?? '',
  };
  const { helperCode } = input;
  if (helperCode === undefined) {
    const row = await insertSession(db, ownerOf(caller), values);
    return { sessionId: String(row.id), title: row.title };
  }
  // A conversation with a helper is one use of it; the helper's own context size applies, so
  // the session reads as much history as any helper may want.
  return db.transaction(async (tx) => {
    const helper = await usableHelper(tx, caller, { code: helperCode });
    const row = await insertSession(tx, ownerOf(caller), {
      ...values,
      contextSize: HELPER_CONTEXT_RANGE.max,
      helperId: helper.id,
    });
    await countHelperUse(tx, helper.orgId, helper.id);
    return { sessionId: String(row.id), title: row.title };
  });
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

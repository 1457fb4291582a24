import type { ChatCompletion } from '@miaoyu/contracts/chat';

/** Ids the server gave (digit strings); messages still streaming carry `local-…` ids. */
export const isServerId = (id: string) => /^\d+$/.test(id);

/**
 * The turn (question and its answers) a message belongs to (spec §4). `serverId` is the id to
 * send to the server's delete: the answer's when it has one, else the stored question's, else
 * null, meaning the turn only exists here and is removed locally.
 */
export function turnOf(
  messages: readonly ChatCompletion[],
  id: string,
): { ids: string[]; serverId: string | null } {
  const message = messages.find((m) => m.id === id);
  if (!message) return { ids: [], serverId: null };
  const turn = messages.filter((m) => m.turnId === message.turnId);
  const answer = turn.find((m) => m.role === 'assistant' && isServerId(m.id));
  const question = turn.find((m) => m.role === 'user' && isServerId(m.id));
  return { ids: turn.map((m) => m.id), serverId: answer?.id ?? question?.id ?? null };
}

/** The answer of a question (for regenerate and edit-and-resend), if it has one. */
export function answerOf(
  messages: readonly ChatCompletion[],
  question: ChatCompletion,
): ChatCompletion | undefined {
  return messages.find((m) => m.role === 'assistant' && m.turnId === question.turnId);
}

/** The question an answer answers. */
export function questionOf(
  messages: readonly ChatCompletion[],
  answer: ChatCompletion,
): ChatCompletion | undefined {
  return messages.find((m) => m.role === 'user' && m.turnId === answer.turnId);
}

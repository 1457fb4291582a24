import type { ChatMessageState } from '@miaoyu/contracts/chat';

/**
 * What an answer shows, the same wherever it is drawn: the studio's answer bubble (React) and the
 * visitor chat's (Preact, a bundle of its own). Pure on purpose: the visitor chat imports this
 * file, so it may import nothing that runs (types only).
 */
export interface AnswerLike {
  content: string;
  state: ChatMessageState;
}

/** What the bubble holds: the text, three dots while the first words are on their way, or nothing. */
export function answerBody(answer: AnswerLike): 'text' | 'typing' | null {
  if (answer.content) return 'text';
  return answer.state === 'streaming' ? 'typing' : null;
}

/** A failed answer keeps what arrived and says why under it. */
export const answerFailed = (answer: Pick<AnswerLike, 'state'>) => answer.state === 'error';

/** A finished answer (done, stopped or failed): the actions on it may run. */
export const answerSettled = (answer: Pick<AnswerLike, 'state'>) => answer.state !== 'streaming';

import type { ChatCitation } from '@miaoyu/contracts/chat';
import { SALE_REPLY_TONES, type SaleReplyTone } from '@miaoyu/contracts/sales';
import type { SuggestEvent } from '../api/suggestReplies';

export interface ReplyDraft {
  tone: SaleReplyTone;
  text: string;
  /** Its `reply` (or the final `done`) arrived: the text is whole. */
  complete: boolean;
}

export type SuggestStatus = 'idle' | 'streaming' | 'done' | 'stopped' | 'failed';

export interface SuggestState {
  status: SuggestStatus;
  replies: ReplyDraft[];
  citations: ChatCitation[];
  model: string;
  /** The stored suggestion's id, known once `done` arrived. */
  suggestionId: string;
  error: { code: string; message: string } | null;
}

export type SuggestAction =
  | SuggestEvent
  | { event: 'begin' }
  /** The user pressed stop. */
  | { event: 'stopped' }
  /** Refused before the stream, or the connection failed. */
  | { event: 'failed'; data: { code: string; message: string } }
  /** The stream ended without `done` or `error`. */
  | { event: 'cut'; data: { message: string } };

const emptyReplies = (tones: readonly SaleReplyTone[]): ReplyDraft[] =>
  tones.map((tone) => ({ tone, text: '', complete: false }));

export const idleSuggest: SuggestState = {
  status: 'idle',
  replies: [],
  citations: [],
  model: '',
  suggestionId: '',
  error: null,
};

function patchReply(
  state: SuggestState,
  index: number,
  change: (reply: ReplyDraft) => ReplyDraft,
): SuggestState {
  if (!state.replies[index]) return state;
  return {
    ...state,
    replies: state.replies.map((reply, i) => (i === index ? change(reply) : reply)),
  };
}

/** The three replies as their streams arrive, interleaved by index. */
export function suggestReducer(state: SuggestState, action: SuggestAction): SuggestState {
  switch (action.event) {
    case 'begin':
      return { ...idleSuggest, status: 'streaming', replies: emptyReplies(SALE_REPLY_TONES) };
    case 'start':
      return {
        ...state,
        model: action.data.model,
        // The server names the tones: one for a helper's scene, which answers in its own words.
        replies: action.data.tones.map((tone, i) => ({
          text: '',
          complete: false,
          ...state.replies[i],
          tone,
        })),
      };
    case 'citations':
      return { ...state, citations: action.data.citations };
    case 'delta':
      return patchReply(state, action.data.index, (reply) => ({
        ...reply,
        text: reply.text + action.data.content,
      }));
    case 'reply':
      return patchReply(state, action.data.index, (reply) => ({
        ...reply,
        text: action.data.text,
        complete: true,
      }));
    case 'done': {
      const { suggestion } = action.data;
      return {
        ...state,
        status: 'done',
        suggestionId: suggestion.id,
        model: suggestion.model || state.model,
        citations: suggestion.citations.length ? suggestion.citations : state.citations,
        replies: suggestion.replies.map((reply) => ({ ...reply, complete: true })),
      };
    }
    case 'error':
    case 'failed':
      return {
        ...state,
        status: 'failed',
        error: { code: action.data.code, message: action.data.message },
      };
    case 'cut':
      return { ...state, status: 'failed', error: { code: 'cut', message: action.data.message } };
    case 'stopped':
      return state.status === 'streaming' ? { ...state, status: 'stopped' } : state;
  }
}

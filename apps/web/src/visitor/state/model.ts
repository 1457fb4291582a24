import type {
  Agent,
  BotShareInfo,
  ConversationStatus,
  VisitorConversation,
} from '@miaoyu/contracts/bot';
import type { EmbedMessage } from '@miaoyu/contracts/bot-constants';
import type { VisitorClient } from '../api/client';
import type { LiveConnection } from '../api/liveEvents';
import { createStore, type Store } from './store';
import { EMPTY_LIST, type MessageList } from './messages';

export interface VisitorState {
  /** `fatal`: the key does not open a bot (invalid, expired, not allowed here). */
  phase: 'loading' | 'ready' | 'fatal' | 'failed';
  /** What went wrong when the phase is fatal or failed. */
  problem: string | null;
  info: BotShareInfo | null;
  conversations: VisitorConversation[];
  /** null: a new conversation, created with its first question. */
  currentId: string | null;
  status: ConversationStatus;
  agent: Agent | null;
  messages: MessageList;
  /** Older messages exist before the first one shown. */
  hasMore: boolean;
  loadingMessages: boolean;
  loadingOlder: boolean;
  /** The answer being streamed: its local id until the server names it. */
  answering: { messageId: string; answerId: string | null } | null;
  /** Questions to ask next, offered under the last answer. */
  followUps: string[];
  /** The follow-ups are the answers a business scene asks the visitor to pick from. */
  followUpsAreChoices: boolean;
  /** A passing message (a failed upload, a refused handoff). */
  notice: string | null;
  /** Embedded: the loader's panel is open. */
  visible: boolean;
  unread: number;
}

export const initialState = (): VisitorState => ({
  phase: 'loading',
  problem: null,
  info: null,
  conversations: [],
  currentId: null,
  status: 'bot',
  agent: null,
  messages: EMPTY_LIST,
  hasMore: false,
  loadingMessages: false,
  loadingOlder: false,
  answering: null,
  followUps: [],
  followUpsAreChoices: false,
  notice: null,
  visible: true,
  unread: 0,
});

/** What every action works with: the state, the server, the embedding page, what runs now. */
export interface VisitorContext {
  store: Store<VisitorState>;
  client: VisitorClient;
  tellParent(message: EmbedMessage): void;
  running: {
    live: LiveConnection | null;
    answer: AbortController | null;
    /** A question is on its way (its conversation may still be being created). */
    asking: boolean;
    /** Bumped on every switch, so late answers for the conversation before are dropped. */
    generation: number;
  };
}

export function createContext(
  client: VisitorClient,
  tellParent: (message: EmbedMessage) => void,
): VisitorContext {
  return {
    store: createStore(initialState()),
    client,
    tellParent,
    running: { live: null, answer: null, asking: false, generation: 0 },
  };
}

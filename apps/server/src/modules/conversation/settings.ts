import type { ChatCitation, Locale } from '@miaoyu/contracts';
import type { AnswerPart } from './engine';
import type { ModelTarget } from '../../plugins/llm/gateway';
import type { ModelCatalog } from '../models';
import type { SessionRow } from './sessions.repo';

/** A passage found for a question: text the model reads, and the citation the reader sees. */
export interface RetrievedPassage {
  text: string;
  citation: ChatCitation;
  /**
   * How surely the passage matches (0–1): its meaning's similarity when known, else its words'
   * score. The bot hands over to a person when no passage reaches its threshold.
   */
  confidence?: number;
}

/** A turn of the conversation before a question, as retrieval may read it. */
export interface EarlierTurn {
  role: 'user' | 'assistant';
  content: string;
}

/** What retrieval may know of the conversation a question is asked in. */
export interface RetrievalContext {
  /** The model that answers; it may rephrase the question first. None: no generative model. */
  model: ModelTarget | null;
  /** The turns before the question, oldest first; read only when a rephrasing needs them. */
  earlier: () => Promise<EarlierTurn[]>;
}

/** A question as a responder other than the model sees it (a business scene). */
export interface RespondInput {
  prompt: string;
  locale: Locale;
  /** The conversation's earlier turns, oldest first. */
  earlier: EarlierTurn[];
  /** The stored conversation's id; none for a stateless one (a preview). */
  sessionId: bigint | null;
  upstream: AbortController;
  /** The team's models as the engine read them for this answer, so they are not read again. */
  models?: ModelCatalog;
  /**
   * Why the conversation goes on with no new question: it came back to the bot from a colleague,
   * or a retry the answer waited for is due. Only what waited for that (a scene) goes on, and
   * nothing answers otherwise.
   */
  goOn?: 'handed-back' | 'retry';
}

/**
 * What the engine reads about the helper behind a conversation. A chat session's own settings are
 * one case; helpers and the visitor bot bring theirs.
 */
export interface ConversationSettings {
  /** The system instruction. */
  instruction: string;
  /** A model reference (`providerId:model`), or '' for the organisation's default. */
  model: string;
  /** Sampling temperature, or the model's default when unset. */
  temperature?: number;
  /** How many earlier messages the model sees; 0 for none. */
  contextSize: number;
  /** Shown before the first question; never sent to the model as a question. */
  welcome: string;
  /**
   * Answers instead of the model when the helper follows a business scene: the scene's parts
   * stream, and are stored, like a model's.
   */
  respond?: (input: RespondInput) => AsyncIterable<AnswerPart>;
  /** Finds passages for a question (the knowledge base); none when unset. */
  retrieve?: (
    question: string,
    signal: AbortSignal,
    context?: RetrievalContext,
  ) => Promise<RetrievedPassage[]>;
}

/** A user's chat session is a conversation whose settings live on the session row. */
export function sessionSettings(session: SessionRow, usingContext: boolean): ConversationSettings {
  return {
    instruction: session.topic,
    model: session.model,
    contextSize: usingContext ? session.contextSize : 0,
    welcome: '',
  };
}

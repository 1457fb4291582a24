import type { ModulePlugin } from '../../lib/module';
import conversationRecovery from './recovery';

/**
 * Conversations and the engine that answers in them: the chat, helpers, the visitor bot, the
 * sales assistant and the OpenAI-compatible API all prepare, run and stream their answers here.
 */
const conversation: ModulePlugin = async (app, { config }) => {
  await app.register(conversationRecovery, { config });
};

export default conversation;

// What other modules may call.
// Answering: a stored conversation's or a stateless one's, and its settings.
export {
  prepareAnswer,
  runAnswer,
  settingsTarget,
  type AnswerPart,
  type PreparedAnswer,
} from './engine';
export {
  prepareStatelessAnswer,
  runStatelessAnswer,
  type FinishAnswer,
  type StatelessAnswer,
  type StatelessTurn,
} from './stateless';
export {
  sessionSettings,
  type ConversationSettings,
  type RespondInput,
  type EarlierTurn,
  type RetrievalContext,
  type RetrievedPassage,
} from './settings';
// Streaming an answer or a live conversation to its reader.
export { answerControl, replyWithEvents, sendEventStream, SseStream } from './sse';
export { streamAnswer, type StreamWriter } from './stream-answer';
// A conversation's owner, sessions and messages.
export { userOwner } from './owner';
export {
  DEFAULT_TITLE,
  deleteOwnSession,
  findOwnSession,
  insertSession,
  pageOfSessions,
  updateOwnSession,
  type SessionRow,
} from './sessions.repo';
export { deleteOwnTurn, findAnswer, pageOfMessages, type MessageRow } from './repo';
export { contextBefore, findSessionWithContext } from './context.repo';

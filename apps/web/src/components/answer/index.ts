/**
 * The answer component, as the chat, the helper preview and the inbox import it: one entry, so
 * its parts (and the Markdown renderer behind the bubble) arrive in one file wherever an answer
 * is shown. The visitor chat imports only `rules` and the typing dots' styles, never this file.
 */
export { ActionBar, ActionButton } from './ActionBar';
export { AnswerBubble, AnswerError } from './AnswerBubble';
export { CitationList } from './Citations';
export { QuestionBubble } from './QuestionBubble';
export { TypingDots } from './TypingDots';

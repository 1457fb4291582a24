/**
 * Chat limits and names, kept apart from zod (like `files`), so a page that only shows a chat
 * reads them without downloading it.
 */

/** Answering modes; later issues add knowledge-base and scene modes. */
export const CHAT_COMPLETION_TYPES = ['chat'] as const;

export const CHAT_PROMPT_MAX_CHARS = 20_000;
export const CHAT_TITLE_MAX_CHARS = 100;
export const CHAT_TOPIC_MAX_CHARS = 4_000;
export const CHAT_DEFAULT_CONTEXT_SIZE = 10;
export const CHAT_MAX_ATTACHMENTS = 8;
export * from './files';
/** The model ref of the built-in offline answerer (no provider configured). */
export const OFFLINE_MODEL_REF = 'offline';

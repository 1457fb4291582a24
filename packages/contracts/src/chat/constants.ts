import { z } from 'zod';

/** Answering modes; later issues add knowledge-base and scene modes. */
export const CHAT_COMPLETION_TYPES = ['chat'] as const;
export const chatCompletionTypeSchema = z.enum(CHAT_COMPLETION_TYPES);
export type ChatCompletionType = z.infer<typeof chatCompletionTypeSchema>;

export const CHAT_PROMPT_MAX_CHARS = 20_000;
export const CHAT_TITLE_MAX_CHARS = 100;
export const CHAT_TOPIC_MAX_CHARS = 4_000;
export const CHAT_DEFAULT_CONTEXT_SIZE = 10;
export const CHAT_MAX_ATTACHMENTS = 8;
export * from './files';
/** The model ref of the built-in offline answerer (no provider configured). */
export const OFFLINE_MODEL_REF = 'offline';

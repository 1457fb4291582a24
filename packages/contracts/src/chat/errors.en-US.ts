import type { CHAT_ERRORS } from './errors';

/** CHAT_ERRORS in English: every code of the domain, none other. */
export const CHAT_ERRORS_EN: Record<keyof typeof CHAT_ERRORS, string> = {
  ATTACHMENT_INVALID:
    'The file {name} is not a supported type: images must be PNG, JPEG, WebP or GIF, text must be UTF-8 text or code',
  ATTACHMENT_TOO_LARGE: 'The file {name} is too large (limit {limit})',
  ATTACHMENT_TOO_MANY_PIXELS: 'The image {name} has too many pixels (at most {pixels})',
  ATTACHMENT_NOT_FOUND: 'The attachment does not exist or was deleted',
  ANSWER_NOT_FOUND: 'The answer to regenerate does not exist',
  ANSWER_INTERRUPTED:
    'The answer was interrupted (the server restarted); the text before it is kept',
};

import type { OPENAI_ERRORS } from './openai.errors';

/** OPENAI_ERRORS in English: every code of the domain, none other. */
export const OPENAI_ERRORS_EN: Record<keyof typeof OPENAI_ERRORS, string> = {
  API_KEY_INVALID: 'The API key is missing, wrong or revoked',
  API_KEY_SUSPENDED: 'The API key is suspended',
};

import type { ARTICLE_ERRORS } from './errors';

/** ARTICLE_ERRORS in English: every code of the domain, none other. */
export const ARTICLE_ERRORS_EN: Record<keyof typeof ARTICLE_ERRORS, string> = {
  ARTICLE_KEYWORD_TAKEN: 'Another article has this keyword',
  ARTICLE_STALE: 'Someone else changed the article; reload it, then save',
  ARTICLE_EMPTY: 'The article cannot be empty',
};

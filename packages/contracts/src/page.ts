import { z } from 'zod';
import { PAGE_MAX_LIMIT } from './constants';
import { safeText } from './text';

export { PAGE_MAX_LIMIT };
export const PAGE_KEYWORD_MAX_CHARS = 100;

/**
 * The query of every paged list: `offset`, `limit` (1 to 100) and an optional search `keyword`.
 * Lists differ only in their page size; a list that does not search omits `keyword`.
 */
export function pageQuery({ defaultLimit }: { defaultLimit: number }) {
  return z.object({
    offset: z.coerce.number().int().min(0).default(0),
    limit: z.coerce.number().int().min(1).max(PAGE_MAX_LIMIT).default(defaultLimit),
    keyword: safeText().trim().max(PAGE_KEYWORD_MAX_CHARS).optional(),
  });
}

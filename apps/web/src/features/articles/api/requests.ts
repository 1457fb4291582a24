import type { FirstRequest } from '@/lib/preload';

export const ARTICLES_PATH = '/v1/admin/articles';
export const articlePath = (id: string) => `${ARTICLES_PATH}/${id}`;

/** `GET /v1/admin/articles`: every article with each language's state. */
export const articleListRequest = (): FirstRequest => ({ path: ARTICLES_PATH });
/** `GET /v1/admin/articles/{id}`: one article for its editor. */
export const articleRequest = (id: string): FirstRequest => ({ path: articlePath(id) });

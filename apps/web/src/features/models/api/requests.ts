import type { FirstRequest } from '@/lib/preload';

/** An organisation's model providers: listed, added, changed, tested and deleted under it. */
export const providersPath = (orgId: string) => `/v1/orgs/${orgId}/model-providers`;

/** `GET /v1/orgs/{orgId}/model-providers`: the organisation's providers. */
export const providersRequest = (orgId: string): FirstRequest => ({ path: providersPath(orgId) });

/**
 * `GET /v1/chat/models`: every model the caller may chat with. The chat feature asks the same
 * path; features do not import each other, so each names it.
 */
export const chatModelsRequest = (): FirstRequest => ({ path: '/v1/chat/models' });

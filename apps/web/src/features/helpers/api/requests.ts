import type { FirstRequest } from '@/lib/preload';
import { helperPath, type HelperRef } from './editorKeys';
import { orgHelpersPath } from './keys';
import type { PublicHelperQuery } from './publicHelpers';

/*
 * The GETs the helpers pages make first, each built once here for the page's fetch function and
 * for the route's head start (which must ask in exactly the same words to be the page's answer).
 * Zod-free: the route table imports this.
 */

/** Cards a listing asks for at a time. */
export const FEED_PAGE_SIZE = 24;

/** `GET /v1/orgs/{orgId}/helpers`: a page of those I made (`mine`) or the team may use (`team`). */
export const orgHelpersRequest = (
  orgId: string,
  query: { scope?: string; kind?: string; keyword?: string; offset?: number; limit?: number },
): FirstRequest => ({ path: orgHelpersPath(orgId), params: query });

/** The chat helpers a manager may make the org's AI helper: every one the whole team can see. */
export const PICKABLE_HELPERS = { scope: 'team', kind: 'chat', limit: 100 } as const;

/** `GET /v1/helpers/code/{code}`: a helper's page, signed in, in my current org. */
export const helperProfileRequest = (code: string, orgId: string): FirstRequest => ({
  path: `/v1/helpers/code/${encodeURIComponent(code)}`,
  params: { orgId },
});

/** `GET /v1/orgs/{orgId}/helpers/{helperId}`: the helper the editor opens. */
export const helperRequest = (ref: HelperRef): FirstRequest => ({ path: helperPath(ref) });

/** `GET /v1/public/helpers`: a page of the public square. */
export const publicHelpersRequest = (query: PublicHelperQuery): FirstRequest => ({
  path: '/v1/public/helpers',
  params: query,
});

/** `GET /v1/public/helper-categories`: the square's categories. */
export const helperCategoriesRequest = (): FirstRequest => ({
  path: '/v1/public/helper-categories',
});

/** `GET /v1/orgs/{orgId}/subscriptions`: a page of the helpers my org subscribed to. */
export const subscriptionsRequest = (
  orgId: string,
  offset: number,
  limit: number,
): FirstRequest => ({
  path: `/v1/orgs/${orgId}/subscriptions`,
  params: { offset, limit },
});

/** `GET /v1/orgs/{orgId}/default-helper`: the org's AI helper. */
export const defaultHelperRequest = (orgId: string): FirstRequest => ({
  path: `/v1/orgs/${orgId}/default-helper`,
});

/** `GET /v1/orgs`: the teams I belong to. */
export const myOrgsRequest = (): FirstRequest => ({ path: '/v1/orgs' });

/** `GET /v1/public/teams/{code}/helpers`: a page of a team's public helpers. */
export const teamHelpersRequest = (code: string, offset: number, limit: number): FirstRequest => ({
  path: `/v1/public/teams/${encodeURIComponent(code)}/helpers`,
  params: { offset, limit },
});

/** `GET /v1/helpers/recent`: the helpers I talked with lately. */
export const recentHelpersRequest = (): FirstRequest => ({ path: '/v1/helpers/recent' });

/** `GET /v1/chat/models`: the current org's chat models, for the editor's picker. */
export const chatModelsRequest = (): FirstRequest => ({ path: '/v1/chat/models' });

/** `GET /v1/orgs/{orgId}/datasets`: the knowledge bases the editor offers. */
export const orgDatasetsRequest = (orgId: string): FirstRequest => ({
  path: `/v1/orgs/${orgId}/datasets`,
});

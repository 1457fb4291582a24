import type { FirstRequest } from '@/lib/preload';
import { helperPath, type HelperRef } from './editorKeys';
import { orgHelpersPath } from './keys';

/** Cards a listing asks for at a time. */
export const FEED_PAGE_SIZE = 24;

/** `GET /v1/orgs/{orgId}/helpers`: a page of those I made (`mine`) or the team may use (`team`). */
export const orgHelpersRequest = (
  orgId: string,
  query: { scope?: string; keyword?: string; offset?: number; limit?: number },
): FirstRequest => ({ path: orgHelpersPath(orgId), params: query });

/** `GET /v1/helpers/code/{code}`: a helper's page, signed in, in my current org. */
export const helperProfileRequest = (code: string, orgId: string): FirstRequest => ({
  path: `/v1/helpers/code/${encodeURIComponent(code)}`,
  params: { orgId },
});

/** `GET /v1/orgs/{orgId}/helpers/{helperId}`: the helper the editor opens. */
export const helperRequest = (ref: HelperRef): FirstRequest => ({ path: helperPath(ref) });

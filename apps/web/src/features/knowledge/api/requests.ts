import type { FirstRequest } from '@/lib/preload';
import { datasetsPath } from './keys';

/** `GET /v1/orgs/{orgId}/datasets`: the organisation's knowledge bases with their totals. */
export const datasetsRequest = (orgId: string): FirstRequest => ({ path: datasetsPath(orgId) });

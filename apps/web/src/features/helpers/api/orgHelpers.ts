import type { z } from 'zod';
import { helperListSchema, type helperListQuerySchema } from '@miaoyu/contracts/helpers';
import { getFirst } from '@/lib/preload';
import { orgHelpersRequest } from './requests';

export type OrgHelperQuery = Partial<z.output<typeof helperListQuerySchema>>;

/** `GET /v1/orgs/{orgId}/helpers`: those I made (`mine`) or those the team may use (`team`). */
export async function listOrgHelpers(orgId: string, query: OrgHelperQuery) {
  return helperListSchema.parse(await getFirst(orgHelpersRequest(orgId, query)));
}

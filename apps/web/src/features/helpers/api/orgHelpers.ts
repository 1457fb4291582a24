import type { z } from 'zod';
import type { helperListSchema, helperListQuerySchema } from '@miaoyu/contracts/helpers';
import { answerOf } from '@/lib/answer';
import { getFirst } from '@/lib/preload';
import { orgHelpersRequest } from './requests';

export type OrgHelperQuery = Partial<z.output<typeof helperListQuerySchema>>;

/** `GET /v1/orgs/{orgId}/helpers`: those I made (`mine`) or those the team may use (`team`). */
export async function listOrgHelpers(orgId: string, query: OrgHelperQuery) {
  return answerOf<typeof helperListSchema>(await getFirst(orgHelpersRequest(orgId, query)));
}

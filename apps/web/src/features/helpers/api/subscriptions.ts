import type { subscriptionListSchema } from '@miaoyu/contracts/helper-use';
import { answerOf } from '@/lib/answer';
import { getFirst } from '@/lib/preload';
import { subscriptionsRequest } from './requests';

/** `GET /v1/orgs/{orgId}/subscriptions`: other teams' helpers my org subscribed to. */
export async function listSubscriptions(orgId: string, offset: number, limit: number) {
  const data = await getFirst(subscriptionsRequest(orgId, offset, limit));
  return answerOf<typeof subscriptionListSchema>(data);
}

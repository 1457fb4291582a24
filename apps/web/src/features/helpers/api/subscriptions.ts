import { subscriptionListSchema } from '@miaoyu/contracts/helper-use';
import { api } from '@/lib/http';

/** `GET /v1/orgs/{orgId}/subscriptions`: other teams' helpers my org subscribed to. */
export async function listSubscriptions(orgId: string, offset: number, limit: number) {
  const data = await api.get(`/v1/orgs/${orgId}/subscriptions`, { params: { offset, limit } });
  return subscriptionListSchema.parse(data);
}

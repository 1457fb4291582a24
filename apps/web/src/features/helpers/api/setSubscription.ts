import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { subscriptionResultSchema } from '@miaoyu/contracts/helper-use';
import { answerOf } from '@/lib/answer';
import { api } from '@/lib/http';
import { helperKeys } from './keys';

interface SubscriptionChange {
  orgId: string;
  code: string;
  subscribed: boolean;
}

/** `PUT` / `DELETE /v1/orgs/{orgId}/subscriptions/{code}` (owners and admins). */
export async function setSubscription({ orgId, code, subscribed }: SubscriptionChange) {
  const path = `/v1/orgs/${orgId}/subscriptions/${code}`;
  const data = subscribed ? await api.put(path) : await api.delete(path);
  return answerOf<typeof subscriptionResultSchema>(data);
}

/** Subscribes or unsubscribes the org; the subscriptions list and the helper's page follow. */
export function useSetSubscription() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: setSubscription,
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: helperKeys.lists }),
        client.invalidateQueries({ queryKey: helperKeys.profiles }),
      ]),
  });
}

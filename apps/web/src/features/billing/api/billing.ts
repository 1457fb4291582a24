import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  createPlanSchema,
  updatePlanSchema,
  updateSubscriptionSchema,
  type BillingStatus,
  type CreatePlanInput,
  type Plan,
  type PlanList,
  pointPriceInputSchema,
  type PointPrice,
  type PointPriceInput,
  type Subscription,
  type UpdateSubscriptionInput,
} from '@miaoyu/contracts/billing';
import { api } from '@/lib/http';
import { getFirst } from '@/lib/preload';
import {
  ADMIN_PLANS_PATH,
  adminPlansRequest,
  billingStatusRequest,
  plansRequest,
  POINT_PRICES_PATH,
  pointPricesRequest,
  subscriptionPath,
  subscriptionRequest,
} from './requests';

const keys = {
  status: ['billing', 'status'] as const,
  subscription: (orgId: string) => ['billing', 'subscription', orgId] as const,
  plans: ['billing', 'plans'] as const,
  adminPlans: ['billing', 'admin-plans'] as const,
  prices: ['billing', 'prices'] as const,
};

/** Whether the platform sells plans; it does not change while the app runs. */
export function useBillingStatus() {
  return useQuery({
    queryKey: keys.status,
    queryFn: async () => (await getFirst(billingStatusRequest())) as BillingStatus,
    staleTime: Infinity,
  });
}

export function useSubscription(orgId: string | undefined, enabled = true) {
  return useQuery({
    queryKey: keys.subscription(orgId ?? ''),
    queryFn: async () => (await getFirst(subscriptionRequest(orgId!))) as Subscription,
    enabled: Boolean(orgId) && enabled,
  });
}

export function usePlans(enabled = true) {
  return useQuery({
    queryKey: keys.plans,
    queryFn: async () => ((await getFirst(plansRequest())) as PlanList).list,
    enabled,
  });
}

export function useChangeSubscription(orgId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: UpdateSubscriptionInput) =>
      (await api.patch(
        subscriptionPath(orgId),
        updateSubscriptionSchema.parse(body),
      )) as Subscription,
    onSuccess: (subscription) => client.setQueryData(keys.subscription(orgId), subscription),
  });
}

export function useAdminPlans(enabled = true) {
  return useQuery({
    queryKey: keys.adminPlans,
    queryFn: async () => ((await getFirst(adminPlansRequest())) as PlanList).list,
    enabled,
  });
}

/** Creates a plan, or changes one when `planId` is given; the lists are read again. */
export function useSavePlan() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ planId, body }: { planId?: string; body: CreatePlanInput }) =>
      (planId
        ? await api.patch(`${ADMIN_PLANS_PATH}/${planId}`, updatePlanSchema.parse(body), {
            silent: true,
          })
        : await api.post(ADMIN_PLANS_PATH, createPlanSchema.parse(body), {
            silent: true,
          })) as Plan,
    onSuccess: () => void client.invalidateQueries({ queryKey: ['billing'] }),
  });
}

export function usePointPrices(enabled = true) {
  return useQuery({
    queryKey: keys.prices,
    queryFn: async () => ((await getFirst(pointPricesRequest())) as { list: PointPrice[] }).list,
    enabled,
  });
}

/** Sets a model's price, or removes its own one (`remove` with the row's id). */
export function useSavePrice() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (change: { set: PointPriceInput } | { remove: string }) =>
      (
        ('set' in change
          ? await api.put(POINT_PRICES_PATH, pointPriceInputSchema.parse(change.set), {
              silent: true,
            })
          : await api.delete(`${POINT_PRICES_PATH}/${change.remove}`)) as { list: PointPrice[] }
      ).list,
    onSuccess: (list) => client.setQueryData(keys.prices, list),
  });
}

import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  createOrderSchema,
  orderListQuerySchema,
  sandboxPaySchema,
  type CheckoutOptions,
  type CreatedOrder,
  type CreateOrderInput,
  type Order,
  type OrderList,
  type OrderListQuery,
  type SandboxPayInput,
} from '@miaoyu/contracts/billing';
import { api } from '@/lib/http';
import { getFirst } from '@/lib/preload';
import { checkoutRequest, orderPath, orderRequest, ordersPath } from './requests';

const keys = {
  checkout: ['billing', 'checkout'] as const,
  orders: (orgId: string, query: OrderListQuery) => ['billing', 'orders', orgId, query] as const,
  order: (orgId: string, outTradeNo: string) => ['billing', 'order', orgId, outTradeNo] as const,
};

export function useCheckoutOptions(enabled = true) {
  return useQuery({
    queryKey: keys.checkout,
    queryFn: async () => (await getFirst(checkoutRequest())) as CheckoutOptions,
    staleTime: Infinity,
    enabled,
  });
}

/** Places an order; what it answers says how to pay it. */
export function useCreateOrder(orgId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: CreateOrderInput) =>
      (await api.post(ordersPath(orgId), createOrderSchema.parse(body), {
        silent: true,
      })) as CreatedOrder,
    onSuccess: () => void client.invalidateQueries({ queryKey: ['billing'] }),
  });
}

export function useOrders(orgId: string | undefined, query: OrderListQuery) {
  return useQuery({
    queryKey: keys.orders(orgId ?? '', query),
    queryFn: async () => {
      const params = new URLSearchParams();
      for (const [key, value] of Object.entries(orderListQuerySchema.parse(query)))
        if (value !== undefined) params.set(key, String(value));
      return (await api.get(`${ordersPath(orgId!)}?${params}`)) as OrderList;
    },
    enabled: Boolean(orgId),
    placeholderData: keepPreviousData,
  });
}

/** One order; `watch` reads it again every few seconds while it waits to be paid. */
export function useOrder(orgId: string | undefined, outTradeNo: string | undefined, watch = false) {
  return useQuery({
    queryKey: keys.order(orgId ?? '', outTradeNo ?? ''),
    queryFn: async () => (await getFirst(orderRequest(orgId!, outTradeNo!))) as Order,
    enabled: Boolean(orgId && outTradeNo),
    refetchInterval: (query) =>
      watch && ['created', 'paying'].includes(query.state.data?.status ?? 'created') ? 3000 : false,
  });
}

/** The sandbox cashier's buttons; the plan, points and trades are read again after. */
export function usePaySandbox(orgId: string, outTradeNo: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: SandboxPayInput) =>
      (await api.post(`${orderPath(orgId, outTradeNo)}/sandbox`, sandboxPaySchema.parse(body), {
        silent: true,
      })) as Order,
    onSuccess: (order) => {
      client.setQueryData(keys.order(orgId, outTradeNo), order);
      void client.invalidateQueries({ queryKey: ['billing'] });
    },
  });
}

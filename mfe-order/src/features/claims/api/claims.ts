import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AxiosInstance } from 'axios';
import {
  IDEMPOTENCY_HEADER,
  orderManageApi,
  type CancelBody,
  type CancelResponse,
  type CancelSheet,
  type ClaimCreated,
  type ClaimsResponse,
  type ExchangeBody,
  type ExchangeOptions,
  type ExchangeSheet,
  type ReturnBody,
  type ReturnSheet,
  type ToReturnBody,
  type ToReturnSheet,
} from '@mall/shared-contracts/order';
import { ordersKey, useOrderManager, type OrderManager } from '../../../lib/order-manager';

const quiet = { skipErrorAlert: true } as const;

export const getCancelSheetQueryOptions = (http: AxiosInstance, m: OrderManager, orderId: string, itemIds: readonly number[]) =>
  queryOptions({
    queryKey: [...ordersKey(m), 'cancel-sheet', orderId, itemIds.join(',')],
    queryFn: () =>
      http.get<CancelSheet>(orderManageApi(m.scope).cancelSheet(orderId), { params: { item_ids: itemIds.join(',') }, ...quiet }).then((r) => r.data),
    placeholderData: (previous) => previous,
  });

export const getReturnSheetQueryOptions = (http: AxiosInstance, m: OrderManager, orderId: string, itemIds: readonly number[]) =>
  queryOptions({
    queryKey: [...ordersKey(m), 'return-sheet', orderId, itemIds.join(',')],
    queryFn: () =>
      http.get<ReturnSheet>(orderManageApi(m.scope).returnSheet(orderId), { params: { item_ids: itemIds.join(',') }, ...quiet }).then((r) => r.data),
    placeholderData: (previous) => previous,
  });

export const getExchangeSheetQueryOptions = (http: AxiosInstance, m: OrderManager, orderId: string, itemIds: readonly number[]) =>
  queryOptions({
    queryKey: [...ordersKey(m), 'exchange-sheet', orderId, itemIds.join(',')],
    queryFn: () =>
      http.get<ExchangeSheet>(orderManageApi(m.scope).exchangeSheet(orderId), { params: { item_ids: itemIds.join(',') }, ...quiet }).then((r) => r.data),
    placeholderData: (previous) => previous,
  });

export const getExchangeOptionsQueryOptions = (http: AxiosInstance, m: OrderManager, orderId: string, itemId: number) =>
  queryOptions({
    queryKey: [...ordersKey(m), 'exchange-options', orderId, itemId],
    queryFn: () => http.get<ExchangeOptions>(orderManageApi(m.scope).exchangeOptions(orderId, itemId), quiet).then((r) => r.data),
  });

export const getToReturnSheetQueryOptions = (http: AxiosInstance, m: OrderManager, exchangeId: number) =>
  queryOptions({
    queryKey: [...ordersKey(m), 'to-return-sheet', exchangeId],
    queryFn: () => http.get<ToReturnSheet>(orderManageApi(m.scope).toReturnSheet(exchangeId), quiet).then((r) => r.data),
  });

export const getClaimsQueryOptions = (http: AxiosInstance, m: OrderManager, ids: readonly number[]) =>
  queryOptions({
    queryKey: [...ordersKey(m), 'claims', ids.join(',')],
    queryFn: () => http.get<ClaimsResponse>(orderManageApi(m.scope).claims, { params: { ids: ids.join(',') }, ...quiet }).then((r) => r.data),
  });

export function useCancelSheet(orderId: string, itemIds: readonly number[]) {
  const { http, m, enabled } = useOrderManager();
  return useQuery({ ...getCancelSheetQueryOptions(http, m, orderId, itemIds), enabled });
}

export function useReturnSheet(orderId: string, itemIds: readonly number[]) {
  const { http, m, enabled } = useOrderManager();
  return useQuery({ ...getReturnSheetQueryOptions(http, m, orderId, itemIds), enabled });
}

export function useExchangeSheet(orderId: string, itemIds: readonly number[]) {
  const { http, m, enabled } = useOrderManager();
  return useQuery({ ...getExchangeSheetQueryOptions(http, m, orderId, itemIds), enabled });
}

export function useExchangeOptions(orderId: string, itemId: number) {
  const { http, m, enabled } = useOrderManager();
  return useQuery({ ...getExchangeOptionsQueryOptions(http, m, orderId, itemId), enabled: enabled && itemId > 0 });
}

export function useToReturnSheet(exchangeId: number) {
  const { http, m, enabled } = useOrderManager();
  return useQuery({ ...getToReturnSheetQueryOptions(http, m, exchangeId), enabled: enabled && exchangeId > 0 });
}

/** The lines a cancel, a return or an exchange may take (the item-select modals): one sheet query, the others idle. */
export function useClaimableLines(kind: 'cancel' | 'return' | 'exchange', orderId: string, itemIds: readonly number[]) {
  const { http, m, enabled } = useOrderManager();
  const cancel = useQuery({ ...getCancelSheetQueryOptions(http, m, orderId, itemIds), enabled: enabled && kind === 'cancel' });
  const ret = useQuery({ ...getReturnSheetQueryOptions(http, m, orderId, itemIds), enabled: enabled && kind === 'return' });
  const exchange = useQuery({ ...getExchangeSheetQueryOptions(http, m, orderId, itemIds), enabled: enabled && kind === 'exchange' });
  return kind === 'cancel' ? cancel : kind === 'return' ? ret : exchange;
}

export function useClaims(ids: readonly number[]) {
  const { http, m, enabled } = useOrderManager();
  return useQuery({ ...getClaimsQueryOptions(http, m, ids), enabled: enabled && ids.length > 0 });
}

export function useCancelOrder() {
  const { http, m } = useOrderManager();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ orderId, body, key }: { orderId: string; body: CancelBody; key: string }) =>
      http.post<CancelResponse>(orderManageApi(m.scope).cancel(orderId), body, { headers: { [IDEMPOTENCY_HEADER]: key }, ...quiet }).then((r) => r.data),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ordersKey(m) }),
  });
}

/** 반품 신청: one Idempotency-Key per attempt (a retry of the same attempt replays its answer). */
export function useRequestReturn() {
  const { http, m } = useOrderManager();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ orderId, body, key }: { orderId: string; body: ReturnBody; key: string }) =>
      http.post<ClaimCreated>(orderManageApi(m.scope).return(orderId), body, { headers: { [IDEMPOTENCY_HEADER]: key }, ...quiet }).then((r) => r.data),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ordersKey(m) }),
  });
}

/** 교환 신청: one Idempotency-Key per attempt, like a return. */
export function useRequestExchange() {
  const { http, m } = useOrderManager();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ orderId, body, key }: { orderId: string; body: ExchangeBody; key: string }) =>
      http.post<ClaimCreated>(orderManageApi(m.scope).exchange(orderId), body, { headers: { [IDEMPOTENCY_HEADER]: key }, ...quiet }).then((r) => r.data),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ordersKey(m) }),
  });
}

/** 교환 → 반품 전환: one Idempotency-Key per attempt. */
export function useTurnToReturn() {
  const { http, m } = useOrderManager();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ exchangeId, body, key }: { exchangeId: number; body: ToReturnBody; key: string }) =>
      http.post<ClaimCreated>(orderManageApi(m.scope).toReturn(exchangeId), body, { headers: { [IDEMPOTENCY_HEADER]: key }, ...quiet }).then((r) => r.data),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ordersKey(m) }),
  });
}

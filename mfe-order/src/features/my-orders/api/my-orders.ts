import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AxiosInstance } from 'axios';
import {
  CLAIM_API,
  IDEMPOTENCY_HEADER,
  MY_ORDERS_API,
  type ClaimCreated,
  type ExchangeBody,
  type ExchangeOptions,
  type ExchangeSheet,
  type ToReturnBody,
  type ToReturnSheet,
  type ReturnBody,
  type ReturnSheet,
  type CancelBody,
  type CancelResponse,
  type CancelSheet,
  type ClaimsResponse,
  type MyOrderDetail,
  type MyOrdersResponse,
  type MyOrderTab,
  type PurchaseConfirmResponse,
  type Receipt,
  type RefundAccount,
  type RefundAccountBody,
} from '@mall/shared-contracts/order';
import { usePlatform, useSession } from '@mall/shared-ui';

const quiet = { skipErrorAlert: true } as const;

/** Every query of the member's orders starts with this key (a cancel or confirm refreshes them all). */
const myOrdersKey = (loginId: string) => ['my-orders', loginId] as const;

export const getMyOrdersQueryOptions = (http: AxiosInstance, loginId: string, tab: MyOrderTab, months: number, page: number) =>
  queryOptions({
    queryKey: [...myOrdersKey(loginId), 'list', tab, months, page],
    queryFn: () => http.get<MyOrdersResponse>(MY_ORDERS_API.list, { params: { tab, months, page }, ...quiet }).then((r) => r.data),
  });

export const getMyOrderDetailQueryOptions = (http: AxiosInstance, loginId: string, orderId: string) =>
  queryOptions({
    queryKey: [...myOrdersKey(loginId), 'detail', orderId],
    queryFn: () => http.get<MyOrderDetail>(MY_ORDERS_API.detail(orderId), quiet).then((r) => r.data),
  });

export const getReceiptQueryOptions = (http: AxiosInstance, loginId: string, orderId: string) =>
  queryOptions({
    queryKey: [...myOrdersKey(loginId), 'receipt', orderId],
    queryFn: () => http.get<Receipt>(MY_ORDERS_API.receipt(orderId), quiet).then((r) => r.data),
  });

export const getCancelSheetQueryOptions = (http: AxiosInstance, loginId: string, orderId: string, itemIds: readonly number[]) =>
  queryOptions({
    queryKey: [...myOrdersKey(loginId), 'cancel-sheet', orderId, itemIds.join(',')],
    queryFn: () => http.get<CancelSheet>(MY_ORDERS_API.cancelSheet(orderId), { params: { item_ids: itemIds.join(',') }, ...quiet }).then((r) => r.data),
    placeholderData: (previous) => previous,
  });

export const getReturnSheetQueryOptions = (http: AxiosInstance, loginId: string, orderId: string, itemIds: readonly number[]) =>
  queryOptions({
    queryKey: [...myOrdersKey(loginId), 'return-sheet', orderId, itemIds.join(',')],
    queryFn: () => http.get<ReturnSheet>(CLAIM_API.returnSheet(orderId), { params: { item_ids: itemIds.join(',') }, ...quiet }).then((r) => r.data),
    placeholderData: (previous) => previous,
  });

export const getExchangeSheetQueryOptions = (http: AxiosInstance, loginId: string, orderId: string, itemIds: readonly number[]) =>
  queryOptions({
    queryKey: [...myOrdersKey(loginId), 'exchange-sheet', orderId, itemIds.join(',')],
    queryFn: () => http.get<ExchangeSheet>(CLAIM_API.exchangeSheet(orderId), { params: { item_ids: itemIds.join(',') }, ...quiet }).then((r) => r.data),
    placeholderData: (previous) => previous,
  });

export const getExchangeOptionsQueryOptions = (http: AxiosInstance, loginId: string, orderId: string, itemId: number) =>
  queryOptions({
    queryKey: [...myOrdersKey(loginId), 'exchange-options', orderId, itemId],
    queryFn: () => http.get<ExchangeOptions>(CLAIM_API.exchangeOptions(orderId, itemId), quiet).then((r) => r.data),
  });

export const getToReturnSheetQueryOptions = (http: AxiosInstance, loginId: string, exchangeId: number) =>
  queryOptions({
    queryKey: [...myOrdersKey(loginId), 'to-return-sheet', exchangeId],
    queryFn: () => http.get<ToReturnSheet>(CLAIM_API.toReturnSheet(exchangeId), quiet).then((r) => r.data),
  });

export const getClaimsQueryOptions = (http: AxiosInstance, loginId: string, ids: readonly number[]) =>
  queryOptions({
    queryKey: [...myOrdersKey(loginId), 'claims', ids.join(',')],
    queryFn: () => http.get<ClaimsResponse>(MY_ORDERS_API.claims, { params: { ids: ids.join(',') }, ...quiet }).then((r) => r.data),
  });

export const getRefundAccountQueryOptions = (http: AxiosInstance, loginId: string) =>
  queryOptions({
    queryKey: [...myOrdersKey(loginId), 'refund-account'],
    queryFn: () => http.get<{ account: RefundAccount | null }>(MY_ORDERS_API.refundAccount, quiet).then((r) => r.data.account),
  });

function useMember() {
  const { http } = usePlatform();
  const session = useSession();
  const loginId = session.user?.login_id ?? '';
  return { http, loginId, enabled: loginId !== '' };
}

export function useMyOrders(tab: MyOrderTab, months: number, page: number) {
  const { http, loginId, enabled } = useMember();
  return useQuery({ ...getMyOrdersQueryOptions(http, loginId, tab, months, page), enabled });
}

export function useMyOrderDetail(orderId: string) {
  const { http, loginId, enabled } = useMember();
  return useQuery({ ...getMyOrderDetailQueryOptions(http, loginId, orderId), enabled });
}

export function useReceipt(orderId: string) {
  const { http, loginId, enabled } = useMember();
  return useQuery({ ...getReceiptQueryOptions(http, loginId, orderId), enabled: enabled && orderId !== '' });
}

export function useCancelSheet(orderId: string, itemIds: readonly number[]) {
  const { http, loginId, enabled } = useMember();
  return useQuery({ ...getCancelSheetQueryOptions(http, loginId, orderId, itemIds), enabled });
}

export function useReturnSheet(orderId: string, itemIds: readonly number[]) {
  const { http, loginId, enabled } = useMember();
  return useQuery({ ...getReturnSheetQueryOptions(http, loginId, orderId, itemIds), enabled });
}

export function useExchangeSheet(orderId: string, itemIds: readonly number[]) {
  const { http, loginId, enabled } = useMember();
  return useQuery({ ...getExchangeSheetQueryOptions(http, loginId, orderId, itemIds), enabled });
}

export function useExchangeOptions(orderId: string, itemId: number) {
  const { http, loginId, enabled } = useMember();
  return useQuery({ ...getExchangeOptionsQueryOptions(http, loginId, orderId, itemId), enabled: enabled && itemId > 0 });
}

export function useToReturnSheet(exchangeId: number) {
  const { http, loginId, enabled } = useMember();
  return useQuery({ ...getToReturnSheetQueryOptions(http, loginId, exchangeId), enabled: enabled && exchangeId > 0 });
}

/** The lines a cancel, a return or an exchange may take (the item-select modals): one sheet query, the others idle. */
export function useClaimableLines(kind: 'cancel' | 'return' | 'exchange', orderId: string, itemIds: readonly number[]) {
  const { http, loginId, enabled } = useMember();
  const cancel = useQuery({ ...getCancelSheetQueryOptions(http, loginId, orderId, itemIds), enabled: enabled && kind === 'cancel' });
  const ret = useQuery({ ...getReturnSheetQueryOptions(http, loginId, orderId, itemIds), enabled: enabled && kind === 'return' });
  const exchange = useQuery({ ...getExchangeSheetQueryOptions(http, loginId, orderId, itemIds), enabled: enabled && kind === 'exchange' });
  return kind === 'cancel' ? cancel : kind === 'return' ? ret : exchange;
}

export function useClaims(ids: readonly number[]) {
  const { http, loginId, enabled } = useMember();
  return useQuery({ ...getClaimsQueryOptions(http, loginId, ids), enabled: enabled && ids.length > 0 });
}

export function useRefundAccount() {
  const { http, loginId, enabled } = useMember();
  return useQuery({ ...getRefundAccountQueryOptions(http, loginId), enabled });
}

export function usePurchaseConfirm() {
  const { http, loginId } = useMember();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ orderId, itemId }: { orderId: string; itemId: number }) =>
      http.post<PurchaseConfirmResponse>(MY_ORDERS_API.confirm(orderId, itemId), undefined, quiet).then((r) => r.data),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myOrdersKey(loginId) }),
  });
}

export function useCancelOrder() {
  const { http, loginId } = useMember();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ orderId, body, key }: { orderId: string; body: CancelBody; key: string }) =>
      http.post<CancelResponse>(MY_ORDERS_API.cancel(orderId), body, { headers: { [IDEMPOTENCY_HEADER]: key }, ...quiet }).then((r) => r.data),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myOrdersKey(loginId) }),
  });
}

/** 반품 신청: one Idempotency-Key per attempt (a retry of the same attempt replays its answer). */
export function useRequestReturn() {
  const { http, loginId } = useMember();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ orderId, body, key }: { orderId: string; body: ReturnBody; key: string }) =>
      http.post<ClaimCreated>(CLAIM_API.return(orderId), body, { headers: { [IDEMPOTENCY_HEADER]: key }, ...quiet }).then((r) => r.data),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myOrdersKey(loginId) }),
  });
}

/** 교환 신청: one Idempotency-Key per attempt, like a return. */
export function useRequestExchange() {
  const { http, loginId } = useMember();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ orderId, body, key }: { orderId: string; body: ExchangeBody; key: string }) =>
      http.post<ClaimCreated>(CLAIM_API.exchange(orderId), body, { headers: { [IDEMPOTENCY_HEADER]: key }, ...quiet }).then((r) => r.data),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myOrdersKey(loginId) }),
  });
}

/** 교환 → 반품 전환: one Idempotency-Key per attempt. */
export function useTurnToReturn() {
  const { http, loginId } = useMember();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ exchangeId, body, key }: { exchangeId: number; body: ToReturnBody; key: string }) =>
      http.post<ClaimCreated>(CLAIM_API.toReturn(exchangeId), body, { headers: { [IDEMPOTENCY_HEADER]: key }, ...quiet }).then((r) => r.data),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myOrdersKey(loginId) }),
  });
}

export function useSaveRefundAccount() {
  const { http, loginId } = useMember();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RefundAccountBody) => http.put<{ account: RefundAccount }>(MY_ORDERS_API.refundAccount, body, quiet).then((r) => r.data.account),
    onSuccess: (account) => queryClient.setQueryData(getRefundAccountQueryOptions(http, loginId).queryKey, account),
  });
}

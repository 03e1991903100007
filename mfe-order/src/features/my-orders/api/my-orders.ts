import { useState } from 'react';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AxiosInstance } from 'axios';
import {
  GUEST_ORDER_API,
  IDEMPOTENCY_HEADER,
  MY_ORDERS_API,
  ORDER_PAGES_BASE,
  orderManageApi,
  type ClaimCreated,
  type GuestAddressBody,
  type GuestPhoneCodeSent,
  type GuestPhoneVerifyBody,
  type GuestSession,
  type OrderScope,
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

/**
 * Whose orders the pages show: the member's (/mypage/order) or the guest session's (/guest/order).
 * The pages are the same; the scope picks the endpoints (ADR 0012) and `who` keeps each session's cache apart.
 */
export interface OrderManager {
  scope: OrderScope;
  who: string;
}

/** Every query of a session's orders starts with this key (a cancel or confirm refreshes them all). */
const ordersKey = (m: OrderManager) => ['my-orders', m.scope, m.who] as const;

export const getMyOrdersQueryOptions = (http: AxiosInstance, m: OrderManager, tab: MyOrderTab, months: number, page: number) =>
  queryOptions({
    queryKey: [...ordersKey(m), 'list', tab, months, page],
    queryFn: () => http.get<MyOrdersResponse>(orderManageApi(m.scope).list, { params: { tab, months, page }, ...quiet }).then((r) => r.data),
  });

export const getMyOrderDetailQueryOptions = (http: AxiosInstance, m: OrderManager, orderId: string) =>
  queryOptions({
    queryKey: [...ordersKey(m), 'detail', orderId],
    queryFn: () => http.get<MyOrderDetail>(orderManageApi(m.scope).detail(orderId), quiet).then((r) => r.data),
  });

export const getReceiptQueryOptions = (http: AxiosInstance, m: OrderManager, orderId: string) =>
  queryOptions({
    queryKey: [...ordersKey(m), 'receipt', orderId],
    queryFn: () => http.get<Receipt>(orderManageApi(m.scope).receipt(orderId), quiet).then((r) => r.data),
  });

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

export const getRefundAccountQueryOptions = (http: AxiosInstance, m: OrderManager) =>
  queryOptions({
    queryKey: [...ordersKey(m), 'refund-account'],
    queryFn: () => http.get<{ account: RefundAccount | null }>(MY_ORDERS_API.refundAccount, quiet).then((r) => r.data.account),
  });

/** The session's order manager: a guest session manages its guest orders, anyone else (a member) their own. */
export function useOrderManager() {
  const { http } = usePlatform();
  const session = useSession();
  const scope: OrderScope = session.status === 'guest' ? 'guest' : 'member';
  const who = scope === 'guest' ? (session.guest?.orderId ?? '') : (session.user?.login_id ?? '');
  const m: OrderManager = { scope, who };
  return { http, m, base: ORDER_PAGES_BASE[scope], enabled: who !== '' };
}

export function useMyOrders(tab: MyOrderTab, months: number, page: number) {
  const { http, m, enabled } = useOrderManager();
  return useQuery({ ...getMyOrdersQueryOptions(http, m, tab, months, page), enabled });
}

export function useMyOrderDetail(orderId: string) {
  const { http, m, enabled } = useOrderManager();
  return useQuery({ ...getMyOrderDetailQueryOptions(http, m, orderId), enabled });
}

export function useReceipt(orderId: string) {
  const { http, m, enabled } = useOrderManager();
  return useQuery({ ...getReceiptQueryOptions(http, m, orderId), enabled: enabled && orderId !== '' });
}

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

/** A refund account to show; `body` when it was typed for this claim only (a guest's), to send with it. */
export type TypedRefundAccount = RefundAccount & { body?: RefundAccountBody };

/** The member's saved refund account (a guest has none: it types one for the claim). */
export function useRefundAccount() {
  const { http, m, enabled } = useOrderManager();
  return useQuery({ ...getRefundAccountQueryOptions(http, m), enabled: enabled && m.scope === 'member' });
}

/** The refund account of a claim page: the member's saved one, or the one a guest typed for this claim (sent as `body`). */
export interface RefundAccountState {
  data: RefundAccount | null | undefined;
  error: unknown;
  refetch: () => unknown;
  onTyped: (account: TypedRefundAccount) => void;
  body?: RefundAccountBody;
}

export function useClaimRefundAccount(): RefundAccountState {
  const saved = useRefundAccount();
  const [typed, setTyped] = useState<TypedRefundAccount | null>(null);
  return { data: typed ?? saved.data, error: saved.error, refetch: saved.refetch, onTyped: setTyped, body: typed?.body };
}

export function usePurchaseConfirm() {
  const { http, m } = useOrderManager();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ orderId, itemId }: { orderId: string; itemId: number }) =>
      http.post<PurchaseConfirmResponse>(orderManageApi(m.scope).confirm(orderId, itemId), undefined, quiet).then((r) => r.data),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ordersKey(m) }),
  });
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

export function useSaveRefundAccount() {
  const { http, m } = useOrderManager();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RefundAccountBody) => http.put<{ account: RefundAccount }>(MY_ORDERS_API.refundAccount, body, quiet).then((r) => r.data.account),
    onSuccess: (account) => queryClient.setQueryData(getRefundAccountQueryOptions(http, m).queryKey, account),
  });
}

/** 배송지 변경 of a guest order before shipping (guest-address-edit); the detail answers with the new address. */
export function useChangeGuestAddress() {
  const { http, m } = useOrderManager();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ orderId, body }: { orderId: string; body: GuestAddressBody }) =>
      http.put<MyOrderDetail>(GUEST_ORDER_API.address(orderId), body, quiet).then((r) => r.data),
    onSuccess: (detail) => {
      queryClient.setQueryData(getMyOrderDetailQueryOptions(http, m, detail.order_id).queryKey, detail);
      return queryClient.invalidateQueries({ queryKey: ordersKey(m) });
    },
  });
}

/** What the guest session proved (ADR 0014): its order, the masked phone, whether the phone was proved. */
export const getGuestSessionQueryOptions = (http: AxiosInstance, m: OrderManager) =>
  queryOptions({
    queryKey: [...ordersKey(m), 'guest-session'],
    queryFn: () => http.get<GuestSession>(GUEST_ORDER_API.session, quiet).then((r) => r.data),
  });

export function useGuestSession() {
  const { http, m, enabled } = useOrderManager();
  return useQuery({ ...getGuestSessionQueryOptions(http, m), enabled: enabled && m.scope === 'guest' });
}

/** 인증번호 발송: a code to the looked-up order's phone (SMS). */
export function useSendGuestPhoneCode() {
  const { http } = useOrderManager();
  return useMutation({ mutationFn: () => http.post<GuestPhoneCodeSent>(GUEST_ORDER_API.phoneCode, undefined, quiet).then((r) => r.data) });
}

/** 확인: the code back; the session then opens the orderer's other guest orders, so every order query refreshes. */
export function useVerifyGuestPhone() {
  const { http, m } = useOrderManager();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: GuestPhoneVerifyBody) => http.post<GuestSession>(GUEST_ORDER_API.phoneVerify, body, quiet).then((r) => r.data),
    onSuccess: (session) => {
      queryClient.setQueryData(getGuestSessionQueryOptions(http, m).queryKey, session);
      return queryClient.invalidateQueries({ queryKey: ordersKey(m) });
    },
  });
}

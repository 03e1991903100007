import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AxiosInstance } from 'axios';
import {
  GUEST_ORDER_API,
  orderManageApi,
  type GuestAddressBody,
  type GuestPhoneCodeSent,
  type GuestPhoneVerifyBody,
  type GuestSession,
  type MyOrderDetail,
  type MyOrdersResponse,
  type MyOrderTab,
  type PurchaseConfirmResponse,
  type Receipt,
} from '@mall/shared-contracts/order';
import { ordersKey, useOrderManager, type OrderManager } from '../../../lib/order-manager';

const quiet = { skipErrorAlert: true } as const;

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

export function usePurchaseConfirm() {
  const { http, m } = useOrderManager();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ orderId, itemId }: { orderId: string; itemId: number }) =>
      http.post<PurchaseConfirmResponse>(orderManageApi(m.scope).confirm(orderId, itemId), undefined, quiet).then((r) => r.data),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ordersKey(m) }),
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

import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AxiosInstance } from 'axios';
import {
  COMPLAINT_API,
  IDEMPOTENCY_HEADER,
  type ComplaintPageTab,
  type ComplaintAnswer,
  type ComplaintAnswerBody,
  type ComplaintsResponse,
  type ComplaintType,
} from '@mall/shared-contracts/order';
import { usePlatform, useSession } from '@mall/shared-ui';

const quiet = { skipErrorAlert: true } as const;

/** Every query of the member's complaints (shop-raised) starts with this key; an answer refreshes them and the orders. */
const complaintsKey = (who: string) => ['my-complaints', who] as const;

export const getComplaintsQueryOptions = (http: AxiosInstance, who: string, type: ComplaintType, tab: ComplaintPageTab, page: number) =>
  queryOptions({
    queryKey: [...complaintsKey(who), type, tab, page],
    queryFn: () => http.get<ComplaintsResponse>(COMPLAINT_API.list(type), { params: { tab, page }, ...quiet }).then((r) => r.data),
    placeholderData: (previous) => (previous?.type === type && previous.tab === tab ? previous : undefined),
  });

/** The member's login id: each member's cache stays apart. */
function useWho() {
  const session = useSession();
  return session.user?.login_id ?? '';
}

export function useComplaints(type: ComplaintType, tab: ComplaintPageTab, page: number) {
  const { http } = usePlatform();
  const who = useWho();
  return useQuery({ ...getComplaintsQueryOptions(http, who, type, tab, page), enabled: who !== '' });
}

export type ComplaintAction = 'accept' | 'cancel' | 'refund';

/** 지연 동의, 주문 취소, 품절 환불: one Idempotency-Key per attempt (a retry replays the first answer). */
export function useAnswerComplaint() {
  const { http } = usePlatform();
  const who = useWho();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ action, id, body, key }: { action: ComplaintAction; id: number; body: ComplaintAnswerBody; key: string }) =>
      http.post<ComplaintAnswer>(COMPLAINT_API[action](id), body, { headers: { [IDEMPOTENCY_HEADER]: key }, ...quiet }).then((r) => r.data),
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: complaintsKey(who) }), queryClient.invalidateQueries({ queryKey: ['my-orders'] })]),
  });
}

import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AxiosInstance } from 'axios';
import {
  EXHIBIT_EVENTS_API,
  jointPurchaseParticipationPath,
  jointPurchasePath,
  type JointPurchase,
  type JointPurchaseList,
  type JointPurchaseSort,
} from '@mall/shared-contracts/exhibit';
import { useSession } from '@mall/shared-ui';
import { useHttp } from '@mall/shared-ui/http';

export const getJointPurchasesQueryOptions = (http: AxiosInstance, sort: JointPurchaseSort) =>
  queryOptions({
    queryKey: ['joint-purchases', sort],
    queryFn: () => http.get<JointPurchaseList>(EXHIBIT_EVENTS_API.jointPurchases, { params: { sort } }).then((r) => r.data),
  });

/** Keyed by who asks: a member's answer carries their own quantity. */
export const getJointPurchaseQueryOptions = (http: AxiosInstance, id: number, viewer: string | null) =>
  queryOptions({
    queryKey: ['joint-purchases', 'detail', id, viewer],
    queryFn: () => http.get<JointPurchase>(jointPurchasePath(id)).then((r) => r.data),
    retry: false,
  });

export function useJointPurchases(sort: JointPurchaseSort | null) {
  const http = useHttp();
  return useQuery({ ...getJointPurchasesQueryOptions(http, sort ?? 'popular'), enabled: sort !== null });
}

function useViewer() {
  const session = useSession();
  return session.status === 'member' ? session.user.login_id : null;
}

export function useJointPurchase(id: number | null) {
  const http = useHttp();
  const viewer = useViewer();
  return useQuery({ ...getJointPurchaseQueryOptions(http, id ?? 0, viewer), enabled: id !== null });
}

/** Joins with a quantity; the answer (progress with this member in it) replaces the page's data. */
export function useJoinJointPurchase(id: number) {
  const http = useHttp();
  const viewer = useViewer();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (quantity: number) => http.post<JointPurchase>(jointPurchaseParticipationPath(id), { quantity }).then((r) => r.data),
    onSuccess: (data) => {
      queryClient.setQueryData(getJointPurchaseQueryOptions(http, id, viewer).queryKey, data);
      void queryClient.invalidateQueries({ queryKey: ['joint-purchases'], exact: false, predicate: (q) => q.queryKey[1] !== 'detail' });
    },
  });
}

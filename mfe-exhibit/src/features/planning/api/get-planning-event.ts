import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { AxiosInstance } from 'axios';
import { EXHIBIT_API, planningEventPath, type PlanningEvent } from '@mall/shared-contracts/exhibit';
import { usePlatform } from '@mall/shared-ui';

export const getPlanningEvent = (http: AxiosInstance, id: number) =>
  http.get<PlanningEvent>(planningEventPath(id), { skipErrorAlert: true }).then((r) => r.data);

export const getPlanningEventQueryOptions = (http: AxiosInstance, id: number) =>
  queryOptions({ queryKey: ['planning-events', id], queryFn: () => getPlanningEvent(http, id), retry: false });

export function usePlanningEvent(id: number) {
  const { http } = usePlatform();
  return useQuery({ ...getPlanningEventQueryOptions(http, id), enabled: Number.isInteger(id) && id > 0 });
}

/** Records a member's view for `/mypage/recent-view/planning` (silently: a failed record is no shopper's concern). */
export function useRecordPlanningView() {
  const { http } = usePlatform();
  return useMutation({
    mutationFn: (planningEventId: number) =>
      http.post(EXHIBIT_API.recentPlanningEvents, { planning_event_id: planningEventId }, { skipErrorAlert: true }).then(() => undefined),
  });
}

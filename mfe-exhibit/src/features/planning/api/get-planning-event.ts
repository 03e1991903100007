import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { AxiosInstance } from 'axios';
import { EXHIBIT_API, planningEventPath, type PlanningEvent } from '@mall/shared-contracts/exhibit';
import { useHttp } from '@mall/shared-ui/http';

export const getPlanningEvent = (http: AxiosInstance, id: number) => http.get<PlanningEvent>(planningEventPath(id)).then((r) => r.data);

export const getPlanningEventQueryOptions = (http: AxiosInstance, id: number) =>
  queryOptions({ queryKey: ['planning-events', id], queryFn: () => getPlanningEvent(http, id), retry: false });

export function usePlanningEvent(id: number) {
  const http = useHttp();
  return useQuery({ ...getPlanningEventQueryOptions(http, id), enabled: Number.isInteger(id) && id > 0 });
}

/** Records a member's view for `/mypage/recent-view/planning` (silently: a failed record is no shopper's concern). */
export function useRecordPlanningView() {
  const http = useHttp();
  return useMutation({
    mutationFn: (planningEventId: number) => http.post(EXHIBIT_API.recentPlanningEvents, { planning_event_id: planningEventId }).then(() => undefined),
  });
}

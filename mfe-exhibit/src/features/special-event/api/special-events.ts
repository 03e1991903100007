import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AxiosInstance } from 'axios';
import { SPECIAL_EVENT_API, specialEventPath, type SpecialEvent, type SpecialEventList } from '@mall/shared-contracts/exhibit';
import { useHttp } from '@mall/shared-ui/http';

/** Every special event; the list page groups them by the state the server saw. */
export const specialEventsQueryOptions = (http: AxiosInstance) =>
  queryOptions({
    queryKey: ['special-events', 'list'],
    queryFn: () => http.get<SpecialEventList>(SPECIAL_EVENT_API.specialEvents).then((r) => r.data.special_events),
  });

export const specialEventQueryOptions = (http: AxiosInstance, id: number) =>
  queryOptions({
    queryKey: ['special-events', 'one', id],
    queryFn: () => http.get<SpecialEvent>(specialEventPath(id)).then((r) => r.data),
    retry: false,
  });

export const useSpecialEvents = () => useQuery(specialEventsQueryOptions(useHttp()));

export function useSpecialEvent(id: number | null) {
  const http = useHttp();
  return useQuery({ ...specialEventQueryOptions(http, id ?? 0), enabled: id !== null });
}

import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AxiosInstance } from 'axios';
import {
  RAFFLE_API,
  raffleEntriesPath,
  rafflePath,
  raffleWinnersPath,
  type PeriodState,
  type RaffleDetail,
  type RaffleEntryBody,
  type RaffleEntryCreated,
  type RaffleList,
  type RaffleWinners,
} from '@mall/shared-contracts/exhibit';
import { useSession } from '@mall/shared-ui';
import { useHttp } from '@mall/shared-ui/http';

const RAFFLES_KEY = ['raffles'] as const;

export const rafflesQueryOptions = (http: AxiosInstance, state: PeriodState) =>
  queryOptions({
    queryKey: [...RAFFLES_KEY, 'list', state],
    queryFn: () => http.get<RaffleList>(RAFFLE_API.raffles, { params: { state } }).then((r) => r.data.raffles),
  });

/** The detail carries the caller's own entry: cached per member (null: a visitor). */
export const raffleQueryOptions = (http: AxiosInstance, id: number, member: string | null) =>
  queryOptions({
    queryKey: [...RAFFLES_KEY, 'one', id, member],
    queryFn: () => http.get<RaffleDetail>(rafflePath(id)).then((r) => r.data),
    retry: false,
  });

export const raffleWinnersQueryOptions = (http: AxiosInstance, id: number) =>
  queryOptions({
    queryKey: [...RAFFLES_KEY, 'winners', id],
    queryFn: () => http.get<RaffleWinners>(raffleWinnersPath(id)).then((r) => r.data),
    retry: false,
  });

export const useRaffles = (state: PeriodState) => useQuery(rafflesQueryOptions(useHttp(), state));

export function useRaffle(id: number | null) {
  const http = useHttp();
  const session = useSession();
  const member = session.status === 'member' ? session.user.login_id : null;
  return useQuery({ ...raffleQueryOptions(http, id ?? 0, member), enabled: id !== null });
}

export const useRaffleWinners = (id: number | null) => useQuery({ ...raffleWinnersQueryOptions(useHttp(), id ?? 0), enabled: id !== null });

/** Enters the raffle; the lists, and the detail then read the new entry. */
export function useEnterRaffle(id: number) {
  const http = useHttp();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: RaffleEntryBody) => http.post<RaffleEntryCreated>(raffleEntriesPath(id), body).then((r) => r.data),
    onSettled: () => client.invalidateQueries({ queryKey: RAFFLES_KEY }),
  });
}

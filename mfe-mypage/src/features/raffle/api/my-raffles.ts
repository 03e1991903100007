import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AxiosInstance } from 'axios';
import { RAFFLE_API, type MyRaffleList } from '@mall/shared-contracts/exhibit';
import { useHttp } from '@mall/shared-ui/http';

/** The raffles the member entered, from the exhibit squad's `/api/v1/my/raffles` (ADR 0011). */
export const myRafflesQueryOptions = (http: AxiosInstance) =>
  queryOptions({
    queryKey: ['my', 'raffles'],
    queryFn: () => http.get<MyRaffleList>(RAFFLE_API.myRaffles).then((r) => r.data.raffles),
  });

export const useMyRaffles = () => useQuery(myRafflesQueryOptions(useHttp()));

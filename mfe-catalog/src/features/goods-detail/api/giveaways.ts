import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AxiosInstance } from 'axios';
import { GIVEAWAY_API, type GiveawayDetail, type GiveawayList } from '@mall/shared-contracts/catalog';
import { useHttp } from '@mall/shared-ui/http';

/** The running giveaways of some goods (one on goods detail; every goods of an order sheet). */
export const giveawaysQueryOptions = (http: AxiosInstance, goodsIds: readonly number[]) =>
  queryOptions({
    queryKey: ['giveaways', 'of-goods', goodsIds.join(',')],
    queryFn: () => http.get<GiveawayList>(GIVEAWAY_API.giveaways, { params: { goods_ids: goodsIds.join(',') } }).then((r) => r.data.giveaways),
  });

export const giveawayQueryOptions = (http: AxiosInstance, id: number) =>
  queryOptions({
    queryKey: ['giveaways', id],
    queryFn: () => http.get<GiveawayDetail>(GIVEAWAY_API.giveaway(id)).then((r) => r.data),
    retry: false,
  });

export const useGiveaways = (goodsIds: readonly number[]) => useQuery({ ...giveawaysQueryOptions(useHttp(), goodsIds), enabled: goodsIds.length > 0 });
export const useGiveaway = (id: number) => useQuery({ ...giveawayQueryOptions(useHttp(), id), enabled: id > 0 });

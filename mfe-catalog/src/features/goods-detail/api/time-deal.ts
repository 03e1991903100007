import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AxiosInstance } from 'axios';
import { goodsTimeAttackPath, type GoodsTimeAttack } from '@mall/shared-contracts/exhibit';
import { useHttp } from '@mall/shared-ui/http';

/** The goods' ongoing time deal, else its next one (exhibit's `/api/v1/goods/{id}/timeattack`, ADR 0011). */
export const timeDealQueryOptions = (http: AxiosInstance, goodsId: number) =>
  queryOptions({
    queryKey: ['goods', goodsId, 'time-deal'],
    queryFn: () => http.get<GoodsTimeAttack>(goodsTimeAttackPath(goodsId)).then((r) => r.data.time_attack),
  });

export const useTimeDeal = (goodsId: number, enabled: boolean) => useQuery({ ...timeDealQueryOptions(useHttp(), goodsId), enabled });

import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AxiosInstance } from 'axios';
import { GOODS_COUPON_API, type GoodsCoupons } from '@mall/shared-contracts/catalog';
import { useSession } from '@mall/shared-ui';
import { useHttp } from '@mall/shared-ui/http';

const COUPONS_KEY = ['goods-coupons'] as const;

/** The goods' downloadable coupons; a member's answer marks the ones they hold (the viewer is in the key). */
export const goodsCouponsQueryOptions = (http: AxiosInstance, goodsId: number, viewer: string | null) =>
  queryOptions({
    queryKey: [...COUPONS_KEY, goodsId, viewer],
    queryFn: () => http.get<GoodsCoupons>(GOODS_COUPON_API.goodsCoupons(goodsId)).then((r) => r.data),
  });

export function useGoodsCoupons(goodsId: number, enabled = true) {
  const session = useSession();
  return useQuery({
    ...goodsCouponsQueryOptions(useHttp(), goodsId, session.status === 'member' ? session.user.login_id : null),
    enabled: enabled && goodsId > 0,
  });
}

/** Downloads one coupon or all of them; the answer (held ones marked) replaces the cached list. */
export function useDownloadCoupons(goodsId: number) {
  const http = useHttp();
  const session = useSession();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (couponIds: number[]) => http.post<GoodsCoupons>(GOODS_COUPON_API.goodsCouponsDownload(goodsId), { coupon_ids: couponIds }).then((r) => r.data),
    onSuccess: (answer) => {
      client.setQueryData(goodsCouponsQueryOptions(http, goodsId, session.status === 'member' ? session.user.login_id : null).queryKey, answer);
      // The benefits row counts the coupons still to download.
      void client.invalidateQueries({ queryKey: ['goods', goodsId, 'promotions'] });
    },
  });
}

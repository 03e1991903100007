import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { RECENT_VIEW_API } from '@mall/shared-contracts/catalog';
import { useHttp } from '@mall/shared-ui/http';

/**
 * Records the view of a goods detail for the recent views and the view ranking, once per goods
 * opened; silently (a failed record is no shopper's concern).
 */
export function useRecordGoodsView(goodsId: number | undefined) {
  const http = useHttp();
  const client = useQueryClient();
  useEffect(() => {
    if (!goodsId) return;
    http
      .post(RECENT_VIEW_API.goods, { goods_id: goodsId })
      .then(() => client.invalidateQueries({ queryKey: ['recent-view-goods'] }))
      .catch(() => undefined);
  }, [goodsId, http, client]);
}

import type { AxiosInstance } from 'axios';
import type { EventBus } from '@mall/shared-contracts';
import { WISH_API } from '@mall/shared-contracts/wish-api';
import { quietHttp } from '@mall/shared-ui/http';

interface WishGoodsChange {
  goods_id: number;
  liked: boolean;
  wish_count: number;
}

/**
 * Unlikes a goods (the member squad's call). Its own chunk: only a member's tap on a liked heart loads
 * it, so the goods card on `/` does not carry it (ADR 0008), nor the remote kit's client it wraps the
 * platform's in. The shell's liked goods and every heart's count follow the wish.changed it ends in.
 */
export async function unlikeGoods(http: AxiosInstance, bus: EventBus, goodsId: number): Promise<void> {
  const { data } = await quietHttp(http).delete<WishGoodsChange>(WISH_API.wishGoodsItem(goodsId), { alertOnError: true });
  bus.emit('wish.changed', { goodsId, liked: false, wishCount: data.wish_count });
}

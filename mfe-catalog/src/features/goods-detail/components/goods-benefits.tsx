import { formatPrice, type GoodsDetail } from '@mall/shared-contracts';
import { usePlatform } from '@mall/shared-ui';
import { useGiveaways } from '../api/giveaways';
import { useGoodsCoupons } from '../api/goods-coupons';
import './goods-benefits.css';

/** 쿠폰: the biggest discount the goods' downloadable coupons give, and the way to download them. */
function CouponRow({ goodsId }: { goodsId: number }) {
  const platform = usePlatform();
  const { data } = useGoodsCoupons(goodsId);
  if (!data || data.coupons.length === 0) return null;
  return (
    <div className="goods-benefits__row">
      <dt>쿠폰</dt>
      <dd>
        <span className="goods-benefits__coupon">
          {data.max_discount_amount > 0 ? `최대 ${formatPrice(data.max_discount_amount)} 할인 쿠폰` : `다운로드 쿠폰 ${data.coupons.length.toString()}장`}
        </span>
        <button
          type="button"
          className="goods-benefits__open"
          onClick={() => void platform.modals.open('goods-coupon-download', { goods_id: String(goodsId) })}
        >
          쿠폰 받기
        </button>
      </dd>
    </div>
  );
}

/** 사은품: the gifts this goods earns now (the first one named), and the way to their conditions. */
function GiveawayRow({ goodsId }: { goodsId: number }) {
  const platform = usePlatform();
  const { data } = useGiveaways([goodsId]);
  if (!data || data.length === 0) return null;
  const [first] = data;
  return (
    <div className="goods-benefits__row">
      <dt>사은품</dt>
      <dd>
        <span className="goods-benefits__gift">
          {first!.name}
          {data.length > 1 ? ` 외 ${(data.length - 1).toString()}개` : ''}
        </span>
        <button type="button" className="goods-benefits__open" onClick={() => void platform.modals.open('giveaway', { goods_id: String(goodsId) })}>
          사은품 보기
        </button>
      </dd>
    </div>
  );
}

/**
 * The goods' benefits under its price (catalog's promotions on goods detail): downloadable coupons and gifts with purchase.
 * Each row hides itself when the goods has none.
 */
export function GoodsBenefits({ goods }: { goods: GoodsDetail }) {
  return (
    <dl className="goods-benefits">
      <CouponRow goodsId={goods.id} />
      <GiveawayRow goodsId={goods.id} />
    </dl>
  );
}

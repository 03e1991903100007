import { formatPrice, type GoodsDetail } from '@mall/shared-contracts';
import type { GoodsPromotions } from '@mall/shared-contracts/catalog';
import { usePlatform } from '@mall/shared-ui';
import { useGoodsPromotions } from '../api/goods-state';
import './goods-benefits.css';

/** 쿠폰: the biggest discount the goods' downloadable coupons give, and the way to download them. */
function CouponRow({ goodsId, coupons }: { goodsId: number; coupons: GoodsPromotions['coupons'] }) {
  const platform = usePlatform();
  if (coupons.count === 0) return null;
  return (
    <div className="goods-benefits__row">
      <dt>쿠폰</dt>
      <dd>
        <span className="goods-benefits__coupon">
          {coupons.max_discount_amount > 0 ? `최대 ${formatPrice(coupons.max_discount_amount)} 할인 쿠폰` : `다운로드 쿠폰 ${coupons.count.toString()}장`}
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
function GiveawayRow({ goodsId, giveaways }: { goodsId: number; giveaways: GoodsPromotions['giveaways'] }) {
  const platform = usePlatform();
  if (giveaways.length === 0) return null;
  const [first] = giveaways;
  return (
    <div className="goods-benefits__row">
      <dt>사은품</dt>
      <dd>
        <span className="goods-benefits__gift">
          {first!.name}
          {giveaways.length > 1 ? ` 외 ${(giveaways.length - 1).toString()}개` : ''}
        </span>
        <button type="button" className="goods-benefits__open" onClick={() => void platform.modals.open('giveaway', { goods_id: String(goodsId) })}>
          사은품 보기
        </button>
      </dd>
    </div>
  );
}

/**
 * The goods' benefits under its price, from one promotions call (what applies now): downloadable coupons
 * and gifts with purchase. Each row hides itself when the goods has none; the modals read the details.
 */
export function GoodsBenefits({ goods }: { goods: GoodsDetail }) {
  const { data } = useGoodsPromotions(goods.id);
  if (!data) return null;
  return (
    <dl className="goods-benefits">
      <CouponRow goodsId={goods.id} coupons={data.coupons} />
      <GiveawayRow goodsId={goods.id} giveaways={data.giveaways} />
    </dl>
  );
}

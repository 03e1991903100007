import { LazyImage, Link } from '@mall/shared-ui';

/** The goods of an order line: thumbnail, brand, name and option, linking to its goods detail. */
export function ReviewLineGoods({
  goods,
}: {
  goods: { goods_id: number; goods_name: string; brand_name: string; option_name: string; thumbnail_url: string };
}) {
  return (
    <Link className="review-goods" to={`/goods/detail/${goods.goods_id}`}>
      <span className="review-goods__thumb">
        <LazyImage src={goods.thumbnail_url} alt="" width={72} height={86} />
      </span>
      <span className="review-goods__text">
        <span className="review-goods__brand">{goods.brand_name}</span>
        <span className="review-goods__name">{goods.goods_name}</span>
        <span className="review-goods__option">{goods.option_name}</span>
      </span>
    </Link>
  );
}

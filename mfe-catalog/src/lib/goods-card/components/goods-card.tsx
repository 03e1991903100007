import { formatWishCount, isLowStock, visibleBadges, type GoodsCard as GoodsCardData } from '@mall/shared-contracts';
import { LazyImage, Link, Price } from '@mall/shared-ui';
import './goods-card.css';

interface GoodsCardProps {
  goods: GoodsCardData;
  /** The first cards of a page load eagerly (they are the largest paint). */
  eager?: boolean;
}

/** The goods card of spec section 2, federated: exhibit and mypage load this module from catalog. */
export function GoodsCard({ goods, eager = false }: GoodsCardProps) {
  const lowStock = isLowStock(goods);
  const badges = visibleBadges(goods);
  return (
    <article className={`goods-card${goods.is_soldout ? ' goods-card--soldout' : ''}`} data-goods-id={goods.id}>
      <Link to={`/goods/detail/${goods.id}`} className="goods-card__link">
        <div className="goods-card__thumb">
          <LazyImage src={goods.thumbnail_url} fallbackSrc={goods.hover_image_url} alt={goods.name} eager={eager} width={300} height={360} />
          {goods.is_soldout ? <span className="goods-card__soldout">{goods.is_restock_notice ? '재입고 알림' : '품절'}</span> : null}
          {goods.is_adult ? (
            <span className="goods-card__adult" aria-label="19세 이상 구매 가능">
              19
            </span>
          ) : null}
        </div>
        <div className="goods-card__body">
          <p className="goods-card__brand">{goods.brand_name}</p>
          {goods.headline ? <p className="goods-card__headline">{goods.headline}</p> : null}
          <h3 className="goods-card__name">{goods.name}</h3>
          <Price price={goods.price} discountedPrice={goods.base_discounted_price} saleRate={goods.sale_rate} />
          <p className="goods-card__meta">
            {goods.review_count > 0 ? (
              <span>
                <span aria-label="평점">★ {goods.review_score_avg.toFixed(1)}</span> <span>리뷰 {goods.review_count.toLocaleString('ko-KR')}</span>
              </span>
            ) : null}
            <span aria-label="찜">♥ {formatWishCount(goods.wish_count)}</span>
          </p>
          <p className="goods-card__badges">
            {lowStock ? <span className="goods-card__badge goods-card__badge--alert">품절임박</span> : null}
            {badges.map((b) => (
              <span key={b} className="goods-card__badge">
                {b}
              </span>
            ))}
          </p>
        </div>
      </Link>
    </article>
  );
}

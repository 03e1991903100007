import { isLowStock, LIMITS, readableTextColor, visibleBadges, type GoodsCard as GoodsCardData } from '@mall/shared-contracts';
import { LazyImage, Link, Price } from '@mall/shared-ui';
import { GoodsWishButton } from '../../goods-wish/goods-wish-button';
import { useWishCount } from '../../goods-wish/wish-counts';
import './goods-card.css';

interface GoodsCardProps {
  goods: GoodsCardData;
  /** The first cards of a page load eagerly (they are the largest paint). */
  eager?: boolean;
  /**
   * The alternative card: a row, the thumbnail beside the text, for one goods shown inside another
   * block (a time deal, a live broadcast, a joint purchase, a list in a modal). At most
   * `LIMITS.badgesAlternativeCard` badges.
   */
  alternative?: boolean;
}

/** The API's icon (a label the shop paints), its background darkened when the text would not read on it. */
function GoodsIcon({ icon }: { icon: NonNullable<GoodsCardData['icon']> }) {
  const background = readableTextColor(icon.background_color, icon.text_color) ?? icon.background_color;
  return (
    <span className="goods-card__icon" style={{ background, color: icon.text_color }}>
      {icon.label}
    </span>
  );
}

/**
 * The goods card of spec section 2, federated: exhibit and mypage load this module from catalog. A link
 * to the goods and, beside it, the wish heart (goods detail's, with the count that follows wish.changed).
 */
export function GoodsCard({ goods, eager = false, alternative = false }: GoodsCardProps) {
  const lowStock = isLowStock(goods);
  const badges = visibleBadges(goods, alternative ? LIMITS.badgesAlternativeCard : undefined);
  const wishCount = useWishCount(goods.id, goods.wish_count);
  return (
    <article className={`goods-card${alternative ? ' goods-card--alt' : ''}${goods.is_soldout ? ' goods-card--soldout' : ''}`} data-goods-id={goods.id}>
      <Link to={`/goods/detail/${goods.id}`} className="goods-card__link">
        <div className="goods-card__thumb">
          <LazyImage src={goods.thumbnail_url} fallbackSrc={goods.hover_image_url} alt={goods.name} eager={eager} width={300} height={360} />
          {goods.is_soldout ? <span className="goods-card__soldout">{goods.is_restock_notice ? '재입고 알림' : '품절'}</span> : null}
          {goods.is_adult ? (
            <span className="goods-card__adult" aria-label="19세 이상 구매 가능">
              19
            </span>
          ) : null}
          {goods.icon ? <GoodsIcon icon={goods.icon} /> : null}
        </div>
        <div className="goods-card__body">
          <p className="goods-card__brand">{goods.brand_name}</p>
          {goods.headline ? <p className="goods-card__headline">{goods.headline}</p> : null}
          <h3 className="goods-card__name">{goods.name}</h3>
          <Price price={goods.price} discountedPrice={goods.base_discounted_price} saleRate={goods.sale_rate} />
          {goods.review_count > 0 ? (
            <p className="goods-card__meta">
              <span aria-label="평점">★ {goods.review_score_avg.toFixed(1)}</span> <span>리뷰 {goods.review_count.toLocaleString('ko-KR')}</span>
            </p>
          ) : null}
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
      <GoodsWishButton goodsId={goods.id} name={goods.name} wishCount={wishCount} className="goods-card__wish" />
    </article>
  );
}

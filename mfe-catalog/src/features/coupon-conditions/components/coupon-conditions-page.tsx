import { useEffect } from 'react';
import { formatPrice } from '@mall/shared-contracts';
import { GOODS_COUPON_MESSAGES, type CouponConditions } from '@mall/shared-contracts/catalog';
import { Link, StatusPanel } from '@mall/shared-ui';
import { useIdParam } from '@mall/shared-ui/id-param';
import { QueryView } from '@mall/shared-ui/query-view';
import { GoodsCard } from '../../../lib/goods-card/components/goods-card';
import { useCouponConditions, useCouponGoods } from '../api/coupon-conditions';
import '../../../lib/goods-results/goods-results.css';
import './coupon-conditions.css';

/** `2026.11.01 00:00` from a KST date-time. */
const moment = (kst: string) => `${kst.slice(0, 10).replaceAll('-', '.')} ${kst.slice(11, 16)}`;

function Conditions({ coupon }: { coupon: CouponConditions }) {
  const more = coupon.target_count - coupon.targets.length;
  return (
    <dl className="coupon-conditions__rows">
      <dt>쿠폰 종류</dt>
      <dd>{coupon.type_label}</dd>
      <dt>할인</dt>
      <dd>{coupon.discount_label}</dd>
      <dt>적용 범위</dt>
      <dd>
        {coupon.apply_range_label}
        {coupon.targets.length > 0 ? (
          <ul className="coupon-conditions__targets">
            {coupon.targets.map((t) => (
              <li key={t.id}>{t.link_url ? <Link to={t.link_url}>{t.name}</Link> : t.name}</li>
            ))}
            {more > 0 ? <li>외 {more.toString()}개</li> : null}
          </ul>
        ) : null}
      </dd>
      <dt>최소 주문 금액</dt>
      <dd>{coupon.min_sell_price > 0 ? GOODS_COUPON_MESSAGES.minimum(coupon.min_sell_price) : GOODS_COUPON_MESSAGES.noMinimum}</dd>
      <dt>최대 할인 금액</dt>
      <dd>
        {coupon.maximum_discount_amount !== null
          ? GOODS_COUPON_MESSAGES.maximum(coupon.maximum_discount_amount)
          : coupon.discount_type === 'amount'
            ? `${formatPrice(coupon.discount_value)} 할인`
            : GOODS_COUPON_MESSAGES.noMaximum}
      </dd>
      <dt>발급 기간</dt>
      <dd>
        {moment(coupon.valid_from)} ~ {coupon.valid_until ? moment(coupon.valid_until) : '종료일 없음'}
      </dd>
      <dt>사용 기간</dt>
      <dd>{coupon.period_label}</dd>
      <dt>사용처</dt>
      <dd>{coupon.usable_device_labels.join(', ')}</dd>
    </dl>
  );
}

function CouponGoodsList({ couponId, total }: { couponId: number; total: number }) {
  const goods = useCouponGoods(couponId, total > 0);
  if (total === 0) return <StatusPanel tone="empty" title={GOODS_COUPON_MESSAGES.goodsEmpty} />;
  return (
    <QueryView query={goods} failed={GOODS_COUPON_MESSAGES.goodsLoadFailed}>
      {(found) => {
        const items = found.pages.flatMap((p) => p.data);
        return (
          <>
            <ul className="search-grid coupon-conditions__goods">
              {items.map((g) => (
                <li key={g.id}>
                  <GoodsCard goods={g} />
                </li>
              ))}
            </ul>
            {goods.hasNextPage ? (
              <button
                type="button"
                className="ui-button ui-button--outline ui-button--block"
                disabled={goods.isFetchingNextPage}
                onClick={() => void goods.fetchNextPage()}
              >
                적용 상품 더보기 ({items.length.toString()}/{total.toLocaleString('ko-KR')})
              </button>
            ) : null}
          </>
        );
      }}
    </QueryView>
  );
}

/** `/coupon/conditions/{couponId}`: a coupon's conditions and the brands and goods it applies to. */
export function CouponConditionsPage() {
  const couponId = useIdParam('couponId') ?? 0;
  const valid = couponId > 0;
  const query = useCouponConditions(valid ? couponId : 0, valid);
  const { data } = query;

  useEffect(() => {
    if (data) document.title = `${data.title} 적용 상품 | 케이몰`;
  }, [data]);

  return (
    <QueryView query={query} failed={GOODS_COUPON_MESSAGES.conditionsLoadFailed} invalid={!valid} notFound={GOODS_COUPON_MESSAGES.conditionsNotFound}>
      {(data) => {
        const moreBrands = data.brand_count - data.brands.length;
        return (
          <div className="coupon-conditions">
            <header className="coupon-conditions__head">
              <p className="coupon-conditions__discount">{data.discount_label}</p>
              <h1 className="coupon-conditions__title">{data.title}</h1>
              {data.state !== 'ongoing' ? (
                <p className="coupon-conditions__state">{data.state === 'ended' ? GOODS_COUPON_MESSAGES.ended : GOODS_COUPON_MESSAGES.upcoming}</p>
              ) : null}
              {data.is_downloadable && data.state === 'ongoing' ? (
                <p className="coupon-conditions__hint">적용 상품의 상세 화면에서 쿠폰을 받을 수 있습니다.</p>
              ) : null}
            </header>
            <section aria-labelledby="coupon-conditions-rules">
              <h2 id="coupon-conditions-rules" className="coupon-conditions__section">
                쿠폰 사용 조건
              </h2>
              <Conditions coupon={data} />
            </section>
            {data.brands.length > 0 ? (
              <section aria-labelledby="coupon-conditions-brands">
                <h2 id="coupon-conditions-brands" className="coupon-conditions__section">
                  적용 브랜드 {data.brand_count.toLocaleString('ko-KR')}개
                </h2>
                <ul className="coupon-conditions__brands">
                  {data.brands.map((b) => (
                    <li key={b.id}>
                      <Link to={`/goods/brand/${b.id.toString()}`} className="coupon-conditions__brand">
                        <img src={b.logo_url} alt="" width={48} height={48} />
                        <span>{b.name}</span>
                        <span className="coupon-conditions__brand-count">상품 {b.goods_count.toLocaleString('ko-KR')}개</span>
                      </Link>
                    </li>
                  ))}
                </ul>
                {moreBrands > 0 ? <p className="coupon-conditions__more">외 {moreBrands.toString()}개 브랜드</p> : null}
              </section>
            ) : null}
            <section aria-labelledby="coupon-conditions-goods">
              <h2 id="coupon-conditions-goods" className="coupon-conditions__section">
                적용 상품 {data.goods_count.toLocaleString('ko-KR')}개
              </h2>
              <CouponGoodsList couponId={data.id} total={data.goods_count} />
            </section>
          </div>
        );
      }}
    </QueryView>
  );
}

import { formatPrice, httpErrorMessage, loginPathFor, MESSAGES } from '@mall/shared-contracts';
import { couponConditionsPagePath, couponsToDownload, GOODS_COUPON_MESSAGES, type GoodsCoupon } from '@mall/shared-contracts/catalog';
import { dbIdParamOf } from '@mall/shared-contracts/db-id';
import { Link, useLocation, usePlatform, useSession, type ModalComponentProps } from '@mall/shared-ui';
import { QueryView } from '@mall/shared-ui/query-view';
import { useDownloadCoupons, useGoodsCoupons } from '../api/goods-coupons';
import './goods-benefits.css';

function CouponTicket({ coupon, price, pending, onDownload }: { coupon: GoodsCoupon; price: number; pending: boolean; onDownload: () => void }) {
  return (
    <li className="goods-coupon">
      <div className="goods-coupon__body">
        <p className="goods-coupon__discount">{coupon.discount_label}</p>
        <p className="goods-coupon__title">{coupon.title}</p>
        <ul className="goods-coupon__rules">
          <li>{coupon.min_sell_price > 0 ? GOODS_COUPON_MESSAGES.minimum(coupon.min_sell_price) : GOODS_COUPON_MESSAGES.noMinimum}</li>
          <li>
            {coupon.type_label} · {coupon.apply_range_label}
          </li>
          <li>사용 기간: {coupon.period_label}</li>
          <li>사용처: {coupon.usable_device_labels.join(', ')}</li>
          {coupon.discount_amount > 0 ? (
            <li className="goods-coupon__saving">이 상품 {formatPrice(coupon.discount_amount)} 할인</li>
          ) : (
            // As the order's coupon modal says it: a coupon for other devices (앱에서만 사용할 수 있는 쿠폰입니다.).
            <li className="goods-coupon__saving goods-coupon__saving--none">
              {price < coupon.min_sell_price || !coupon.reason ? '이 상품 가격으로는 최소 주문 금액에 못 미칩니다' : coupon.reason}
            </li>
          )}
        </ul>
        <Link to={couponConditionsPagePath(coupon.id)} className="goods-coupon__conditions">
          적용 상품·조건 보기
        </Link>
      </div>
      <button
        type="button"
        className="goods-coupon__button"
        disabled={coupon.is_downloaded || pending}
        aria-label={coupon.is_downloaded ? `${coupon.title} 받기 완료` : `${coupon.title} 받기`}
        onClick={onDownload}
      >
        {coupon.is_downloaded ? '받기 완료' : '받기'}
      </button>
    </li>
  );
}

/** 쿠폰 받기 (goods-coupon-download?goods_id=…): the goods' downloadable coupons, one or all at once (members). */
export function GoodsCouponDownloadModal({ params, titleId }: ModalComponentProps) {
  const platform = usePlatform();
  const session = useSession();
  const location = useLocation();
  const goodsId = dbIdParamOf(params.goods_id) ?? 0;
  const valid = goodsId > 0;
  const coupons = useGoodsCoupons(valid ? goodsId : 0, valid);
  const { data, refetch } = coupons;
  const download = useDownloadCoupons(goodsId);

  const take = async (ids: number[]) => {
    if (session.status !== 'member') {
      if (await platform.alerts.confirm(MESSAGES.loginRequiredConfirm)) platform.navigate(loginPathFor(`${location.pathname}${location.search}`));
      return;
    }
    const answer = await download.mutateAsync(ids).catch(async (e: unknown) => {
      await platform.alerts.alert(httpErrorMessage(e));
      void refetch();
      return null;
    });
    if (!answer) return;
    const n = answer.downloaded_ids?.length ?? 0;
    await platform.alerts.alert(n > 1 ? GOODS_COUPON_MESSAGES.downloadedMany(n) : GOODS_COUPON_MESSAGES.downloaded);
  };

  const rest = data ? couponsToDownload(data.coupons) : [];
  return (
    <section className="goods-coupons" aria-labelledby={titleId}>
      <h2 id={titleId} className="goods-coupons__title">
        {GOODS_COUPON_MESSAGES.title}
      </h2>
      <QueryView
        query={coupons}
        failed={GOODS_COUPON_MESSAGES.loadFailed}
        invalid={!valid}
        notFound={MESSAGES.goodsNotFound}
        empty={GOODS_COUPON_MESSAGES.empty}
        isEmpty={(offer) => offer.coupons.length === 0}
      >
        {(offer) => (
          <>
            {offer.max_discount_amount > 0 ? (
              <p className="goods-coupons__best">
                쿠폰 적용 시 최대 <strong>{formatPrice(offer.max_discount_amount)}</strong> 할인 · 예상 구매가 <strong>{formatPrice(offer.best_price)}</strong>
              </p>
            ) : null}
            <p className="goods-coupons__hint">쿠폰은 상품 하나에 한 장만 적용됩니다. 받은 쿠폰은 마이페이지 &gt; 쿠폰함에서 확인하실 수 있습니다.</p>
            <ul className="goods-coupons__list">
              {offer.coupons.map((c) => (
                <CouponTicket key={c.id} coupon={c} price={offer.price} pending={download.isPending} onDownload={() => void take([c.id])} />
              ))}
            </ul>
            <button type="button" className="ui-button ui-button--block" disabled={rest.length === 0 || download.isPending} onClick={() => void take(rest)}>
              {rest.length === 0 ? GOODS_COUPON_MESSAGES.allDownloaded : `쿠폰 모두 받기 (${rest.length.toString()}장)`}
            </button>
          </>
        )}
      </QueryView>
    </section>
  );
}

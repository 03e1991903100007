import { lazy, Suspense, useState } from 'react';
import { LIMITS, loginPathFor, MESSAGES, shippingFeeText, type GoodsDetail } from '@mall/shared-contracts';
import { GOODS_STATE_MESSAGES } from '@mall/shared-contracts/catalog';
import { BottomSheet } from '@mall/shared-ui/bottom-sheet';
import { Carousel, DESKTOP_QUERY, LazyImage, Loading, Price, Tabs, useMediaQuery, usePlatform, useSession } from '@mall/shared-ui';
import { useAddToCart } from '../api/add-to-cart';
import { useGoodsAggregate, useLiveStock } from '../api/goods-state';
import { sizeChartFor } from '../size-guide/size-charts';
import { PurchaseOptions } from './purchase-options';
import { ShippingGuide } from './shipping-guide';
import { GoodsBenefits } from './goods-benefits';
import { GoodsWishButton } from '../../../lib/goods-wish/goods-wish-button';
import { Goods360Button } from '../view-360/components/goods-360-button';
import './goods-detail.css';

// The time deal reads exhibit's contract: its own chunk, off the goods detail's first load.
const TimeDeal = lazy(() => import(/* webpackChunkName: "time-deal" */ './time-deal').then((m) => ({ default: m.TimeDeal })));
const GoodsReviewSection = lazy(() =>
  import(/* webpackChunkName: "goods-reviews" */ '../reviews/components/goods-review-section').then((m) => ({ default: m.GoodsReviewSection })),
);
const GoodsQnaSection = lazy(() => import(/* webpackChunkName: "goods-qna" */ './goods-qna-section').then((m) => ({ default: m.GoodsQnaSection })));

export function GoodsDetailView({ goods }: { goods: GoodsDetail }) {
  const platform = usePlatform();
  const session = useSession();
  const [optionId, setOptionId] = useState<number | null>(goods.options.length === 1 && !goods.options[0]!.is_soldout ? goods.options[0]!.id : null);
  const [ea, setEa] = useState(1);
  const [sheetOpen, setSheetOpen] = useState(false);
  // The review and Q&A tabs load their rows when first opened.
  const [tab, setTab] = useState('info');
  const desktop = useMediaQuery(DESKTOP_QUERY);
  const addToCart = useAddToCart(goods);
  const aggregate = useGoodsAggregate(goods);
  const stock = useLiveStock(goods);
  const chosen = stock.options.find((o) => o.id === optionId) ?? null;
  // The live stock says the chosen option sold out meanwhile: it is no longer chosen, and the sheet says why.
  const chosenSoldOut = chosen?.is_soldout ?? false;
  const option = chosenSoldOut ? null : chosen;
  const maxEa = Math.max(1, Math.min(LIMITS.stepperMax, option?.stock ?? LIMITS.stepperMax));
  const needsAdultCheck = goods.is_adult && !(session.status === 'member' && session.user.is_verify_age);

  const submit = async () => {
    if (needsAdultCheck) {
      // Spec section 5: non-members go to login, members to adult certification.
      const wanted = `/goods/detail/${goods.id}`;
      platform.navigate(session.status === 'member' ? `/adult/certification?redirect_to_after=${encodeURIComponent(wanted)}` : loginPathFor(wanted));
      return;
    }
    if (!option) {
      await platform.alerts.alert(MESSAGES.selectOption);
      return;
    }
    const result = await addToCart.mutateAsync({ optionId: option.id, ea }).catch(() => null);
    if (!result) return;
    setSheetOpen(false);
    const goToCart = await platform.alerts.confirm(`${MESSAGES.addedToCart}\n장바구니로 이동하시겠습니까?`, {
      closeButtonLabel: '장바구니 보기',
      cancelButtonLabel: '계속 쇼핑하기',
    });
    if (goToCart) platform.navigate('/cart');
  };

  const ctaLabel = needsAdultCheck ? '성인 인증 후 구매하기' : '장바구니 담기';
  const purchaseOptions = (
    <PurchaseOptions
      goods={goods}
      options={stock.options}
      notice={chosenSoldOut ? GOODS_STATE_MESSAGES.optionSoldOut : null}
      onOpenOptions={stock.refresh}
      option={option}
      onOption={(id) => {
        setOptionId(id);
        setEa(1);
      }}
      ea={ea}
      onEa={setEa}
      maxEa={maxEa}
    />
  );

  return (
    <article className={`goods-detail${stock.isSoldout || desktop ? '' : ' goods-detail--with-bar'}`}>
      <div className="goods-detail__gallery">
        <Carousel
          label="상품 이미지"
          items={goods.image_urls}
          autoPlayMs={0}
          renderItem={(url, i) => (
            <LazyImage src={url} alt={`${goods.name} 이미지 ${i + 1}`} eager={i === 0} width={600} height={720} className="goods-detail__image" />
          )}
        />
      </div>
      <div className="goods-detail__info">
        <p className="goods-detail__brand">{goods.brand.name}</p>
        {goods.headline ? <p className="goods-detail__headline">{goods.headline}</p> : null}
        <h1 className="goods-detail__name">{goods.name}</h1>
        <p className="goods-detail__meta">
          {aggregate.review_count > 0 ? (
            <span>
              ★ {aggregate.review_score_avg.toFixed(1)} · 리뷰 {aggregate.review_count.toLocaleString('ko-KR')}
            </span>
          ) : null}
          <GoodsWishButton goodsId={goods.id} name={goods.name} wishCount={aggregate.wish_count} className="goods-detail__wish" />
        </p>
        <Suspense fallback={null}>
          <TimeDeal goods={goods} />
        </Suspense>
        <Price price={goods.price} discountedPrice={goods.base_discounted_price} saleRate={goods.sale_rate} size="lg" />
        <GoodsBenefits goods={goods} />
        <dl className="goods-detail__rows">
          <dt>배송비</dt>
          <dd>{shippingFeeText(goods.shipping)}</dd>
          <dt>판매자</dt>
          <dd>{goods.seller.name}</dd>
        </dl>
        {sizeChartFor(goods.category_full_path) ? (
          <button type="button" className="goods-detail__size-guide" onClick={() => void platform.modals.open('size-guide', { goods_id: String(goods.id) })}>
            사이즈 가이드
          </button>
        ) : null}
        <Goods360Button goodsId={goods.id} />
        {goods.is_adult ? <p className="goods-detail__adult">19세 이상 구매 가능한 상품입니다.</p> : null}
        {stock.isSoldout ? (
          <p className="goods-detail__soldout" role="status">
            {stock.isRestockNotice ? GOODS_STATE_MESSAGES.restockNotice : MESSAGES.soldOut}
          </p>
        ) : desktop ? (
          <section className="goods-detail__buy" aria-label="구매 옵션">
            {purchaseOptions}
            <div className="goods-detail__cta">
              <button type="button" className="ui-button ui-button--block" disabled={addToCart.isPending} onClick={() => void submit()}>
                {ctaLabel}
              </button>
            </div>
          </section>
        ) : (
          // Phones: the options live in a bottom sheet over a fixed buy bar (구매하기 opens it).
          <BottomSheet
            label="구매 옵션"
            expanded={sheetOpen}
            onExpandedChange={(open) => {
              // A page left open may offer options sold out since: the sheet reads the stock as it opens.
              if (open) stock.refresh();
              setSheetOpen(open);
            }}
            footer={
              sheetOpen || needsAdultCheck ? (
                <button type="button" className="ui-button ui-button--block" disabled={addToCart.isPending} onClick={() => void submit()}>
                  {ctaLabel}
                </button>
              ) : (
                <button
                  type="button"
                  className="ui-button ui-button--block"
                  onClick={() => {
                    stock.refresh();
                    setSheetOpen(true);
                  }}
                >
                  구매하기
                </button>
              )
            }
          >
            {purchaseOptions}
          </BottomSheet>
        )}
        <Tabs
          label="상품 상세 정보"
          className="goods-detail__tabs"
          value={tab}
          onChange={setTab}
          items={[
            {
              id: 'info',
              label: '상품정보',
              panel: (
                <div className="goods-detail__desc">
                  <p>{goods.description}</p>
                  <p className="goods-detail__category">{goods.category_full_path}</p>
                </div>
              ),
            },
            {
              id: 'review',
              label: `리뷰 ${aggregate.review_count.toLocaleString('ko-KR')}`,
              panel:
                tab === 'review' ? (
                  <Suspense fallback={<Loading />}>
                    <GoodsReviewSection goodsId={goods.id} />
                  </Suspense>
                ) : null,
            },
            {
              id: 'qna',
              label: '문의',
              panel:
                tab === 'qna' ? (
                  <Suspense fallback={<Loading />}>
                    <GoodsQnaSection goodsId={goods.id} />
                  </Suspense>
                ) : null,
            },
            { id: 'shipping', label: '배송·교환·반품', panel: <ShippingGuide goods={goods} /> },
          ]}
        />
      </div>
    </article>
  );
}

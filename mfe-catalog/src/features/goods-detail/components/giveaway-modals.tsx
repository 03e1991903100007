import { formatPrice, MESSAGES } from '@mall/shared-contracts';
import { GIVEAWAY_MESSAGES, type Giveaway } from '@mall/shared-contracts/catalog';
import { dbIdParamOf } from '@mall/shared-contracts/db-id';
import { formatPeriod } from '@mall/shared-contracts/exhibit/period';
import { StatusPanel, usePlatform, type ModalComponentProps } from '@mall/shared-ui';
import { QueryView } from '@mall/shared-ui/query-view';
import '../../../lib/goods-results/goods-results.css';
import { GoodsCard } from '../../../lib/goods-card/components/goods-card';
import { useGiveaway, useGiveaways } from '../api/giveaways';
import './goods-benefits.css';

/** `5,7` from the modal's parameters (`goods_id` on goods detail, `goods_ids` from an order sheet). */
export function goodsIdsOf(params: Readonly<Record<string, string>>): number[] {
  const raw = params.goods_ids ?? params.goods_id ?? '';
  const ids = raw.split(',').map((s) => dbIdParamOf(s.trim()));
  return [...new Set(ids.filter((n) => n !== null))];
}

function GiveawayItem({ giveaway }: { giveaway: Giveaway }) {
  const platform = usePlatform();
  return (
    <li className="giveaway">
      <img src={giveaway.image_url} alt={giveaway.name} width={96} height={96} className="giveaway__image" />
      <div className="giveaway__body">
        <p className="giveaway__name">{giveaway.name}</p>
        <p className="giveaway__condition">{giveaway.condition_label}</p>
        <ul className="giveaway__rules">
          {giveaway.min_purchase_amount > 0 ? <li>대상 상품 {formatPrice(giveaway.min_purchase_amount)} 이상 주문</li> : <li>대상 상품 구매 시</li>}
          {giveaway.quantity !== null ? <li>준비 수량 {giveaway.quantity.toLocaleString('ko-KR')}개 (소진 시 종료)</li> : null}
          <li>증정 기간 {formatPeriod(giveaway)}</li>
        </ul>
        <button
          type="button"
          className="goods-benefits__open"
          onClick={() => void platform.modals.open('giveaway-target-goods', { giveaway_id: String(giveaway.id) })}
        >
          대상 상품 {giveaway.target_goods_count.toLocaleString('ko-KR')}개 보기
        </button>
      </div>
    </li>
  );
}

/** 사은품 (giveaway?goods_id=… or ?goods_ids=…): the gifts those goods earn now, with their conditions. */
export function GiveawayModal({ params, titleId }: ModalComponentProps) {
  const ids = goodsIdsOf(params);
  const giveaways = useGiveaways(ids);
  return (
    <section className="giveaways" aria-labelledby={titleId}>
      <h2 id={titleId} className="goods-coupons__title">
        {GIVEAWAY_MESSAGES.title}
      </h2>
      <QueryView
        query={giveaways}
        failed={GIVEAWAY_MESSAGES.loadFailed}
        invalid={ids.length === 0}
        notFound={MESSAGES.goodsNotFound}
        empty={GIVEAWAY_MESSAGES.empty}
      >
        {(list) => (
          <>
            <ul className="giveaways__list">
              {list.map((g) => (
                <GiveawayItem key={g.id} giveaway={g} />
              ))}
            </ul>
            <p className="goods-coupons__hint">{GIVEAWAY_MESSAGES.hint}</p>
          </>
        )}
      </QueryView>
    </section>
  );
}

/** 사은품 증정 대상 상품 (giveaway-target-goods?giveaway_id=…): the goods whose purchase earns the gift. */
export function GiveawayTargetGoodsModal({ params, titleId }: ModalComponentProps) {
  const id = dbIdParamOf(params.giveaway_id) ?? 0;
  const valid = id > 0;
  const giveaway = useGiveaway(valid ? id : 0);
  return (
    <section className="giveaways" aria-labelledby={titleId}>
      <h2 id={titleId} className="goods-coupons__title">
        {GIVEAWAY_MESSAGES.targetTitle}
      </h2>
      <QueryView query={giveaway} failed={GIVEAWAY_MESSAGES.loadFailed} invalid={!valid} notFound={GIVEAWAY_MESSAGES.notFound}>
        {(data) => (
          <>
            <div className="giveaway giveaway--summary">
              <img src={data.image_url} alt={data.name} width={64} height={64} className="giveaway__image" />
              <div className="giveaway__body">
                <p className="giveaway__name">{data.name}</p>
                <p className="giveaway__condition">{data.condition_label}</p>
                {data.state !== 'ongoing' ? (
                  <p className="giveaway__state">{data.state === 'ended' ? GIVEAWAY_MESSAGES.ended : GIVEAWAY_MESSAGES.upcoming}</p>
                ) : null}
              </div>
            </div>
            {data.goods.length === 0 ? (
              <StatusPanel tone="empty" title={GIVEAWAY_MESSAGES.goodsEmpty} />
            ) : (
              <ul className="giveaways__goods">
                {data.goods.map((g) => (
                  <li key={g.id}>
                    <GoodsCard goods={g} alternative />
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
      </QueryView>
    </section>
  );
}

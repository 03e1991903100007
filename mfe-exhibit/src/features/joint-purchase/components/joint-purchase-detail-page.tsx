import { useState, type ReactNode } from 'react';
import { formatPrice, httpErrorMessage, loginPathFor } from '@mall/shared-contracts';
import { EXHIBIT_EVENTS_MESSAGES, JOINT_PURCHASE_OUTCOME_LABELS, formatMoment, type JointPurchase } from '@mall/shared-contracts/exhibit';
import { Link, useLocation, useSession } from '@mall/shared-ui';
import { QuantityStepper } from '@mall/shared-ui/quantity-stepper';
import { QueryView } from '@mall/shared-ui/query-view';
import { useIdParam } from '@mall/shared-ui/id-param';
import { usePeriodCountdown } from '../../../lib/countdown';
import { useDocumentTitle } from '../../../lib/exhibit-hooks';
import { useGoodsCardModule } from '../../../lib/federated-goods-card';
import { GOODS_LOAD_FAILED, GoodsGrid, goodsCardQuery } from '../../../lib/goods-grid';
import { PeriodHero } from '../../../lib/period-hero';
import { useJoinJointPurchase, useJointPurchase } from '../api/joint-purchases';
import { JointProgress } from './joint-progress';
import '../../../lib/exhibit-detail.css';
import './joint-purchase.css';

const M = EXHIBIT_EVENTS_MESSAGES;

/** `/joint-purchase/detail/{id}`: the goods, the target and progress, the rules at success and failure, and joining. */
export function JointPurchaseDetailPage() {
  const id = useIdParam();
  const query = useJointPurchase(id);
  const { data } = query;
  const goodsCard = useGoodsCardModule();
  useDocumentTitle(data ? `${data.title} | 케이몰 공동구매` : null);

  return (
    <QueryView
      query={query}
      failed={M.jointPurchaseLoadFailed}
      invalid={id === null}
      notFound={{ title: M.jointPurchaseNotFound, description: '종료 후 삭제되었거나 주소가 잘못되었습니다.' }}
    >
      {(data) => (
        <article className="joint-detail">
          <JointHero purchase={data} />
          <p className="exhibit-detail__description">{data.description}</p>
          <JoinPanel purchase={data} />
          <section className="page-section joint-detail__rules" aria-labelledby="joint-rules">
            <h2 id="joint-rules" className="page-section__title">
              진행 방식
            </h2>
            <ul>
              <li>
                마감까지 목표 수량 {data.target_quantity}개가 모이면 공동구매가 {formatPrice(data.sale_price)}로 확정됩니다.
              </li>
              <li>마감({formatMoment(data.end_at)})까지 목표에 닿지 않으면 공동구매가 무산되며, 참여하신 분께는 결제가 진행되지 않습니다.</li>
              <li>1인당 한 번, 최대 {data.max_quantity_per_member}개까지 참여할 수 있습니다.</li>
            </ul>
          </section>
          <section className="page-section" aria-labelledby="joint-goods">
            <div className="page-section__head">
              <h2 id="joint-goods" className="page-section__title">
                공동구매 상품
              </h2>
            </div>
            <QueryView query={goodsCardQuery(goodsCard)} failed={GOODS_LOAD_FAILED}>
              {(GoodsCard) => <GoodsGrid GoodsCard={GoodsCard} goods={[data.goods]} label="공동구매 상품" />}
            </QueryView>
          </section>
        </article>
      )}
    </QueryView>
  );
}

function JointHero({ purchase }: { purchase: JointPurchase }) {
  const countdown = usePeriodCountdown(purchase);
  return (
    <PeriodHero
      period={purchase}
      countdown={countdown}
      title={purchase.title}
      background="#3b3054"
      badge={JOINT_PURCHASE_OUTCOME_LABELS[purchase.outcome]}
      eyebrow={`공동구매가 ${formatPrice(purchase.sale_price)}`}
    >
      <JointProgress purchase={purchase} />
    </PeriodHero>
  );
}

/** What the shopper can do now: join (a member, while ongoing), log in, or read why not. */
function JoinPanel({ purchase }: { purchase: JointPurchase }) {
  const session = useSession();
  const location = useLocation();
  const countdown = usePeriodCountdown(purchase);
  const [quantity, setQuantity] = useState(1);
  const join = useJoinJointPurchase(purchase.id);
  const outcomeNotice =
    purchase.outcome === 'reached'
      ? '목표 수량을 달성했습니다! 공동구매가로 확정되었어요.'
      : purchase.outcome === 'failed'
        ? '목표 수량에 닿지 않아 공동구매가 무산되었습니다. 참여하신 분께는 결제가 진행되지 않았습니다.'
        : null;

  let action: ReactNode;
  if (countdown.state === 'upcoming') action = <p className="joint-join__note">{formatMoment(purchase.start_at)}에 참여가 열립니다.</p>;
  else if (countdown.state === 'ended') action = <p className="joint-join__note">{M.jointPurchaseClosed}</p>;
  else if (purchase.my_quantity !== null) action = <p className="joint-join__mine">내가 참여한 수량 {purchase.my_quantity}개</p>;
  else if (session.status !== 'member')
    action = (
      <>
        <p className="joint-join__note">{M.jointPurchaseLoginRequired}</p>
        <Link className="ui-button ui-button--block" to={loginPathFor(location.pathname)}>
          로그인하고 참여하기
        </Link>
      </>
    );
  else
    action = (
      <form
        className="joint-join__form"
        onSubmit={(e) => {
          e.preventDefault();
          join.mutate(quantity);
        }}
      >
        <QuantityStepper value={quantity} onChange={setQuantity} min={1} max={purchase.max_quantity_per_member} label="참여 수량" />
        <button type="submit" className="ui-button" disabled={join.isPending}>
          {join.isPending ? '참여하는 중…' : '공동구매 참여하기'}
        </button>
      </form>
    );

  return (
    <section className="joint-join" aria-label="공동구매 참여">
      {outcomeNotice ? <p className={`joint-join__outcome joint-join__outcome--${purchase.outcome}`}>{outcomeNotice}</p> : null}
      {action}
      {join.isSuccess ? (
        <p className="joint-join__done" role="status">
          {M.jointPurchaseJoined}
        </p>
      ) : null}
      {join.isError ? (
        <p className="joint-join__error" role="alert">
          {httpErrorMessage(join.error)}
        </p>
      ) : null}
    </section>
  );
}

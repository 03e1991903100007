import { formatPrice } from '@mall/shared-contracts';
import {
  EXHIBIT_EVENTS_MESSAGES,
  JOINT_PURCHASE_SORTS,
  JOINT_PURCHASE_SORT_LABELS,
  isJointPurchaseSort,
  jointPurchaseDetailPagePath,
  type JointPurchaseList,
  type JointPurchaseSort,
  type JointPurchaseSummary,
} from '@mall/shared-contracts/exhibit';
import { ErrorBoundary, Link, useParams } from '@mall/shared-ui';
import { allOf, QueryView, type QueryState } from '@mall/shared-ui/query-view';
import { CountdownText, usePeriodCountdown } from '../../../lib/countdown';
import { useDocumentTitle } from '../../../lib/exhibit-hooks';
import { useGoodsCardModule, type GoodsCardModule } from '../../../lib/federated-goods-card';
import { goodsCardQuery } from '../../../lib/goods-grid';
import { LinkTabs } from '../../../lib/link-tabs';
import { useJointPurchases } from '../api/joint-purchases';
import { JointProgress, OutcomeBadge } from './joint-progress';
import './joint-purchase.css';

const sortPath = (sort: JointPurchaseSort) => (sort === 'popular' ? '/joint-purchase' : `/joint-purchase/${sort}`);

/** `/joint-purchase/{sort?}`: joint purchases by popularity, deadline or newness; ended ones last. */
export function JointPurchaseListPage() {
  const raw = useParams().sort;
  const sort = raw === undefined ? 'popular' : isJointPurchaseSort(raw) ? raw : null;
  // Typed as a QueryState: allOf reads a react-query result's data as possibly undefined.
  const query: QueryState<JointPurchaseList> = useJointPurchases(sort);
  const goodsCard = useGoodsCardModule();
  // The list waits for catalog's card (no card-by-card pop-in), but a failed card load does not hide it: each purchase offers 다시 시도.
  const cardSettled = { data: goodsCard.status === 'loading' ? undefined : goodsCard, error: null, refetch: () => undefined };
  useDocumentTitle('공동구매 | 케이몰');
  return (
    <div className="joint-list">
      <h1 className="joint-list__title">공동구매</h1>
      <p className="joint-list__sub">목표 수량이 모이면 공동구매가로! 마감까지 모이지 않으면 결제되지 않아요.</p>
      <LinkTabs
        label="공동구매 정렬"
        current={sortPath(sort ?? 'popular')}
        items={JOINT_PURCHASE_SORTS.map((s) => ({ to: sortPath(s), label: JOINT_PURCHASE_SORT_LABELS[s] }))}
      />
      <QueryView
        query={allOf(query, cardSettled)}
        failed={EXHIBIT_EVENTS_MESSAGES.jointPurchaseLoadFailed}
        invalid={sort === null}
        notFound={{ title: '정렬 기준을 찾을 수 없습니다.', description: '인기순·마감임박순·최신순 중에서 골라 주세요.' }}
        empty={EXHIBIT_EVENTS_MESSAGES.jointPurchaseEmpty}
        isEmpty={([data]) => data.joint_purchases.length === 0}
      >
        {([data, card]) => (
          <ul className="joint-list__items" aria-label="공동구매 목록">
            {data.joint_purchases.map((j) => (
              <li key={j.id}>
                <JointPurchaseCard purchase={j} goodsCard={card} />
              </li>
            ))}
          </ul>
        )}
      </QueryView>
    </div>
  );
}

function JointPurchaseCard({ purchase, goodsCard }: { purchase: JointPurchaseSummary; goodsCard: GoodsCardModule }) {
  const countdown = usePeriodCountdown(purchase);
  return (
    <article className={`joint-card joint-card--${purchase.outcome}`} aria-labelledby={`joint-${purchase.id.toString()}`}>
      <div className="joint-card__goods">
        <QueryView query={goodsCardQuery(goodsCard)} failed="상품을 불러오지 못했습니다">
          {(GoodsCard) => (
            <ErrorBoundary onError={(e) => console.error('[exhibit] goods card render', e)}>
              <GoodsCard goods={purchase.goods} />
            </ErrorBoundary>
          )}
        </QueryView>
      </div>
      <div className="joint-card__info">
        <OutcomeBadge purchase={purchase} />
        <h2 id={`joint-${purchase.id.toString()}`} className="joint-card__title">
          <Link to={jointPurchaseDetailPagePath(purchase.id)}>{purchase.title}</Link>
        </h2>
        <p className="joint-card__price">
          공동구매가 <strong>{formatPrice(purchase.sale_price)}</strong>
        </p>
        <JointProgress purchase={purchase} />
        <p className="joint-card__countdown">
          <CountdownText countdown={countdown} />
        </p>
      </div>
    </article>
  );
}

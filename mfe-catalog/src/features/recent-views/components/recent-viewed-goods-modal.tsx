import { RECENT_VIEW_MESSAGES } from '@mall/shared-contracts/catalog';
import { Link, LoadError, Loading, StatusPanel, type ModalComponentProps } from '@mall/shared-ui';
import { GoodsCard } from '../../../lib/goods-card/components/goods-card';
import { useRecentViewGoods } from '../api/recent-view-goods';
import './recent-views.css';

/** How many of the newest views the modal shows; the page shows them all. */
export const MODAL_GOODS = 10;

/** 최근 본 상품 (recent-viewed-goods): the newest views in a row, with a way to the whole list. */
export function RecentViewedGoodsModal({ titleId }: ModalComponentProps) {
  const { data, error, isPending, refetch } = useRecentViewGoods(MODAL_GOODS);
  return (
    <section className="recent-views-modal" aria-labelledby={titleId}>
      <h2 id={titleId}>{RECENT_VIEW_MESSAGES.title}</h2>
      {isPending ? <Loading /> : null}
      {error ? <LoadError title={RECENT_VIEW_MESSAGES.loadFailed} onRetry={() => void refetch()} /> : null}
      {data && data.length === 0 ? <StatusPanel tone="empty" title={RECENT_VIEW_MESSAGES.empty} description={RECENT_VIEW_MESSAGES.emptyHint} /> : null}
      {data && data.length > 0 ? (
        <>
          <ul className="recent-views-modal__list">
            {data.map((g) => (
              <li key={g.id}>
                <GoodsCard goods={g} />
              </li>
            ))}
          </ul>
          <Link to="/recent-view-goods" className="ui-button ui-button--outline recent-views-modal__all">
            최근 본 상품 전체보기
          </Link>
        </>
      ) : null}
    </section>
  );
}

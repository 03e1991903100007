import { RECENT_VIEW_MESSAGES } from '@mall/shared-contracts/catalog';
import { Link, type ModalComponentProps } from '@mall/shared-ui';
import { QueryView } from '@mall/shared-ui/query-view';
import { GoodsCard } from '../../../lib/goods-card/components/goods-card';
import { useRecentViewGoods } from '../api/recent-view-goods';
import './recent-views.css';

/** How many of the newest views the modal shows; the page shows them all. */
export const MODAL_GOODS = 10;

/** 최근 본 상품 (recent-viewed-goods): the newest views in a row, with a way to the whole list. */
export function RecentViewedGoodsModal({ titleId }: ModalComponentProps) {
  const recent = useRecentViewGoods(MODAL_GOODS);
  return (
    <section className="recent-views-modal" aria-labelledby={titleId}>
      <h2 id={titleId}>{RECENT_VIEW_MESSAGES.title}</h2>
      <QueryView
        query={recent}
        failed={RECENT_VIEW_MESSAGES.loadFailed}
        empty={{ title: RECENT_VIEW_MESSAGES.empty, description: RECENT_VIEW_MESSAGES.emptyHint }}
      >
        {(goods) => (
          <>
            <ul className="recent-views-modal__list">
              {goods.map((g) => (
                <li key={g.id}>
                  <GoodsCard goods={g} />
                </li>
              ))}
            </ul>
            <Link to="/recent-view-goods" className="ui-button ui-button--outline recent-views-modal__all">
              최근 본 상품 전체보기
            </Link>
          </>
        )}
      </QueryView>
    </section>
  );
}

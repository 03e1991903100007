import { RECENT_VIEW_MESSAGES, type RecentViewedGoodsList } from '@mall/shared-contracts/catalog';
import { ErrorBoundary, usePlatform } from '@mall/shared-ui';
import { cardQuery, useGoodsCardModule } from '@mall/shared-ui/goods-card-module';
import { allOf, QueryView, type QueryState } from '@mall/shared-ui/query-view';
import { useDeleteRecentViewGoods, useRecentViewGoods } from '../api/recent-view';
import { RecentViewToolbar } from './recent-view-layout';

/** /mypage/recent-view/goods: the goods viewed in the last two weeks (50 at most) as catalog's goods cards. */
export function RecentViewGoodsPage() {
  const platform = usePlatform();
  // Typed as a QueryState: allOf reads a react-query result's data as possibly undefined.
  const query: QueryState<RecentViewedGoodsList['goods']> = useRecentViewGoods();
  const cards = useGoodsCardModule();
  const remove = useDeleteRecentViewGoods();
  const removeOne = async (goodsId: number, name: string) => {
    if (await platform.alerts.confirm(`${name}을(를) 최근 본 상품에서 삭제하시겠습니까?`)) remove.mutate(goodsId);
  };
  const removeAll = async () => {
    if (await platform.alerts.confirm(RECENT_VIEW_MESSAGES.deleteAllConfirm)) remove.mutate(undefined);
  };
  return (
    <QueryView
      query={allOf(query, cardQuery(cards))}
      failed={RECENT_VIEW_MESSAGES.loadFailed}
      empty={{
        title: RECENT_VIEW_MESSAGES.empty,
        description: RECENT_VIEW_MESSAGES.emptyHint,
        action: { label: '쇼핑하러 가기', onClick: () => platform.navigate('/') },
      }}
      isEmpty={([goods]) => goods.length === 0}
    >
      {([goods, GoodsCard]) => (
        <>
          <RecentViewToolbar period={RECENT_VIEW_MESSAGES.period} count={goods.length} label="상품" remove={remove} onDeleteAll={() => void removeAll()} />
          <ErrorBoundary onError={(error) => console.error('[mypage] goods card render', error)}>
            <ul className="recent-view__goods" aria-label="최근 본 상품">
              {goods.map((g, i) => (
                <li key={g.id} className="recent-view__goods-item">
                  <GoodsCard goods={g} eager={i < 4} />
                  <button
                    type="button"
                    className="recent-view__delete"
                    aria-label={`${g.name} ${RECENT_VIEW_MESSAGES.deleteOne}`}
                    onClick={() => void removeOne(g.id, g.name)}
                    disabled={remove.isPending}
                  >
                    ✕
                  </button>
                </li>
              ))}
            </ul>
          </ErrorBoundary>
        </>
      )}
    </QueryView>
  );
}

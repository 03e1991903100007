import { RECENT_VIEW_MESSAGES, viewedDayLabel, type RecentViewedGoods } from '@mall/shared-contracts/catalog';
import { usePlatform } from '@mall/shared-ui';
import { GoodsCard } from '../../../lib/goods-card/components/goods-card';
import { useDeleteRecentView } from '../api/recent-view-goods';
import '../../../lib/goods-results/goods-results.css';
import './recent-views.css';

/** Groups by the KST day of the last view (오늘, 어제, 11월 20일), keeping the newest-first order. */
export function groupByDay(goods: readonly RecentViewedGoods[], now = new Date()) {
  const groups: { label: string; goods: RecentViewedGoods[] }[] = [];
  for (const g of goods) {
    const label = viewedDayLabel(g.viewed_at, now);
    const last = groups.at(-1);
    if (last?.label === label) last.goods.push(g);
    else groups.push({ label, goods: [g] });
  }
  return groups;
}

/** The viewer's recent goods by day, each card with its own 삭제, and 전체 삭제 after a confirm. */
export function RecentViewList({ goods }: { goods: readonly RecentViewedGoods[] }) {
  const { alerts } = usePlatform();
  const remove = useDeleteRecentView();
  const removeAll = async () => {
    if (await alerts.confirm(RECENT_VIEW_MESSAGES.deleteAllConfirm)) remove.mutate(undefined);
  };
  return (
    <>
      <div className="recent-views__toolbar">
        <p className="recent-views__count">
          총 <strong>{goods.length}</strong>개
        </p>
        <button type="button" className="ui-button ui-button--outline recent-views__clear" onClick={() => void removeAll()} disabled={remove.isPending}>
          {RECENT_VIEW_MESSAGES.deleteAll}
        </button>
      </div>
      {groupByDay(goods).map((group) => (
        <section key={group.label} className="recent-views__day" aria-label={group.label}>
          <h2 className="recent-views__day-title">{group.label}</h2>
          <ul className="search-grid">
            {group.goods.map((g, i) => (
              <li key={g.id} className="recent-views__item">
                <GoodsCard goods={g} eager={i < 4} />
                <button
                  type="button"
                  className="recent-views__delete"
                  aria-label={`${g.name} ${RECENT_VIEW_MESSAGES.deleteOne}`}
                  onClick={() => remove.mutate(g.id)}
                  disabled={remove.isPending}
                >
                  ✕
                </button>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}

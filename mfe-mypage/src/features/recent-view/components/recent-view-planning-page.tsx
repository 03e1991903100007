import { formatPeriod, PERIOD_STATE_LABELS, planningPagePath, type RecentPlanningEvent } from '@mall/shared-contracts/exhibit';
import { LazyImage, Link, StatusPanel, usePlatform } from '@mall/shared-ui';
import { QueryView } from '@mall/shared-ui/query-view';
import { useDeleteRecentViewPlanning, useRecentViewPlanning } from '../api/recent-view';
import { RecentViewToolbar } from './recent-view-layout';

export const RECENT_PLANNING_MESSAGES = {
  empty: '최근 2주 동안 본 기획전이 없습니다.',
  emptyHint: '진행 중인 기획전을 둘러보세요.',
  loadFailed: '최근 본 기획전을 불러오지 못했습니다',
  deleteAllConfirm: '최근 본 기획전을 모두 삭제하시겠습니까?',
  period: '최근 2주 동안 본 기획전 30개까지 보여드려요.',
} as const;

/** /mypage/recent-view/planning: the planning events viewed within two weeks (30 at most), each linking to its page. */
export function RecentViewPlanningPage() {
  const platform = usePlatform();
  const query = useRecentViewPlanning();
  const remove = useDeleteRecentViewPlanning();
  const removeOne = async (event: RecentPlanningEvent) => {
    if (await platform.alerts.confirm(`${event.title} 기획전을 최근 본 기획전에서 삭제하시겠습니까?`)) remove.mutate(event.id);
  };
  const removeAll = async () => {
    if (await platform.alerts.confirm(RECENT_PLANNING_MESSAGES.deleteAllConfirm)) remove.mutate(undefined);
  };
  return (
    <QueryView query={query} failed={RECENT_PLANNING_MESSAGES.loadFailed}>
      {(data) => {
        const events = data;
        if (!events.length)
          return (
            <StatusPanel
              tone="empty"
              title={RECENT_PLANNING_MESSAGES.empty}
              description={RECENT_PLANNING_MESSAGES.emptyHint}
              action={{ label: '쇼핑하러 가기', onClick: () => platform.navigate('/') }}
            />
          );
        return (
          <>
            <RecentViewToolbar
              period={RECENT_PLANNING_MESSAGES.period}
              count={events.length}
              label="기획전"
              remove={remove}
              onDeleteAll={() => void removeAll()}
            />
            <ul className="recent-view__planning" aria-label="최근 본 기획전">
              {events.map((event, i) => (
                <li key={event.id} className="recent-view__planning-item" data-planning-id={event.id}>
                  <Link to={planningPagePath(event.id)} className="recent-view__planning-link">
                    <span className="recent-view__planning-image" style={{ background: event.background_color }}>
                      {event.thumbnail_url ? <LazyImage src={event.thumbnail_url} alt="" eager={i < 4} width={160} height={160} /> : null}
                    </span>
                    <span className="recent-view__planning-body">
                      <span className={`recent-view__state recent-view__state--${event.state}`}>{PERIOD_STATE_LABELS[event.state]}</span>
                      <strong className="recent-view__planning-title">{event.title}</strong>
                      {event.subtitle ? <span className="recent-view__planning-subtitle">{event.subtitle}</span> : null}
                      <span className="recent-view__planning-period">{formatPeriod(event)}</span>
                    </span>
                  </Link>
                  <button
                    type="button"
                    className="recent-view__delete"
                    aria-label={`${event.title} 삭제`}
                    onClick={() => void removeOne(event)}
                    disabled={remove.isPending}
                  >
                    ✕
                  </button>
                </li>
              ))}
            </ul>
          </>
        );
      }}
    </QueryView>
  );
}

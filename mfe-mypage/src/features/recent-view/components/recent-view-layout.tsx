import { useEffect } from 'react';
import { Outlet } from '@mall/shared-ui';
import { PageTabs } from '../../../lib/page-tabs';
import './recent-view.css';

const TABS = [
  { to: '/mypage/recent-view/goods', label: '상품' },
  { to: '/mypage/recent-view/planning', label: '기획전' },
] as const;

/** /mypage/recent-view with its children goods (also /mypage/recent-view itself) and planning. */
export function RecentViewLayout() {
  useEffect(() => {
    document.title = '최근 본 | 케이몰';
  }, []);
  return (
    <section className="member-page recent-view" aria-labelledby="recent-view-title">
      <h1 id="recent-view-title" className="member-page__title">
        최근 본
      </h1>
      <PageTabs tabs={TABS} label="최근 본 종류" />
      <Outlet />
    </section>
  );
}

/** The period rule, the count and 전체 삭제 (after a confirm) above a recent-view list; a failed delete says so. */
export function RecentViewToolbar({
  period,
  count,
  label,
  remove,
  onDeleteAll,
}: {
  period: string;
  count: number;
  label: string;
  remove: { isPending: boolean; isError: boolean };
  onDeleteAll: () => void;
}) {
  return (
    <>
      <p className="recent-view__period">{period}</p>
      <div className="recent-view__toolbar">
        <p className="recent-view__count">
          {label} <strong>{count}</strong>개
        </p>
        <button type="button" className="ui-button ui-button--outline recent-view__clear" onClick={onDeleteAll} disabled={remove.isPending}>
          전체 삭제
        </button>
      </div>
      {remove.isError ? (
        <p className="recent-view__error" role="alert">
          삭제하지 못했습니다. 잠시 후 다시 시도해 주세요.
        </p>
      ) : null}
    </>
  );
}

import { useEffect } from 'react';
import { Link, StatusPanel, useSearchParams } from '@mall/shared-ui';
import { QueryView } from '@mall/shared-ui/query-view';
import { useNotices } from '../api/get-notices';
import './notice.css';

export function NoticeListPage() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const notices = useNotices(page);

  useEffect(() => {
    document.title = '공지사항 | 케이몰 고객센터';
  }, []);

  return (
    <QueryView query={notices} failed="공지사항을 불러오지 못했습니다">
      {(data) => (
        <section className="notice-page" aria-labelledby="notice-title">
          <h1 id="notice-title" className="notice-page__title">
            공지사항
          </h1>
          {data.data.length + data.pinned.length === 0 ? (
            <StatusPanel tone="empty" title="등록된 공지사항이 없습니다" />
          ) : (
            <ul className="notice-list">
              {/* Important notices stay pinned above every page. */}
              {[...data.pinned, ...data.data].map((n) => (
                <li key={n.id} className={n.is_important ? 'notice-list__pinned' : undefined}>
                  <Link to={`/cs-center/notice/${n.id}`} className="notice-list__item">
                    {n.is_important ? <span className="notice-list__badge">중요</span> : null}
                    <span className="notice-list__title">{n.title}</span>
                    <time className="notice-list__date" dateTime={n.created_at}>
                      {n.created_at.slice(0, 10).replaceAll('-', '.')}
                    </time>
                  </Link>
                </li>
              ))}
            </ul>
          )}
          {data.last_page > 1 ? (
            <nav className="pager" aria-label="페이지 이동">
              {Array.from({ length: data.last_page }, (_, i) => i + 1).map((p) => (
                <button key={p} type="button" aria-current={p === data.current_page ? 'page' : undefined} onClick={() => setParams({ page: String(p) })}>
                  {p}
                </button>
              ))}
            </nav>
          ) : null}
        </section>
      )}
    </QueryView>
  );
}

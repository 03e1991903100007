import { Link } from '@mall/shared-ui';
import { QueryView } from '@mall/shared-ui/query-view';
import type { NoticeList } from '@mall/shared-contracts';
import { useNotices } from '../api/get-notices';
import './notice.css';

const RECENT_COUNT = 5;

/** The pinned notices and the newest others, up to five (the customer-centre home shows them). */
export function RecentNotices() {
  return (
    <QueryView query={useNotices(1)} failed="공지사항을 불러오지 못했습니다">
      {(data) => <Recent recent={[...data.pinned, ...data.data].slice(0, RECENT_COUNT)} />}
    </QueryView>
  );
}

function Recent({ recent }: { recent: NoticeList['data'] }) {
  if (recent.length === 0) return <p className="notice-recent__empty">등록된 공지사항이 없습니다.</p>;
  return (
    <ul className="notice-recent">
      {recent.map((n) => (
        <li key={n.id}>
          <Link to={`/cs-center/notice/${n.id}`}>
            {n.is_important ? <span className="notice-list__badge">중요</span> : null}
            <span className="notice-recent__title">{n.title}</span>
            <time dateTime={n.created_at}>{n.created_at.slice(5, 10).replace('-', '.')}</time>
          </Link>
        </li>
      ))}
    </ul>
  );
}

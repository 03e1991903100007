import { useEffect } from 'react';
import { MESSAGES } from '@mall/shared-contracts';
import { Link } from '@mall/shared-ui';
import { QueryView } from '@mall/shared-ui/query-view';
import { useIdParam } from '@mall/shared-ui/id-param';
import { SafeHtml } from '../../../lib/safe-html';
import { useNotice } from '../api/get-notice';
import './notice.css';

export function NoticeDetailPage() {
  const id = useIdParam();
  const notice = useNotice(id);
  const title = notice.data?.title;

  useEffect(() => {
    if (title) document.title = `${title} | 케이몰 고객센터`;
  }, [title]);

  return (
    <QueryView
      query={notice}
      failed="공지사항을 불러오지 못했습니다"
      invalid={id === null}
      notFound={{ title: MESSAGES.noticeNotFound, description: '삭제되었거나 주소가 잘못되었습니다.' }}
    >
      {(data) => (
        <article className="notice-detail">
          <header className="notice-detail__head">
            {data.is_important ? <span className="notice-list__badge">중요</span> : null}
            <h1 className="notice-detail__title">{data.title}</h1>
            <time dateTime={data.created_at}>{data.created_at.slice(0, 10).replaceAll('-', '.')}</time>
          </header>
          <SafeHtml className="notice-detail__body" html={data.contents} />
          <nav className="notice-detail__nav" aria-label="다른 공지사항">
            {data.prev ? <Link to={`/cs-center/notice/${data.prev.id}`}>이전 글 · {data.prev.title}</Link> : null}
            {data.next ? <Link to={`/cs-center/notice/${data.next.id}`}>다음 글 · {data.next.title}</Link> : null}
            <Link to="/cs-center/notice" className="ui-button ui-button--outline">
              목록으로
            </Link>
          </nav>
        </article>
      )}
    </QueryView>
  );
}

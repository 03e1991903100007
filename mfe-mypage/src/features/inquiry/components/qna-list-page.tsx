import { formatDisplayDate, httpErrorMessage } from '@mall/shared-contracts';
import { QNA_MESSAGES, type MyQna } from '@mall/shared-contracts/member';
import { Link, LoadError, Loading, StatusPanel, usePlatform, useSearchParams } from '@mall/shared-ui';
import { useDeleteQna, useMyQnaList } from '../api/inquiry';

function QnaItem({ qna }: { qna: MyQna }) {
  const platform = usePlatform();
  const remove = useDeleteQna();
  const onDelete = async () => {
    if (!(await platform.alerts.confirm(QNA_MESSAGES.confirmDelete))) return;
    remove.mutate(qna.id, {
      onSuccess: () => void platform.alerts.alert(QNA_MESSAGES.deleted),
      onError: (error) => void platform.alerts.alert(httpErrorMessage(error)),
    });
  };
  return (
    <li className="qna-item" aria-label={qna.title}>
      <details>
        <summary>
          <span className="qna-item__meta">
            <span className={`qna-item__state${qna.is_answered ? ' qna-item__state--answered' : ''}`}>{qna.is_answered ? '답변완료' : '답변대기'}</span>
            <span>{qna.category_name}</span>
            <span>{formatDisplayDate(qna.created_at)}</span>
          </span>
          <span className="qna-item__title">{qna.title}</span>
        </summary>
        <div className="qna-item__body">
          <p>{qna.contents}</p>
          {qna.is_answered ? (
            <section className="qna-item__answer" aria-label="답변">
              <h3>케이몰 답변 {qna.answered_at ? `· ${formatDisplayDate(qna.answered_at)}` : ''}</h3>
              <p>{qna.answer}</p>
            </section>
          ) : (
            <div className="qna-item__actions">
              <button
                type="button"
                className="ui-button ui-button--outline"
                aria-label={`${qna.title} 수정`}
                onClick={() => void platform.modals.open('my-qna-edit', { qna_id: String(qna.id) })}
              >
                수정
              </button>
              <button
                type="button"
                className="ui-button ui-button--outline"
                aria-label={`${qna.title} 삭제`}
                disabled={remove.isPending}
                onClick={() => void onDelete()}
              >
                삭제
              </button>
            </div>
          )}
        </div>
      </details>
    </li>
  );
}

/** /mypage/inquiry/qna?page=N (default 1): the member's 1:1 inquiries, 10 a page, answered or waiting. */
export function QnaListPage() {
  const [params] = useSearchParams();
  const raw = Number(params.get('page') ?? '1');
  const page = Number.isInteger(raw) && raw >= 1 ? raw : 1;
  const query = useMyQnaList(page);
  return (
    <>
      <div className="qna-toolbar">
        <span>{query.data ? `답변완료 ${query.data.counts.answered} · 답변대기 ${query.data.counts.unanswered}` : null}</span>
        <Link className="ui-button" to="/mypage/inquiry/qna/create">
          1:1 문의하기
        </Link>
      </div>
      {query.isPending ? (
        <Loading />
      ) : query.isError ? (
        <LoadError title="문의 내역을 불러오지 못했습니다" onRetry={() => void query.refetch()} />
      ) : query.data.data.length === 0 ? (
        <StatusPanel tone="empty" title="문의 내역이 없습니다" description="궁금한 점은 1:1 문의로 남겨 주세요." />
      ) : (
        <>
          <ul className="qna-list" aria-label="1:1 문의 내역">
            {query.data.data.map((qna) => (
              <QnaItem key={qna.id} qna={qna} />
            ))}
          </ul>
          {query.data.last_page > 1 ? (
            <nav className="qna-pager" aria-label="문의 내역 페이지">
              {page > 1 ? <Link to={`/mypage/inquiry/qna?page=${page - 1}`}>이전</Link> : null}
              <span aria-current="page">
                {page} / {query.data.last_page}
              </span>
              {page < query.data.last_page ? <Link to={`/mypage/inquiry/qna?page=${page + 1}`}>다음</Link> : null}
            </nav>
          ) : null}
        </>
      )}
    </>
  );
}

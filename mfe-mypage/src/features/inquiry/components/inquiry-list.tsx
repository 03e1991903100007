import type { ReactNode } from 'react';
import { formatDisplayDate } from '@mall/shared-contracts';
import { Link, useSearchParams } from '@mall/shared-ui';
import { QueryView, type QueryState } from '@mall/shared-ui/query-view';

/** `?page=N` of an inquiry tab (default 1; anything else reads as 1). */
export function useInquiryPage(): number {
  const [params] = useSearchParams();
  const raw = Number(params.get('page') ?? '1');
  return Number.isInteger(raw) && raw >= 1 ? raw : 1;
}

type InquiryListQuery<T> = QueryState<{ data: T[]; last_page: number; counts: { answered: number; unanswered: number } }>;

/**
 * One page shape for both inquiry tabs (1:1 and goods/seller Q&A): the answered / waiting counts with
 * the tab's action, then (through QueryView) loading, error and empty states, the list, and the pager of `?page=`.
 */
export function InquiryList<T extends { id: number }>({
  query,
  page,
  basePath,
  label,
  action,
  empty,
  renderItem,
}: {
  query: InquiryListQuery<T>;
  page: number;
  basePath: string;
  label: string;
  action: ReactNode;
  empty: { title: string; description: string };
  renderItem: (item: T) => ReactNode;
}) {
  const { data } = query;
  return (
    <>
      <div className="qna-toolbar">
        <span>{data ? `답변완료 ${data.counts.answered} · 답변대기 ${data.counts.unanswered}` : null}</span>
        {action}
      </div>
      <QueryView query={query} failed="문의 내역을 불러오지 못했습니다" empty={empty} isEmpty={(list) => list.data.length === 0}>
        {(list) => (
          <>
            <ul className="qna-list" aria-label={label}>
              {list.data.map((item) => renderItem(item))}
            </ul>
            {list.last_page > 1 ? (
              <nav className="qna-pager" aria-label="문의 내역 페이지">
                {page > 1 ? <Link to={`${basePath}?page=${page - 1}`}>이전</Link> : null}
                <span aria-current="page">
                  {page} / {list.last_page}
                </span>
                {page < list.last_page ? <Link to={`${basePath}?page=${page + 1}`}>다음</Link> : null}
              </nav>
            ) : null}
          </>
        )}
      </QueryView>
    </>
  );
}

/**
 * One inquiry of a list, folded to its state, meta and title; open, its question, the answer and,
 * while unanswered, 수정 and 삭제.
 */
export function InquiryItem({
  title,
  isAnswered,
  meta,
  createdAt,
  aside,
  contents,
  answer,
  onEdit,
  onDelete,
  deleting,
}: {
  title: string;
  isAnswered: boolean;
  meta: ReactNode;
  createdAt: string;
  aside?: ReactNode;
  contents: string;
  answer: { by: string; text: string | null; at: string | null };
  onEdit: () => void;
  onDelete: () => void;
  deleting: boolean;
}) {
  return (
    <li className="qna-item" aria-label={title}>
      <details>
        <summary>
          <span className="qna-item__meta">
            <span className={`qna-item__state${isAnswered ? ' qna-item__state--answered' : ''}`}>{isAnswered ? '답변완료' : '답변대기'}</span>
            {meta}
            <span>{formatDisplayDate(createdAt)}</span>
          </span>
          <span className="qna-item__title">{title}</span>
        </summary>
        <div className="qna-item__body">
          {aside}
          <p>{contents}</p>
          {isAnswered ? (
            <section className="qna-item__answer" aria-label="답변">
              <h3>
                {answer.by} 답변 {answer.at ? `· ${formatDisplayDate(answer.at)}` : ''}
              </h3>
              <p>{answer.text}</p>
            </section>
          ) : (
            <div className="qna-item__actions">
              <button type="button" className="ui-button ui-button--outline" aria-label={`${title} 수정`} onClick={onEdit}>
                수정
              </button>
              <button type="button" className="ui-button ui-button--outline" aria-label={`${title} 삭제`} disabled={deleting} onClick={onDelete}>
                삭제
              </button>
            </div>
          )}
        </div>
      </details>
    </li>
  );
}

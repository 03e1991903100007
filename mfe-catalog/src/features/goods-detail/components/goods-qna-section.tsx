import { useState } from 'react';
import { loginPathFor, MESSAGES } from '@mall/shared-contracts';
import { GOODS_QNA_MESSAGES, type GoodsQnaItem } from '@mall/shared-contracts/catalog';
import { usePlatform, useSession } from '@mall/shared-ui';
import { QueryView } from '@mall/shared-ui/query-view';
import { PageStepper } from '../../../lib/goods-results/page-stepper';
import { useDeleteQuestion, useGoodsQnaList } from '../api/goods-qna';
import './goods-qna.css';

/**
 * The Q&A tab of goods detail: the goods' questions (10 a page; someone else's secret question shows
 * only that it was asked), 상품 문의하기 and 판매자 문의하기 (login required), and the member's own
 * unanswered questions with 수정 and 삭제.
 */
export function GoodsQnaSection({ goodsId }: { goodsId: number }) {
  const platform = usePlatform();
  const session = useSession();
  const [page, setPage] = useState(1);
  const list = useGoodsQnaList(goodsId, page);
  const remove = useDeleteQuestion();

  const ask = async (modal: 'goods-qna-form' | 'seller-qna-form') => {
    if (session.status !== 'member') {
      const { pathname, search } = platform.history.location;
      if (await platform.alerts.confirm(MESSAGES.loginRequiredConfirm)) platform.navigate(loginPathFor(`${pathname}${search}`));
      return;
    }
    await platform.modals.open(modal, { goods_id: String(goodsId) });
  };

  const deleteQuestion = async (q: GoodsQnaItem) => {
    if (!(await platform.alerts.confirm(GOODS_QNA_MESSAGES.confirmDelete))) return;
    remove.mutate(q.id, {
      onSuccess: () => void platform.alerts.alert(GOODS_QNA_MESSAGES.deleted),
      onError: () => void platform.alerts.alert(GOODS_QNA_MESSAGES.answeredLocked),
    });
  };

  return (
    <section className="goods-qna" aria-label="상품 문의">
      <div className="goods-qna__actions">
        <button type="button" className="ui-button" onClick={() => void ask('goods-qna-form')}>
          상품 문의하기
        </button>
        <button type="button" className="ui-button ui-button--outline" onClick={() => void ask('seller-qna-form')}>
          판매자 문의하기
        </button>
      </div>
      <QueryView query={list} failed="상품 문의를 불러오지 못했습니다">
        {(qna) => (
          <>
            <p className="goods-qna__summary">
              상품 문의 {qna.counts.total.toLocaleString('ko-KR')}건 · 답변 완료 {qna.counts.answered.toLocaleString('ko-KR')}건
            </p>
            {qna.data.length === 0 ? <p className="goods-qna__empty">{GOODS_QNA_MESSAGES.empty}</p> : null}
            <ul className="goods-qna__list">
              {qna.data.map((q) => (
                <li key={q.id} className="goods-qna__item">
                  <p className="goods-qna__meta">
                    <span className={`goods-qna__state${q.is_answered ? ' is-answered' : ''}`}>
                      {q.is_answered ? GOODS_QNA_MESSAGES.answered : GOODS_QNA_MESSAGES.waiting}
                    </span>
                    <span>{q.writer}</span>
                    <span>{q.created_at.slice(0, 10)}</span>
                    {q.is_secret ? <span className="goods-qna__lock">비밀글</span> : null}
                  </p>
                  {q.contents === null ? (
                    <p className="goods-qna__question goods-qna__question--secret">{GOODS_QNA_MESSAGES.secret}</p>
                  ) : (
                    <p className="goods-qna__question">
                      <b aria-hidden="true">Q</b> {q.contents}
                    </p>
                  )}
                  {q.answer !== null ? (
                    <p className="goods-qna__answer">
                      <b aria-hidden="true">A</b> {q.answer}
                    </p>
                  ) : null}
                  {q.is_mine && !q.is_answered ? (
                    <p className="goods-qna__own">
                      <button type="button" onClick={() => void platform.modals.open('goods-qna-form', { qna_id: String(q.id) })}>
                        수정
                      </button>
                      <button type="button" disabled={remove.isPending} onClick={() => void deleteQuestion(q)}>
                        삭제
                      </button>
                    </p>
                  ) : null}
                </li>
              ))}
            </ul>
            <PageStepper label="상품 문의 페이지" page={page} lastPage={qna.last_page} onPage={setPage} />
          </>
        )}
      </QueryView>
    </section>
  );
}

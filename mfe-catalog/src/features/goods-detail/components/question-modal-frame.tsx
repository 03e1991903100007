import type { ComponentType, ReactNode } from 'react';
import { loginPathFor } from '@mall/shared-contracts';
import { GOODS_QNA_MESSAGES, type GoodsQnaKind, type MySellerQna } from '@mall/shared-contracts/catalog';
import { dbIdParamOf } from '@mall/shared-contracts/db-id';
import { usePlatform, useSession, type ModalComponentProps } from '@mall/shared-ui';
import { QueryView } from '@mall/shared-ui/query-view';
import { useGoodsDetail } from '../api/get-goods-detail';
import { useMyQuestion } from '../api/goods-qna';
import '../../../lib/form/form.css';

export interface QuestionFormProps {
  goodsId: number;
  goodsName: string;
  question: MySellerQna | null;
  titleId: string;
  close: (result?: unknown) => void;
}

interface Target {
  goodsId: number;
  goodsName: string;
  /** The question being edited, or null when asking a new one. */
  question: MySellerQna | null;
}

/**
 * What both question modals share: login required (a visitor is offered the login page), the goods
 * asked about (`goods_id`), or the member's own unanswered question (`qna_id`) to edit.
 */
export function QuestionModalFrame({
  kind,
  title,
  goodsId,
  qnaId,
  titleId,
  close,
  children,
}: {
  kind: GoodsQnaKind;
  title: string;
  goodsId: number | null;
  qnaId: number | null;
  titleId: string;
  close: (result?: unknown) => void;
  children: (target: Target) => ReactNode;
}) {
  const platform = usePlatform();
  const session = useSession();
  const member = session.status === 'member';
  const question = useMyQuestion(member ? qnaId : null);
  const goods = useGoodsDetail(member && qnaId === null && goodsId !== null ? String(goodsId) : '');
  const heading = <h2 id={titleId}>{title}</h2>;
  const notice = (message: string, action?: ReactNode) => (
    <div className="catalog-form">
      {heading}
      <p role="alert">{message}</p>
      {action ?? (
        <button type="button" className="ui-button ui-button--block" onClick={() => close()}>
          확인
        </button>
      )}
    </div>
  );

  if (!member)
    return notice(
      GOODS_QNA_MESSAGES.loginRequired,
      <button
        type="button"
        className="ui-button ui-button--block"
        onClick={() => {
          close();
          platform.navigate(loginPathFor(`${platform.history.location.pathname}${platform.history.location.search}`));
        }}
      >
        로그인하기
      </button>,
    );
  if (qnaId !== null)
    return (
      // Any failure reads as not found, in the modal's frame: only the member's own question can be edited.
      <QueryView query={question} failed={GOODS_QNA_MESSAGES.notFound} invalid={question.isError} notFound={notice(GOODS_QNA_MESSAGES.notFound)}>
        {(mine) => {
          if (mine.kind !== kind) return notice(GOODS_QNA_MESSAGES.kindMismatch);
          if (mine.is_answered) return notice(GOODS_QNA_MESSAGES.answeredLocked);
          return children({ goodsId: mine.goods.id, goodsName: mine.goods.name, question: mine });
        }}
      </QueryView>
    );
  if (goodsId === null) return notice('문의할 상품을 찾을 수 없습니다.');
  return (
    <QueryView query={goods} failed="상품 정보를 불러오지 못했습니다">
      {(data) => children({ goodsId, goodsName: data.name, question: null })}
    </QueryView>
  );
}

/**
 * A question modal: `goods_id` asks about the goods, `qna_id` edits the member's own question of
 * `kind` while it is unanswered; `Form` gets the goods and the question once the frame allows it.
 */
export function questionModal(kind: GoodsQnaKind, titles: { ask: string; edit: string }, Form: ComponentType<QuestionFormProps>) {
  return function QuestionModal({ params, titleId, close }: ModalComponentProps) {
    const qnaId = dbIdParamOf(params.qna_id);
    return (
      <QuestionModalFrame
        kind={kind}
        title={qnaId === null ? titles.ask : titles.edit}
        goodsId={dbIdParamOf(params.goods_id)}
        qnaId={qnaId}
        titleId={titleId}
        close={close}
      >
        {(target) => <Form {...target} titleId={titleId} close={close} />}
      </QuestionModalFrame>
    );
  };
}

/** The send and cancel buttons of a question form. */
export function QuestionFormButtons({ pending, editing, close }: { pending: boolean; editing: boolean; close: () => void }) {
  return (
    <>
      <button type="submit" className="ui-button ui-button--block" disabled={pending}>
        {pending ? '저장 중…' : editing ? '수정하기' : '문의 등록'}
      </button>
      <button type="button" className="ui-button ui-button--outline ui-button--block" onClick={() => close()}>
        취소
      </button>
    </>
  );
}

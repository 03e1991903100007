import { QNA_MESSAGES } from '@mall/shared-contracts/member';
import { usePlatform, type ModalComponentProps } from '@mall/shared-ui';
import { QueryView } from '@mall/shared-ui/query-view';
import { dbIdParamOf } from '@mall/shared-contracts/db-id';
import { useMyQna } from '../api/inquiry';
import { QnaForm } from './qna-form';

/** The `my-qna-edit` modal: edits one of the member's unanswered 1:1 inquiries (`qna_id`). */
export function MyQnaEditModal({ params, titleId, close }: ModalComponentProps) {
  const platform = usePlatform();
  const id = dbIdParamOf(params.qna_id);
  const qna = useMyQna(id);
  const heading = <h2 id={titleId}>1:1 문의 수정</h2>;
  if (id === null)
    return (
      <div className="qna-form">
        {heading}
        <p role="alert">{QNA_MESSAGES.notFound}</p>
      </div>
    );
  return (
    <QueryView query={qna} failed="문의를 불러오지 못했습니다">
      {(data) => {
        if (data.is_answered)
          return (
            <div className="qna-form">
              {heading}
              <p role="alert">{QNA_MESSAGES.answeredLocked}</p>
              <button type="button" className="ui-button ui-button--block" onClick={() => close()}>
                확인
              </button>
            </div>
          );
        return (
          <QnaForm
            qna={data}
            heading={heading}
            submitLabel="수정하기"
            onSaved={async (saved) => {
              close(saved);
              await platform.alerts.alert(QNA_MESSAGES.updated);
            }}
          >
            <button type="button" className="ui-button ui-button--outline ui-button--block" onClick={() => close()}>
              취소
            </button>
          </QnaForm>
        );
      }}
    </QueryView>
  );
}

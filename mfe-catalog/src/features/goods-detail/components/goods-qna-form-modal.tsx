import { useState, type FormEvent } from 'react';
import { httpErrorMessage } from '@mall/shared-contracts';
import { firstQnaError, GOODS_QNA_MESSAGES, GOODS_QNA_RULES, goodsQnaDraftErrors } from '@mall/shared-contracts/catalog';
import { usePlatform } from '@mall/shared-ui';
import { CountedTextarea, FormError } from '@mall/shared-ui/forms';
import { useSaveQuestion } from '../api/goods-qna';
import { QuestionFormButtons, questionModal, type QuestionFormProps } from './question-modal-frame';

function GoodsQnaForm({ goodsId, goodsName, question, titleId, close }: QuestionFormProps) {
  const platform = usePlatform();
  const save = useSaveQuestion();
  const [contents, setContents] = useState(question?.contents ?? '');
  const [secret, setSecret] = useState(question?.is_secret ?? false);
  const [message, setMessage] = useState<string | null>(null);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const problem = firstQnaError(goodsQnaDraftErrors({ contents }));
    if (problem) return setMessage(problem);
    setMessage(null);
    const body = { contents, is_secret: secret };
    save.mutate(question ? { mode: 'edit', id: question.id, body } : { mode: 'goods', goodsId, body }, {
      onSuccess: async (saved) => {
        close(saved);
        await platform.alerts.alert(question ? GOODS_QNA_MESSAGES.updated : GOODS_QNA_MESSAGES.goodsCreated);
      },
      onError: (error) => setMessage(httpErrorMessage(error)),
    });
  };

  return (
    <form className="catalog-form" onSubmit={submit} noValidate aria-labelledby={titleId}>
      <h2 id={titleId}>{question ? '상품 문의 수정' : '상품 문의하기'}</h2>
      <p className="catalog-form__goods">{goodsName}</p>
      <CountedTextarea
        label="문의 내용"
        max={GOODS_QNA_RULES.contentsMax}
        placeholder={`${GOODS_QNA_RULES.contentsMin}자 이상 입력해 주세요. 주문·배송 문의는 판매자 문의를 이용해 주세요.`}
        value={contents}
        onChange={setContents}
      />
      <label className="catalog-form__check">
        <input type="checkbox" name="is_secret" checked={secret} onChange={(e) => setSecret(e.target.checked)} />
        비밀글로 문의하기
      </label>
      <p className="catalog-form__hint">{GOODS_QNA_MESSAGES.secretHint}</p>
      <FormError message={message} />
      <QuestionFormButtons pending={save.isPending} editing={question !== null} close={close} />
    </form>
  );
}

/** 상품 문의하기 (`goods-qna-form?goods_id=…`) and its edit (`?qna_id=…`, while unanswered). */
export const GoodsQnaFormModal = questionModal('goods', { ask: '상품 문의하기', edit: '상품 문의 수정' }, GoodsQnaForm);

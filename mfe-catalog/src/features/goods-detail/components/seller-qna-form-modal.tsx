import { useState, type FormEvent } from 'react';
import { httpErrorMessage } from '@mall/shared-contracts';
import { firstQnaError, GOODS_QNA_MESSAGES, GOODS_QNA_RULES, sellerQnaDraftErrors } from '@mall/shared-contracts/catalog';
import { usePlatform } from '@mall/shared-ui';
import { CountedTextarea, FormError } from '@mall/shared-ui/forms';
import { QueryView } from '@mall/shared-ui/query-view';
import { useSaveQuestion, useSellerQnaCategories } from '../api/goods-qna';
import { QuestionFormButtons, questionModal, type QuestionFormProps } from './question-modal-frame';

function SellerQnaForm({ goodsId, goodsName, question, titleId, close }: QuestionFormProps) {
  const platform = usePlatform();
  const categories = useSellerQnaCategories();
  const save = useSaveQuestion();
  const [categoryId, setCategoryId] = useState(question?.category_id ? String(question.category_id) : '');
  const [title, setTitle] = useState(question?.title ?? '');
  const [contents, setContents] = useState(question?.contents ?? '');
  const [message, setMessage] = useState<string | null>(null);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const category = categoryId ? Number(categoryId) : null;
    const problem = firstQnaError(sellerQnaDraftErrors({ categoryId: category, title, contents }));
    if (problem) return setMessage(problem);
    setMessage(null);
    const fields = { category_id: category!, title, contents };
    save.mutate(question ? { mode: 'edit', id: question.id, body: fields } : { mode: 'seller', body: { goods_id: goodsId, ...fields } }, {
      onSuccess: async (saved) => {
        close(saved);
        await platform.alerts.alert(question ? GOODS_QNA_MESSAGES.updated : GOODS_QNA_MESSAGES.sellerCreated);
      },
      onError: (error) => setMessage(httpErrorMessage(error)),
    });
  };

  return (
    <form className="catalog-form" onSubmit={submit} noValidate aria-labelledby={titleId}>
      <h2 id={titleId}>{question ? '판매자 문의 수정' : '판매자 문의하기'}</h2>
      <p className="catalog-form__goods">{goodsName}</p>
      <QueryView query={categories} failed="문의 유형을 불러오지 못했습니다">
        {(list) => (
          <label className="catalog-form__field">
            <span>문의 유형</span>
            <select name="category" value={categoryId} onChange={(e) => setCategoryId(e.target.value)}>
              <option value="">문의 유형을 선택해 주세요</option>
              {list.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </select>
          </label>
        )}
      </QueryView>
      <label className="catalog-form__field">
        <span>제목</span>
        <input name="title" maxLength={GOODS_QNA_RULES.titleMax} value={title} onChange={(e) => setTitle(e.target.value)} placeholder="제목을 입력해 주세요" />
      </label>
      <CountedTextarea
        label="문의 내용"
        max={GOODS_QNA_RULES.contentsMax}
        placeholder={`${GOODS_QNA_RULES.contentsMin}자 이상 입력해 주세요. 판매자 문의는 작성자 본인만 볼 수 있습니다.`}
        value={contents}
        onChange={setContents}
      />
      <FormError message={message} />
      <QuestionFormButtons pending={save.isPending} editing={question !== null} close={close} />
    </form>
  );
}

/** 판매자 문의하기 (`seller-qna-form?goods_id=…`) and its edit (`?qna_id=…`, while unanswered; My page opens it). */
export const SellerQnaFormModal = questionModal('seller', { ask: '판매자 문의하기', edit: '판매자 문의 수정' }, SellerQnaForm);

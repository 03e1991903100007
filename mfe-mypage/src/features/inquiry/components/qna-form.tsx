import { useState, type FormEvent, type ReactNode } from 'react';
import { httpErrorMessage } from '@mall/shared-contracts';
import { firstQnaError, QNA_RULES, qnaDraftErrors, type MyQna } from '@mall/shared-contracts/member';
import { CountedTextarea, FormError } from '@mall/shared-ui/forms';
import { QueryView } from '@mall/shared-ui/query-view';
import { SubmitButton } from '../../../lib/form';
import { useQnaCategories, useSaveQna } from '../api/inquiry';
import './inquiry.css';

/**
 * The 1:1 inquiry form of /mypage/inquiry/qna/create and the my-qna-edit modal: a category of cs's
 * list, a title and the question (QNA_RULES). Calls `onSaved` with the stored inquiry.
 */
export function QnaForm({
  qna,
  heading,
  submitLabel,
  onSaved,
  children,
}: {
  qna: MyQna | null;
  heading: ReactNode;
  submitLabel: string;
  onSaved: (saved: MyQna) => void;
  children?: ReactNode;
}) {
  const categories = useQnaCategories();
  const save = useSaveQna();
  const [categoryId, setCategoryId] = useState<string>(qna ? String(qna.category_id) : '');
  const [title, setTitle] = useState(qna?.title ?? '');
  const [contents, setContents] = useState(qna?.contents ?? '');
  const [message, setMessage] = useState<string | null>(null);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const category = categoryId ? Number(categoryId) : null;
    const problem = firstQnaError(qnaDraftErrors({ categoryId: category, title, contents }));
    if (problem) return setMessage(problem);
    setMessage(null);
    save.mutate(
      { id: qna?.id ?? null, body: { category_id: category!, title, contents } },
      { onSuccess: onSaved, onError: (error) => setMessage(httpErrorMessage(error)) },
    );
  };

  return (
    <form className="qna-form form-stack" onSubmit={submit} noValidate aria-label="1:1 문의">
      {heading}
      <QueryView query={categories} failed="문의 유형을 불러오지 못했습니다">
        {(list) => (
          <label className="form-field">
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
      <label className="form-field">
        <span>제목</span>
        <input name="title" maxLength={QNA_RULES.titleMax} value={title} onChange={(e) => setTitle(e.target.value)} placeholder="제목을 입력해 주세요" />
      </label>
      <CountedTextarea
        label="문의 내용"
        rows={8}
        max={QNA_RULES.contentsMax}
        placeholder={`${QNA_RULES.contentsMin}자 이상 입력해 주세요. 주문 문의는 주문번호를 함께 적어 주시면 빨리 확인해 드립니다.`}
        value={contents}
        onChange={setContents}
      />
      <FormError message={message} />
      <SubmitButton pending={save.isPending} pendingLabel="저장 중…">
        {submitLabel}
      </SubmitButton>
      {children}
    </form>
  );
}

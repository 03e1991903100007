import { useState, type FormEvent } from 'react';
import { formatPrice, httpErrorMessage, ORDER_NUMBER_PATTERN } from '@mall/shared-contracts';
import {
  REVIEW_MESSAGES,
  REVIEW_RULES,
  REVIEW_TEMPLATE,
  reviewDraftErrors,
  type ReviewPhoto,
  type WritableReviewLine,
  type WrittenReview,
} from '@mall/shared-contracts/member';
import { useFeature, usePlatform, type ModalComponentProps } from '@mall/shared-ui';
import { CountedTextarea, FormError, PhotoPicker, ScoreInput } from '@mall/shared-ui/forms';
import { QueryView } from '@mall/shared-ui/query-view';
import { SubmitButton } from '../../../lib/form';
import { dbIdParamOf } from '@mall/shared-contracts/db-id';
import { useOrderWritable, useReview, useSaveReview, useUploadReviewPhoto } from '../api/review';
import { ReviewLineGoods } from './review-line-goods';
import './review.css';

type Target = { kind: 'edit'; reviewId: number } | { kind: 'write'; orderNo: string; orderItemId: number | null; goodsId: number | null } | null;

/** `review_id` edits a review; `order_no` with `order_item_id` (or `goods_id`) writes one for that line. */
function targetOf(params: ModalComponentProps['params']): Target {
  const reviewId = dbIdParamOf(params.review_id);
  if (reviewId !== null) return { kind: 'edit', reviewId };
  const orderNo = params.order_no;
  if (!orderNo || !ORDER_NUMBER_PATTERN.test(orderNo)) return null;
  const orderItemId = dbIdParamOf(params.order_item_id);
  const goodsId = dbIdParamOf(params.goods_id);
  return orderItemId === null && goodsId === null ? null : { kind: 'write', orderNo, orderItemId, goodsId };
}

interface FormProps {
  titleId: string;
  line: Pick<WritableReviewLine, 'goods_id' | 'goods_name' | 'brand_name' | 'option_name' | 'thumbnail_url'>;
  orderItemId: number | null;
  review: WrittenReview | null;
  reward: { text: number; photo: number } | null;
  close: (result?: unknown) => void;
}

function ReviewForm({ titleId, line, orderItemId, review, reward, close }: FormProps) {
  const platform = usePlatform();
  const templateOn = useFeature('review_template');
  const save = useSaveReview();
  const upload = useUploadReviewPhoto();
  const [score, setScore] = useState(review?.score ?? 0);
  const [contents, setContents] = useState(review?.contents ?? '');
  const [photos, setPhotos] = useState<ReviewPhoto[]>(review?.photos ?? []);
  const [message, setMessage] = useState<string | null>(null);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const errors = reviewDraftErrors({ score, contents, photoCount: photos.length });
    const first = errors.score ?? errors.contents ?? errors.photos;
    if (first) return setMessage(first);
    setMessage(null);
    const fields = { score, contents, photo_ids: photos.map((p) => p.id) };
    const input = review ? { id: review.id, body: fields } : { id: null, body: { order_item_id: orderItemId!, ...fields } };
    save.mutate(input, {
      onSuccess: async (saved) => {
        close(saved);
        await platform.alerts.alert(review ? REVIEW_MESSAGES.updated : REVIEW_MESSAGES.created);
      },
      onError: (error) => setMessage(httpErrorMessage(error)),
    });
  };

  return (
    <form className="review-form form-stack" onSubmit={submit} noValidate aria-labelledby={titleId}>
      <h2 id={titleId}>{review ? '리뷰 수정' : '리뷰 쓰기'}</h2>
      <ReviewLineGoods goods={line} />
      {reward && !review ? (
        <p className="review-reward">
          적립금 {formatPrice(reward.text)} (사진 리뷰 {formatPrice(reward.photo)}) 적립
        </p>
      ) : null}
      <ScoreInput value={score} onChange={setScore} hint />
      <CountedTextarea
        label="리뷰 내용"
        rows={6}
        max={REVIEW_RULES.contentsMax}
        placeholder={`${REVIEW_RULES.contentsMin}자 이상 써 주세요. 사이즈, 색상, 착용감을 알려 주시면 다른 분들께 도움이 됩니다.`}
        value={contents}
        onChange={setContents}
      />
      {templateOn && !contents.trim() ? (
        <button type="button" className="ui-button ui-button--outline" onClick={() => setContents(REVIEW_TEMPLATE)}>
          리뷰 템플릿 불러오기
        </button>
      ) : null}
      <PhotoPicker photos={photos} onChange={setPhotos} upload={(file) => upload.mutateAsync(file)} uploading={upload.isPending} onProblem={setMessage} />
      <FormError message={message} />
      <SubmitButton pending={save.isPending} pendingLabel="저장 중…">
        {review ? '수정하기' : '등록하기'}
      </SubmitButton>
      <button type="button" className="ui-button ui-button--outline ui-button--block" onClick={() => close()}>
        취소
      </button>
    </form>
  );
}

/**
 * The `review-form` modal (mypage's): writes a review for an order line or edits one, with its score,
 * text (REVIEW_RULES) and photos uploaded to mall-api. Closes with the saved review.
 */
export function ReviewFormModal({ params, titleId, close }: ModalComponentProps) {
  const target = targetOf(params);
  const review = useReview(target?.kind === 'edit' ? target.reviewId : null);
  const order = useOrderWritable(target?.kind === 'write' ? target.orderNo : null);

  const problem = (text: string) => (
    <div className="review-form">
      <h2 id={titleId}>리뷰 쓰기</h2>
      <p role="alert">{text}</p>
    </div>
  );
  if (!target) return problem('리뷰를 쓸 주문 상품을 찾을 수 없습니다.');
  if (target.kind === 'edit') {
    return (
      <QueryView query={review} failed="리뷰를 불러오지 못했습니다">
        {(data) => <ReviewForm titleId={titleId} line={data} orderItemId={data.order_item_id} review={data} reward={null} close={close} />}
      </QueryView>
    );
  }
  return (
    <QueryView query={order} failed="주문 상품을 불러오지 못했습니다">
      {(data) => {
        const line = data.data.find((l) => (target.orderItemId !== null ? l.order_item_id === target.orderItemId : l.goods_id === target.goodsId));
        if (!line) return problem(REVIEW_MESSAGES.notWritable);
        return <ReviewForm titleId={titleId} line={line} orderItemId={line.order_item_id} review={null} reward={data.reward} close={close} />;
      }}
    </QueryView>
  );
}

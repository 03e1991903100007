import { useState, type FormEvent } from 'react';
import { httpErrorMessage } from '@mall/shared-contracts';
import { EXPERIENCE_GROUP_MESSAGES as M, experienceReviewRefusal, type ExperienceGroupDetail } from '@mall/shared-contracts/exhibit';
import { REVIEW_RULES, reviewDraftErrors, type ReviewPhoto } from '@mall/shared-contracts/member';
import { usePlatform, useSession, type ModalComponentProps } from '@mall/shared-ui';
import { CountedTextarea, FormError, PhotoPicker, ScoreInput } from '@mall/shared-ui/forms';
import { QueryView } from '@mall/shared-ui/query-view';
import { dbIdParamOf } from '@mall/shared-contracts/db-id';
import { useExperienceGroup, useUploadReviewPhoto, useWriteExperienceReview } from '../api/experience-groups';
import './experience-group.css';

/**
 * The `experience-group-review-create` modal (`experience_group_id`): a selected member's experience
 * review — score, text and photos with the goods review's rules (`reviewDraftErrors`), photos uploaded
 * to mall-api the way a goods review's are.
 */
export function ExperienceReviewCreateModal({ params, titleId, close }: ModalComponentProps) {
  const id = dbIdParamOf(params.experience_group_id);
  const group = useExperienceGroup(id);
  return (
    <div className="experience-modal">
      <h2 id={titleId} className="experience-modal__title">
        체험 리뷰 쓰기
      </h2>
      <QueryView query={group} failed={M.loadFailed} invalid={id === null} notFound={<p role="alert">{M.notFound}</p>}>
        {(data) => <ReviewForm group={data} close={close} />}
      </QueryView>
    </div>
  );
}

function ReviewForm({ group, close }: { group: ExperienceGroupDetail; close: ModalComponentProps['close'] }) {
  const platform = usePlatform();
  const session = useSession();
  const write = useWriteExperienceReview(group.id);
  const upload = useUploadReviewPhoto();
  const [score, setScore] = useState(0);
  const [contents, setContents] = useState('');
  const [photos, setPhotos] = useState<ReviewPhoto[]>([]);
  const [message, setMessage] = useState<string | null>(null);
  const mine = group.my_application;
  const blocked = experienceReviewRefusal({
    loggedIn: session.status === 'member',
    stage: group.stage,
    selected: mine?.result === 'selected',
    written: mine?.review_written ?? false,
  });

  if (blocked) {
    return (
      <>
        <p role="alert">{blocked === 'loginRequired' ? M.loginRequired : M[blocked]}</p>
        <button type="button" className="ui-button ui-button--block" onClick={() => close()}>
          확인
        </button>
      </>
    );
  }

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const errors = reviewDraftErrors({ score, contents, photoCount: photos.length });
    const first = errors.score ?? errors.contents ?? errors.photos;
    if (first) return setMessage(first);
    setMessage(null);
    write.mutate(
      { score, contents, photo_ids: photos.map((p) => p.id) },
      {
        onSuccess: async (review) => {
          close(review);
          await platform.alerts.alert(M.reviewCreated);
        },
        onError: (error) => setMessage(httpErrorMessage(error)),
      },
    );
  };

  return (
    <form className="experience-modal experience-review-form" onSubmit={submit} noValidate aria-label="체험 리뷰 쓰기">
      <p className="experience-modal__group">
        <strong>{group.title}</strong>
        <span>{mine?.option_name}</span>
      </p>
      <ScoreInput value={score} onChange={setScore} />
      <CountedTextarea
        label="리뷰 내용"
        max={REVIEW_RULES.contentsMax}
        placeholder={`${REVIEW_RULES.contentsMin}자 이상 써 주세요. 체험 미션을 담아 주시면 좋아요.`}
        value={contents}
        onChange={setContents}
      />
      <PhotoPicker photos={photos} onChange={setPhotos} upload={(file) => upload.mutateAsync(file)} uploading={upload.isPending} onProblem={setMessage} />
      <FormError message={message} />
      <button type="submit" className="ui-button ui-button--block" disabled={write.isPending}>
        {write.isPending ? '등록하는 중…' : '등록하기'}
      </button>
      <button type="button" className="ui-button ui-button--outline ui-button--block" onClick={() => close()}>
        취소
      </button>
    </form>
  );
}

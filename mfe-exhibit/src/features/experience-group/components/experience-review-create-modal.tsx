import { useState, type ChangeEvent, type FormEvent, type ReactNode } from 'react';
import { httpErrorMessage } from '@mall/shared-contracts';
import { EXPERIENCE_GROUP_MESSAGES as M, experienceReviewRefusal, type ExperienceGroupDetail } from '@mall/shared-contracts/exhibit';
import {
  REVIEW_MESSAGES,
  REVIEW_RULES,
  SCORE_LABELS,
  reviewContentsLength,
  reviewDraftErrors,
  reviewPhotoError,
  type ReviewPhoto,
} from '@mall/shared-contracts/member';
import { LazyImage, LoadError, Loading, usePlatform, useSession, type ModalComponentProps } from '@mall/shared-ui';
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
  const heading = (
    <h2 id={titleId} className="experience-modal__title">
      체험 리뷰 쓰기
    </h2>
  );
  if (id === null || (group.error && !group.data)) {
    return (
      <div className="experience-modal">
        {heading}
        {id === null ? <p role="alert">{M.notFound}</p> : <LoadError title={M.loadFailed} onRetry={() => void group.refetch()} />}
      </div>
    );
  }
  if (group.isPending) return <Loading />;
  return <ReviewForm group={group.data} heading={heading} close={close} />;
}

function ReviewForm({ group, heading, close }: { group: ExperienceGroupDetail; heading: ReactNode; close: ModalComponentProps['close'] }) {
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
      <div className="experience-modal">
        {heading}
        <p role="alert">{blocked === 'loginRequired' ? M.loginRequired : M[blocked]}</p>
        <button type="button" className="ui-button ui-button--block" onClick={() => close()}>
          확인
        </button>
      </div>
    );
  }

  const addPhotos = async (e: ChangeEvent<HTMLInputElement>) => {
    const files = [...(e.target.files ?? [])];
    e.target.value = '';
    if (photos.length + files.length > REVIEW_RULES.maxPhotos) return setMessage(REVIEW_MESSAGES.tooManyPhotos);
    const problem = files.map(reviewPhotoError).find(Boolean);
    if (problem) return setMessage(problem);
    setMessage(null);
    for (const file of files) {
      try {
        const photo = await upload.mutateAsync(file);
        setPhotos((current) => [...current, photo]);
      } catch (error) {
        return setMessage(httpErrorMessage(error));
      }
    }
  };

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
      {heading}
      <p className="experience-modal__group">
        <strong>{group.title}</strong>
        <span>{mine?.option_name}</span>
      </p>
      <fieldset className="experience-review-form__score">
        <legend>별점</legend>
        {[1, 2, 3, 4, 5].map((n) => (
          <label key={n} className={n <= score ? 'is-on' : undefined}>
            <input type="radio" name="score" value={n} checked={score === n} onChange={() => setScore(n)} />
            <span aria-hidden="true">★</span>
            <span className="ui-visually-hidden">{`${n}점 ${SCORE_LABELS[n]}`}</span>
          </label>
        ))}
      </fieldset>
      <label className="experience-review-form__text">
        <span>리뷰 내용</span>
        <textarea
          name="contents"
          rows={6}
          value={contents}
          placeholder={`${REVIEW_RULES.contentsMin}자 이상 써 주세요. 체험 미션을 담아 주시면 좋아요.`}
          onChange={(e) => setContents(e.target.value)}
        />
      </label>
      <p className="experience-apply__count">
        {reviewContentsLength(contents)}/{REVIEW_RULES.contentsMax.toLocaleString('ko-KR')}자
      </p>
      <div className="experience-review-form__photos">
        <p>
          사진 {photos.length}/{REVIEW_RULES.maxPhotos} <small>(JPG·PNG·WEBP, 한 장에 {REVIEW_RULES.photoMaxBytes / 1024 / 1024}MB까지)</small>
        </p>
        {photos.length ? (
          <ul className="experience-review__photos" aria-label="올린 사진">
            {photos.map((photo, i) => (
              <li key={photo.id}>
                <LazyImage src={photo.url} alt={`올린 사진 ${i + 1}`} width={88} height={88} />
                <button type="button" aria-label={`사진 ${i + 1} 빼기`} onClick={() => setPhotos((current) => current.filter((p) => p.id !== photo.id))}>
                  ×
                </button>
              </li>
            ))}
          </ul>
        ) : null}
        {photos.length < REVIEW_RULES.maxPhotos ? (
          <label className="ui-button ui-button--outline">
            {upload.isPending ? '사진 올리는 중…' : '사진 추가'}
            <input
              type="file"
              name="photos"
              className="ui-visually-hidden"
              accept={REVIEW_RULES.photoTypes.join(',')}
              multiple
              disabled={upload.isPending}
              onChange={(e) => void addPhotos(e)}
            />
          </label>
        ) : null}
      </div>
      {message ? (
        <p className="experience-apply__error" role="alert">
          {message}
        </p>
      ) : null}
      <button type="submit" className="ui-button ui-button--block" disabled={write.isPending}>
        {write.isPending ? '등록하는 중…' : '등록하기'}
      </button>
      <button type="button" className="ui-button ui-button--outline ui-button--block" onClick={() => close()}>
        취소
      </button>
    </form>
  );
}

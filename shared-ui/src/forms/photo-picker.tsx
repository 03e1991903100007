import type { ChangeEvent } from 'react';
import { httpErrorMessage } from '@mall/shared-contracts';
import { REVIEW_MESSAGES, REVIEW_RULES, reviewPhotoError, type ReviewPhoto } from '@mall/shared-contracts/member';
import { LazyImage } from '@mall/shared-ui';

interface PhotoPickerProps {
  photos: ReviewPhoto[];
  onChange: (update: (current: ReviewPhoto[]) => ReviewPhoto[]) => void;
  /** Uploads one photo to mall-api (the review photo endpoint) and answers it. */
  upload: (file: File) => Promise<ReviewPhoto>;
  uploading: boolean;
  /** A refused file or a failed upload, in the review rules' words; null when a pick goes through. */
  onProblem: (message: string | null) => void;
}

/**
 * The photos of a review (goods review and experience review): up to REVIEW_RULES.maxPhotos, each
 * checked (type, size) before it goes, uploaded one by one; a photo can be taken out again.
 */
export function PhotoPicker({ photos, onChange, upload, uploading, onProblem }: PhotoPickerProps) {
  const add = async (e: ChangeEvent<HTMLInputElement>) => {
    const files = [...(e.target.files ?? [])];
    e.target.value = '';
    if (photos.length + files.length > REVIEW_RULES.maxPhotos) return onProblem(REVIEW_MESSAGES.tooManyPhotos);
    const problem = files.map(reviewPhotoError).find(Boolean);
    if (problem) return onProblem(problem);
    onProblem(null);
    for (const file of files) {
      try {
        const photo = await upload(file);
        onChange((current) => [...current, photo]);
      } catch (error) {
        return onProblem(httpErrorMessage(error));
      }
    }
  };

  return (
    <div className="ui-photo-picker">
      <p>
        사진 {photos.length}/{REVIEW_RULES.maxPhotos} <small>(JPG·PNG·WEBP, 한 장에 {REVIEW_RULES.photoMaxBytes / 1024 / 1024}MB까지)</small>
      </p>
      {photos.length ? (
        <ul className="ui-photo-picker__list" aria-label="올린 사진">
          {photos.map((photo, i) => (
            <li key={photo.id}>
              <LazyImage src={photo.url} alt={`올린 사진 ${i + 1}`} width={88} height={88} />
              <button type="button" aria-label={`사진 ${i + 1} 빼기`} onClick={() => onChange((current) => current.filter((p) => p.id !== photo.id))}>
                ×
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {photos.length < REVIEW_RULES.maxPhotos ? (
        <label className="ui-button ui-button--outline ui-photo-picker__add">
          {uploading ? '사진 올리는 중…' : '사진 추가'}
          <input
            type="file"
            name="photos"
            className="ui-visually-hidden"
            accept={REVIEW_RULES.photoTypes.join(',')}
            multiple
            disabled={uploading}
            onChange={(e) => void add(e)}
          />
        </label>
      ) : null}
    </div>
  );
}

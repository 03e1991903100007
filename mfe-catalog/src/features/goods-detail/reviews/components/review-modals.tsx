import { useState } from 'react';
import { GOODS_REVIEW_MESSAGES } from '@mall/shared-contracts/catalog';
import { LazyImage, usePlatform, type ModalComponentProps } from '@mall/shared-ui';
import { QueryView } from '@mall/shared-ui/query-view';
import { PageStepper } from '../../../../lib/goods-results/page-stepper';
import { useGoodsReview, useGoodsReviewPhotos } from '../api/goods-reviews';
import { imageIndexParam, reviewModalIds } from './review-params';
import { ReviewBody } from './review-body';
import './goods-reviews.css';
import { reviewPhotoSrc } from './review-photo-src';

/** One review of the hash's goods, and the QueryView props of its loading, error and not-found states. */
function useModalReview(params: ModalComponentProps['params']) {
  const { goodsId, reviewId } = reviewModalIds(params);
  const query = useGoodsReview(goodsId, reviewId);
  const view = { query, failed: GOODS_REVIEW_MESSAGES.loadFailed, invalid: goodsId === null || reviewId === null, notFound: GOODS_REVIEW_MESSAGES.notFound };
  return { goodsId, review: query.data, view };
}

/** The review's photos as buttons that open the zoom at that photo. */
function ReviewPhotos({ goodsId, reviewId, urls, large = false }: { goodsId: number; reviewId: number; urls: string[]; large?: boolean }) {
  const platform = usePlatform();
  if (!urls.length) return null;
  return (
    <ul className={`review-modal__photos${large ? ' review-modal__photos--large' : ''}`} aria-label="리뷰 사진">
      {urls.map((url, i) => (
        <li key={`${url}-${i}`}>
          <button
            type="button"
            aria-label={`리뷰 사진 ${i + 1} 크게 보기`}
            onClick={() => void platform.modals.open('review-image-zoom', { goods_id: String(goodsId), review_id: String(reviewId), index: String(i) })}
          >
            <LazyImage src={url} alt="" width={large ? 480 : 120} height={large ? 600 : 150} />
          </button>
        </li>
      ))}
    </ul>
  );
}

/** 베스트 리뷰 (best-review-detail?goods_id=&review_id=): a best review in full with its photos. */
export function BestReviewDetailModal({ params, titleId }: ModalComponentProps) {
  const { goodsId, view } = useModalReview(params);
  return (
    <section className="review-modal" aria-labelledby={titleId}>
      <h2 id={titleId}>베스트 리뷰</h2>
      <QueryView {...view}>
        {(review) => (
          <>
            {review.is_best ? null : <p className="review-modal__note">{GOODS_REVIEW_MESSAGES.notBest}</p>}
            <ReviewPhotos goodsId={goodsId ?? 0} reviewId={review.id} urls={review.images.map((i) => i.url)} large />
            <ReviewBody review={review} full />
          </>
        )}
      </QueryView>
    </section>
  );
}

/** 포토 리뷰 (photo-reviews?goods_id=): every photo of the goods' reviews, 24 a page; a photo opens its review. */
export function PhotoReviewsModal({ params, titleId }: ModalComponentProps) {
  const platform = usePlatform();
  const { goodsId } = reviewModalIds(params);
  const [page, setPage] = useState(1);
  const photos = useGoodsReviewPhotos(goodsId ?? 0, page);
  return (
    <section className="review-modal" aria-labelledby={titleId}>
      <h2 id={titleId}>포토 리뷰{photos.data ? ` ${photos.data.total.toLocaleString('ko-KR')}` : ''}</h2>
      <QueryView
        query={photos}
        failed={GOODS_REVIEW_MESSAGES.loadFailed}
        invalid={goodsId === null}
        notFound={GOODS_REVIEW_MESSAGES.notFound}
        empty={GOODS_REVIEW_MESSAGES.photosEmpty}
        isEmpty={(found) => found.total === 0}
      >
        {(found) => (
          <>
            <ul className="review-modal__grid" aria-label="포토 리뷰 사진">
              {found.data.map((p, i) => (
                <li key={p.image_id}>
                  <button
                    type="button"
                    aria-label={`포토 리뷰 사진 ${(page - 1) * found.per_page + i + 1} 보기`}
                    onClick={() =>
                      void platform.modals.open('photo-review-detail', { goods_id: String(goodsId), review_id: String(p.review_id), index: String(p.index) })
                    }
                  >
                    <LazyImage src={reviewPhotoSrc(p.url, 160)} alt="" width={160} height={200} />
                  </button>
                </li>
              ))}
            </ul>
            <PageStepper label="포토 리뷰 페이지" page={page} lastPage={found.last_page} onPage={setPage} />
          </>
        )}
      </QueryView>
    </section>
  );
}

/** 포토 리뷰 상세 (photo-review-detail?goods_id=&review_id=&index=): the chosen photo large, the review's other photos and its text. */
export function PhotoReviewDetailModal({ params, titleId }: ModalComponentProps) {
  const platform = usePlatform();
  const { goodsId, review, view } = useModalReview(params);
  const [index, setIndex] = useState(imageIndexParam(params.index));
  const images = review?.images ?? [];
  const current = images[Math.min(index, images.length - 1)];
  return (
    <section className="review-modal" aria-labelledby={titleId}>
      <h2 id={titleId}>포토 리뷰 상세</h2>
      <QueryView {...view}>
        {(review) => (
          <>
            {current ? (
              <figure className="review-modal__figure">
                <button
                  type="button"
                  aria-label="사진 크게 보기"
                  onClick={() =>
                    void platform.modals.open('review-image-zoom', {
                      goods_id: String(goodsId),
                      review_id: String(review.id),
                      index: String(images.indexOf(current)),
                    })
                  }
                >
                  <LazyImage
                    src={reviewPhotoSrc(current.url, 480)}
                    alt={`${review.writer}님의 리뷰 사진 ${images.indexOf(current) + 1}`}
                    width={480}
                    height={600}
                    eager
                  />
                </button>
                <figcaption>
                  {images.indexOf(current) + 1} / {images.length}
                </figcaption>
              </figure>
            ) : null}
            {images.length > 1 ? (
              <ul className="review-modal__thumbs" aria-label="이 리뷰의 사진">
                {images.map((img, i) => (
                  <li key={img.id}>
                    <button type="button" aria-label={`사진 ${i + 1}`} aria-pressed={img === current} onClick={() => setIndex(i)}>
                      <LazyImage src={reviewPhotoSrc(img.url, 64)} alt="" width={64} height={80} />
                    </button>
                  </li>
                ))}
              </ul>
            ) : null}
            <ReviewBody review={review} full />
          </>
        )}
      </QueryView>
    </section>
  );
}

const ZOOM_STEPS = [1, 1.5, 2, 3] as const;

/** 리뷰 사진 확대 (review-image-zoom?goods_id=&review_id=&index=): one photo at up to 3×, panned by dragging; arrows change the photo. */
export function ReviewImageZoomModal({ params, titleId }: ModalComponentProps) {
  const { review, view } = useModalReview(params);
  const [index, setIndex] = useState(imageIndexParam(params.index));
  const [zoom, setZoom] = useState(0);
  const [pan, setPan] = useState({ x: 0, y: 0 });
  const [drag, setDrag] = useState<{ x: number; y: number; from: { x: number; y: number } } | null>(null);
  const images = review?.images ?? [];
  const at = Math.min(index, Math.max(0, images.length - 1));
  const scale = ZOOM_STEPS[zoom]!;
  const go = (i: number) => {
    setIndex(((i % images.length) + images.length) % images.length);
    setZoom(0);
    setPan({ x: 0, y: 0 });
  };
  const zoomTo = (z: number) => {
    const next = Math.max(0, Math.min(ZOOM_STEPS.length - 1, z));
    setZoom(next);
    if (next === 0) setPan({ x: 0, y: 0 });
  };
  return (
    <section className="review-zoom" aria-labelledby={titleId}>
      <h2 id={titleId}>리뷰 사진 {images.length ? `${at + 1} / ${images.length}` : ''}</h2>
      <QueryView {...view} empty="사진이 없는 리뷰입니다." isEmpty={(found) => found.images.length === 0}>
        {(review) =>
          images[at] ? (
            <>
              <div
                className="review-zoom__stage"
                tabIndex={0}
                role="group"
                aria-label={`확대 ${Math.round(scale * 100)}%. 더하기·빼기 키로 확대·축소, 좌우 화살표 키로 다른 사진`}
                onKeyDown={(e) => {
                  const actions: Record<string, () => void> = {
                    ArrowRight: () => go(at + 1),
                    ArrowLeft: () => go(at - 1),
                    '+': () => zoomTo(zoom + 1),
                    '=': () => zoomTo(zoom + 1),
                    '-': () => zoomTo(zoom - 1),
                    '0': () => zoomTo(0),
                  };
                  const act = actions[e.key];
                  if (act) {
                    e.preventDefault();
                    act();
                  }
                }}
                onDoubleClick={() => zoomTo(zoom === 0 ? 2 : 0)}
                onPointerDown={(e) => {
                  if (zoom === 0) return;
                  e.currentTarget.setPointerCapture(e.pointerId);
                  setDrag({ x: e.clientX, y: e.clientY, from: pan });
                }}
                onPointerMove={(e) => {
                  if (drag) setPan({ x: drag.from.x + (e.clientX - drag.x) / scale, y: drag.from.y + (e.clientY - drag.y) / scale });
                }}
                onPointerUp={() => setDrag(null)}
                onPointerCancel={() => setDrag(null)}
              >
                <img
                  src={images[at].url}
                  alt={`${review.writer}님의 리뷰 사진 ${at + 1}`}
                  draggable={false}
                  style={{ transform: `scale(${scale}) translate(${pan.x}px, ${pan.y}px)` }}
                />
              </div>
              <div className="review-zoom__controls">
                <button type="button" className="step-button" onClick={() => go(at - 1)} disabled={images.length < 2}>
                  이전 사진
                </button>
                <button type="button" className="step-button" onClick={() => zoomTo(zoom - 1)} disabled={zoom === 0}>
                  축소
                </button>
                <output aria-live="polite">{Math.round(scale * 100)}%</output>
                <button type="button" className="step-button" onClick={() => zoomTo(zoom + 1)} disabled={zoom === ZOOM_STEPS.length - 1}>
                  확대
                </button>
                <button type="button" className="step-button" onClick={() => go(at + 1)} disabled={images.length < 2}>
                  다음 사진
                </button>
              </div>
            </>
          ) : null
        }
      </QueryView>
    </section>
  );
}

import { useState } from 'react';
import { loginPathFor, MESSAGES } from '@mall/shared-contracts';
import {
  GOODS_REVIEW_MESSAGES,
  GOODS_REVIEW_SORT_LABELS,
  GOODS_REVIEW_SORTS,
  scoreShare,
  type GoodsReview,
  type GoodsReviewSort,
} from '@mall/shared-contracts/catalog';
import { LazyImage, StatusPanel, usePlatform, useSession } from '@mall/shared-ui';
import { QueryView } from '@mall/shared-ui/query-view';
import { PageStepper } from '../../../../lib/goods-results/page-stepper';
import { DEFAULT_REVIEW_FILTER, useGoodsReviewPhotos, useGoodsReviews, type ReviewFilter } from '../api/goods-reviews';
import { ReviewBody } from './review-body';
import { ReviewStars } from './review-stars';
import { reviewPhotoSrc } from './review-photo-src';
import './goods-reviews.css';

/** Photos shown in the section's strip before 전체보기. */
const PHOTO_STRIP = 6;

/**
 * The 리뷰 tab of goods detail: the average and the score distribution computed from the rows (a score
 * narrows the list), the photo strip (포토 리뷰 모아보기), the best reviews, sort and filters (포토 리뷰만,
 * 옵션), the list 10 a page, and 리뷰 쓰기 (written in My page). Photos open the catalog's review modals.
 */
export function GoodsReviewSection({ goodsId }: { goodsId: number }) {
  const platform = usePlatform();
  const session = useSession();
  const [filter, setFilter] = useState<ReviewFilter>(DEFAULT_REVIEW_FILTER);
  const list = useGoodsReviews(goodsId, filter);
  const photos = useGoodsReviewPhotos(goodsId, 1);
  const change = (next: Partial<ReviewFilter>) => setFilter({ ...filter, page: 1, ...next });
  const ids = (review: { id: number }) => ({ goods_id: String(goodsId), review_id: String(review.id) });

  const write = async () => {
    if (session.status === 'member') {
      platform.navigate('/mypage/review/writable');
      return;
    }
    const { pathname, search } = platform.history.location;
    if (await platform.alerts.confirm(MESSAGES.loginRequiredConfirm)) platform.navigate(loginPathFor(`${pathname}${search}`));
  };

  const filtered = filter.photoOnly || filter.score !== null || filter.option !== null;

  return (
    <section className="goods-reviews" aria-label="상품 리뷰">
      <QueryView query={list} failed={GOODS_REVIEW_MESSAGES.loadFailed}>
        {(data) => {
          const { summary } = data;
          return (
            <>
              <div className="goods-reviews__summary">
                <div className="goods-reviews__average">
                  <strong aria-label={`평균 별점 ${summary.average.toFixed(1)}점`}>{summary.average.toFixed(1)}</strong>
                  <ReviewStars score={summary.average} size="lg" />
                  <p>
                    리뷰 {summary.total.toLocaleString('ko-KR')}건 · 포토 리뷰 {summary.photo_count.toLocaleString('ko-KR')}건
                  </p>
                </div>
                <ul className="goods-reviews__distribution" aria-label="별점 분포">
                  {summary.distribution.map((d) => {
                    const share = scoreShare(d.count, summary.total);
                    const on = filter.score === d.score;
                    return (
                      <li key={d.score}>
                        <button
                          type="button"
                          aria-pressed={on}
                          disabled={d.count === 0}
                          aria-label={`${d.score}점 리뷰 ${d.count}건 (${share}%)${on ? ', 선택됨' : ''}`}
                          onClick={() => change({ score: on ? null : d.score })}
                        >
                          <span className="goods-reviews__dist-score">{d.score}점</span>
                          <span className="goods-reviews__bar" aria-hidden="true">
                            <span style={{ width: `${share}%` }} />
                          </span>
                          <span className="goods-reviews__dist-count">{d.count.toLocaleString('ko-KR')}</span>
                        </button>
                      </li>
                    );
                  })}
                </ul>
                <button type="button" className="ui-button ui-button--outline goods-reviews__write" onClick={() => void write()}>
                  리뷰 쓰기
                </button>
              </div>

              {photos.data && photos.data.total > 0 ? (
                <div className="goods-reviews__photos">
                  <h3>
                    포토 리뷰 <span>{photos.data.total.toLocaleString('ko-KR')}</span>
                  </h3>
                  <ul aria-label="포토 리뷰 사진">
                    {photos.data.data.slice(0, PHOTO_STRIP).map((p, i) => (
                      <li key={p.image_id}>
                        <button
                          type="button"
                          aria-label={`포토 리뷰 사진 ${i + 1} 보기`}
                          onClick={() =>
                            void platform.modals.open('photo-review-detail', {
                              goods_id: String(goodsId),
                              review_id: String(p.review_id),
                              index: String(p.index),
                            })
                          }
                        >
                          <LazyImage src={reviewPhotoSrc(p.url, 120)} alt="" width={120} height={150} />
                        </button>
                      </li>
                    ))}
                  </ul>
                  <button
                    type="button"
                    className="goods-reviews__all-photos"
                    onClick={() => void platform.modals.open('photo-reviews', { goods_id: String(goodsId) })}
                  >
                    포토 리뷰 전체보기
                  </button>
                </div>
              ) : null}

              {data.best.length > 0 ? (
                <div className="goods-reviews__best">
                  <h3>베스트 리뷰</h3>
                  <ul aria-label="베스트 리뷰">
                    {data.best.map((r) => (
                      <li key={r.id}>
                        <button type="button" className="goods-reviews__best-card" onClick={() => void platform.modals.open('best-review-detail', ids(r))}>
                          {r.images[0] ? <LazyImage src={reviewPhotoSrc(r.images[0].url, 96)} alt="" width={96} height={120} /> : null}
                          <span className="goods-reviews__best-text">
                            <ReviewStars score={r.score} />
                            <span className="goods-reviews__best-contents">{r.contents}</span>
                            <span className="goods-reviews__best-writer">{r.writer}</span>
                          </span>
                        </button>
                      </li>
                    ))}
                  </ul>
                </div>
              ) : null}

              {summary.total > 0 ? (
                <div className="goods-reviews__controls">
                  <select aria-label="리뷰 정렬" value={filter.sort} onChange={(e) => change({ sort: e.target.value as GoodsReviewSort })}>
                    {GOODS_REVIEW_SORTS.map((s) => (
                      <option key={s} value={s}>
                        {GOODS_REVIEW_SORT_LABELS[s]}
                      </option>
                    ))}
                  </select>
                  {summary.options.length > 1 ? (
                    <select aria-label="옵션별 리뷰" value={filter.option ?? ''} onChange={(e) => change({ option: e.target.value || null })}>
                      <option value="">옵션 전체</option>
                      {summary.options.map((o) => (
                        <option key={o.name} value={o.name}>
                          {o.name} ({o.count})
                        </option>
                      ))}
                    </select>
                  ) : null}
                  <label className="goods-reviews__photo-only">
                    <input type="checkbox" checked={filter.photoOnly} onChange={(e) => change({ photoOnly: e.target.checked })} />
                    포토 리뷰만
                  </label>
                </div>
              ) : null}

              {filtered ? (
                <p className="goods-reviews__filtered" role="status">
                  {filter.score !== null ? `${filter.score}점 ` : ''}
                  {filter.option !== null ? `${filter.option} ` : ''}
                  {filter.photoOnly ? '포토 ' : ''}리뷰 {data.total.toLocaleString('ko-KR')}건
                  <button type="button" onClick={() => setFilter({ ...DEFAULT_REVIEW_FILTER, sort: filter.sort })}>
                    필터 해제
                  </button>
                </p>
              ) : null}

              {summary.total === 0 ? <StatusPanel tone="empty" title={GOODS_REVIEW_MESSAGES.empty} description={GOODS_REVIEW_MESSAGES.emptyHint} /> : null}
              {summary.total > 0 && data.data.length === 0 ? <p className="goods-reviews__empty">{GOODS_REVIEW_MESSAGES.filteredEmpty}</p> : null}

              <ul className="goods-reviews__list" aria-label="리뷰 목록">
                {data.data.map((r) => (
                  <ReviewListItem key={r.id} review={r} goodsId={goodsId} />
                ))}
              </ul>

              <PageStepper label="리뷰 페이지" page={filter.page} lastPage={data.last_page} onPage={(page) => setFilter({ ...filter, page })} />
            </>
          );
        }}
      </QueryView>
    </section>
  );
}

function ReviewListItem({ review, goodsId }: { review: GoodsReview; goodsId: number }) {
  const platform = usePlatform();
  return (
    <li className="goods-reviews__item">
      <ReviewBody review={review} />
      {review.images.length ? (
        <ul className="goods-reviews__images" aria-label="리뷰 사진">
          {review.images.map((img, i) => (
            <li key={img.id}>
              <button
                type="button"
                aria-label={`리뷰 사진 ${i + 1} 크게 보기`}
                onClick={() => void platform.modals.open('review-image-zoom', { goods_id: String(goodsId), review_id: String(review.id), index: String(i) })}
              >
                <LazyImage src={reviewPhotoSrc(img.url, 80)} alt="" width={80} height={100} />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}

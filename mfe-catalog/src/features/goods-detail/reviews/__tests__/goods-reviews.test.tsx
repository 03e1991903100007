import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MESSAGES } from '@mall/shared-contracts';
import { GOODS_REVIEW_API, GOODS_REVIEW_MESSAGES, type GoodsReview, type GoodsReviewList, type GoodsReviewPhotoList } from '@mall/shared-contracts/catalog';
import { createFakePlatform, memberSession, ok, renderWithPlatform, type FakeRoutes } from '@mall/shared-ui/testing';
import { GoodsReviewSection } from '../components/goods-review-section';
import { PhotoReviewDetailModal, ReviewImageZoomModal } from '../components/review-modals';

const review = (overrides: Partial<GoodsReview> = {}): GoodsReview => ({
  id: 1,
  goods_id: 101,
  writer: '박**',
  score: 5,
  option_name: 'M',
  contents: '핏이 예쁘고 재질이 좋아요.',
  images: [],
  is_best: false,
  created_at: '2026-11-01 10:00:00',
  ...overrides,
});
const best = review({ id: 9, is_best: true, contents: '베스트 리뷰 내용입니다. 사진처럼 예뻐요.', images: [{ id: 1, url: '/media/goods/101/1.svg' }] });
const listOf = (data: GoodsReview[], extra: Partial<GoodsReviewList> = {}): GoodsReviewList => ({
  current_page: 1,
  per_page: 10,
  total: 12,
  last_page: 2,
  data,
  summary: {
    total: 12,
    photo_count: 3,
    average: 4.3,
    distribution: [
      { score: 5, count: 7 },
      { score: 4, count: 3 },
      { score: 3, count: 1 },
      { score: 2, count: 1 },
      { score: 1, count: 0 },
    ],
    options: [
      { name: 'M', count: 8 },
      { name: 'L', count: 4 },
    ],
  },
  best: [best],
  ...extra,
});
const photos: GoodsReviewPhotoList = {
  current_page: 1,
  per_page: 24,
  total: 1,
  last_page: 1,
  data: [{ review_id: 9, image_id: 1, index: 0, url: '/media/review-photos/77', score: 5 }],
};

function render(ui: React.ReactElement, routes: FakeRoutes, member = false) {
  const platform = createFakePlatform({ routes, ...(member ? { session: memberSession() } : {}), confirmAnswer: true });
  renderWithPlatform(ui, { platform, route: '/goods/detail/101' });
  return platform;
}

describe('GoodsReviewSection', () => {
  it('shows the summary, best reviews and photos, and sends the chosen sort, score, photo and option filters', async () => {
    const platform = render(<GoodsReviewSection goodsId={101} />, {
      [`GET ${GOODS_REVIEW_API.reviews(101)}`]: (req) =>
        ok(req.params?.score === 5 ? listOf([review({ id: 2 })], { total: 7, last_page: 1 }) : listOf([review(), best])),
      [`GET ${GOODS_REVIEW_API.photos(101)}`]: () => ok(photos),
    });
    expect(await screen.findByLabelText('평균 별점 4.3점')).toBeTruthy();
    expect(screen.getByText('리뷰 12건 · 포토 리뷰 3건')).toBeTruthy();
    const distribution = screen.getByRole('list', { name: '별점 분포' });
    expect(within(distribution).getByRole('button', { name: '5점 리뷰 7건 (58%)' })).toBeTruthy();
    expect((within(distribution).getByRole('button', { name: '1점 리뷰 0건 (0%)' }) as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(within(distribution).getByRole('button', { name: '5점 리뷰 7건 (58%)' }));
    expect(await screen.findByText('5점 리뷰 7건')).toBeTruthy();
    expect(platform.requests.at(-1)?.params).toMatchObject({ score: 5, page: 1, sort: 'best' });
    fireEvent.click(screen.getByRole('button', { name: '필터 해제' }));

    fireEvent.change(screen.getByRole('combobox', { name: '리뷰 정렬' }), { target: { value: 'score_low' } });
    await waitFor(() => expect(platform.requests.at(-1)?.params).toMatchObject({ sort: 'score_low' }));
    fireEvent.click(screen.getByRole('checkbox', { name: '포토 리뷰만' }));
    await waitFor(() => expect(platform.requests.at(-1)?.params).toMatchObject({ photo_only: 'true' }));
    fireEvent.change(screen.getByRole('combobox', { name: '옵션별 리뷰' }), { target: { value: 'L' } });
    await waitFor(() => expect(platform.requests.at(-1)?.params).toMatchObject({ option: 'L', photo_only: 'true', sort: 'score_low' }));

    // A member's photo is asked for at twice the width it is drawn (mall-api sends a resized copy); artwork as it is.
    const sources = [...document.querySelectorAll('img')].map((img) => img.getAttribute('src'));
    expect(sources).toContain('/media/review-photos/77?w=240');
    expect(sources).toContain('/media/goods/101/1.svg');
    expect(sources).not.toContain('/media/review-photos/77');

    fireEvent.click(within(screen.getByRole('list', { name: '베스트 리뷰' })).getByRole('button'));
    fireEvent.click(screen.getByRole('button', { name: '포토 리뷰 사진 1 보기' }));
    fireEvent.click(screen.getByRole('button', { name: '포토 리뷰 전체보기' }));
    expect(platform.modalCalls).toEqual([
      { name: 'best-review-detail', params: { goods_id: '101', review_id: '9' } },
      { name: 'photo-review-detail', params: { goods_id: '101', review_id: '9', index: '0' } },
      { name: 'photo-reviews', params: { goods_id: '101' } },
    ]);
  });

  it('pages the list and, for a visitor, asks to log in before writing', async () => {
    const platform = render(<GoodsReviewSection goodsId={101} />, {
      [`GET ${GOODS_REVIEW_API.reviews(101)}`]: () => ok(listOf([review()])),
      [`GET ${GOODS_REVIEW_API.photos(101)}`]: () => ok({ ...photos, total: 0, data: [] }),
    });
    fireEvent.click(await screen.findByRole('button', { name: '다음' }));
    await waitFor(() => expect(platform.requests.at(-1)?.params).toMatchObject({ page: 2 }));
    fireEvent.click(screen.getByRole('button', { name: '리뷰 쓰기' }));
    await waitFor(() => expect(platform.alertCalls.at(-1)?.message).toBe(MESSAGES.loginRequiredConfirm));
    await waitFor(() => expect(platform.history.location.pathname).toBe('/login'));
  });

  it('says there is no review yet', async () => {
    const empty = listOf([], {
      total: 0,
      last_page: 1,
      best: [],
      summary: { total: 0, photo_count: 0, average: 0, distribution: [5, 4, 3, 2, 1].map((score) => ({ score, count: 0 })), options: [] },
    });
    render(
      <GoodsReviewSection goodsId={101} />,
      {
        [`GET ${GOODS_REVIEW_API.reviews(101)}`]: () => ok(empty),
        [`GET ${GOODS_REVIEW_API.photos(101)}`]: () => ok({ ...photos, total: 0, data: [] }),
      },
      true,
    );
    expect(await screen.findByText(GOODS_REVIEW_MESSAGES.empty)).toBeTruthy();
  });
});

describe('review modals', () => {
  const many = review({ id: 9, images: [1, 2, 3].map((n) => ({ id: n, url: `/media/goods/101/${n}.svg` })) });
  const routes = { [`GET ${GOODS_REVIEW_API.review(101, 9)}`]: () => ok(many) };
  const props = (params: Record<string, string>) => ({ params, titleId: 't', close: () => {} });

  it('photo review detail starts at the chosen photo and switches between the review’s photos', async () => {
    render(<PhotoReviewDetailModal {...props({ goods_id: '101', review_id: '9', index: '1' })} />, routes);
    expect(await screen.findByText('2 / 3')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '사진 3' }));
    expect(screen.getByText('3 / 3')).toBeTruthy();
  });

  it('image zoom zooms with keys and buttons and wraps between photos', async () => {
    render(<ReviewImageZoomModal {...props({ goods_id: '101', review_id: '9', index: '2' })} />, routes);
    expect(await screen.findByRole('heading', { name: '리뷰 사진 3 / 3' })).toBeTruthy();
    const stage = screen.getByRole('group');
    fireEvent.keyDown(stage, { key: 'ArrowRight' });
    expect(screen.getByRole('heading', { name: '리뷰 사진 1 / 3' })).toBeTruthy();
    fireEvent.keyDown(stage, { key: '+' });
    expect(screen.getByText('150%')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '확대' }));
    expect(screen.getByText('200%')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '이전 사진' }));
    expect(screen.getByRole('heading', { name: '리뷰 사진 3 / 3' })).toBeTruthy();
    expect(screen.getByText('100%')).toBeTruthy();
  });

  it('says a review that is not the goods’ was not found', async () => {
    render(<ReviewImageZoomModal {...props({ goods_id: '101', review_id: 'x' })} />, routes);
    expect(await screen.findByText(GOODS_REVIEW_MESSAGES.notFound)).toBeTruthy();
  });
});

import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from '@mall/shared-ui';
import { REVIEW_API, REVIEW_MESSAGES, WritableReviewListSchema, WrittenReviewListSchema, WrittenReviewSchema } from '@mall/shared-contracts/member';
import { createFakePlatform, memberSession, ok, renderWithPlatform, type FakeRequest } from '@mall/shared-ui/testing';
import { ReviewFormModal } from '../components/review-form-modal';
import { ReviewLayout } from '../components/review-layout';
import { ReviewWritablePage } from '../components/review-writable-page';
import { ReviewWrittenPage } from '../components/review-written-page';

const line = {
  order_item_id: 31,
  order_no: '20261014-0000903',
  ordered_at: '2026-10-14 10:00:00',
  status: 'delivered',
  status_label: '배송완료',
  goods_id: 21,
  goods_name: '울 블렌드 코트',
  brand_name: '서울스탠다드',
  option_name: '사이즈 M',
  thumbnail_url: '/media/goods/21/1.svg',
} as const;
const review = WrittenReviewSchema.parse({
  id: 7,
  order_item_id: 30,
  goods_id: 11,
  goods_name: '캐시미어 니트',
  brand_name: '모노웨어',
  option_name: '사이즈 S',
  thumbnail_url: '/media/goods/11/1.svg',
  score: 5,
  contents: '두께감이 적당해서 잘 입고 있어요.',
  photos: [{ id: 3, url: '/media/review-photos/3' }],
  reward_point: 700,
  created_at: '2026-10-07 10:00:00',
  updated_at: '2026-10-07 10:00:00',
});
const list = { current_page: 1, per_page: 20, last_page: 1, counts: { writable: 1, written: 1 }, reward: { text: 200, photo: 700 } };
const writable = WritableReviewListSchema.parse({ ...list, total: 1, data: [line] });
const written = WrittenReviewListSchema.parse({ ...list, total: 1, data: [review] });

describe('/mypage/review', () => {
  it('lists the lines to review with the grade’s points and the written reviews with edit and delete', async () => {
    const platform = createFakePlatform({
      session: memberSession(),
      routes: { [`GET ${REVIEW_API.writable}`]: ok(writable), [`GET ${REVIEW_API.goodsReviews}`]: ok(written) } as never,
    });
    renderWithPlatform(
      <Routes>
        <Route path="/mypage/review" element={<ReviewLayout />}>
          <Route path="writable" element={<ReviewWritablePage />} />
          <Route path="written" element={<ReviewWrittenPage />} />
        </Route>
      </Routes>,
      { platform, route: '/mypage/review/writable' },
    );
    const open = await screen.findByRole('list', { name: '작성 가능한 리뷰' });
    const card = within(open).getByRole('listitem', { name: '울 블렌드 코트' });
    expect(card.textContent).toContain('주문번호 20261014-0000903');
    expect(card.textContent).toContain('배송완료');
    expect(screen.getByText(/리뷰를 쓰면 적립금/).textContent).toContain('200원');
    expect(screen.getByRole('link', { name: '작성한 리뷰 1' })).toBeTruthy();
    fireEvent.click(within(card).getByRole('button', { name: '울 블렌드 코트 리뷰 쓰기' }));
    expect(platform.modalCalls.at(-1)).toEqual({ name: 'review-form', params: { order_no: '20261014-0000903', order_item_id: '31' } });

    fireEvent.click(screen.getByRole('link', { name: '작성한 리뷰 1' }));
    const mine = await screen.findByRole('list', { name: '작성한 리뷰' });
    const item = within(mine).getByRole('listitem', { name: '캐시미어 니트' });
    expect(within(item).getByRole('img', { name: '별점 5점 만점에 5점' })).toBeTruthy();
    expect(within(item).getByRole('img', { name: '리뷰 사진 1' })).toBeTruthy();
    expect(item.textContent).toContain('적립금 700원 적립');
  });
});

describe('review-form modal', () => {
  it('keeps the rules of the form, uploads a photo and writes the review', async () => {
    const bodies: unknown[] = [];
    const platform = createFakePlatform({
      session: memberSession(),
      routes: {
        [`GET ${REVIEW_API.writable}`]: (req: FakeRequest) => {
          expect(req.params.order_no).toBe('20261014-0000903');
          return ok(writable);
        },
        [`POST ${REVIEW_API.photos}`]: ok({ id: 55, url: '/media/review-photos/55' }),
        [`POST ${REVIEW_API.goodsReviews}`]: (req: FakeRequest) => {
          bodies.push(req.data);
          return ok({ ...review, id: 8 });
        },
      } as never,
    });
    const closed: unknown[] = [];
    renderWithPlatform(<ReviewFormModal params={{ order_no: '20261014-0000903', order_item_id: '31' }} titleId="t" close={(r) => closed.push(r)} />, {
      platform,
    });
    expect(await screen.findByRole('heading', { name: '리뷰 쓰기' })).toBeTruthy();
    expect(screen.getByText('울 블렌드 코트')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: '등록하기' }));
    expect((await screen.findByRole('alert')).textContent).toBe(REVIEW_MESSAGES.scoreRequired);
    fireEvent.click(screen.getByRole('radio', { name: '4점 좋아요' }));
    fireEvent.change(screen.getByLabelText('리뷰 내용'), { target: { value: '  짧아요  ' } });
    fireEvent.click(screen.getByRole('button', { name: '등록하기' }));
    expect(screen.getByRole('alert').textContent).toBe(REVIEW_MESSAGES.contentsTooShort);

    const input = screen.getByLabelText('사진 추가') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['GIF89a'], 'a.gif', { type: 'image/gif' })] } });
    expect(screen.getByRole('alert').textContent).toBe(REVIEW_MESSAGES.photoType);
    fireEvent.change(input, { target: { files: [new File([new Uint8Array([0xff, 0xd8, 0xff])], 'a.jpg', { type: 'image/jpeg' })] } });
    expect(await screen.findByRole('img', { name: '올린 사진 1' })).toBeTruthy();

    fireEvent.change(screen.getByLabelText('리뷰 내용'), { target: { value: '생각보다 따뜻하고 가벼워서 좋아요.' } });
    fireEvent.click(screen.getByRole('button', { name: '등록하기' }));
    await waitFor(() => expect(closed).toHaveLength(1));
    expect(bodies).toEqual([{ order_item_id: 31, score: 4, contents: '생각보다 따뜻하고 가벼워서 좋아요.', photo_ids: [55] }]);
    await waitFor(() => expect(platform.alertCalls.at(-1)?.message).toBe(REVIEW_MESSAGES.created));
  });
});

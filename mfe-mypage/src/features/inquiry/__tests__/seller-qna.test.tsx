import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from '@mall/shared-ui';
import { GOODS_QNA_API, GOODS_QNA_MESSAGES, MySellerQnaListSchema, type MySellerQna } from '@mall/shared-contracts/catalog';
import { createFakePlatform, memberSession, ok, renderWithPlatform, type FakeRequest } from '@mall/shared-ui/testing';
import { InquiryLayout } from '../components/inquiry-layout';
import { SellerQnaListPage } from '../components/seller-qna-list-page';

const question = (id: number, kind: MySellerQna['kind'], answer: string | null, secret = false): MySellerQna => ({
  id,
  kind,
  goods: { id: 7, name: '울 블렌드 코트', brand_name: '케이베이직', thumbnail_url: '/media/goods/7/1.svg' },
  seller: { id: 1, name: '케이몰 판매처' },
  category_id: kind === 'seller' ? 3 : null,
  category_name: kind === 'seller' ? '배송 문의' : null,
  title: kind === 'seller' ? '제주도 추가 배송비가 있나요?' : null,
  contents: kind === 'seller' ? '제주도로 받으려고 하는데 추가 배송비가 얼마인가요?' : '다른 색상도 같은 원단인가요?',
  is_secret: secret,
  is_answered: answer !== null,
  answer,
  answered_at: answer ? '2026-11-20 18:00:00' : null,
  created_at: '2026-11-19 22:00:00',
  updated_at: '2026-11-19 22:00:00',
});

describe('/mypage/inquiry/seller-qna', () => {
  it('lists goods and seller questions with state, secret flag and goods link; edits through catalog’s modals and deletes a waiting one', async () => {
    const pages: unknown[] = [];
    const deleted: number[] = [];
    const platform = createFakePlatform({
      session: memberSession(),
      confirmAnswer: true,
      routes: {
        [`GET ${GOODS_QNA_API.mySellerQna}`]: (req: FakeRequest) => {
          pages.push(req.params.page);
          return ok(
            MySellerQnaListSchema.parse({
              current_page: Number(req.params.page),
              per_page: 10,
              total: 12,
              last_page: 2,
              counts: { answered: 1, unanswered: 11 },
              data: [question(4, 'goods', null), question(2, 'seller', '제주는 3,000원이 추가됩니다.', true), question(3, 'seller', null)],
            }),
          );
        },
        [`DELETE ${GOODS_QNA_API.mySellerQnaItem(4)}`]: () => (deleted.push(4), ok({ success: true })),
      },
    });
    renderWithPlatform(
      <Routes>
        <Route path="/mypage/inquiry" element={<InquiryLayout />}>
          <Route path="seller-qna" element={<SellerQnaListPage />} />
        </Route>
      </Routes>,
      { platform, route: '/mypage/inquiry/seller-qna' },
    );
    expect(screen.getByRole('link', { name: '상품·판매자 문의' }).getAttribute('aria-current')).toBe('page');
    const list = await screen.findByRole('list', { name: '상품·판매자 문의 내역' });
    expect(pages).toEqual([1]);
    expect(screen.getByText('답변완료 1 · 답변대기 11')).toBeTruthy();
    const [goodsQ, answered, waitingSeller] = within(list).getAllByRole('listitem');
    expect(goodsQ!.getAttribute('aria-label')).toBe('다른 색상도 같은 원단인가요?');
    expect(goodsQ!.textContent).toContain('상품 문의');
    expect(
      within(goodsQ!)
        .getByRole('link', { name: /울 블렌드 코트/ })
        .getAttribute('href'),
    ).toBe('/goods/detail/7');
    expect(answered!.textContent).toContain('판매자 문의');
    expect(answered!.textContent).toContain('비밀글');
    expect(within(answered!).getByRole('region', { name: '답변' }).textContent).toContain('케이몰 판매처 답변');
    expect(within(answered!).queryByRole('button', { name: /수정/ })).toBeNull();

    fireEvent.click(within(waitingSeller!).getByRole('button', { name: '제주도 추가 배송비가 있나요? 수정' }));
    expect(platform.modalCalls.at(-1)).toEqual({ name: 'seller-qna-form', params: { qna_id: '3' } });
    fireEvent.click(within(goodsQ!).getByRole('button', { name: '다른 색상도 같은 원단인가요? 수정' }));
    expect(platform.modalCalls.at(-1)).toEqual({ name: 'goods-qna-form', params: { qna_id: '4' } });

    fireEvent.click(within(goodsQ!).getByRole('button', { name: '다른 색상도 같은 원단인가요? 삭제' }));
    await waitFor(() => expect(deleted).toEqual([4]));
    await waitFor(() => expect(platform.alertCalls.map((c) => c.message)).toContain(GOODS_QNA_MESSAGES.deleted));
    fireEvent.click(screen.getByRole('link', { name: '다음' }));
    await waitFor(() => expect(pages).toContain(2));
  });

  it('says so when the member asked nothing', async () => {
    const platform = createFakePlatform({
      session: memberSession(),
      routes: {
        [`GET ${GOODS_QNA_API.mySellerQna}`]: ok({ current_page: 1, per_page: 10, total: 0, last_page: 1, counts: { answered: 0, unanswered: 0 }, data: [] }),
      },
    });
    renderWithPlatform(<SellerQnaListPage />, { platform, route: '/mypage/inquiry/seller-qna' });
    expect(await screen.findByText(GOODS_QNA_MESSAGES.myEmpty)).toBeTruthy();
  });
});

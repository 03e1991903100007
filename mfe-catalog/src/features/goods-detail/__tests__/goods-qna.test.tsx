import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { API, MESSAGES } from '@mall/shared-contracts';
import { GOODS_QNA_API, GOODS_QNA_MESSAGES, type GoodsQnaItem, type GoodsQnaList, type MySellerQna } from '@mall/shared-contracts/catalog';
import { CS_API } from '@mall/shared-contracts/cs';
import { createFakePlatform, goodsDetailFixture, memberSession, ok, renderWithPlatform, type FakeRoutes } from '@mall/shared-ui/testing';
import { GoodsQnaSection } from '../components/goods-qna-section';
import { GoodsQnaFormModal } from '../components/goods-qna-form-modal';
import { SellerQnaFormModal } from '../components/seller-qna-form-modal';

const item = (overrides: Partial<GoodsQnaItem> = {}): GoodsQnaItem => ({
  id: 1,
  writer: '박**',
  is_secret: false,
  is_mine: false,
  contents: '정사이즈로 주문하면 될까요?',
  is_answered: true,
  answer: '평소 사이즈를 추천드립니다.',
  answered_at: '2026-11-01 10:00:00',
  created_at: '2026-10-31 09:00:00',
  ...overrides,
});
const listOf = (data: GoodsQnaItem[], page = 1, lastPage = 1): GoodsQnaList => ({
  current_page: page,
  per_page: 10,
  total: data.length,
  last_page: lastPage,
  counts: { total: 12, answered: 9 },
  data,
});
const mine = (overrides: Partial<MySellerQna> = {}): MySellerQna => ({
  id: 7,
  kind: 'goods',
  goods: { id: 101, name: '오버핏 코튼 셔츠', brand_name: '브랜드', thumbnail_url: '/media/goods/101/1.svg' },
  seller: { id: 1, name: '판매처' },
  category_id: null,
  category_name: null,
  title: null,
  contents: '세탁기에 돌려도 줄어들지 않나요?',
  is_secret: false,
  is_answered: false,
  answer: null,
  answered_at: null,
  created_at: '2026-11-01 10:00:00',
  updated_at: '2026-11-01 10:00:00',
  ...overrides,
});

function render(ui: React.ReactElement, routes: FakeRoutes, member = true) {
  const platform = createFakePlatform({ routes, ...(member ? { session: memberSession() } : {}), confirmAnswer: true });
  renderWithPlatform(ui, { platform, route: '/goods/detail/101' });
  return platform;
}

describe('GoodsQnaSection', () => {
  it('lists the questions with counts, hides a secret one and pages', async () => {
    const platform = render(<GoodsQnaSection goodsId={101} />, {
      [`GET ${GOODS_QNA_API.goodsQna(101)}`]: (req) =>
        ok(
          req.params?.page === 2
            ? listOf([item({ id: 11, contents: '두 번째 페이지 질문입니다.' })], 2, 2)
            : listOf([item(), item({ id: 2, is_secret: true, contents: null, answer: null, writer: '김**' })], 1, 2),
        ),
    });
    expect(await screen.findByText('정사이즈로 주문하면 될까요?')).toBeTruthy();
    expect(screen.getByText('상품 문의 12건 · 답변 완료 9건')).toBeTruthy();
    expect(screen.getByText(GOODS_QNA_MESSAGES.secret)).toBeTruthy();
    expect(screen.getByText('평소 사이즈를 추천드립니다.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '다음' }));
    expect(await screen.findByText('두 번째 페이지 질문입니다.')).toBeTruthy();
    expect(platform.requests.at(-1)).toMatchObject({ params: { page: 2 } });
  });

  it('asks a visitor to log in before asking, and opens the forms for a member', async () => {
    const routes = { [`GET ${GOODS_QNA_API.goodsQna(101)}`]: ok(listOf([])) };
    const visitor = render(<GoodsQnaSection goodsId={101} />, routes, false);
    expect(await screen.findByText(GOODS_QNA_MESSAGES.empty)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '상품 문의하기' }));
    await waitFor(() => expect(visitor.alertCalls.at(-1)).toMatchObject({ message: MESSAGES.loginRequiredConfirm }));
    await waitFor(() => expect(visitor.history.location.pathname).toBe('/login'));
    expect(visitor.modalCalls).toEqual([]);
  });

  it('offers 수정 and 삭제 on the member’s own unanswered question', async () => {
    const platform = render(<GoodsQnaSection goodsId={101} />, {
      [`GET ${GOODS_QNA_API.goodsQna(101)}`]: ok(listOf([item({ id: 5, is_mine: true, is_answered: false, answer: null })])),
      [`DELETE ${GOODS_QNA_API.mySellerQnaItem(5)}`]: ok({ success: true }),
    });
    fireEvent.click(await screen.findByRole('button', { name: '수정' }));
    expect(platform.modalCalls).toEqual([{ name: 'goods-qna-form', params: { qna_id: '5' } }]);
    fireEvent.click(screen.getByRole('button', { name: '판매자 문의하기' }));
    await waitFor(() => expect(platform.modalCalls.at(-1)).toEqual({ name: 'seller-qna-form', params: { goods_id: '101' } }));
    fireEvent.click(screen.getByRole('button', { name: '삭제' }));
    await waitFor(() => expect(platform.requests.some((r) => r.method === 'DELETE')).toBe(true));
    await waitFor(() => expect(platform.alertCalls.at(-1)).toMatchObject({ message: GOODS_QNA_MESSAGES.deleted }));
  });
});

describe('question modals', () => {
  const close = () => {};
  it('goods-qna-form: Korean message for short contents, then sends the question and its secret flag', async () => {
    const platform = render(<GoodsQnaFormModal params={{ goods_id: '101' }} titleId="t" close={close} />, {
      [`GET ${API.goods('101')}`]: ok(goodsDetailFixture({ id: 101 })),
      [`POST ${GOODS_QNA_API.goodsQna(101)}`]: ok(mine()),
    });
    expect(await screen.findByText('오버핏 코튼 셔츠')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: '문의 내용' }), { target: { value: '줄어드나요?' } });
    fireEvent.click(screen.getByRole('button', { name: '문의 등록' }));
    expect((await screen.findByRole('alert')).textContent).toBe(GOODS_QNA_MESSAGES.contentsTooShort);
    expect((screen.getByRole('textbox', { name: '문의 내용' }) as HTMLTextAreaElement).value).toBe('줄어드나요?');
    fireEvent.change(screen.getByRole('textbox', { name: '문의 내용' }), { target: { value: '세탁기에 돌려도 줄어들지 않나요?' } });
    fireEvent.click(screen.getByRole('checkbox', { name: '비밀글로 문의하기' }));
    fireEvent.click(screen.getByRole('button', { name: '문의 등록' }));
    await waitFor(() => expect(platform.alertCalls.at(-1)).toMatchObject({ message: GOODS_QNA_MESSAGES.goodsCreated }));
    expect(platform.requests.find((r) => r.method === 'POST')?.data).toEqual({ contents: '세탁기에 돌려도 줄어들지 않나요?', is_secret: true });
  });

  it('goods-qna-form: a visitor is offered the login page', async () => {
    render(<GoodsQnaFormModal params={{ goods_id: '101' }} titleId="t" close={close} />, {}, false);
    expect((await screen.findByRole('alert')).textContent).toBe(GOODS_QNA_MESSAGES.loginRequired);
    expect(screen.getByRole('button', { name: '로그인하기' })).toBeTruthy();
  });

  it('seller-qna-form: edits the member’s question with its category and title; an answered one is locked', async () => {
    const platform = render(<SellerQnaFormModal params={{ qna_id: '8' }} titleId="t" close={close} />, {
      [`GET ${CS_API.sellerQnaCategories}`]: ok({ categories: [{ id: 3, name: '배송 문의' }] }),
      [`GET ${GOODS_QNA_API.mySellerQnaItem(8)}`]: ok(mine({ id: 8, kind: 'seller', category_id: 3, category_name: '배송 문의', title: '출고일 문의' })),
      [`PUT ${GOODS_QNA_API.mySellerQnaItem(8)}`]: ok(mine({ id: 8, kind: 'seller' })),
    });
    const title = await screen.findByRole('textbox', { name: '제목' });
    expect((title as HTMLInputElement).value).toBe('출고일 문의');
    fireEvent.change(title, { target: { value: ' ' } });
    fireEvent.click(screen.getByRole('button', { name: '수정하기' }));
    expect((await screen.findByRole('alert')).textContent).toBe(GOODS_QNA_MESSAGES.titleRequired);
    fireEvent.change(title, { target: { value: '출고일 문의(수정)' } });
    fireEvent.click(screen.getByRole('button', { name: '수정하기' }));
    await waitFor(() => expect(platform.alertCalls.at(-1)).toMatchObject({ message: GOODS_QNA_MESSAGES.updated }));
    expect(platform.requests.find((r) => r.method === 'PUT')?.data).toMatchObject({ category_id: 3, title: '출고일 문의(수정)' });

    render(<SellerQnaFormModal params={{ qna_id: '9' }} titleId="t2" close={close} />, {
      [`GET ${GOODS_QNA_API.mySellerQnaItem(9)}`]: ok(mine({ id: 9, kind: 'seller', is_answered: true, answer: '답변' })),
    });
    expect(await screen.findByText(GOODS_QNA_MESSAGES.answeredLocked)).toBeTruthy();
  });
});

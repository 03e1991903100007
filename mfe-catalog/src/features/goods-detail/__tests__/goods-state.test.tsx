import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from '@mall/shared-ui';
import { API, MESSAGES } from '@mall/shared-contracts';
import { GOODS_STATE_API, GOODS_STATE_MESSAGES, goodsStockOf, RECENT_VIEW_API, type GoodsAggregate } from '@mall/shared-contracts/catalog';
import { WISH_API } from '@mall/shared-contracts/member';
import { createFakePlatform, goodsDetailFixture, memberSession, ok, renderWithPlatform, type FakePlatformOptions } from '@mall/shared-ui/testing';
import { GoodsDetailPage } from '../components/goods-detail-page';

const aggregate = (overrides: Partial<GoodsAggregate> = {}): GoodsAggregate => ({
  goods_id: 101,
  review_count: 12,
  review_score_avg: 4.5,
  photo_review_count: 3,
  wish_count: 7,
  ...overrides,
});

/** The stock answer for the fixture's two options (화이트 / M, 블랙 / L). */
const stockOf = (white: number, black: number, restockNotice = false) =>
  goodsStockOf(
    101,
    [
      { id: 1001, name: '화이트 / M', extra_amount: 0, stock: white },
      { id: 1002, name: '블랙 / L', extra_amount: 1000, stock: black },
    ],
    restockNotice,
  );

function renderDetail(options: FakePlatformOptions = {}) {
  const platform = createFakePlatform({
    ...options,
    routes: {
      [`GET ${API.goods(101)}`]: ok(goodsDetailFixture()),
      [`POST ${RECENT_VIEW_API.goods}`]: ok({ success: true }),
      [`GET ${GOODS_STATE_API.aggregate(101)}`]: ok(aggregate()),
      ...options.routes,
    },
  });
  renderWithPlatform(
    <Routes>
      <Route path="/goods/detail/:id" element={<GoodsDetailPage />} />
      <Route path="*" element={<p>다른 화면</p>} />
    </Routes>,
    { platform, route: '/goods/detail/101' },
  );
  return platform;
}

const meta = () => document.querySelector('.goods-detail__meta')!;
const heart = () => screen.getByRole('button', { name: /^오버핏 코튼 셔츠 찜하기/ });
const aggregateCalls = (platform: ReturnType<typeof createFakePlatform>) => platform.requests.filter((r) => r.url === GOODS_STATE_API.aggregate(101)).length;

describe('goods detail aggregate (rating, reviews, wishes from the rows)', () => {
  it('shows the aggregate over the detail’s numbers: the meta line, the heart and the 리뷰 tab', async () => {
    renderDetail();
    await screen.findByRole('heading', { level: 1 });
    // The detail said 0 reviews and 5 wishes; the rows say 12 reviews at 4.5 and 7 wishes.
    await waitFor(() => expect(meta().textContent).toContain('★ 4.5 · 리뷰 12'));
    expect(heart().getAttribute('aria-label')).toBe('오버핏 코튼 셔츠 찜하기, 찜 7');
    expect(screen.getByRole('tab', { name: '리뷰 12' })).toBeTruthy();
  });

  it('until the aggregate answers (or when it fails) the detail’s own numbers stay', async () => {
    renderDetail({ routes: { [`GET ${GOODS_STATE_API.aggregate(101)}`]: () => new Promise(() => {}) } });
    await screen.findByRole('heading', { level: 1 });
    expect(heart().textContent).toContain('5');
    expect(screen.getByRole('tab', { name: '리뷰 0' })).toBeTruthy();
  });

  it('a wish change of this goods refetches the aggregate; another goods’ does not', async () => {
    let wishes = 7;
    const platform = renderDetail({ routes: { [`GET ${GOODS_STATE_API.aggregate(101)}`]: () => ok(aggregate({ wish_count: wishes })) } });
    await waitFor(() => expect(heart().getAttribute('aria-label')).toBe('오버핏 코튼 셔츠 찜하기, 찜 7'));
    const before = aggregateCalls(platform);
    act(() => platform.bus.emit('wish.changed', { goodsId: 55, liked: true }));
    expect(aggregateCalls(platform)).toBe(before);
    wishes = 8;
    act(() => platform.bus.emit('wish.changed', { goodsId: 101, liked: true }));
    await waitFor(() => expect(heart().getAttribute('aria-label')).toBe('오버핏 코튼 셔츠 찜하기, 찜 8'));
    expect(aggregateCalls(platform)).toBe(before + 1);
  });
});

describe('goods detail wish heart', () => {
  it('a visitor is asked to log in first and goes to login with the way back', async () => {
    const platform = renderDetail({ confirmAnswer: true });
    await screen.findByRole('heading', { level: 1 });
    fireEvent.click(heart());
    await waitFor(() => expect(platform.history.location.pathname).toBe('/login'));
    expect(platform.alertCalls).toEqual([{ type: 'confirm', message: MESSAGES.loginRequiredConfirm, options: undefined }]);
    expect(platform.history.location.search).toBe('?redirect_to_after=%2Fgoods%2Fdetail%2F101');
    expect(platform.modalCalls).toEqual([]);
  });

  it('a member’s like opens mypage’s folder picker for this goods', async () => {
    const platform = renderDetail({ session: memberSession() });
    await screen.findByRole('heading', { level: 1 });
    expect(heart().getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(heart());
    await waitFor(() => expect(platform.modalCalls).toEqual([{ name: 'wished-folder', params: { goods_id: '101' } }]));
    expect(platform.requests.some((r) => r.method === 'DELETE')).toBe(false);
  });

  it('a liked heart unlikes: DELETE, wish.changed, and the aggregate is read again', async () => {
    let wishes = 7;
    const platform = renderDetail({
      session: memberSession(),
      routes: {
        [`GET ${GOODS_STATE_API.aggregate(101)}`]: () => ok(aggregate({ wish_count: wishes })),
        [`DELETE ${WISH_API.wishGoodsItem(101)}`]: () => {
          wishes = 6;
          return ok({ goods_id: 101, liked: false, wish_count: 6 });
        },
      },
    });
    platform.setLikedGoods([101]);
    await waitFor(() => expect(heart().getAttribute('aria-label')).toBe('오버핏 코튼 셔츠 찜하기, 찜 7'));
    expect(heart().getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(heart());
    await waitFor(() => expect(platform.eventsOf('wish.changed')).toEqual([{ goodsId: 101, liked: false }]));
    await waitFor(() => expect(heart().getAttribute('aria-label')).toBe('오버핏 코튼 셔츠 찜하기, 찜 6'));
    expect(platform.modalCalls).toEqual([]);
  });
});

describe('goods detail live stock', () => {
  const openSheet = () => fireEvent.click(screen.getByRole('button', { name: '구매하기' }));
  const openOptions = () => fireEvent.click(screen.getByRole('button', { name: /옵션을 선택해 주세요|선택한 옵션/ }));

  it('opening the sheet reads the stock: an option sold out since the page loaded cannot be chosen', async () => {
    const platform = renderDetail({ routes: { [`GET ${GOODS_STATE_API.stock(101)}`]: ok(stockOf(0, 3)) } });
    await screen.findByRole('heading', { level: 1 });
    openSheet();
    await waitFor(() => expect(platform.requests.filter((r) => r.url === GOODS_STATE_API.stock(101))).toHaveLength(1));
    openOptions();
    const list = screen.getByRole('list', { name: '옵션' });
    await waitFor(() => expect(within(list).getByRole<HTMLButtonElement>('button', { name: /화이트 \/ M/ }).disabled).toBe(true));
    const black = within(list).getByRole<HTMLButtonElement>('button', { name: /블랙 \/ L/ });
    // Restocked to 3: on sale again, 품절임박 says how many are left.
    expect(black.disabled).toBe(false);
    expect(black.textContent).toContain('3개 남음');
  });

  it('a chosen option that sold out meanwhile is dropped with a Korean notice, and nothing is added', async () => {
    let white = 10;
    const platform = renderDetail({ routes: { [`GET ${GOODS_STATE_API.stock(101)}`]: () => ok(stockOf(white, 4)) } });
    await screen.findByRole('heading', { level: 1 });
    openSheet();
    openOptions();
    fireEvent.click(await screen.findByRole('button', { name: /화이트 \/ M/ }));
    expect(screen.getByRole('button', { name: '선택한 옵션 화이트 / M' })).toBeTruthy();
    // Someone else bought the last ones; opening the options again reads the stock.
    white = 0;
    openOptions();
    expect(await screen.findByText(GOODS_STATE_MESSAGES.optionSoldOut)).toBeTruthy();
    expect(screen.getByRole('button', { name: '옵션을 선택해 주세요' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '장바구니 담기' }));
    await waitFor(() => expect(platform.alertCalls.at(-1)?.message).toBe(MESSAGES.selectOption));
    expect(platform.requests.some((r) => r.method === 'POST' && r.url === API.carts)).toBe(false);
  }, 15_000);

  it('every option sold out: the page says so, with the restock notice when the seller sends one', async () => {
    renderDetail({ routes: { [`GET ${GOODS_STATE_API.stock(101)}`]: ok(stockOf(0, 0, true)) } });
    await screen.findByRole('heading', { level: 1 });
    openSheet();
    expect(await screen.findByText(GOODS_STATE_MESSAGES.restockNotice)).toBeTruthy();
    expect(screen.queryByRole('button', { name: '장바구니 담기' })).toBeNull();
  });
});

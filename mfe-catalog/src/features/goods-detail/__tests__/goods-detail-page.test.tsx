import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from '@mall/shared-ui';
import { API, MESSAGES, RECENT_VIEWED_GOODS_KEY, type GoodsDetail } from '@mall/shared-contracts';
import { GOODS_STATE_API, GOODS_STATE_MESSAGES, goodsStockOf, RECENT_VIEW_API, type GoodsAggregate } from '@mall/shared-contracts/catalog';
import { WISH_API } from '@mall/shared-contracts/member';
import { createFakePlatform, fail, goodsDetailFixture, memberSession, ok, renderWithPlatform, type FakePlatformOptions } from '@mall/shared-ui/testing';
import { GoodsDetailPage } from '../components/goods-detail-page';

function renderDetail(goods: GoodsDetail | null, options: FakePlatformOptions = {}, id = 101) {
  const platform = createFakePlatform({
    ...options,
    routes: {
      [`GET ${API.goods(id)}`]: goods ? ok(goods) : fail(404, '상품이 없습니다.'),
      [`POST ${API.carts}`]: ok({ count: 3, cart_ids: [55] }),
      [`POST ${RECENT_VIEW_API.goods}`]: ok({ success: true }),
      ...options.routes,
    },
  });
  renderWithPlatform(
    <Routes>
      <Route path="/goods/detail/:id" element={<GoodsDetailPage />} />
      <Route path="*" element={<p>다른 화면</p>} />
    </Routes>,
    { platform, route: `/goods/detail/${id}` },
  );
  return platform;
}

const addButton = () => screen.getByRole('button', { name: '장바구니 담기' });
/** Phones (jsdom has no matchMedia): 구매하기 opens the bottom sheet with the options. */
const openSheet = () => fireEvent.click(screen.getByRole('button', { name: '구매하기' }));
const chooseOption = (name: RegExp) => {
  fireEvent.click(screen.getByRole('button', { name: '옵션을 선택해 주세요' }));
  fireEvent.click(screen.getByRole('button', { name }));
};

describe('GoodsDetailPage', () => {
  it('renders name, price and options, the sold-out option disabled', async () => {
    const platform = renderDetail(goodsDetailFixture());
    expect(await screen.findByRole('heading', { level: 1, name: '오버핏 코튼 셔츠' })).toBeTruthy();
    expect(document.querySelector('.ui-price__sell')?.textContent).toBe('12,900원');
    expect(document.querySelector('del')?.textContent).toContain('15,900원');
    expect(screen.getByText('3,000원 (50,000원 이상 구매 시 무료)')).toBeTruthy();
    openSheet();
    fireEvent.click(screen.getByRole('button', { name: '옵션을 선택해 주세요' }));
    const white = screen.getByRole<HTMLButtonElement>('button', { name: /화이트 \/ M/ });
    const black = screen.getByRole<HTMLButtonElement>('button', { name: /블랙 \/ L/ });
    expect(white.disabled).toBe(false);
    expect(black.disabled).toBe(true);
    expect(black.textContent).toContain('품절');
    expect(platform.requests[0]).toMatchObject({ method: 'GET', url: '/api/v1/goods/101' });
    expect(platform.eventsOf('track.goodsView')).toEqual([
      expect.objectContaining({ goods: expect.objectContaining({ goodsId: 101, goodsName: '오버핏 코튼 셔츠' }) }),
    ]);
  });

  it('records the viewed goods locally, newest first, and not an unknown id', async () => {
    const platform = renderDetail(goodsDetailFixture({ id: 101 }));
    platform.storage.set(RECENT_VIEWED_GOODS_KEY, [7, 101, 5]);
    expect(await screen.findByRole('heading', { level: 1, name: '오버핏 코튼 셔츠' })).toBeTruthy();
    expect(platform.storage.get(RECENT_VIEWED_GOODS_KEY)).toEqual([101, 7, 5]);
    // and on the server, for the recent views of this member or device and the view ranking
    await waitFor(() =>
      expect(platform.requests.filter((r) => r.method === 'POST' && r.url === RECENT_VIEW_API.goods).map((r) => r.data)).toEqual([{ goods_id: 101 }]),
    );
    const missing = renderDetail(null, {}, 999);
    expect(await screen.findByText('상품을 찾을 수 없습니다.')).toBeTruthy();
    expect(missing.storage.get(RECENT_VIEWED_GOODS_KEY)).toBeNull();
    expect(missing.requests.some((r) => r.url === RECENT_VIEW_API.goods)).toBe(false);
  });

  it('an unknown id (404) shows 상품을 찾을 수 없습니다. without an alert', async () => {
    const platform = renderDetail(null, {}, 999);
    expect(await screen.findByText('상품을 찾을 수 없습니다.')).toBeTruthy();
    expect(platform.alertCalls).toEqual([]);
  });

  it.each(['abc', '0', '2147483648'])('an address that names no goods (/goods/detail/%s) is not found without asking mall-api', async (id) => {
    const platform = createFakePlatform({ routes: {} });
    renderWithPlatform(
      <Routes>
        <Route path="/goods/detail/:id" element={<GoodsDetailPage />} />
      </Routes>,
      { platform, route: `/goods/detail/${id}` },
    );
    expect(await screen.findByRole('heading', { name: MESSAGES.goodsNotFound })).toBeTruthy();
    expect(screen.getByText('판매가 종료되었거나 주소가 잘못되었습니다.')).toBeTruthy();
    expect(platform.requests.filter((r) => r.url.startsWith('/api/v1/goods/'))).toEqual([]);
  });

  it('a server error shows the retry panel', async () => {
    renderDetail(null, { routes: { [`GET ${API.goods(101)}`]: fail(500, '서버 오류') } });
    expect(await screen.findByRole('button', { name: '다시 시도' })).toBeTruthy();
    expect(screen.queryByText('상품을 찾을 수 없습니다.')).toBeNull();
  });

  it('without an option chosen alerts 옵션을 선택해 주세요. and posts nothing', async () => {
    const platform = renderDetail(goodsDetailFixture());
    await screen.findByRole('heading', { level: 1 });
    openSheet();
    fireEvent.click(addButton());
    await waitFor(() => expect(platform.alertCalls).toEqual([{ type: 'alert', message: '옵션을 선택해 주세요.', options: undefined }]));
    expect(platform.requests.filter((r) => r.method === 'POST' && r.url === API.carts)).toEqual([]);
  });

  it('adds the chosen option to the cart, emits cart.countChanged with the server count and track.addToCart', async () => {
    const platform = renderDetail(goodsDetailFixture(), { confirmAnswer: false });
    await screen.findByRole('heading', { level: 1 });
    openSheet();
    chooseOption(/화이트 \/ M/);
    expect(screen.getByRole('button', { name: '선택한 옵션 화이트 / M' }).getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(screen.getByRole('button', { name: '수량 늘리기' }));
    fireEvent.click(addButton());
    await waitFor(() => expect(platform.eventsOf('cart.countChanged')).toEqual([{ count: 3 }]));
    const post = platform.requests.find((r) => r.method === 'POST' && r.url === API.carts);
    expect(post).toMatchObject({ url: '/api/v1/carts', data: { items: [{ goods_id: 101, option_id: 1001, ea: 2 }] } });
    expect(platform.eventsOf('track.addToCart')).toEqual([
      { items: [{ goodsId: 101, goodsName: '오버핏 코튼 셔츠', price: 15900, discountedPrice: 12900, quantity: 2 }] },
    ]);
    expect(platform.rejectedEvents).toEqual([]);
    await waitFor(() => expect(platform.alertCalls.at(-1)?.type).toBe('confirm'));
    expect(platform.alertCalls.at(-1)?.message).toContain('장바구니에 담았습니다.');
    expect(platform.history.location.pathname).toBe('/goods/detail/101');
    expect(document.querySelector('.ui-sheet')?.getAttribute('data-state')).toBe('collapsed');
  });

  it('confirming after adding goes to the cart', async () => {
    const platform = renderDetail(goodsDetailFixture(), { confirmAnswer: true });
    await screen.findByRole('heading', { level: 1 });
    openSheet();
    chooseOption(/화이트 \/ M/);
    fireEvent.click(addButton());
    await waitFor(() => expect(platform.history.location.pathname).toBe('/cart'));
  });

  it('a single available option is preselected', async () => {
    const platform = renderDetail(goodsDetailFixture({ options: [{ id: 7, name: 'FREE', extra_amount: 0, stock: 3, is_soldout: false }] }));
    await screen.findByRole('heading', { level: 1 });
    openSheet();
    expect(screen.getByRole('button', { name: '선택한 옵션 FREE' })).toBeTruthy();
    fireEvent.click(addButton());
    await waitFor(() => expect(platform.requests.some((r) => r.method === 'POST' && r.url === API.carts)).toBe(true));
    expect(platform.requests.find((r) => r.method === 'POST' && r.url === API.carts)?.data).toEqual({ items: [{ goods_id: 101, option_id: 7, ea: 1 }] });
  });

  it('sold-out goods show 품절된 상품입니다. and no cart button', async () => {
    renderDetail(goodsDetailFixture({ is_soldout: true, stock: 0 }));
    expect(await screen.findByText('품절된 상품입니다.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '장바구니 담기' })).toBeNull();
    expect(screen.queryByRole('button', { name: '구매하기' })).toBeNull();
  });

  it('adult goods send a visitor to login instead of adding', async () => {
    const platform = renderDetail(goodsDetailFixture({ is_adult: true, goods_type: 'adult' }));
    fireEvent.click(await screen.findByRole('button', { name: '성인 인증 후 구매하기' }));
    await waitFor(() =>
      expect(`${platform.history.location.pathname}${platform.history.location.search}`).toBe('/login?redirect_to_after=%2Fgoods%2Fdetail%2F101'),
    );
    expect(platform.requests.filter((r) => r.method === 'POST' && r.url === API.carts)).toEqual([]);
  });

  it('the tabs switch between 상품정보 and 배송·교환·반품, whose dropdowns open one at a time', async () => {
    renderDetail(goodsDetailFixture());
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByRole('tabpanel', { name: '상품정보' }).textContent).toContain('부드러운 코튼 소재의 셔츠입니다.');
    fireEvent.click(screen.getByRole('tab', { name: '배송·교환·반품' }));
    const panel = screen.getByRole('tabpanel', { name: '배송·교환·반품' });
    const toggles = ['배송 안내', '교환·반품 안내', '판매자 정보'].map((name) => within(panel).getByRole('button', { name }));
    fireEvent.click(toggles[0]!);
    expect(within(panel).getByText('배송비: 3,000원 (50,000원 이상 구매 시 무료)')).toBeTruthy();
    fireEvent.click(toggles[2]!);
    expect(toggles.map((t) => t.getAttribute('aria-expanded'))).toEqual(['false', 'false', 'true']);
    expect(within(panel).getByText('무드웨어 공식')).toBeTruthy();
  });

  describe('on desktop (≥ 1024 px)', () => {
    beforeEach(() => {
      vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === '(min-width: 1024px)', addEventListener() {}, removeEventListener() {} }));
    });
    afterEach(() => {
      vi.unstubAllGlobals();
    });

    it('shows the options inline with 장바구니 담기 and no bottom sheet', async () => {
      const platform = renderDetail(goodsDetailFixture(), { confirmAnswer: false });
      await screen.findByRole('heading', { level: 1 });
      expect(document.querySelector('.ui-sheet')).toBeNull();
      expect(screen.queryByRole('button', { name: '구매하기' })).toBeNull();
      chooseOption(/화이트 \/ M/);
      fireEvent.click(addButton());
      await waitFor(() => expect(platform.requests.some((r) => r.method === 'POST' && r.url === API.carts)).toBe(true));
    });
  });
});

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

const withAggregate = { [`GET ${GOODS_STATE_API.aggregate(101)}`]: ok(aggregate()) };
const meta = () => document.querySelector('.goods-detail__meta')!;
const heart = () => screen.getByRole('button', { name: /^오버핏 코튼 셔츠 찜하기/ });
const aggregateCalls = (platform: ReturnType<typeof createFakePlatform>) => platform.requests.filter((r) => r.url === GOODS_STATE_API.aggregate(101)).length;

describe('goods detail aggregate (rating, reviews, wishes from the rows)', () => {
  it('shows the aggregate over the detail’s numbers: the meta line, the heart and the 리뷰 tab', async () => {
    renderDetail(goodsDetailFixture(), { routes: withAggregate });
    await screen.findByRole('heading', { level: 1 });
    // The detail said 0 reviews and 5 wishes; the rows say 12 reviews at 4.5 and 7 wishes.
    await waitFor(() => expect(meta().textContent).toContain('★ 4.5 · 리뷰 12'));
    expect(heart().getAttribute('aria-label')).toBe('오버핏 코튼 셔츠 찜하기, 찜 7');
    expect(screen.getByRole('tab', { name: '리뷰 12' })).toBeTruthy();
  });

  it('until the aggregate answers (or when it fails) the detail’s own numbers stay', async () => {
    renderDetail(goodsDetailFixture(), { routes: { [`GET ${GOODS_STATE_API.aggregate(101)}`]: () => new Promise(() => {}) } });
    await screen.findByRole('heading', { level: 1 });
    expect(heart().textContent).toContain('5');
    expect(screen.getByRole('tab', { name: '리뷰 0' })).toBeTruthy();
  });

  it('a wish change of this goods refetches the aggregate; another goods’ does not', async () => {
    let wishes = 7;
    const platform = renderDetail(goodsDetailFixture(), { routes: { [`GET ${GOODS_STATE_API.aggregate(101)}`]: () => ok(aggregate({ wish_count: wishes })) } });
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
    const platform = renderDetail(goodsDetailFixture(), { confirmAnswer: true, routes: withAggregate });
    await screen.findByRole('heading', { level: 1 });
    fireEvent.click(heart());
    await waitFor(() => expect(platform.history.location.pathname).toBe('/login'));
    expect(platform.alertCalls).toEqual([{ type: 'confirm', message: MESSAGES.loginRequiredConfirm, options: undefined }]);
    expect(platform.history.location.search).toBe('?redirect_to_after=%2Fgoods%2Fdetail%2F101');
    expect(platform.modalCalls).toEqual([]);
  });

  it('a member’s like opens mypage’s folder picker for this goods', async () => {
    const platform = renderDetail(goodsDetailFixture(), { session: memberSession(), routes: withAggregate });
    await screen.findByRole('heading', { level: 1 });
    expect(heart().getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(heart());
    await waitFor(() => expect(platform.modalCalls).toEqual([{ name: 'wished-folder', params: { goods_id: '101' } }]));
    expect(platform.requests.some((r) => r.method === 'DELETE')).toBe(false);
  });

  it('a liked heart unlikes: DELETE, wish.changed, and the aggregate is read again', async () => {
    let wishes = 7;
    const platform = renderDetail(goodsDetailFixture(), {
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
    await waitFor(() => expect(platform.eventsOf('wish.changed')).toEqual([{ goodsId: 101, liked: false, wishCount: 6 }]));
    await waitFor(() => expect(heart().getAttribute('aria-label')).toBe('오버핏 코튼 셔츠 찜하기, 찜 6'));
    expect(platform.modalCalls).toEqual([]);
  });
});

describe('goods detail live stock', () => {
  const openOptions = () => fireEvent.click(screen.getByRole('button', { name: /옵션을 선택해 주세요|선택한 옵션/ }));

  it('opening the sheet reads the stock: an option sold out since the page loaded cannot be chosen', async () => {
    const platform = renderDetail(goodsDetailFixture(), { routes: { [`GET ${GOODS_STATE_API.stock(101)}`]: ok(stockOf(0, 3)) } });
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
    const platform = renderDetail(goodsDetailFixture(), { routes: { [`GET ${GOODS_STATE_API.stock(101)}`]: () => ok(stockOf(white, 4)) } });
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
    renderDetail(goodsDetailFixture(), { routes: { [`GET ${GOODS_STATE_API.stock(101)}`]: ok(stockOf(0, 0, true)) } });
    await screen.findByRole('heading', { level: 1 });
    openSheet();
    expect(await screen.findByText(GOODS_STATE_MESSAGES.restockNotice)).toBeTruthy();
    expect(screen.queryByRole('button', { name: '장바구니 담기' })).toBeNull();
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from '@mall/shared-ui';
import { API, RECENT_VIEWED_GOODS_KEY, type GoodsDetail } from '@mall/shared-contracts';
import { RECENT_VIEW_API } from '@mall/shared-contracts/catalog';
import { createFakePlatform, fail, goodsDetailFixture, ok, renderWithPlatform, type FakePlatformOptions } from '@mall/shared-ui/testing';
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

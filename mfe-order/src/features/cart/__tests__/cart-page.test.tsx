import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { API, type CartList } from '@mall/shared-contracts';
import { cartItemFixture, cartListFixture, cartPackFixture, createFakePlatform, ok, renderWithPlatform, type FakePlatform } from '@mall/shared-ui/testing';
import { useOrderStore } from '../../../lib/store';
import { CartPage } from '../components/cart-page';

const twoSellers = () =>
  cartListFixture([
    cartPackFixture({
      shipping_price_policy: 'conditional',
      shipping_price: 3000,
      conditional_free_from: 50000,
      items: [
        cartItemFixture({ cart_id: 11, goods_name: '오버핏 코튼 셔츠' }),
        cartItemFixture({ cart_id: 12, goods_id: 102, goods_name: '린넨 팬츠', ea: 2 }),
      ],
    }),
    cartPackFixture({
      shipping_price_policy: 'free',
      shipping_price: 0,
      conditional_free_from: null,
      extra_shipping_price: 3000,
      items: [cartItemFixture({ cart_id: 21, seller_id: 8, seller_name: '데일리샵', goods_id: 301, goods_name: '캔버스 토트백' })],
    }),
  ]);

function renderCart(cart: CartList, confirmAnswer = true) {
  let current = cart;
  const platform = createFakePlatform({
    confirmAnswer,
    routes: {
      [`GET ${API.carts}`]: () => ok(current),
      [`DELETE ${API.carts}`]: (req) => {
        const ids = (req.data as { cart_ids: number[] }).cart_ids;
        const packs = current.packs.map((p) => ({ ...p, items: p.items.filter((i) => !ids.includes(i.cart_id)) })).filter((p) => p.items.length);
        current = cartListFixture(packs);
        return ok({ count: current.count });
      },
      [`GET ${API.cartCount}`]: () => ok({ count: current.count }),
    },
  });
  renderWithPlatform(<CartPage />, { platform, route: '/cart' });
  return platform;
}

const deletes = (p: FakePlatform) => p.requests.filter((r) => r.method === 'DELETE');

beforeEach(() => {
  useOrderStore.setState({ deselected: [] });
});

describe('CartPage', () => {
  it('shows the empty state', async () => {
    const platform = renderCart(cartListFixture([]));
    expect(await screen.findByText('장바구니에 담긴 상품이 없습니다')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '선택 삭제' })).toBeNull();
    expect(platform.eventsOf('track.cartView')).toEqual([{ cartItems: [] }]);
  });

  it('groups lines by seller with each pack’s shipping text', async () => {
    renderCart(twoSellers());
    const first = await screen.findByRole('region', { name: '무드웨어 공식 배송 상품' });
    const second = screen.getByRole('region', { name: '데일리샵 배송 상품' });
    expect(first.querySelectorAll('li.cart-item')).toHaveLength(2);
    expect(first.textContent).toContain('오버핏 코튼 셔츠');
    expect(first.textContent).toContain('린넨 팬츠');
    expect(first.querySelector('.cart-pack__shipping')?.textContent).toBe('상품 38,700원 · 배송비 3,000원 (50,000원 이상 구매 시 무료)');
    expect(second.querySelectorAll('li.cart-item')).toHaveLength(1);
    expect(second.querySelector('.cart-pack__shipping')?.textContent).toBe('상품 12,900원 · 무료배송 (제주·도서산간 3,000원 추가)');
    expect(screen.getByText(/전체 선택 \(3\/3\)/)).toBeTruthy();
  });

  it('선택 삭제 with nothing selected alerts 삭제할 상품이 없습니다. and sends no DELETE', async () => {
    const platform = renderCart(twoSellers());
    const all = await screen.findByRole<HTMLInputElement>('checkbox', { name: /전체 선택/ });
    fireEvent.click(all);
    expect(screen.getByText(/전체 선택 \(0\/3\)/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '선택 삭제' }));
    await waitFor(() => expect(platform.alertCalls).toEqual([{ type: 'alert', message: '삭제할 상품이 없습니다.', options: undefined }]));
    expect(deletes(platform)).toEqual([]);
  });

  it('with a selection and confirm, DELETEs the selected cart_ids and emits cart.countChanged', async () => {
    const platform = renderCart(twoSellers(), true);
    fireEvent.click(await screen.findByRole('checkbox', { name: '린넨 팬츠 선택' }));
    fireEvent.click(screen.getByRole('button', { name: '선택 삭제' }));
    await waitFor(() => expect(platform.eventsOf('cart.countChanged')).toEqual([{ count: 1 }]));
    expect(platform.alertCalls[0]).toMatchObject({ type: 'confirm', message: '선택한 상품 2개를 삭제하시겠습니까?' });
    expect(deletes(platform).map((r) => r.data)).toEqual([{ cart_ids: [11, 21] }]);
    await waitFor(() => expect(screen.queryByText('오버핏 코튼 셔츠')).toBeNull());
    expect(screen.getByText('린넨 팬츠')).toBeTruthy();
  });

  it('cancelling the confirm sends no DELETE', async () => {
    const platform = renderCart(twoSellers(), false);
    fireEvent.click(await screen.findByRole('button', { name: '선택 삭제' }));
    await waitFor(() => expect(platform.alertCalls).toHaveLength(1));
    expect(platform.alertCalls[0]!.type).toBe('confirm');
    expect(deletes(platform)).toEqual([]);
    expect(platform.eventsOf('cart.countChanged')).toEqual([]);
  });

  it('shows the summary total', async () => {
    const cart = twoSellers();
    renderCart(cart);
    expect((await screen.findByTestId('cart-total')).textContent).toBe('54,600원');
  });
});

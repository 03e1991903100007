import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { API, type GuestOrder, type SessionState } from '@mall/shared-contracts';
import { GuestOrderSchema } from '@mall/shared-contracts/schemas';
import { createFakePlatform, fail, ok, renderWithPlatform, type FakeReply } from '@mall/shared-ui/testing';
import { OrderRoutes } from '../../../routes';

const ORDER_NO = '20261101-0000001';
const guest: SessionState = { status: 'guest', user: null, guest: { ordererName: '이게스트', orderId: ORDER_NO } };

const order: GuestOrder = GuestOrderSchema.parse({
  order_id: ORDER_NO,
  orderer_name: '이게스트',
  ordered_at: '2026-10-31T15:00:00.000Z',
  status: 'paid',
  status_label: '결제완료',
  items: [
    { id: 1, goods_id: 8, goods_name: '린넨 셔츠', brand_name: '온하루', option_name: '사이즈 S', thumbnail_url: '/media/goods/8/1.svg', price: 12900, ea: 1 },
    { id: 2, goods_id: 39, goods_name: '캔버스 토트백', brand_name: '노드', option_name: 'FREE', thumbnail_url: '/media/goods/39/1.svg', price: 15000, ea: 2 },
  ],
  goods_amount: 42900,
  shipping_amount: 3000,
  payment_amount: 45900,
});

function renderAt(route: string, reply: FakeReply = ok(order)) {
  const platform = createFakePlatform({ session: guest, routes: { [`GET ${API.guestOrder(ORDER_NO)}`]: reply } });
  renderWithPlatform(<OrderRoutes />, { platform, route });
  return platform;
}

describe('GuestOrderPage', () => {
  it.each([`/guest/order/${ORDER_NO}`, `/guest/order/detail/${ORDER_NO}`])(
    '%s shows number, date, status, items at 12,900원 format and totals',
    async (route) => {
      const platform = renderAt(route);
      expect(await screen.findByRole('heading', { name: '비회원 주문조회', level: 1 })).toBeTruthy();
      expect(screen.getByTestId('guest-order-id').textContent).toBe(ORDER_NO);
      expect(screen.getByText('2026. 11. 01.')).toBeTruthy();
      expect(screen.getByText('결제완료')).toBeTruthy();
      const items = screen.getAllByRole('listitem');
      expect(items).toHaveLength(2);
      expect(within(items[0]!).getByText('12,900원')).toBeTruthy();
      expect(within(items[1]!).getByText('30,000원')).toBeTruthy();
      expect(within(items[1]!).getByText('FREE · 2개')).toBeTruthy();
      expect(screen.getByText('42,900원')).toBeTruthy();
      expect(screen.getByText('3,000원')).toBeTruthy();
      expect(screen.getByTestId('guest-order-total').textContent).toBe('45,900원');
      expect(platform.requests.map((r) => r.url)).toEqual([API.guestOrder(ORDER_NO)]);
    },
  );

  it('an order this guest token does not open reads as not found', async () => {
    renderAt(`/guest/order/${ORDER_NO}`, fail(404, '주문 정보를 찾을 수 없습니다.'));
    expect(await screen.findByRole('heading', { name: '주문 정보를 찾을 수 없습니다.' })).toBeTruthy();
  });

  it('a malformed order number asks nothing of the server', () => {
    const platform = renderAt('/guest/order/12345');
    expect(screen.getByRole('heading', { name: '주문 정보를 찾을 수 없습니다.' })).toBeTruthy();
    expect(platform.requests).toEqual([]);
  });

  it('a server failure offers a retry', async () => {
    renderAt(`/guest/order/${ORDER_NO}`, fail(500, ''));
    expect(await screen.findByRole('button', { name: '다시 시도' })).toBeTruthy();
  });
});

import { describe, expect, it } from 'vitest';
import { addressEditable, GuestAddressBodySchema } from '../guest';
import { MY_ORDERS_API, ORDER_PAGES_BASE, orderManageApi } from '../my-orders';
import { CLAIM_API } from '../claims';

describe('the guest mirror of the order pages', () => {
  it('lets the delivery address change while a line waits to ship and none has left', () => {
    expect(addressEditable(['paid'])).toBe(true);
    expect(addressEditable(['pay_waiting', 'cancelled'])).toBe(true);
    expect(addressEditable(['preparing', 'cancel_requested'])).toBe(true);
    expect(addressEditable(['paid', 'shipping'])).toBe(false);
    expect(addressEditable(['delivered'])).toBe(false);
    expect(addressEditable(['exchange_requested'])).toBe(false);
    // Nothing left to ship: nothing to re-address.
    expect(addressEditable(['cancelled', 'expired'])).toBe(false);
    expect(addressEditable([])).toBe(false);
  });

  it('takes a Korean address with a memo', () => {
    const ok = GuestAddressBodySchema.safeParse({
      name: '이게스트',
      phone: '01055550001',
      zipcode: '04104',
      address1: '서울특별시 마포구 백범로 35',
      address2: '301호',
    });
    expect(ok.success && ok.data.memo).toBe('');
    const bad = GuestAddressBodySchema.safeParse({ name: '', phone: '01055550001', zipcode: '041', address1: '주소', address2: '301호' });
    expect(bad.error?.issues.map((i) => i.message)).toEqual(['받는 분을 입력해 주세요.', '우편번호를 주소 검색으로 입력해 주세요.']);
  });

  it('gives the same endpoints under /api/v1/my (members) and /api/v1/guest (guests), and the page bases', () => {
    const member = orderManageApi('member');
    const guest = orderManageApi('guest');
    expect(member.cancel('20261101-0000001')).toBe(MY_ORDERS_API.cancel('20261101-0000001'));
    expect(member.return('20261101-0000001')).toBe(CLAIM_API.return('20261101-0000001'));
    expect(guest.cancel('20261101-0000001')).toBe('/api/v1/guest/orders/20261101-0000001/cancel');
    expect(guest.confirm('20261101-0000001', 13)).toBe('/api/v1/guest/orders/20261101-0000001/items/13/confirm');
    expect(guest.claims).toBe('/api/v1/guest/claims');
    expect(ORDER_PAGES_BASE).toEqual({ member: '/mypage/order', guest: '/guest/order' });
  });
});

import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { API } from '@mall/shared-contracts';
import { createFakePlatform, ok, renderWithPlatform } from '@mall/shared-ui/testing';
import { MypageRoutes } from '../routes';

const success = { guest_token: 'g-1', expired_at: '2099-01-01 00:00:00', order_id: '20261101-0000001', orderer_name: '이게스트' };

async function guestLoginAt(route: string) {
  const platform = createFakePlatform({ routes: { [`POST ${API.guestLogin}`]: ok(success) } });
  renderWithPlatform(<MypageRoutes />, { platform, route });
  expect(screen.getByRole('heading', { name: '로그인', level: 1 })).toBeTruthy();
  fireEvent.change(screen.getByLabelText('주문자명'), { target: { value: '이게스트' } });
  fireEvent.change(screen.getByLabelText('주문번호'), { target: { value: '20261101-0000001' } });
  fireEvent.click(screen.getByRole('button', { name: '주문조회' }));
  await waitFor(() => expect(platform.guestSignIns).toHaveLength(1));
  return platform;
}

describe('/login with the guest order lookup', () => {
  it.each([
    ['/login', '/guest/order/20261101-0000001'],
    ['/login?redirect_to_after=%2Fguest%2Forder%2Fdetail%2F20261101-0000001', '/guest/order/detail/20261101-0000001'],
    ['/login?redirect_to_after=%2F%2Fevil.example', '/guest/order/20261101-0000001'],
    ['/login?redirect_to_after=https%3A%2F%2Fevil.example', '/guest/order/20261101-0000001'],
    ['/login?redirect_to_after=javascript%3Aalert(1)', '/guest/order/20261101-0000001'],
  ])('%s → %s after guest login, replacing the login entry', async (route, expected) => {
    const platform = await guestLoginAt(route);
    const index = platform.history.index;
    await waitFor(() => expect(`${platform.history.location.pathname}${platform.history.location.search}`).toBe(expected));
    expect(platform.history.index).toBe(index);
  });
});

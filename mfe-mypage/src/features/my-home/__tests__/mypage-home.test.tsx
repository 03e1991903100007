import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { API } from '@mall/shared-contracts';
import { MyBenefitsSchema, MyOrderCountsSchema } from '@mall/shared-contracts/schemas';
import { createFakePlatform, fail, meFixture, memberSession, ok, renderWithPlatform } from '@mall/shared-ui/testing';
import { MypageHome } from '../components/mypage-home';

const benefits = MyBenefitsSchema.parse({
  point: 12500,
  coupon_count: 3,
  grade: { id: 2, code: 'SILVER', name: '실버', image_url: '/g.png' },
  next_grade: { name: 'GOLD', remaining_amount: 80000 },
});
const counts = MyOrderCountsSchema.parse({ pay_waiting: 1, paid: 2, preparing: 0, shipping: 4, delivered: 5, claims: 0 });

describe('MypageHome', () => {
  it('shows the member, benefits and order counts; logout signs out and goes home', async () => {
    const platform = createFakePlatform({
      route: '/mypage',
      session: memberSession(meFixture({ name: '김민지' })),
      routes: { [`GET ${API.myBenefits}`]: ok(benefits), [`GET ${API.myOrderCounts}`]: ok(counts) },
    });
    renderWithPlatform(<MypageHome />, { platform });
    expect(screen.getByRole('heading', { name: '김민지님, 반갑습니다' })).toBeTruthy();
    expect(await screen.findByText('12,500P')).toBeTruthy();
    expect(screen.getByText('3장')).toBeTruthy();
    expect(screen.getByText('GOLD까지 80,000원')).toBeTruthy();
    expect(await screen.findByText('배송중')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '로그아웃' }));
    await waitFor(() => expect(platform.history.location.pathname).toBe('/'));
    expect(platform.session.get().status).toBe('visitor');
  });

  it('a failed benefits call shows the retry panel', async () => {
    const platform = createFakePlatform({
      session: memberSession(),
      routes: { [`GET ${API.myBenefits}`]: fail(500), [`GET ${API.myOrderCounts}`]: ok(counts) },
    });
    renderWithPlatform(<MypageHome />, { platform });
    expect(await screen.findByRole('button', { name: '다시 시도' })).toBeTruthy();
  });

  it('a failed order-counts call shows its own panel with 다시 시도, which loads the counts', async () => {
    let calls = 0;
    const platform = createFakePlatform({
      session: memberSession(),
      routes: { [`GET ${API.myBenefits}`]: ok(benefits), [`GET ${API.myOrderCounts}`]: () => (++calls === 1 ? fail(500) : ok(counts)) },
    });
    renderWithPlatform(<MypageHome />, { platform });
    const orders = await screen.findByRole('region', { name: '주문·배송 현황' });
    expect((await within(orders).findByRole('alert')).textContent).toContain('주문 현황을 불러오지 못했습니다');
    // The benefits came in: only the orders' panel failed.
    expect(screen.getByText('12,500P')).toBeTruthy();
    fireEvent.click(within(orders).getByRole('button', { name: '다시 시도' }));
    expect(await within(orders).findByText('배송중')).toBeTruthy();
    expect(within(orders).queryByRole('alert')).toBeNull();
  });
});

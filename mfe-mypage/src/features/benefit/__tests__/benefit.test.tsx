import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from '@mall/shared-ui';
import { BENEFIT_API, MyCouponListSchema, PointHistorySchema, type CouponState } from '@mall/shared-contracts/member';
import { createFakePlatform, fail, memberSession, ok, renderWithPlatform, type FakeRequest } from '@mall/shared-ui/testing';
import { BenefitPage } from '../components/benefit-page';

const coupon = (id: number, title: string, state: CouponState, extra: object = {}) => ({
  id,
  coupon_id: id,
  title,
  type_label: '장바구니 쿠폰',
  discount_type: 'amount',
  discount_value: 5000,
  apply_range_type: 'all',
  maximum_discount_amount: null,
  min_sell_price: 50000,
  usable_device_labels: ['PC', '모바일 웹', '앱'],
  is_unlimited: false,
  state,
  is_usable: state === 'usable',
  use_start_at: '2026-11-01 00:00:00',
  expire_at: '2026-12-31 23:59:59',
  registed_at: '2026-11-01 00:00:00',
  used_at: state === 'used' ? '2026-11-03 12:00:00' : null,
  ...extra,
});
const page = (data: object[]) =>
  MyCouponListSchema.parse({ current_page: 1, per_page: 20, total: data.length, last_page: 1, counts: { usable: 2, used: 1, expired: 0 }, data });

const renderAt = (path: string, routes: Record<string, unknown>) => {
  const platform = createFakePlatform({ session: memberSession(), routes: routes as never });
  renderWithPlatform(
    <Routes>
      <Route path="/mypage/benefit/:tabType" element={<BenefitPage />} />
    </Routes>,
    { platform, route: path },
  );
  return platform;
};

describe('/mypage/benefit/coupon', () => {
  it('lists the usable coupons with their conditions, filters by state and registers a code', async () => {
    let registered: unknown = null;
    const platform = renderAt('/mypage/benefit/coupon', {
      [`GET ${BENEFIT_API.myCoupons}`]: (req: FakeRequest) =>
        ok(
          req.params.status === 'used'
            ? page([coupon(3, '앱 전용 3,000원 할인', 'used')])
            : page([
                coupon(1, '5만원 이상 5,000원 할인', 'usable'),
                coupon(2, '신규 회원 웰컴 10% 할인', 'usable', { discount_type: 'rate', discount_value: 10, maximum_discount_amount: 10000 }),
              ]),
        ),
      [`POST ${BENEFIT_API.myCoupons}`]: (req: FakeRequest) => {
        registered = req.data;
        return (req.data as { code: string }).code === 'WINTER2026'
          ? ok(coupon(9, '겨울 아우터 20% 할인 (코드 등록)', 'usable'))
          : fail(404, '존재하지 않는 쿠폰 코드입니다. 다시 확인해 주세요.');
      },
    });
    const list = await screen.findByRole('list', { name: '사용 가능 쿠폰' });
    const welcome = within(list).getByRole('listitem', { name: '신규 회원 웰컴 10% 할인' });
    expect(welcome.textContent).toContain('10%');
    expect(welcome.textContent).toContain('50,000원 이상 구매 시 · 최대 10,000원 할인');
    expect(welcome.textContent).toContain('사용 가능 기기: PC · 모바일 웹 · 앱');
    expect(welcome.textContent).toContain('2026.11.01 ~ 2026.12.31');
    expect(screen.getByRole('button', { name: '사용 가능 2' }).getAttribute('aria-pressed')).toBe('true');

    fireEvent.click(screen.getByRole('button', { name: '사용 완료 1' }));
    const used = await screen.findByRole('list', { name: '사용 완료 쿠폰' });
    expect(within(used).getByRole('listitem', { name: '앱 전용 3,000원 할인' }).textContent).toContain('2026.11.03 사용');
    expect(platform.history.location.search).toBe('?status=used');

    fireEvent.click(screen.getByRole('button', { name: '등록' }));
    expect((await screen.findByRole('alert')).textContent).toBe('쿠폰 코드를 입력해 주세요.');
    fireEvent.change(screen.getByLabelText('쿠폰 코드'), { target: { value: 'nope-1234' } });
    fireEvent.click(screen.getByRole('button', { name: '등록' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('존재하지 않는 쿠폰 코드입니다. 다시 확인해 주세요.'));
    expect(registered).toEqual({ code: 'NOPE1234' });
    fireEvent.change(screen.getByLabelText('쿠폰 코드'), { target: { value: 'winter 2026' } });
    fireEvent.click(screen.getByRole('button', { name: '등록' }));
    await waitFor(() => expect(platform.alertCalls.at(-1)?.message).toBe('‘겨울 아우터 20% 할인 (코드 등록)’ 쿠폰이 등록되었습니다.'));
    expect((screen.getByLabelText('쿠폰 코드') as HTMLInputElement).value).toBe('');
  });
});

describe('/mypage/benefit/coupon codes', () => {
  it('a coupon registered by code shows its code with a copy button; one without shows none', async () => {
    const written: string[] = [];
    Object.defineProperty(navigator, 'clipboard', { value: { writeText: async (t: string) => void written.push(t) }, configurable: true });
    const platform = renderAt('/mypage/benefit/coupon', {
      [`GET ${BENEFIT_API.myCoupons}`]: ok(
        page([coupon(9, '겨울 아우터 20% 할인 (코드 등록)', 'usable', { code: 'WINTER2026' }), coupon(1, '5만원 이상 5,000원 할인', 'usable')]),
      ),
    });
    const list = await screen.findByRole('list', { name: '사용 가능 쿠폰' });
    const winter = within(list).getByRole('listitem', { name: '겨울 아우터 20% 할인 (코드 등록)' });
    expect(winter.textContent).toContain('쿠폰 코드 WINTER2026');
    expect(within(within(list).getByRole('listitem', { name: '5만원 이상 5,000원 할인' })).queryByRole('button')).toBeNull();
    fireEvent.click(within(winter).getByRole('button', { name: '복사 겨울 아우터 20% 할인 (코드 등록) 쿠폰 코드' }));
    await waitFor(() => expect(platform.alertCalls.at(-1)?.message).toBe('쿠폰 코드가 복사되었습니다.'));
    expect(written).toEqual(['WINTER2026']);
    Reflect.deleteProperty(navigator, 'clipboard');
  });
});

describe('/mypage/benefit/point', () => {
  it('shows the balance, what expires soon and the ledger', async () => {
    renderAt('/mypage/benefit/point', {
      [`GET ${BENEFIT_API.myPointHistory}`]: ok(
        PointHistorySchema.parse({
          current_page: 1,
          per_page: 20,
          total: 2,
          last_page: 1,
          balance: 3500,
          expiring_amount: 600,
          expiring_until: '2026-12-25 00:00:00',
          data: [
            { id: 2, amount: -700, kind: 'use', reason: '주문 결제 사용', created_at: '2026-10-26 10:00:00', expires_at: null },
            { id: 1, amount: 1500, kind: 'earn', reason: '구매확정 적립', created_at: '2026-10-12 10:00:00', expires_at: '2027-10-12 10:00:00' },
          ],
        }),
      ),
    });
    expect(await screen.findByText('3,500P')).toBeTruthy();
    expect(screen.getByText('600P')).toBeTruthy();
    const list = screen.getByRole('list', { name: '적립금 내역' });
    expect(within(list).getAllByRole('listitem')[0]!.textContent).toContain('-700P');
    expect(within(list).getByText('+1,500P')).toBeTruthy();
    expect(within(list).getByText(/2027\.10\.12까지/)).toBeTruthy();
    expect(screen.getByText(/12개월 동안 사용할 수 있으며/)).toBeTruthy();
  });

  it('an unknown tab is not found', () => {
    renderAt('/mypage/benefit/cash', {});
    expect(screen.getByText('페이지를 찾을 수 없습니다')).toBeTruthy();
  });
});

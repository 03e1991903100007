import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { CLAIM_MESSAGES } from '@mall/shared-contracts/order';
import { Route, Routes } from '@mall/shared-ui';
import { createFakePlatform, fail, memberSession, renderWithPlatform } from '@mall/shared-ui/testing';
import { ClaimCompletePage } from '../components/claim-complete-page';
import { ToReturnPage } from '../components/to-return-page';

/** Every request answers as mall-api does for an id beyond int4: a 422 (never a not-found). */
function render(route: string) {
  const platform = createFakePlatform({ session: memberSession(), routes: {} });
  platform.routes[`GET ${route}`] = fail(422, '입력값을 확인해 주세요.');
  renderWithPlatform(
    <Routes>
      <Route path="/mypage/order/exchange/to-return/:exchangeId" element={<ToReturnPage />} />
      <Route path="/mypage/order/exchange/to-return-complete/:exchangeId/:returnId" element={<ClaimCompletePage kind="to-return" />} />
      <Route path="/mypage/order/cancel/:orderId/complete/*" element={<ClaimCompletePage kind="cancel" />} />
    </Routes>,
    { platform, route },
  );
  return platform;
}

describe('claim pages with an id that cannot be a claim', () => {
  it.each(['2147483648', 'abc'])('/mypage/order/exchange/to-return/%s: the exchange is not found, asked for nothing', async (id) => {
    const platform = render(`/mypage/order/exchange/to-return/${id}`);
    expect(await screen.findByRole('heading', { name: CLAIM_MESSAGES.exchangeNotFound })).toBeTruthy();
    // (The member's refund account loads beside the sheet, as on every to-return page.)
    expect(platform.requests.map((r) => r.url).filter((url) => url.includes('/exchanges/'))).toEqual([]);
  });

  it.each(['/mypage/order/exchange/to-return-complete/5/2147483648', '/mypage/order/cancel/20261020-0000003/complete/7/2147483648'])(
    '%s: the claims are not found, asked for nothing',
    async (route) => {
      const platform = render(route);
      expect(await screen.findByRole('heading', { name: '신청 내역을 찾을 수 없습니다.' })).toBeTruthy();
      expect(platform.requests).toEqual([]);
    },
  );
});

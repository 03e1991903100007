import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { orderManageApi } from '@mall/shared-contracts/order';
import { Route, Routes } from '@mall/shared-ui';
import { createFakePlatform, fail, memberSession, renderWithPlatform, type FakeReply } from '@mall/shared-ui/testing';
import { CancelPage } from '../components/cancel-page';

const ORDER_ID = '20261020-0000003';
const SHEET = orderManageApi('member').cancelSheet(ORDER_ID);

function renderCancel(reply: FakeReply) {
  const platform = createFakePlatform({ session: memberSession(), routes: { [`GET ${SHEET}`]: reply } });
  renderWithPlatform(
    <Routes>
      <Route path="/mypage/order/cancel/:orderId/:itemId" element={<CancelPage />} />
    </Routes>,
    { platform, route: `/mypage/order/cancel/${ORDER_ID}/7` },
  );
  return platform;
}

/** A claim sheet that does not load: the order not found (404), the refusal in mall-api's words (422), or 다시 시도. */
describe('a claim page when its sheet does not load', () => {
  it('a 404 is the order not found', async () => {
    renderCancel(fail(404, '찾을 수 없습니다.'));
    expect(await screen.findByRole('heading', { name: '주문 정보를 찾을 수 없습니다.' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '다시 시도' })).toBeNull();
  });

  it("a 422 says why in mall-api's words, with nothing to retry", async () => {
    renderCancel(fail(422, '취소할 수 없는 상품입니다.'));
    expect(await screen.findByRole('heading', { name: '취소할 수 없는 상품입니다.' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '다시 시도' })).toBeNull();
  });

  it('any other failure offers 다시 시도, which asks for the sheet again', async () => {
    const platform = renderCancel(fail(500, '일시적인 오류가 발생했습니다.'));
    expect(await screen.findByRole('heading', { name: '취소 신청서를 불러오지 못했습니다.' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '다시 시도' }));
    await waitFor(() => expect(platform.requests.filter((r) => r.url === SHEET)).toHaveLength(2));
    expect(platform.requests.find((r) => r.url === SHEET)?.params).toEqual({ item_ids: '7' });
  });
});

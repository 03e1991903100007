import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { MY_ORDERS_API, ORDER_MESSAGES } from '@mall/shared-contracts/order';
import { Route, Routes } from '@mall/shared-ui';
import { createFakePlatform, fail, memberSession, renderWithPlatform, type FakeReply } from '@mall/shared-ui/testing';
import { MyOrderDetailPage } from '../components/my-order-detail-page';

const ORDER_ID = '20261020-0000003';

function renderDetail(reply: FakeReply) {
  const platform = createFakePlatform({ session: memberSession(), routes: { [`GET ${MY_ORDERS_API.detail(ORDER_ID)}`]: reply } });
  renderWithPlatform(
    <Routes>
      <Route path="/mypage/order/detail/:id" element={<MyOrderDetailPage />} />
    </Routes>,
    { platform, route: `/mypage/order/detail/${ORDER_ID}` },
  );
  return platform;
}

/** The detail page's failures, now through QueryView: not found with its line, a refusal in mall-api's words, or a load to retry. */
describe('MyOrderDetailPage when the order does not load', () => {
  it('a 404 is the order not found, with what to check and no retry', async () => {
    renderDetail(fail(404, ORDER_MESSAGES.orderNotFound));
    expect(await screen.findByRole('heading', { name: ORDER_MESSAGES.orderNotFound })).toBeTruthy();
    expect(screen.getByText('주문번호를 다시 확인해 주세요.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '다시 시도' })).toBeNull();
  });

  it("a 422 says mall-api's reason, with nothing to retry", async () => {
    renderDetail(fail(422, '주문번호 형식이 올바르지 않습니다.'));
    expect(await screen.findByRole('heading', { name: '주문번호 형식이 올바르지 않습니다.' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '다시 시도' })).toBeNull();
  });

  it('any other failure offers 다시 시도', async () => {
    const platform = renderDetail(fail(500, '일시적인 오류가 발생했습니다.'));
    expect(await screen.findByRole('heading', { name: '주문 정보를 불러오지 못했습니다' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '다시 시도' }));
    await waitFor(() => expect(platform.requests.filter((r) => r.url === MY_ORDERS_API.detail(ORDER_ID))).toHaveLength(2));
  });
});

import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { MY_ORDERS_API, MY_ORDER_MESSAGES, ORDER_MESSAGES } from '@mall/shared-contracts/order';
import { createFakePlatform, fail, memberSession, renderWithPlatform, type FakeReply } from '@mall/shared-ui/testing';
import { ReceiptModal } from '../components/receipt-modal';

const ORDER_ID = '20261020-0000003';

function renderReceipt(reply: FakeReply) {
  const platform = createFakePlatform({ session: memberSession(), routes: { [`GET ${MY_ORDERS_API.receipt(ORDER_ID)}`]: reply } });
  renderWithPlatform(<ReceiptModal titleId="receipt-title" params={{ order_id: ORDER_ID }} close={() => undefined} />, { platform });
  return platform;
}

/** What failed shows as what it is: a missing order, a refusal in mall-api's words, or a load to retry. */
describe('ReceiptModal when the receipt does not load', () => {
  it('says the order is not found on a 404', async () => {
    renderReceipt(fail(404, ORDER_MESSAGES.orderNotFound));
    expect(await screen.findByRole('heading', { name: ORDER_MESSAGES.orderNotFound })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '다시 시도' })).toBeNull();
  });

  it('says why on a 422 (an order without a payment), not that the order is not found', async () => {
    renderReceipt(fail(422, MY_ORDER_MESSAGES.noPayment));
    expect(await screen.findByRole('heading', { name: MY_ORDER_MESSAGES.noPayment })).toBeTruthy();
    expect(screen.queryByText(ORDER_MESSAGES.orderNotFound)).toBeNull();
    expect(screen.queryByRole('button', { name: '다시 시도' })).toBeNull();
  });

  it('offers 다시 시도 when the load failed', async () => {
    const platform = renderReceipt(fail(500, '일시적인 오류가 발생했습니다.'));
    expect(await screen.findByRole('heading', { name: '영수증을 불러오지 못했습니다' })).toBeTruthy();
    expect(screen.queryByText(ORDER_MESSAGES.orderNotFound)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '다시 시도' }));
    await waitFor(() => expect(platform.requests.filter((r) => r.method === 'GET')).toHaveLength(2));
  });
});

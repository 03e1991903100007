import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { CHECKOUT_API, IDEMPOTENCY_HEADER, ORDER_MESSAGES, type OrderSheet, type PaymentMethods } from '@mall/shared-contracts/order';
import { createFakePlatform, fail, renderWithPlatform, type FakeReply } from '@mall/shared-ui/testing';
import { OrderSheetForm } from '../components/order-sheet-form';

const ORDER_ID = '20261126-0000042';

/** A guest's sheet after a cancelled attempt: the orderer and the address that attempt stored, so it can be paid as is. */
const guestSheet = (): OrderSheet => ({
  order_id: ORDER_ID,
  status: 'ordering',
  status_label: '주문중',
  ordered_at: '2026-11-26T16:30:00+09:00',
  expires_at: '2026-11-26T17:00:00+09:00',
  is_member: false,
  orderer: { name: '정두번', phone: '01077776666', email: '' },
  receiver: { name: '정두번', phone: '01077776666', zipcode: '48058', address1: '부산광역시 해운대구 해운대해변로 264', address2: '101동', memo: '' },
  packs: [],
  amounts: {
    list_amount: 59000,
    discount_amount: 0,
    goods_amount: 59000,
    shipping_amount: 0,
    coupon_discount_amount: 0,
    point_amount: 0,
    payment_amount: 59000,
  },
});

const methods: PaymentMethods = {
  methods: [{ code: 'kakao', label: '카카오페이', kind: 'easy_pay' }],
  card_companies: [],
  installment: { min_amount: 50000, months: [] },
  point: null,
  my_pay: [],
};

function renderSheet(preparePay: () => FakeReply | Promise<FakeReply>) {
  const platform = createFakePlatform({ routes: { [`POST ${CHECKOUT_API.preparePay(ORDER_ID)}`]: preparePay } });
  renderWithPlatform(<OrderSheetForm sheet={guestSheet()} methods={methods} />, { platform, route: `/order/${ORDER_ID}` });
  fireEvent.click(screen.getByRole('checkbox', { name: /결제 진행에 동의합니다/ }));
  const prepares = () => platform.requests.filter((r) => r.method === 'POST' && r.url === CHECKOUT_API.preparePay(ORDER_ID));
  return { prepares, pay: screen.getByRole('button', { name: '59,000원 결제하기' }) };
}

describe('OrderSheetForm 결제하기', () => {
  it('a double click sends one prepare-pay, even when the second click lands before the button shows it is busy', async () => {
    // the PG takes its time: the first request is still out when the second click comes
    const { prepares, pay } = renderSheet(() => new Promise<FakeReply>(() => undefined));
    // both clicks in one task, as a fast double click reaches the page: React has not rendered the busy button yet
    act(() => {
      pay.click();
      pay.click();
    });
    await waitFor(() => expect(pay).toHaveProperty('disabled', true));
    expect(pay.textContent).toBe('결제창으로 이동 중…');
    expect(prepares()).toHaveLength(1);
    expect(prepares()[0]!.headers[IDEMPOTENCY_HEADER]).toMatch(/^[\w-]{16,64}$/);
  });

  it('a refused attempt frees the button; paying the same sheet again keeps the attempt’s key', async () => {
    const { prepares, pay } = renderSheet(() => fail(409, ORDER_MESSAGES.idempotencyInFlight));
    fireEvent.click(pay);
    expect(await screen.findByText(ORDER_MESSAGES.idempotencyInFlight)).toBeTruthy();
    await waitFor(() => expect(pay).toHaveProperty('disabled', false));
    fireEvent.click(pay);
    await waitFor(() => expect(prepares()).toHaveLength(2));
    expect(prepares()[1]!.headers[IDEMPOTENCY_HEADER]).toBe(prepares()[0]!.headers[IDEMPOTENCY_HEADER]);
  });
});

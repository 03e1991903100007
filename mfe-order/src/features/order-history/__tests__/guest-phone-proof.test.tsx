import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { MESSAGES } from '@mall/shared-contracts';
import { GUEST_ORDER_API, GUEST_ORDER_MESSAGES, type GuestSession } from '@mall/shared-contracts/order';
import { createFakePlatform, fail, ok, renderWithPlatform } from '@mall/shared-ui/testing';
import { GuestPhoneProof } from '../components/guest-phone-proof';

const SESSION: GuestSession = { order_id: '20261101-0000001', orderer_name: '이게스트', masked_phone: '010-****-0001', phone_verified: false };

/** The fake mall-api keeps the session's state: a right code proves the phone for every later read. */
function render(initial: GuestSession = SESSION) {
  let session = initial;
  const platform = createFakePlatform({
    session: { status: 'guest', user: null, guest: { ordererName: session.orderer_name, orderId: session.order_id } },
    routes: {
      [`GET ${GUEST_ORDER_API.session}`]: () => ok(session),
      [`POST ${GUEST_ORDER_API.phoneCode}`]: ok({ masked_phone: '010-****-0001', expire_at: '2026-11-29 15:03:00' }),
      [`POST ${GUEST_ORDER_API.phoneVerify}`]: (req) =>
        (req.data as { verification_code: string }).verification_code === '123456'
          ? ok((session = { ...session, phone_verified: true }))
          : fail(422, MESSAGES.verificationCodeInvalid),
    },
  });
  renderWithPlatform(<GuestPhoneProof />, { platform });
  return platform;
}

describe('다른 주문도 보기 (guest phone proof)', () => {
  it('sends a code to the looked-up order’s phone, refuses a short or wrong code in Korean, and hides once proved', async () => {
    const platform = render();
    expect(await screen.findByRole('heading', { name: '다른 주문도 보기' })).toBeTruthy();
    expect(screen.getByText('010-****-0001')).toBeTruthy();
    expect(screen.queryByLabelText('인증번호')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: '인증번호 발송' }));
    await waitFor(() => expect(platform.alertCalls.map((a) => a.message)).toEqual([MESSAGES.codeSent]));
    const code = await screen.findByLabelText('인증번호');

    fireEvent.change(code, { target: { value: '12' } });
    fireEvent.click(screen.getByRole('button', { name: '확인' }));
    expect((await screen.findByRole('alert')).textContent).toBe('인증번호 6자리를 입력해 주세요.');
    expect(platform.requests.filter((r) => r.url === GUEST_ORDER_API.phoneVerify)).toEqual([]);

    fireEvent.change(code, { target: { value: '654321' } });
    fireEvent.click(screen.getByRole('button', { name: '확인' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(MESSAGES.verificationCodeInvalid));

    fireEvent.change(code, { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: '확인' }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: '다른 주문도 보기' })).toBeNull());
    expect(platform.alertCalls.map((a) => a.message)).toEqual([MESSAGES.codeSent, GUEST_ORDER_MESSAGES.phoneVerified]);
  });

  it.each([
    ['once the phone is proved', { ...SESSION, phone_verified: true }],
    ['when the order has no phone', { ...SESSION, masked_phone: null }],
  ])('shows nothing %s', async (_, session) => {
    const platform = render(session);
    await waitFor(() => expect(platform.requests.some((r) => r.url === GUEST_ORDER_API.session)).toBe(true));
    expect(screen.queryByRole('heading', { name: '다른 주문도 보기' })).toBeNull();
  });
});

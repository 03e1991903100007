import { API, HEADERS } from '@mall/shared-contracts';
import { GUEST_ORDER_API, GuestPhoneCodeSentSchema, GuestSessionSchema } from '@mall/shared-contracts/order';
import { GuestLoginResponseSchema } from '@mall/shared-contracts/schemas';
import { expect } from 'vitest';
import type { App } from '../../src/app';
import { expectBody } from './api';

/** Guest login (비회원 주문조회) by order number and orderer name: the guest-token header it answers. */
export async function guestLogin(app: App, ordererName: string, orderNo: string, client = '203.0.113.200'): Promise<Record<string, string>> {
  const res = await app.inject({
    method: 'POST',
    url: API.guestLogin,
    remoteAddress: '127.0.0.1',
    headers: { 'x-forwarded-for': client },
    payload: { orderer_name: ordererName, order_id: orderNo },
  });
  return { [HEADERS.guestToken]: expectBody(res, 200, GuestLoginResponseSchema).guest_token };
}

/** The six-digit code of the newest message the sandbox SMS sender "sent" to this phone. */
export async function lastCodeSentTo(app: App, phone: string): Promise<string> {
  const [message] = await app.sandboxOutbox(phone);
  const code = /\[(\d{6})\]/.exec(message?.body ?? '')?.[1];
  expect(code, `no code sent to ${phone}`).toBeDefined();
  return code!;
}

/** Proves the login order's phone as its holder does: 인증번호 발송, read the text, 확인 (ADR 0014). */
export async function proveGuestPhone(app: App, guest: Record<string, string>, phone: string) {
  expectBody(await app.inject({ method: 'POST', url: GUEST_ORDER_API.phoneCode, headers: guest }), 200, GuestPhoneCodeSentSchema);
  const code = await lastCodeSentTo(app, phone);
  const res = await app.inject({ method: 'POST', url: GUEST_ORDER_API.phoneVerify, headers: guest, payload: { verification_code: code } });
  return expectBody(res, 200, GuestSessionSchema);
}

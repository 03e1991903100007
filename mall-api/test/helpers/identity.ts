import { API } from '@mall/shared-contracts';
import { IdentityTokenSchema } from '@mall/shared-contracts/schemas';
import { expect } from 'vitest';
import type { App } from '../../src/app';
import { expectBody } from './api';

export interface SandboxPerson {
  name: string;
  birthdate: string;
  gender: 'male' | 'female';
  phone: string;
}

let counter = 0;
/** A new adult person each call (unique phone), so tests never collide on "already a member". */
export const newPerson = (overrides: Partial<SandboxPerson> = {}): SandboxPerson => ({
  name: '박가입',
  birthdate: '1995-03-08',
  gender: 'male',
  phone: `0105${String(process.pid % 1000).padStart(3, '0')}${String(++counter).padStart(4, '0')}`,
  ...overrides,
});

/** Walks the sandbox identity provider like a person: a token, the provider page, approve. */
export async function verifyIdentity(app: App, person: SandboxPerson, action: 'approve' | 'cancel' = 'approve'): Promise<string> {
  const { token, verification_url } = expectBody(await app.inject({ method: 'POST', url: API.identityGenerateToken }), 200, IdentityTokenSchema);
  expect(verification_url).toBe(`/sandbox/identity/${token}`);
  const res = await app.inject({
    method: 'POST',
    url: verification_url,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ ...person, action }).toString(),
  });
  expect(res.statusCode, res.body).toBe(200);
  return token;
}

/**
 * A new member of a test's own, joined through the real APIs and logged in, so a test that writes
 * (wishes, coupons, reviews, passwords) never touches the demo account other tests read.
 */
export async function joinTestMember(
  app: App,
  loginId: string,
  person: SandboxPerson = newPerson(),
  options: { password?: string; marketingEmail?: boolean } = {},
): Promise<{ token: string; person: SandboxPerson; loginId: string; password: string }> {
  const password = options.password ?? 'Trek2468!x';
  const identity = await verifyIdentity(app, person);
  const policies = (await app.inject({ method: 'GET', url: API.memberPolicies })).json().policies as { id: number; code: string }[];
  const res = await app.inject({
    method: 'POST',
    url: API.members,
    payload: {
      login_id: loginId,
      password,
      email: `${loginId}@example.com`,
      marketing_sms: false,
      marketing_email: options.marketingEmail ?? false,
      identity_token: identity,
      policies: policies.map((p) => ({ ...p, is_agree: true })),
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  const login = await app.inject({ method: 'POST', url: API.login, payload: { login_id: loginId, password } });
  expect(login.statusCode, login.body).toBe(200);
  return { token: login.json().token as string, person, loginId, password };
}

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

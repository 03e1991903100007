import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { z } from 'zod';
import { ApiErrorSchema } from '@mall/shared-contracts/schemas';
import { DEMO_MEMBER } from '../../src/db/seed/index';
import type { App } from '../../src/app';

/** Parses a response with the shared schema (what the remotes will do) after checking the status. */
export function expectBody<T extends z.ZodType>(res: LightMyRequestResponse, status: number, schema: T): z.infer<T> {
  expect(res.statusCode, res.body).toBe(status);
  const parsed = schema.safeParse(res.json());
  expect(parsed.error, JSON.stringify(parsed.error?.issues)).toBeUndefined();
  return parsed.data as z.infer<T>;
}

export function expectApiError(res: LightMyRequestResponse, status: number, message?: string) {
  const body = expectBody(res, status, ApiErrorSchema);
  expect(body.status).toBe(status);
  if (message !== undefined) expect(body.message).toBe(message);
  return body;
}

export async function loginDemo(app: App, headers: Record<string, string> = {}) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    headers,
    payload: { login_id: DEMO_MEMBER.loginId, password: DEMO_MEMBER.password },
  });
  expect(res.statusCode, res.body).toBe(200);
  // The refresh token is only ever the HttpOnly cookie (docs/adr/0015).
  const refreshToken = res.cookies.find((c) => c.name === 'mall_rt')?.value ?? '';
  return { ...(res.json() as { token: string; expired_at: string }), refreshToken };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Presses a button of the sandbox PG's payment page for transaction `tid` (approve, decline, cancel, issue, …), as the shopper's browser posts its form. */
export const sandboxPg = (app: App, tid: string, action: string) =>
  app.inject({
    method: 'POST',
    url: `/sandbox/pg/${tid}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: `action=${action}`,
  });

import { SOCIAL_API, SOCIAL_MESSAGES, SocialResultSchema, SocialTokenSchema, type SocialPlatform } from '@mall/shared-contracts/member';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../../helpers/build-app';
import { expectApiError, expectBody } from '../../../../helpers/api';

/**
 * check-state (spec section 7 "Third-party login"): the page the platform redirected to hands over
 * the state with the code (or the refusal); the attempt completes only for its own platform, in the
 * browser that started it, once.
 */
describe('3rd-party-authentication/check-state', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx?.close());

  const post = (url: string, payload: object = {}, headers: Record<string, string> = {}) => ctx.app.inject({ method: 'POST', url, payload, headers });
  const email = () => `state${process.pid}${Math.random().toString(36).slice(2, 8)}@example.com`;

  /** Starts an attempt in a browser and lets the person answer on the sandbox consent page; returns the redirect's query, not followed. */
  async function redirected(platform: SocialPlatform, action: 'approve' | 'cancel') {
    const res = await post(SOCIAL_API.generateToken, { platform_type: platform });
    const started = expectBody(res, 200, SocialTokenSchema);
    const cookie = res.cookies.find((c) => c.name === 'mall_sa')!;
    const authorize = new URL(started.authorize_url, 'http://shop.test');
    const answer = await ctx.app.inject({
      method: 'POST',
      url: authorize.pathname,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        redirect_uri: authorize.searchParams.get('redirect_uri')!,
        state: authorize.searchParams.get('state')!,
        code_challenge: authorize.searchParams.get('code_challenge') ?? '',
        action,
        ...(action === 'approve' ? { name: '상태확인', email: email() } : {}),
      }).toString(),
    });
    expect(answer.statusCode, answer.body).toBe(303);
    const back = new URL(answer.headers.location as string, 'http://shop.test').searchParams;
    return {
      token: started.token,
      cookie: `mall_sa=${cookie.value}`,
      state: back.get('state')!,
      code: back.get('code') ?? undefined,
      error: back.get('error') ?? undefined,
    };
  }

  it('checks the state, exchanges the code and answers the authorized attempt: a new member, once', async () => {
    const r = await redirected('kakao', 'approve');
    expect(r.state).toBe(r.token);
    const checked = expectBody(
      await post(SOCIAL_API.checkState, { platform_type: 'kakao', state: r.state, code: r.code }, { cookie: r.cookie }),
      200,
      SocialResultSchema,
    );
    expect(checked).toEqual({ status: 'authorized', platform_type: 'kakao', member_state: 'new', failure_reason: null });
    expect(expectBody(await post(SOCIAL_API.tokenResult(r.token)), 200, SocialResultSchema)).toEqual(checked);
    // The same redirect again: the state is spent.
    expectApiError(
      await post(SOCIAL_API.checkState, { platform_type: 'kakao', state: r.state, code: r.code }, { cookie: r.cookie }),
      410,
      SOCIAL_MESSAGES.noAttempt,
    );
  });

  it('a refusal settles the attempt as cancelled', async () => {
    const r = await redirected('naver', 'cancel');
    expect(r.error).toBe('access_denied');
    const checked = expectBody(
      await post(SOCIAL_API.checkState, { platform_type: 'naver', state: r.state, error: r.error }, { cookie: r.cookie }),
      200,
      SocialResultSchema,
    );
    expect(checked).toEqual({ status: 'cancelled', platform_type: 'naver', member_state: null, failure_reason: null });
  });

  it('refuses a state of another platform, an unknown state, and a browser that did not start the attempt', async () => {
    const r = await redirected('apple', 'approve');
    expectApiError(
      await post(SOCIAL_API.checkState, { platform_type: 'kakao', state: r.state, code: r.code }, { cookie: r.cookie }),
      410,
      SOCIAL_MESSAGES.noAttempt,
    );
    expectApiError(await post(SOCIAL_API.checkState, { platform_type: 'apple', state: 'x'.repeat(43), code: r.code }, { cookie: r.cookie }), 410);
    // A forwarded link: the state is right but the cookie is not this attempt's. The attempt fails and its code is never exchanged.
    expectApiError(await post(SOCIAL_API.checkState, { platform_type: 'apple', state: r.state, code: r.code }), 403, SOCIAL_MESSAGES.otherBrowser);
    const after = expectBody(await post(SOCIAL_API.tokenResult(r.token)), 200, SocialResultSchema);
    expect(after).toEqual({ status: 'failed', platform_type: 'apple', member_state: null, failure_reason: SOCIAL_MESSAGES.otherBrowser });
  });

  it('refuses a malformed state before looking it up', async () => {
    expectApiError(await post(SOCIAL_API.checkState, { platform_type: 'kakao', state: 'short' }), 422);
  });
});

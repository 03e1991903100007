import { API, LIMITS, MESSAGES } from '@mall/shared-contracts';
import {
  CaptchaSchema,
  CheckCaptchaBodySchema,
  LoginBodySchema,
  LoginResponseSchema,
  MeSchema,
  RefreshTokenBodySchema,
  SuccessSchema,
  TokenSchema,
} from '@mall/shared-contracts/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError, unauthenticated } from '../../../../lib/errors';
import { bearerSecurity, errorResponses } from '../../../../lib/route-schemas';
import { completeLogin } from './complete-login';
import { clearRefreshCookie, refreshCookieOf, setRefreshCookie } from '../../../../lib/refresh-cookie';
import { CAPTCHA_MESSAGES } from '../../../../plugins/app/auth/captchas';
import { strictRateLimit } from '../../../../plugins/external/security';

const tags = ['auth'];

const captchaRequired = (failedCount: number) =>
  new AppError(401, 'CAPTCHA_REQUIRED', CAPTCHA_MESSAGES.required, undefined, { failed_count: failedCount, captcha_required: true });
const accountLocked = () =>
  new AppError(
    401,
    'ACCOUNT_LOCKED',
    '비밀번호를 여러 번 잘못 입력하여 로그인이 잠시 제한되었습니다. 30분 후에 다시 시도하거나 비밀번호 찾기를 이용해 주세요.',
  );
const tooManyFailures = () => new AppError(429, 'TOO_MANY_FAILURES', '로그인 시도가 너무 많습니다. 잠시 후 다시 시도해 주세요.');

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const auth = app.authRepository;
  const counters = app.failureCounters;

  app.post(
    API.makeCaptcha,
    { config: strictRateLimit(), schema: { tags, summary: '자동입력 방지 문자 만들기', response: { 200: CaptchaSchema, ...errorResponses } } },
    () => app.captchas.make(),
  );

  app.post(
    API.checkCaptcha,
    {
      config: strictRateLimit(),
      schema: { tags, summary: '자동입력 방지 문자 확인', body: CheckCaptchaBodySchema, response: { 200: SuccessSchema, ...errorResponses } },
    },
    async (request) => {
      await app.captchas.check(request.body.token, request.body.captcha_code);
      return { success: true as const };
    },
  );

  app.post(
    API.login,
    { config: strictRateLimit(), schema: { tags, summary: '로그인', body: LoginBodySchema, response: { 200: LoginResponseSchema, ...errorResponses } } },
    async (request, reply) => {
      const { login_id: loginId, password, captcha_token: captchaToken } = request.body;
      // Per client address first: one address failing for many ids is stuffing, whatever the ids.
      if ((await counters.state('login_client', request.ip)).lockedUntil) throw tooManyFailures();
      // The attempt is counted before its password is checked, in one statement that refuses a count past the
      // captcha threshold: parallel attempts cannot all read "4 failures" and all get a password check.
      let attempt = await counters.claim('login_id', loginId, LIMITS.loginFailuresBeforeCaptcha);
      if (!attempt) {
        const account = await counters.state('login_id', loginId);
        if (account.lockedUntil) throw accountLocked();
        // The captcha is enforced here, not by the page: a right password without a solved captcha is refused.
        if (!(captchaToken && (await app.captchas.spend(captchaToken)))) throw captchaRequired(account.failedCount);
        attempt = await counters.claim('login_id', loginId);
        if (!attempt) throw accountLocked();
      }
      const result = await auth.verifyCredentials(loginId, password);
      if (!result.ok) {
        await counters.fail('login_client', request.ip);
        if (attempt.lockedUntil) throw accountLocked();
        // A plain 401 without AuthenticationException: the shell must not treat it as "session expired".
        throw new AppError(401, 'LOGIN_FAILED', MESSAGES.loginFailed, undefined, {
          failed_count: attempt.failedCount,
          captcha_required: attempt.failedCount >= LIMITS.loginFailuresBeforeCaptcha,
        });
      }
      await counters.reset('login_id', loginId);
      return completeLogin(app, request, reply, result.memberId);
    },
  );

  app.post(
    API.logout,
    {
      onRequest: [app.authenticate],
      schema: { tags, summary: '로그아웃', security: bearerSecurity, response: { 200: SuccessSchema, ...errorResponses } },
    },
    async (request, reply) => {
      await auth.revoke(request.session!.sessionId);
      clearRefreshCookie(reply, request);
      return { success: true as const };
    },
  );

  app.post(
    API.refresh,
    {
      onRequest: [app.authenticate],
      schema: { tags, summary: '토큰 갱신 (유효한 토큰)', security: bearerSecurity, response: { 200: TokenSchema, ...errorResponses } },
    },
    async (request, reply) => {
      const tokens = await auth.rotate(request.session!);
      if (!tokens) throw unauthenticated();
      setRefreshCookie(reply, request, tokens.refresh_token);
      return tokens;
    },
  );

  app.post(
    API.refreshToken,
    {
      config: strictRateLimit(),
      schema: { tags, summary: '토큰 갱신 (리프레시 토큰)', body: RefreshTokenBodySchema, response: { 200: TokenSchema, ...errorResponses } },
    },
    async (request, reply) => {
      // The storefront's refresh token is its HttpOnly cookie; API clients may send it in the body.
      const refreshToken = request.body.refresh_token ?? refreshCookieOf(request);
      const session = refreshToken ? await auth.findByRefresh(request.body.token, refreshToken) : null;
      const tokens = session ? await auth.rotate(session) : null;
      if (!tokens) {
        clearRefreshCookie(reply, request);
        throw unauthenticated();
      }
      setRefreshCookie(reply, request, tokens.refresh_token);
      return tokens;
    },
  );

  app.get(
    API.me,
    {
      onRequest: [app.authenticate],
      schema: { tags, summary: '내 정보', security: bearerSecurity, response: { 200: MeSchema, ...errorResponses } },
    },
    async (request) => {
      const me = await app.membersRepository.me(request.session!.memberId);
      if (!me) throw unauthenticated();
      return me;
    },
  );
};

import { API, MESSAGES } from '@mall/shared-contracts';
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
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError, unauthenticated } from '../../../../lib/errors';
import { bearerSecurity, errorResponses } from '../../../../lib/route-schemas';
import { completeLogin } from './complete-login';
import { clearRefreshCookie, handOverTokens, refreshCookieOf } from '../../../../lib/refresh-cookie';
import { bearerToken } from '../../../../plugins/app/platform/auth/authenticate';
import { strictRateLimit } from '../../../../plugins/external/security';

const tags = ['auth'];

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const auth = app.authRepository;

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
      const memberId = await app.passwordGuard(
        { loginId, clientIp: request.ip, captchaToken, captcha: true },
        async () => {
          const result = await auth.verifyCredentials(loginId, password);
          return result.ok ? result.memberId : null;
        },
        // A plain 401 without AuthenticationException: the shell must not treat it as "session expired".
        (failed) =>
          new AppError(401, 'LOGIN_FAILED', MESSAGES.loginFailed, undefined, { failed_count: failed.failedCount, captcha_required: failed.captchaRequired }),
      );
      return completeLogin(app, request, reply, memberId);
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

  /**
   * Both refresh calls need the refresh token cookie together with its own access token: an access
   * token alone (read by a page script, say) never renews itself. A failed refresh clears the cookie.
   */
  const renew = async (request: FastifyRequest, reply: FastifyReply, accessToken: string | null) => {
    const refreshToken = refreshCookieOf(request);
    const session = refreshToken && accessToken ? await auth.findByRefresh(accessToken, refreshToken) : null;
    const tokens = session ? await auth.rotate(session) : null;
    if (!tokens) {
      clearRefreshCookie(reply, request);
      throw unauthenticated();
    }
    return handOverTokens(reply, request, tokens);
  };

  app.post(
    API.refresh,
    {
      onRequest: [app.authenticate],
      schema: { tags, summary: '토큰 갱신 (유효한 토큰과 리프레시 토큰 쿠키)', security: bearerSecurity, response: { 200: TokenSchema, ...errorResponses } },
    },
    (request, reply) => renew(request, reply, bearerToken(request)),
  );

  app.post(
    API.refreshToken,
    {
      config: strictRateLimit(),
      schema: { tags, summary: '토큰 갱신 (리프레시 토큰 쿠키)', body: RefreshTokenBodySchema, response: { 200: TokenSchema, ...errorResponses } },
    },
    // The refresh token is the HttpOnly cookie only: a body never carries one (docs/adr/0015).
    (request, reply) => renew(request, reply, request.body.token),
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

export default authRoutes;

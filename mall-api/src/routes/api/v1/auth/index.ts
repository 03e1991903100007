import { API, MESSAGES } from '@mall/shared-contracts';
import { LoginBodySchema, LoginResponseSchema, MeSchema, RefreshTokenBodySchema, SuccessSchema, TokenSchema } from '@mall/shared-contracts/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError, unauthenticated } from '../../../../lib/errors';
import { bearerSecurity, errorResponses } from '../../../../lib/route-schemas';
import { completeLogin } from './complete-login';

const tags = ['auth'];

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const auth = app.authRepository;

  app.post(
    API.login,
    { schema: { tags, summary: '로그인', body: LoginBodySchema, response: { 200: LoginResponseSchema, ...errorResponses } } },
    async (request) => {
      const result = await auth.verifyCredentials(request.body.login_id, request.body.password);
      // A plain 401 without AuthenticationException: the shell must not treat it as "session expired".
      if (!result.ok) throw new AppError(401, 'LOGIN_FAILED', MESSAGES.loginFailed, undefined, { failed_count: result.failedCount });
      return completeLogin(app, request, result.memberId);
    },
  );

  app.post(
    API.logout,
    {
      onRequest: [app.authenticate],
      schema: { tags, summary: '로그아웃', security: bearerSecurity, response: { 200: SuccessSchema, ...errorResponses } },
    },
    async (request) => {
      await auth.revoke(request.session!.sessionId);
      return { success: true as const };
    },
  );

  app.post(
    API.refresh,
    {
      onRequest: [app.authenticate],
      schema: { tags, summary: '토큰 갱신 (유효한 토큰)', security: bearerSecurity, response: { 200: TokenSchema, ...errorResponses } },
    },
    async (request) => {
      const tokens = await auth.rotate(request.session!);
      if (!tokens) throw unauthenticated();
      return tokens;
    },
  );

  app.post(
    API.refreshToken,
    { schema: { tags, summary: '토큰 갱신 (리프레시 토큰)', body: RefreshTokenBodySchema, response: { 200: TokenSchema, ...errorResponses } } },
    async (request) => {
      const session = await auth.findByRefresh(request.body.token, request.body.refresh_token);
      const tokens = session ? await auth.rotate(session) : null;
      if (!tokens) throw unauthenticated();
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

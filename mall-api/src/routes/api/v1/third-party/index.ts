import { ALLOWED_SOCIAL_LOGIN, isFeatureOn } from '@mall/shared-contracts';
import {
  isAllowedSocialPlatform,
  SOCIAL_API,
  SOCIAL_MESSAGES,
  SOCIAL_PLATFORM_LABELS,
  SocialAvailablesSchema,
  SocialCheckStateBodySchema,
  SocialConnectionsSchema,
  SocialConnectResponseSchema,
  SocialDisconnectBodySchema,
  SocialDisconnectResponseSchema,
  SocialDuplicatesSchema,
  SocialGenerateTokenBodySchema,
  SocialLoginBodySchema,
  SocialPlatformSchema,
  SocialProfileSchema,
  SocialRegisterBodySchema,
  SocialResultSchema,
  SocialTokenBodySchema,
  SocialTokenParamSchema,
  SocialTokenSchema,
} from '@mall/shared-contracts/member';
import { LoginResponseSchema } from '@mall/shared-contracts/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, notFound, unprocessable } from '../../../../lib/errors';
import { clearSocialAttemptCookie, setSocialAttemptCookie, socialAttemptCookieOf } from '../../../../lib/cookies';
import { escapeHtml, htmlPage, sendHtml } from '../../../../lib/html';
import { bearerSecurity, errorResponses } from '../../../../lib/route-schemas';
import { ATTEMPT_TTL_MS } from '../../../../plugins/app/member/social/social-login';
import { strictRateLimit } from '../../../../plugins/external/security';
import { completeLogin } from '../auth/complete-login';

const tags = ['3rd-party-authentication'];
const CallbackQuerySchema = z.object({
  state: z.string().max(256).optional(),
  code: z.string().max(256).optional(),
  error: z.string().max(100).optional(),
});

/**
 * Social login (spec section 7 "Third-party login"): an attempt's token and the platform's consent
 * page, the platform's redirect back (callback), the attempt's result the storefront polls, and what
 * an authorized attempt may do once: log in, join, or connect to a logged-in member.
 */
export const thirdPartyRoutes: FastifyPluginAsyncZod = async (app) => {
  const social = app.socialLogin;
  /** Social login is a paid feature (ALLOWED_SOCIAL_LOGIN platforms only): off, no platform is usable. */
  const enabled = async () => isFeatureOn(await app.settingsRepository.shopSettings(), 'social_login');

  app.get(
    SOCIAL_API.availables,
    { schema: { tags, summary: '사용 가능한 소셜 로그인', response: { 200: SocialAvailablesSchema, ...errorResponses } } },
    async () => ({
      platforms: (await enabled()) ? ALLOWED_SOCIAL_LOGIN.map((platform_type) => ({ platform_type, label: SOCIAL_PLATFORM_LABELS[platform_type] })) : [],
    }),
  );

  app.post(
    SOCIAL_API.generateToken,
    {
      config: strictRateLimit(),
      schema: {
        tags,
        summary: '소셜 로그인 시작 (토큰과 동의 화면)',
        body: SocialGenerateTokenBodySchema,
        response: { 200: SocialTokenSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const platform = request.body.platform_type;
      if (!isAllowedSocialPlatform(platform) || !(await enabled())) throw unprocessable(SOCIAL_MESSAGES.unusable, 'SOCIAL_PLATFORM_UNUSABLE');
      const { attempt, browserNonce } = await social.start(platform, SOCIAL_API.callback(platform));
      // The attempt completes only in this browser (docs/adr/0015): the callback checks this cookie.
      setSocialAttemptCookie(reply, request, browserNonce, ATTEMPT_TTL_MS / 1000);
      return attempt;
    },
  );

  app.get(
    SOCIAL_API.callback(':platform'),
    { schema: { hide: true, params: z.object({ platform: SocialPlatformSchema }), querystring: CallbackQuerySchema } },
    async (request, reply) => {
      const { platform } = request.params;
      const { state, code, error } = request.query;
      const outcome = state ? await social.callback(platform, state, socialAttemptCookieOf(request), { code, error }) : 'gone';
      clearSocialAttemptCookie(reply, request);
      const label = SOCIAL_PLATFORM_LABELS[platform];
      const [title, text] =
        outcome === 'authorized'
          ? [`${label} 로그인 완료`, '로그인 정보를 확인했습니다. 이 창을 닫으면 케이몰로 돌아갑니다.']
          : outcome === 'cancelled'
            ? [`${label} 로그인 취소`, '로그인을 취소했습니다. 이 창을 닫아 주세요.']
            : outcome === 'failed'
              ? [`${label} 로그인 실패`, SOCIAL_MESSAGES.failed(label)]
              : outcome === 'foreign'
                ? [`${label} 로그인 실패`, SOCIAL_MESSAGES.otherBrowser]
                : [`${label} 로그인`, '이미 처리되었거나 시간이 지난 요청입니다. 이 창을 닫고 다시 시도해 주세요.'];
      const status = outcome === 'gone' ? 410 : outcome === 'foreign' ? 403 : 200;
      // Shown in the popup the storefront polls: it must stay the storefront's (sendHtml `popup`).
      return sendHtml(reply, htmlPage(title, `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p>`), status, { popup: true });
    },
  );

  app.post(
    SOCIAL_API.checkState,
    {
      config: strictRateLimit(),
      schema: {
        tags,
        summary: '소셜 로그인 state 확인 (플랫폼이 돌려보낸 state·code로 시도 완료)',
        body: SocialCheckStateBodySchema,
        response: { 200: SocialResultSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { platform_type: platform, state, code, error } = request.body;
      const outcome = await social.callback(platform, state, socialAttemptCookieOf(request), { code, error });
      clearSocialAttemptCookie(reply, request);
      if (outcome === 'gone') throw new AppError(410, 'SOCIAL_ATTEMPT_GONE', SOCIAL_MESSAGES.noAttempt);
      if (outcome === 'foreign') throw new AppError(403, 'SOCIAL_OTHER_BROWSER', SOCIAL_MESSAGES.otherBrowser);
      return (await social.result(state))!;
    },
  );

  app.post(
    SOCIAL_API.tokenResult(':token'),
    { schema: { tags, summary: '소셜 로그인 결과', params: SocialTokenParamSchema, response: { 200: SocialResultSchema, ...errorResponses } } },
    async (request) => {
      const result = await social.result(request.params.token);
      if (!result) throw notFound(SOCIAL_MESSAGES.noAttempt, 'SOCIAL_ATTEMPT_NOT_FOUND');
      return result;
    },
  );

  app.get(
    SOCIAL_API.duplicatesByEmail(':token'),
    {
      schema: { tags, summary: '같은 이메일의 회원', params: SocialTokenParamSchema, response: { 200: SocialDuplicatesSchema, ...errorResponses } },
    },
    async (request) => social.duplicatesByEmail(request.params.token),
  );

  app.get(
    SOCIAL_API.profile,
    { schema: { tags, summary: '소셜 계정 정보 (가입용)', querystring: SocialTokenBodySchema, response: { 200: SocialProfileSchema, ...errorResponses } } },
    async (request) => social.profile(request.query.token),
  );

  app.post(
    SOCIAL_API.login,
    {
      config: strictRateLimit(),
      schema: { tags, summary: '소셜 로그인', body: SocialLoginBodySchema, response: { 200: LoginResponseSchema, ...errorResponses } },
    },
    async (request, reply) => {
      const memberId = await social.loginMember(request.body.platform_type, request.body.access_token);
      return completeLogin(app, request, reply, memberId);
    },
  );

  app.post(
    SOCIAL_API.register,
    {
      config: strictRateLimit(),
      schema: { tags, summary: '소셜 계정으로 회원가입', body: SocialRegisterBodySchema, response: { 200: LoginResponseSchema, ...errorResponses } },
    },
    async (request, reply) => {
      if (!(await enabled())) throw unprocessable(SOCIAL_MESSAGES.unusable, 'SOCIAL_PLATFORM_UNUSABLE');
      const memberId = await social.register(request.body);
      return completeLogin(app, request, reply, memberId);
    },
  );

  app.post(
    SOCIAL_API.connect,
    {
      onRequest: [app.authenticate],
      schema: {
        tags,
        summary: '소셜 계정 연결',
        security: bearerSecurity,
        body: SocialTokenBodySchema,
        response: { 200: SocialConnectResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const platform = await social.connect(request.session!.memberId, request.body.token).catch((error: unknown) => {
        if (error instanceof AppError) throw error;
        throw new AppError(500, 'SOCIAL_CONNECT_FAILED', SOCIAL_MESSAGES.connectFailed);
      });
      return { platform_type: platform, message: SOCIAL_MESSAGES.connected(SOCIAL_PLATFORM_LABELS[platform]) };
    },
  );

  app.get(
    SOCIAL_API.connections,
    {
      onRequest: [app.authenticate],
      schema: { tags, summary: '연결된 소셜 계정', security: bearerSecurity, response: { 200: SocialConnectionsSchema, ...errorResponses } },
    },
    async (request) => social.connections(request.session!.memberId),
  );

  app.post(
    SOCIAL_API.disconnect,
    {
      onRequest: [app.authenticate],
      schema: {
        tags,
        summary: '소셜 계정 연결 해제 (마지막 로그인 수단은 해제 불가)',
        security: bearerSecurity,
        body: SocialDisconnectBodySchema,
        response: { 200: SocialDisconnectResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      await social.disconnect(request.session!.memberId, request.body.platform_type);
      return { platform_type: request.body.platform_type, message: SOCIAL_MESSAGES.disconnected };
    },
  );
};

export default thirdPartyRoutes;

import { API, MESSAGES } from '@mall/shared-contracts';
import {
  AppAccessTokenBodySchema,
  AppAccessTokenSchema,
  LoginResponseSchema,
  LoginWithAppAccessTokenBodySchema,
  SuccessSchema,
} from '@mall/shared-contracts/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../../../lib/errors';
import { bearerSecurity, errorResponses } from '../../../../lib/route-schemas';
import { completeLogin } from './complete-login';
import { strictRateLimit } from '../../../../plugins/external/security';
import { deviceForbidden } from '../../../../plugins/app/platform/app-devices/app-devices-repository';
import { deviceSecretOf } from '../app/index';

const tags = ['auth'];

/** Biometric login: the app keeps an app access token for {member, device} behind the device's biometrics. */
export const appAccessTokenRoutes: FastifyPluginAsyncZod = async (app) => {
  const tokens = app.appAccessTokensRepository;

  app.post(
    API.appAccessToken,
    {
      onRequest: [app.authenticate],
      schema: {
        tags,
        summary: '앱 접근 토큰 발급 (생체 인증 등록)',
        security: bearerSecurity,
        body: AppAccessTokenBodySchema,
        response: { 200: AppAccessTokenSchema, ...errorResponses },
      },
    },
    async (request) => {
      // Registering biometrics for a device replaces its token: only that device (or its member) may do it.
      if (!(await app.appDevicesRepository.proves(request.body.uuid, deviceSecretOf(request), request.session!.memberId))) throw deviceForbidden();
      return tokens.issue(request.session!.memberId, request.body.uuid);
    },
  );

  app.delete(
    API.appAccessToken,
    {
      onRequest: [app.authenticate],
      schema: {
        tags,
        summary: '앱 접근 토큰 폐기 (생체 인증 해제)',
        security: bearerSecurity,
        body: AppAccessTokenBodySchema,
        response: { 200: SuccessSchema, ...errorResponses },
      },
    },
    async (request) => {
      await tokens.revoke(request.session!.memberId, request.body.uuid);
      return { success: true as const };
    },
  );

  app.post(
    API.loginWithAppAccessToken,
    {
      config: strictRateLimit(),
      schema: {
        tags,
        summary: '앱 접근 토큰으로 로그인 (생체 인증 로그인)',
        body: LoginWithAppAccessTokenBodySchema,
        response: { 200: LoginResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const memberId = await tokens.memberFor(request.body.token, request.body.uuid);
      // Like a wrong password: a plain 401, not AuthenticationException (there is no session to end).
      if (memberId === null) throw new AppError(401, 'APP_TOKEN_INVALID', MESSAGES.appTokenInvalid);
      return completeLogin(app, request, reply, memberId);
    },
  );
};

export default appAccessTokenRoutes;

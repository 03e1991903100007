import { API } from '@mall/shared-contracts';
import { IdentityResultSchema, IdentityTokenParamSchema, IdentityTokenSchema } from '@mall/shared-contracts/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../../../lib/errors';
import { errorResponses } from '../../../../lib/route-schemas';

const tags = ['identity-verification'];

/** 본인인증: a token for the provider's page, then its result (the storefront polls it every second). */
export const identityVerificationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    API.identityGenerateToken,
    { schema: { tags, summary: '본인인증 토큰 발급', response: { 200: IdentityTokenSchema, ...errorResponses } } },
    async () => {
      const { token, verificationUrl, expireAt } = await app.identity.start();
      return { token, verification_url: verificationUrl, expire_at: expireAt };
    },
  );

  app.post(
    API.identityResult(':token'),
    { schema: { tags, summary: '본인인증 결과', params: IdentityTokenParamSchema, response: { 200: IdentityResultSchema, ...errorResponses } } },
    async (request) => {
      const result = await app.identity.result(request.params.token);
      if (!result) throw notFound('본인인증 요청을 찾을 수 없습니다.', 'IDENTITY_NOT_FOUND');
      return result;
    },
  );
};

export default identityVerificationRoutes;

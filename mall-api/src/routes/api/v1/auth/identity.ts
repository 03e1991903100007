import { API } from '@mall/shared-contracts';
import { ConfirmIdentityBodySchema, MeSchema } from '@mall/shared-contracts/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { unauthenticated } from '../../../../lib/errors';
import { bearerSecurity, errorResponses } from '../../../../lib/route-schemas';

/** confirm-identity-verification {token}: a logged-in member certifies (/need-certificate); answers the updated user. */
export const identityConfirmRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    API.confirmIdentity,
    {
      onRequest: [app.authenticate],
      schema: {
        tags: ['auth'],
        summary: '본인인증 확인 (회원)',
        security: bearerSecurity,
        body: ConfirmIdentityBodySchema,
        response: { 200: MeSchema, ...errorResponses },
      },
    },
    async (request) => {
      await app.memberInfoRepository.certify(request.session!.memberId, request.body.token);
      const me = await app.membersRepository.me(request.session!.memberId);
      if (!me) throw unauthenticated();
      return me;
    },
  );
};

export default identityConfirmRoutes;

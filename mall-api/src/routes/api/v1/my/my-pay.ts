import { isFeatureOn } from '@mall/shared-contracts';
import { MY_PAY_API } from '@mall/shared-contracts/order';
import {
  MyPayListSchema,
  MyPayMethodSchema,
  MyPayRegistrationBodySchema,
  MyPayRegistrationSchema,
  OpaqueToken,
  SuccessSchema,
} from '@mall/shared-contracts/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../../../lib/errors';
import { bearerSecurity, errorResponses } from '../../../../lib/route-schemas';

/**
 * Utilities `my-pay` (paid switch `myPay`): the member's cards and accounts registered with the
 * easy-pay provider (plugins/app/order/payments/my-pay.ts). Member only (this folder's autohooks); switched off, every call answers 404.
 */
export const myPayRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', async () => {
    if (!isFeatureOn(await app.settingsRepository.shopSettings(), 'my_pay')) throw new AppError(404, 'FEATURE_OFF', '이용할 수 없는 서비스입니다.');
  });
  const tags = ['orders'];
  const security = bearerSecurity;
  const memberOf = (request: { session: { memberId: number } | null }) => request.session!.memberId;

  app.get(MY_PAY_API.list, { schema: { tags, summary: '등록한 간편결제 수단', security, response: { 200: MyPayListSchema, ...errorResponses } } }, (request) =>
    app.myPay.list(memberOf(request)),
  );

  app.post(
    MY_PAY_API.registrations,
    {
      schema: {
        tags,
        summary: '간편결제 수단 등록 시작 (등록 페이지 주소)',
        security,
        body: MyPayRegistrationBodySchema,
        response: { 200: MyPayRegistrationSchema, ...errorResponses },
      },
    },
    (request) => app.myPay.startRegistration(memberOf(request), request.body.kind, request.body.return_path),
  );

  app.post(
    MY_PAY_API.registrationComplete(':registrationId'),
    {
      schema: {
        tags,
        summary: '간편결제 수단 등록 완료 (제공사에 결과 확인)',
        security,
        params: z.object({ registrationId: OpaqueToken }),
        response: { 200: MyPayMethodSchema, ...errorResponses },
      },
    },
    (request) => app.myPay.completeRegistration(memberOf(request), request.params.registrationId),
  );

  app.delete(
    MY_PAY_API.method(':id'),
    {
      schema: {
        tags,
        summary: '간편결제 수단 삭제',
        security,
        params: z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) }),
        response: { 200: SuccessSchema, ...errorResponses },
      },
    },
    async (request) => {
      await app.myPay.remove(memberOf(request), request.params.id);
      return { success: true as const };
    },
  );
};

export default myPayRoutes;

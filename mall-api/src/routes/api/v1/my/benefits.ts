import {
  BENEFIT_API,
  CouponRegisterBodySchema,
  MemberCouponSchema,
  MyCouponListSchema,
  MyCouponsQuerySchema,
  PointHistoryQuerySchema,
  PointHistorySchema,
} from '@mall/shared-contracts/member';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bearerSecurity, errorResponses } from '../../../../lib/route-schemas';
import { strictRateLimit } from '../../../../plugins/external/security';

/** The member's coupons (by state, register by code) and point history (/mypage/benefit/{tabType}). */
export const benefitsRoutes: FastifyPluginAsyncZod = async (app) => {
  const repo = app.benefitsRepository;
  const tags = ['benefits'];
  const security = bearerSecurity;
  const memberOf = (request: { session: { memberId: number } | null }) => request.session!.memberId;

  app.get(
    BENEFIT_API.myCoupons,
    {
      schema: {
        tags,
        summary: '내 쿠폰(상태별, 20개씩)',
        security,
        querystring: MyCouponsQuerySchema,
        response: { 200: MyCouponListSchema, ...errorResponses },
      },
    },
    (request) => repo.listCoupons(memberOf(request), request.query),
  );

  app.post(
    BENEFIT_API.myCoupons,
    {
      // Codes are guessable strings: the strict per-client limit of login and find applies.
      config: strictRateLimit(),
      schema: { tags, summary: '쿠폰 코드 등록', security, body: CouponRegisterBodySchema, response: { 200: MemberCouponSchema, ...errorResponses } },
    },
    (request) => repo.registerCoupon(memberOf(request), request.body.code),
  );

  app.get(
    BENEFIT_API.myPointHistory,
    {
      schema: {
        tags,
        summary: '적립금 내역(20개씩)과 소멸 예정',
        security,
        querystring: PointHistoryQuerySchema,
        response: { 200: PointHistorySchema, ...errorResponses },
      },
    },
    (request) => repo.pointHistory(memberOf(request), request.query.page),
  );
};

export default benefitsRoutes;

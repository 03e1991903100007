import { API } from '@mall/shared-contracts';
import { PERSONALIZATION_API } from '@mall/shared-contracts/member';
import {
  ChangePasswordBodySchema,
  GradeUpConditionSchema,
  MyBenefitsSchema,
  MyOrderCountsSchema,
  MySizeSchema,
  PersonalizationBodySchema,
  PersonalizationSchema,
  PrepareForEditBodySchema,
  ProfileEditBodySchema,
  ProfileSchema,
  SuccessSchema,
  WithdrawBodySchema,
} from '@mall/shared-contracts/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { isFeatureOn } from '@mall/shared-contracts';
import { AppError, unauthenticated } from '../../../../lib/errors';
import { bearerSecurity, errorResponses } from '../../../../lib/route-schemas';

export const myRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    API.myBenefits,
    { schema: { tags: ['my'], summary: '나의 혜택', security: bearerSecurity, response: { 200: MyBenefitsSchema, ...errorResponses } } },
    async (request) => {
      const benefits = await app.membersRepository.benefits(request.session!.memberId);
      if (!benefits) throw unauthenticated();
      return benefits;
    },
  );

  app.get(
    API.myOrderCounts,
    { schema: { tags: ['my'], summary: '주문 상태별 건수', security: bearerSecurity, response: { 200: MyOrderCountsSchema, ...errorResponses } } },
    (request) => app.membersRepository.orderCounts(request.session!.memberId),
  );

  const info = app.memberInfoRepository;
  const tags = ['my'];
  const security = bearerSecurity;
  const ok = { 200: SuccessSchema, ...errorResponses };
  const memberOf = (request: { session: { memberId: number } | null }) => request.session!.memberId;

  app.post(
    API.myPrepareForEdit,
    {
      schema: {
        tags,
        summary: '회원정보 수정 전 비밀번호 확인',
        security,
        body: PrepareForEditBodySchema,
        response: { 200: ProfileSchema, ...errorResponses },
      },
    },
    (request) => info.prepareForEdit(memberOf(request), request.body.password, { clientIp: request.ip, captchaToken: request.body.captcha_token }),
  );

  app.put(API.myInfo, { schema: { tags, summary: '회원정보 수정', security, body: ProfileEditBodySchema, response: ok } }, async (request) => {
    const b = request.body;
    await info.editProfile(memberOf(request), {
      editToken: b.edit_token,
      email: b.email,
      emailReceive: b.email_receive,
      smsReceive: b.sms_receive,
      identityToken: b.identity_token,
    });
    return { success: true as const };
  });

  app.post(API.myChangePassword, { schema: { tags, summary: '비밀번호 변경', security, body: ChangePasswordBodySchema, response: ok } }, async (request) => {
    await info.changePassword(memberOf(request), request.session!.sessionId, request.body.now_password, request.body.new_password, {
      clientIp: request.ip,
    });
    return { success: true as const };
  });

  app.post(API.myWithdraw, { schema: { tags, summary: '회원 탈퇴', security, body: WithdrawBodySchema, response: ok } }, async (request) => {
    const b = request.body;
    await info.withdraw(memberOf(request), { password: b.password, reasonCode: b.reason_code, detailReason: b.detail_reason }, { clientIp: request.ip });
    return { success: true as const };
  });

  app.get(
    API.myGradeUpCondition,
    { schema: { tags, summary: '등급 혜택과 승급 조건', security, response: { 200: GradeUpConditionSchema, ...errorResponses } } },
    (request) => info.gradeUpCondition(memberOf(request)),
  );

  app.get(API.mySize, { schema: { tags, summary: '내 사이즈', security, response: { 200: MySizeSchema, ...errorResponses } } }, (request) =>
    info.mySize(memberOf(request)),
  );

  app.put(
    API.mySize,
    { schema: { tags, summary: '내 사이즈 저장', security, body: MySizeSchema, response: { 200: MySizeSchema, ...errorResponses } } },
    (request) => info.saveMySize(memberOf(request), request.body),
  );

  /** Personalization is a paid feature: switched off, the call answers 404 as for a page that is not there. */
  const personalizationOn = async () => {
    if (!isFeatureOn(await app.settingsRepository.shopSettings(), 'personalization')) throw new AppError(404, 'FEATURE_OFF', '이용할 수 없는 서비스입니다.');
  };

  app.get(
    PERSONALIZATION_API.personalization,
    { schema: { tags, summary: '맞춤 추천 (개인화)', security, response: { 200: PersonalizationSchema, ...errorResponses } } },
    async (request) => {
      await personalizationOn();
      return app.personalization.get(memberOf(request));
    },
  );

  app.put(
    PERSONALIZATION_API.personalization,
    {
      schema: { tags, summary: '맞춤 추천 받기 설정', security, body: PersonalizationBodySchema, response: { 200: PersonalizationSchema, ...errorResponses } },
    },
    async (request) => {
      await personalizationOn();
      return app.personalization.set(memberOf(request), request.body.enabled);
    },
  );
};

export default myRoutes;

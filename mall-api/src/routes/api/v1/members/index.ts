import { API } from '@mall/shared-contracts';
import {
  AuthcodeSentSchema,
  FindLoginIdBodySchema,
  FindLoginIdResponseSchema,
  IdDuplicateCheckBodySchema,
  IdDuplicateCheckSchema,
  IdentityTokenBodySchema,
  JoinPasswordCheckBodySchema,
  MemberDuplicateCheckSchema,
  PasswordCheckSchema,
  PasswordResetTokenSchema,
  PasswordWarningConfirmBodySchema,
  PolicyListSchema,
  PrepareForNewPasswordBodySchema,
  ReasonListSchema,
  RegisterBodySchema,
  RegisterResponseSchema,
  SendAuthcodeToEmailBodySchema,
  SendAuthcodeToPhoneBodySchema,
  SendResultsToEmailBodySchema,
  SendResultsToPhoneBodySchema,
  SetNewPasswordBodySchema,
  SuccessSchema,
  VerifyAuthcodeBodySchema,
} from '@mall/shared-contracts/schemas';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bearerSecurity, errorResponses } from '../../../../lib/route-schemas';
import type { Contact } from '../../../../plugins/app/member/members/accounts-repository';
import { strictRateLimit } from '../../../../plugins/external/security';

const tags = ['members'];
const success = { success: true as const };
const ok = { 200: SuccessSchema, ...errorResponses };
const contactOf = (b: { find_type: 'email' | 'phone'; email?: string | undefined; phone?: string | undefined }): Contact =>
  b.find_type === 'email' ? { type: 'email', email: b.email! } : { type: 'phone', phone: b.phone! };

/** Join, find id, find password (spec section 7 "Members"). */
export const membersRoutes: FastifyPluginAsyncZod = async (app) => {
  const accounts = app.accountsRepository;

  app.get(API.memberPolicies, { schema: { tags, summary: '가입 약관', response: { 200: PolicyListSchema, ...errorResponses } } }, async () => ({
    policies: await accounts.joinPolicies(),
  }));

  app.get(API.withdrawReasons, { schema: { tags, summary: '탈퇴 사유', response: { 200: ReasonListSchema, ...errorResponses } } }, async () => ({
    reasons: await app.informationsRepository.reasons('withdraw'),
  }));

  app.post(
    API.idDuplicateCheck,
    {
      config: strictRateLimit(),
      schema: { tags, summary: '아이디 중복 확인', body: IdDuplicateCheckBodySchema, response: { 200: IdDuplicateCheckSchema, ...errorResponses } },
    },
    async (request) => ({ login_id: request.body.login_id, is_duplicated: await accounts.isLoginIdTaken(request.body.login_id) }),
  );

  app.post(
    API.memberDuplicateCheck,
    {
      config: strictRateLimit(),
      schema: { tags, summary: '가입 여부 확인 (본인인증)', body: IdentityTokenBodySchema, response: { 200: MemberDuplicateCheckSchema, ...errorResponses } },
    },
    (request) => accounts.memberDuplicateCheck(request.body.identity_token),
  );

  app.post(
    API.joinPasswordCheck,
    {
      // Called while typing (debounced): more often than a submit, still bounded per client address.
      config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: '가입 비밀번호 확인 (본인인증한 휴대폰 번호 포함)',
        body: JoinPasswordCheckBodySchema,
        response: { 200: PasswordCheckSchema, ...errorResponses },
      },
    },
    (request) => accounts.joinPasswordCheck(request.body.identity_token, request.body.login_id, request.body.password),
  );

  app.post(
    API.members,
    {
      config: strictRateLimit(),
      schema: { tags, summary: '회원가입', body: RegisterBodySchema, response: { 200: RegisterResponseSchema, ...errorResponses } },
    },
    (request) => accounts.register(request.body),
  );

  app.post(
    API.findLoginId,
    {
      config: strictRateLimit(),
      schema: { tags, summary: '아이디 찾기', body: FindLoginIdBodySchema, response: { 200: FindLoginIdResponseSchema, ...errorResponses } },
    },
    (request) => accounts.findLoginIds(request.body.name, contactOf(request.body)),
  );

  app.post(
    API.sendResultsToEmail,
    { config: strictRateLimit(), schema: { tags, summary: '아이디를 이메일로 받기', body: SendResultsToEmailBodySchema, response: ok } },
    async (request) => {
      await accounts.sendLoginIds(request.body.access_token, { type: 'email', email: request.body.email });
      return success;
    },
  );

  app.post(
    API.sendResultsToPhone,
    { config: strictRateLimit(), schema: { tags, summary: '아이디를 문자로 받기', body: SendResultsToPhoneBodySchema, response: ok } },
    async (request) => {
      await accounts.sendLoginIds(request.body.access_token, { type: 'phone', phone: request.body.phone });
      return success;
    },
  );

  app.post(
    API.sendAuthcodeToEmail,
    {
      config: strictRateLimit(),
      schema: {
        tags,
        summary: '비밀번호 찾기 인증번호 (이메일)',
        body: SendAuthcodeToEmailBodySchema,
        response: { 200: AuthcodeSentSchema, ...errorResponses },
      },
    },
    (request) => accounts.sendAuthCode(request.body.login_id, request.body.name, { type: 'email', email: request.body.email }),
  );

  app.post(
    API.sendAuthcodeToPhone,
    {
      config: strictRateLimit(),
      schema: { tags, summary: '비밀번호 찾기 인증번호 (문자)', body: SendAuthcodeToPhoneBodySchema, response: { 200: AuthcodeSentSchema, ...errorResponses } },
    },
    (request) => accounts.sendAuthCode(request.body.login_id, request.body.name, { type: 'phone', phone: request.body.phone }),
  );

  app.post(
    API.verifyAuthcode,
    { config: strictRateLimit(), schema: { tags, summary: '인증번호 확인 (422 틀림, 401 시간 초과)', body: VerifyAuthcodeBodySchema, response: ok } },
    async (request) => {
      await accounts.verifyAuthCode(request.body.access_token, request.body.verification_code);
      return success;
    },
  );

  app.post(
    API.prepareForNewPassword,
    {
      config: strictRateLimit(),
      schema: { tags, summary: '비밀번호 재설정 준비', body: PrepareForNewPasswordBodySchema, response: { 200: PasswordResetTokenSchema, ...errorResponses } },
    },
    (request) =>
      accounts.prepareNewPassword({
        loginId: request.body.login_id,
        name: request.body.name,
        contact: contactOf(request.body),
        code: request.body.verification_code,
        accessToken: request.body.access_token,
      }),
  );

  app.post(
    API.setNewPassword,
    { config: strictRateLimit(), schema: { tags, summary: '새 비밀번호 설정', body: SetNewPasswordBodySchema, response: ok } },
    async (request) => {
      await accounts.setNewPassword(request.body.access_token, request.body.password);
      return success;
    },
  );

  // Member-only from here: adult verification and the password-change advice.
  app.post(
    API.adultVerificationConfirm,
    {
      onRequest: [app.authenticate],
      schema: {
        tags,
        summary: '성인 인증',
        security: bearerSecurity,
        body: IdentityTokenBodySchema,
        response: { 200: z.object({ is_verify_age: z.boolean() }), ...errorResponses },
      },
    },
    (request) => app.memberInfoRepository.confirmAdult(request.session!.memberId, request.body.identity_token),
  );

  app.post(
    API.passwordWarningsConfirm,
    {
      onRequest: [app.authenticate],
      schema: { tags, summary: '비밀번호 변경 안내 (지금 변경 / 다음에)', security: bearerSecurity, body: PasswordWarningConfirmBodySchema, response: ok },
    },
    async (request) => {
      const { now_password, new_password, after_month } = request.body;
      await app.memberInfoRepository.confirmPasswordWarning(
        request.session!.memberId,
        request.session!.sessionId,
        {
          nowPassword: now_password,
          newPassword: new_password,
          afterMonth: after_month,
        },
        { clientIp: request.ip },
      );
      return success;
    },
  );
};

export default membersRoutes;

import { z } from 'zod';
import { LIMITS, LOGIN_TYPES } from '../constants';
import { EMAIL_PATTERN, LOGIN_ID_PATTERN, PHONE_PATTERN } from './forms';
import { newPasswordProblem, type PasswordContext } from './password';
import { boundedText, DbIdSchema, INPUT_LIMITS } from '../platform-api/common';

/** An opaque token the server issued (identity, find flows): hex or base64url, bounded. */
export const OpaqueToken = z.string().regex(/^[A-Za-z0-9_-]{16,128}$/, '유효하지 않은 요청입니다.');
const Email = boundedText(INPUT_LIMITS.mediumText).regex(EMAIL_PATTERN, '이메일을 올바르게 입력해 주세요.');
const Phone = z.string().regex(PHONE_PATTERN, '휴대폰 번호를 올바르게 입력해 주세요.');
const Name = boundedText(50).trim().min(1, '이름을 입력해 주세요.');
const LoginId = z.string().regex(LOGIN_ID_PATTERN, '아이디는 영문 소문자로 시작하는 4~20자의 영문 소문자·숫자로 입력해 주세요.');
/** A password being checked (login, current password): only bounded, an older one may predate today's rule. */
const Password = z.string().min(1, '비밀번호를 입력해 주세요.').max(LIMITS.passwordMaxLength, `비밀번호는 ${LIMITS.passwordMaxLength}자 이하로 입력해 주세요.`);
/**
 * Every new password (join, find-password reset, my-page change, renewal advice): the one rule of
 * member/password.ts (newPasswordProblem), as the contract the pages and mall-api share. mall-api checks
 * the member's login id, phone and previous passwords with the same function once it knows them.
 */
export const newPasswordSchema = (context: PasswordContext = {}) =>
  Password.superRefine((value, ctx) => {
    const problem = newPasswordProblem(value, context);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });
export const NewPasswordSchema = newPasswordSchema();
const KstDateTime = z.string().regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
export const FIND_TYPES = ['email', 'phone'] as const;
export const GENDERS = ['male', 'female'] as const;

// Identity verification (본인인증) through the provider adapter.
export const IdentityTokenSchema = z.object({
  token: OpaqueToken,
  /** The provider's verification page; the storefront opens it in a popup. */
  verification_url: z.string(),
  expire_at: KstDateTime,
});
export const IdentityTokenParamSchema = z.object({ token: OpaqueToken });
export const IdentityResultSchema = z.object({
  status: z.enum(['pending', 'verified', 'failed', 'cancelled', 'expired']),
  name: z.string().nullable(),
  /** Masked for display (010-****-5678): the full number stays on the server. */
  phone: z.string().nullable(),
  birthdate: z.string().nullable(),
  gender: z.enum(GENDERS).nullable(),
  failure_reason: z.string().nullable(),
});
export const IdentityTokenBodySchema = z.object({ identity_token: OpaqueToken });
/** confirm-identity-verification {token}: a logged-in member certifies (need-certificate). */
export const ConfirmIdentityBodySchema = z.object({ token: OpaqueToken });

// Policies (terms) at join.
export const PolicySchema = z.object({ id: z.number().int(), code: z.string(), label: z.string(), contents: z.string(), is_required: z.boolean() });
export const PolicyListSchema = z.object({ policies: z.array(PolicySchema) });
export const PolicyAgreementSchema = z.object({ id: DbIdSchema, code: boundedText(50), is_agree: z.boolean() });

// Join.
export const IdDuplicateCheckBodySchema = z.object({ login_id: LoginId });
export const IdDuplicateCheckSchema = z.object({ login_id: z.string(), is_duplicated: z.boolean() });
export const MemberDuplicateCheckSchema = z.object({
  is_duplicated: z.boolean(),
  /** The existing account, masked, when the person already has one. */
  masking_login_id: z.string().nullable(),
  regist_type: z.enum(LOGIN_TYPES).nullable(),
});
export const RegisterBodySchema = z.object({
  login_id: LoginId,
  password: NewPasswordSchema,
  email: Email,
  marketing_sms: z.boolean(),
  marketing_email: z.boolean(),
  identity_token: OpaqueToken,
  policies: z.array(PolicyAgreementSchema).min(1).max(20),
});
export const RegisterResponseSchema = z.object({ login_id: z.string(), name: z.string() });
/**
 * password-check: the join page's live check with what only the server knows (the verified phone
 * number behind the identity token), so the message while typing is the one submit would get.
 */
export const JoinPasswordCheckBodySchema = z.object({
  identity_token: OpaqueToken,
  login_id: z.string().max(20).optional(),
  password: z.string().max(LIMITS.passwordMaxLength),
});
export const PasswordCheckSchema = z.object({ status: z.enum(['invalid', 'danger', 'normal', 'valid']), message: z.string().nullable() });

// Find id.
export const FindLoginIdBodySchema = z
  .object({ name: Name, find_type: z.enum(FIND_TYPES), email: Email.optional(), phone: Phone.optional() })
  .refine((b) => (b.find_type === 'email' ? !!b.email : !!b.phone), { message: '이메일 또는 휴대폰 번호를 입력해 주세요.', path: ['find_type'] });
export const FindLoginIdResponseSchema = z.object({
  find_results: z.array(z.object({ masking_login_id: z.string(), regist_type: z.enum(LOGIN_TYPES) })).min(1),
  user_name: z.string(),
  access_token: OpaqueToken,
  expire_at: KstDateTime,
  find_type: z.enum(FIND_TYPES),
  /** The contact the id was found by, masked: where the unmasked id can be sent. */
  masked_contact: z.string(),
});
export const SendResultsToEmailBodySchema = z.object({ email: Email, access_token: OpaqueToken });
export const SendResultsToPhoneBodySchema = z.object({ phone: Phone, access_token: OpaqueToken });

// Find password.
export const SendAuthcodeToEmailBodySchema = z.object({ login_id: boundedText(50).min(1), name: Name, email: Email });
export const SendAuthcodeToPhoneBodySchema = z.object({ login_id: boundedText(50).min(1), name: Name, phone: Phone });
export const AuthcodeSentSchema = z.object({ access_token: OpaqueToken, expire_at: KstDateTime });
export const VerifyAuthcodeBodySchema = z.object({ verification_code: z.number().int().min(0).max(999_999), access_token: OpaqueToken });
export const PrepareForNewPasswordBodySchema = z
  .object({
    name: Name,
    login_id: boundedText(50).min(1),
    find_type: z.enum(FIND_TYPES),
    email: Email.optional(),
    phone: Phone.optional(),
    verification_code: z.number().int().min(0).max(999_999),
    access_token: OpaqueToken,
  })
  .refine((b) => (b.find_type === 'email' ? !!b.email : !!b.phone), { message: '이메일 또는 휴대폰 번호를 입력해 주세요.', path: ['find_type'] });
/** Spec "Password-find result": token, expiry, login id. */
export const PasswordResetTokenSchema = z.object({ token: OpaqueToken, expire_at: KstDateTime, login_id: z.string() });
export const SetNewPasswordBodySchema = z.object({ password: NewPasswordSchema, access_token: OpaqueToken });

// Password-change advice (180 days), adult verification.
/** Change now (current and new password) or later (after_month, the reminder comes back then). */
export const PasswordWarningConfirmBodySchema = z
  .object({ now_password: Password.optional(), new_password: NewPasswordSchema.optional(), after_month: z.number().int().min(1).max(6).optional() })
  .refine((b) => (b.new_password ? !!b.now_password && !b.after_month : !!b.after_month), {
    message: '새 비밀번호 또는 다음에 변경하기를 선택해 주세요.',
    path: ['new_password'],
  });

// My page: member info.
/** `captcha_token`: a solved captcha, required (like login's) from the 5th wrong password of the account. */
export const PrepareForEditBodySchema = z.object({ password: Password, captcha_token: boundedText(INPUT_LIMITS.token).optional() });
/** Spec "Profile edit". */
export const ProfileSchema = z.object({
  login_id: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  birthday: z.string().nullable(),
  email_receive: z.boolean(),
  sms_receive: z.boolean(),
  regist_type: z.enum(LOGIN_TYPES),
  /** Lets the edit call through for a few minutes after the password was confirmed. */
  edit_token: OpaqueToken,
});
export const ProfileEditBodySchema = z.object({
  edit_token: OpaqueToken,
  email: Email,
  email_receive: z.boolean(),
  sms_receive: z.boolean(),
  /** A new phone number comes only from a fresh identity verification. */
  identity_token: OpaqueToken.optional(),
});
export const ChangePasswordBodySchema = z.object({ now_password: Password, new_password: NewPasswordSchema });
export const WithdrawBodySchema = z.object({
  password: Password,
  reason_code: boundedText(50).min(1),
  detail_reason: boundedText(INPUT_LIMITS.mediumText).optional(),
});

// My page: grade, size.
export const GradeUpConditionSchema = z.object({
  current: z.object({ code: z.string(), name: z.string(), color: z.string() }),
  purchase_amount: z.number().int(),
  next: z.object({ code: z.string(), name: z.string(), remaining_amount: z.number().int() }).nullable(),
  grades: z.array(
    z.object({
      code: z.string(),
      name: z.string(),
      color: z.string(),
      min_purchase_amount: z.number().int(),
      benefits: z.array(z.string()),
      text_review_point: z.number().int(),
      photo_review_point: z.number().int(),
    }),
  ),
});
export const MySizeSchema = z.object({
  height_cm: z.number().int().min(100).max(230).nullable(),
  weight_kg: z.number().int().min(20).max(200).nullable(),
  top_size: z.enum(['XS', 'S', 'M', 'L', 'XL', 'XXL']).nullable(),
  bottom_size: z.enum(['XS', 'S', 'M', 'L', 'XL', 'XXL']).nullable(),
  shoe_size_mm: z.number().int().min(200).max(320).multipleOf(5).nullable(),
});

// Sandbox outbox (outside production only).
export const OutboxMessageSchema = z.object({
  id: z.number().int(),
  channel: z.enum(['sms', 'email']),
  recipient: z.string(),
  subject: z.string().nullable(),
  body: z.string(),
  purpose: z.string(),
  created_at: z.string(),
});
export const OutboxListSchema = z.object({ messages: z.array(OutboxMessageSchema) });
export const OutboxQuerySchema = z.object({ recipient: boundedText(INPUT_LIMITS.mediumText).optional() });

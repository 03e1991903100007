import { z } from 'zod';
import { LOGIN_TYPES } from '../constants';
import { boundedText, INPUT_LIMITS } from './common';

export const MeSchema = z.object({
  login_id: z.string(),
  name: z.string(),
  login_type: z.enum(LOGIN_TYPES),
  grade: z.object({ id: z.number().int(), code: z.string(), name: z.string(), image_url: z.string() }),
  is_verify_age: z.boolean(),
  is_awaked: z.boolean(),
  is_need_password_update: z.boolean(),
  is_certificated: z.boolean(),
});

/**
 * expired_at uses the spec's token expiry format YYYY-MM-DD HH:mm:ss (KST). The spec's refreshToken is
 * not here: it travels only as mall-api's HttpOnly cookie, never in a body a page script reads (ADR 0015).
 */
export const TokenSchema = z.object({
  token: z.string(),
  expired_at: z.string().regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
});

export const LoginBodySchema = z.object({
  login_id: boundedText(INPUT_LIMITS.shortText).trim().min(1, '아이디를 입력해 주세요.'),
  password: boundedText(INPUT_LIMITS.password).min(1, '비밀번호를 입력해 주세요.'),
  /** A solved captcha (check-captcha), required from the 5th failure of this login id on. */
  captcha_token: boundedText(INPUT_LIMITS.token).optional(),
});
export const CaptchaSchema = z.object({
  token: z.string(),
  /** data:image/svg+xml;base64,… of the characters to type. */
  image: z.string(),
  expire_at: z.string(),
});
/** The sandbox's answer of a live login captcha (outside production only: the image carries no character). */
export const SandboxCaptchaQuerySchema = z.object({ token: boundedText(INPUT_LIMITS.token).min(1) });
export const SandboxCaptchaAnswerSchema = z.object({ answer: z.string() });

export const CheckCaptchaBodySchema = z.object({
  token: boundedText(INPUT_LIMITS.token).min(1),
  captcha_code: boundedText(20).trim().min(1, '자동입력 방지 문자를 입력해 주세요.'),
});
export const LoginResponseSchema = TokenSchema.extend({ user: MeSchema });
/** Only the access token: the refresh token is the HttpOnly cookie, required with it (ADRs 0010, 0015). */
export const RefreshTokenBodySchema = z.object({ token: boundedText(INPUT_LIMITS.token) });

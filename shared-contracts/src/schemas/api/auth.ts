import { z } from 'zod';
import { LOGIN_TYPES } from '../../constants';

export const MeSchema = z.object({
  login_id: z.string(),
  name: z.string(),
  login_type: z.enum(LOGIN_TYPES),
  grade: z.object({ id: z.number().int(), name: z.string(), image_url: z.string() }),
  is_verify_age: z.boolean(),
  is_awaked: z.boolean(),
  is_need_password_update: z.boolean(),
  is_certificated: z.boolean(),
});

/** expired_at uses the spec's token expiry format YYYY-MM-DD HH:mm:ss (KST). */
export const TokenSchema = z.object({
  token: z.string(),
  refresh_token: z.string(),
  expired_at: z.string().regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
});

export const LoginBodySchema = z.object({
  login_id: z.string().trim().min(1, '아이디를 입력해 주세요.'),
  password: z.string().min(1, '비밀번호를 입력해 주세요.'),
});
export const LoginResponseSchema = TokenSchema.extend({ user: MeSchema });
export const RefreshTokenBodySchema = z.object({ token: z.string(), refresh_token: z.string() });

import { z } from 'zod';
import { ALLOWED_SOCIAL_LOGIN, LOGIN_TYPES } from '../constants';
import { boundedText } from '../platform-api/common';
import { OpaqueToken, PolicyAgreementSchema } from './account';

/** The social login calls' contracts (SOCIAL_API); apart from the rules so the login page's buttons carry no schema. */
export const SocialPlatformSchema = z.enum(ALLOWED_SOCIAL_LOGIN);

export const SocialGenerateTokenBodySchema = z.object({ platform_type: boundedText(20) });
export const SocialTokenSchema = z.object({ token: z.string(), authorize_url: z.string(), expire_at: z.string() });
export const SocialTokenParamSchema = z.object({ token: OpaqueToken });
/** What an authorized attempt leads to: log in, join, or an e-mail that already belongs to a member. */
export const SOCIAL_MEMBER_STATES = ['connected', 'new', 'duplicated'] as const;
export const SOCIAL_STATUSES = ['pending', 'authorized', 'cancelled', 'failed', 'expired', 'used'] as const;

export const SocialResultSchema = z.object({
  status: z.enum(SOCIAL_STATUSES),
  platform_type: SocialPlatformSchema,
  member_state: z.enum(SOCIAL_MEMBER_STATES).nullable(),
  failure_reason: z.string().nullable(),
});
/**
 * check-state: the platform's redirect (state, and a code or an error) handed over by the page it came
 * back to. The state must name a pending attempt of this platform started in this browser.
 */
export const SocialCheckStateBodySchema = z.object({
  platform_type: SocialPlatformSchema,
  state: OpaqueToken,
  code: boundedText(256).optional(),
  error: boundedText(100).optional(),
});
export const SocialAvailablesSchema = z.object({ platforms: z.array(z.object({ platform_type: SocialPlatformSchema, label: z.string() })) });
export const SocialProfileSchema = z.object({
  platform_type: SocialPlatformSchema,
  name: z.string(),
  /** Masked (n***@example.com). */
  email: z.string(),
  expire_at: z.string(),
});
export const SocialDuplicatesSchema = z.object({
  email: z.string(),
  members: z.array(z.object({ masking_login_id: z.string(), regist_type: z.enum(LOGIN_TYPES) })),
});
export const SocialLoginBodySchema = z.object({ platform_type: boundedText(20), access_token: OpaqueToken });
export const SocialTokenBodySchema = z.object({ token: OpaqueToken });
export const SocialRegisterBodySchema = z.object({
  token: OpaqueToken,
  marketing_sms: z.boolean(),
  marketing_email: z.boolean(),
  policies: z.array(PolicyAgreementSchema).min(1).max(20),
});
export const SocialConnectResponseSchema = z.object({ platform_type: SocialPlatformSchema, message: z.string() });
/** The member's social accounts, one row per usable platform; `has_password`: the member can log in with id and password. */
export const SocialConnectionsSchema = z.object({
  has_password: z.boolean(),
  connections: z.array(
    z.object({
      platform_type: SocialPlatformSchema,
      label: z.string(),
      connected: z.boolean(),
      email: z.string().nullable(),
      connected_at: z.string().nullable(),
    }),
  ),
});
export const SocialDisconnectBodySchema = z.object({ platform_type: SocialPlatformSchema });
export const SocialDisconnectResponseSchema = z.object({ platform_type: SocialPlatformSchema, message: z.string() });

export type SocialToken = z.infer<typeof SocialTokenSchema>;
export type SocialResult = z.infer<typeof SocialResultSchema>;
export type SocialAvailables = z.infer<typeof SocialAvailablesSchema>;
export type SocialProfile = z.infer<typeof SocialProfileSchema>;
export type SocialDuplicates = z.infer<typeof SocialDuplicatesSchema>;
export type SocialRegisterBody = z.infer<typeof SocialRegisterBodySchema>;
export type SocialConnections = z.infer<typeof SocialConnectionsSchema>;
export type SocialConnection = SocialConnections['connections'][number];

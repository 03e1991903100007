import { z } from 'zod';
import { TokenSchema } from './auth';
import { boundedText, INPUT_LIMITS } from './common';

/** Device ids come from the apps (Android id / iOS identifierForVendor): opaque, URL-safe. */
export const DeviceUuidSchema = z.string().regex(/^[A-Za-z0-9-]{8,64}$/, '기기 정보가 올바르지 않습니다.');
export const AppOsSchema = z.enum(['android', 'ios']);
const VersionSchema = z.string().regex(/^\d+\.\d+\.\d+$/, '앱 버전 형식이 올바르지 않습니다.');

/** Store or update the push token of a device; a logged-in member is linked to the device. */
export const PushTokenBodySchema = z.object({
  uuid: DeviceUuidSchema,
  os: AppOsSchema,
  push_token: boundedText(4096).min(1).nullable(),
  app_version: VersionSchema,
});

/** Push consent per device; night push only with push (turning push off turns night push off). */
export const AppDeviceSchema = z.object({
  uuid: DeviceUuidSchema,
  /** Only in the answer that registered the device: the app keeps it and sends it as device-secret from then on. */
  device_secret: z.string().optional(),
  os: AppOsSchema,
  app_version: VersionSchema,
  has_push_token: z.boolean(),
  is_member_linked: z.boolean(),
  push_agreed: z.boolean(),
  push_agreed_at: z.string().nullable(),
  night_push_agreed: z.boolean(),
  night_push_agreed_at: z.string().nullable(),
});

export const PushAgreementBodySchema = z
  .object({ uuid: DeviceUuidSchema, push_agreed: z.boolean().optional(), night_push_agreed: z.boolean().optional() })
  .refine((b) => b.push_agreed !== undefined || b.night_push_agreed !== undefined, { message: '변경할 알림 설정을 선택해 주세요.' });

export const AppVersionQuerySchema = z.object({ os: AppOsSchema });
export const AppVersionInfoSchema = z.object({
  os: AppOsSchema,
  latest_version: VersionSchema,
  minimum_version: VersionSchema,
  store_url: z.string(),
  released_at: z.string(),
});

/** Issued to a logged-in member on one device, kept by the app behind biometrics. */
export const AppAccessTokenBodySchema = z.object({ uuid: DeviceUuidSchema });
export const AppAccessTokenSchema = z.object({ token: z.string(), uuid: DeviceUuidSchema, expired_at: TokenSchema.shape.expired_at });
export const LoginWithAppAccessTokenBodySchema = z.object({ token: boundedText(INPUT_LIMITS.token).min(1), uuid: DeviceUuidSchema });

import { z } from 'zod/mini';
import type { NativeRequestType } from '../native';

/**
 * What the apps answer on the bridge, checked where it enters the page (zod/mini: the shell's
 * bridge chunk stays small). A reply that does not match is an INVALID_REPLY error, never data.
 */
export const NativeReplySchema = z.union([
  z.object({ id: z.string(), ok: z.literal(true), result: z.optional(z.unknown()) }),
  z.object({ id: z.string(), ok: z.literal(false), error: z.object({ code: z.string(), message: z.optional(z.string()) }) }),
]);

const os = z.enum(['android', 'ios']);
const agreed = z.object({ agreed: z.boolean() });

export const NativeResultSchemas: Record<NativeRequestType, z.ZodMiniType> = {
  'push.token': z.object({ uuid: z.string().check(z.regex(/^[A-Za-z0-9-]{8,64}$/)), push_token: z.nullable(z.string()) }),
  'push.agreement': agreed,
  'push.night': agreed,
  'biometric.status': z.object({ supported: z.boolean(), registered: z.boolean() }),
  'biometric.register': z.object({ registered: z.literal(true) }),
  'biometric.unregister': z.object({ registered: z.literal(false) }),
  'biometric.authenticate': z.object({ token: z.string().check(z.minLength(1)), uuid: z.string().check(z.minLength(1)) }),
  'app.version': z.object({ os, app_version: z.string().check(z.regex(/^\d+\.\d+\.\d+$/)) }),
  'external.open': z.object({ opened: z.literal(true) }),
  'device.secret': z.object({ secret: z.nullable(z.string()) }),
};

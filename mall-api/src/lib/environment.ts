/**
 * Sandboxes of the external services (identity verification, SMS/e-mail, payments…) are served
 * outside production only: a production deployment without SANDBOX=on has none of their pages.
 */
export const sandboxEnabled = (): boolean => process.env.NODE_ENV !== 'production' || process.env.SANDBOX === 'on';

type Env = Record<string, string | undefined>;

/** The media store's S3 driver is configured (its settings are then required). */
const usesS3 = (env: Env) => env.MEDIA_STORE?.trim() === 's3';

/** The key the PG signs its server-to-server notifications with, outside production when none is set (public: a demo value). */
const DEV_PG_NOTIFICATION_SECRET = 'k-mall-sandbox-pg';
const SECRET_MIN_LENGTH = 32;

/**
 * What a production mall-api must be given (issue 25): each setting, what it is, and whether a value
 * is good enough. Everything else secret is made and kept by mall-api itself: bearer and refresh
 * tokens are random and stored hashed, the uid-token signing key is generated once per database
 * (app_secrets), app device secrets are random per device and stored hashed.
 */
export const PRODUCTION_SETTINGS: ReadonlyArray<{
  name: string;
  what: string;
  ok: (value: string) => boolean;
  /** Only checked when this says so (settings of one media store driver); always when absent. */
  when?: (env: Env) => boolean;
}> = [
  {
    name: 'PG_SANDBOX_SECRET',
    what: `PG 결제 알림 서명 키, ${SECRET_MIN_LENGTH}자 이상의 임의 문자열`,
    ok: (v) => v.length >= SECRET_MIN_LENGTH && v !== DEV_PG_NOTIFICATION_SECRET,
  },
  // Media (issue 27): local disk by default; an S3-compatible bucket needs its name and a key pair.
  { name: 'MEDIA_STORE', what: '미디어 저장소: local(기본) 또는 s3', ok: (v) => v === '' || v === 'local' || v === 's3' },
  { name: 'MEDIA_S3_BUCKET', what: 'MEDIA_STORE=s3일 때 사진을 보관할 버킷 이름', ok: (v) => v.length > 0, when: usesS3 },
  {
    name: 'MEDIA_S3_ENDPOINT',
    what: 'S3 호환 저장소(MinIO 등)의 http(s) 주소, AWS S3면 비워 둠',
    ok: (v) => v === '' || /^https?:\/\/[^/\s]+/.test(v),
    when: usesS3,
  },
  { name: 'AWS_ACCESS_KEY_ID', what: 'MEDIA_STORE=s3일 때 버킷 접근 키 ID', ok: (v) => v.length > 0, when: usesS3 },
  { name: 'AWS_SECRET_ACCESS_KEY', what: 'MEDIA_STORE=s3일 때 버킷 접근 비밀 키', ok: (v) => v.length > 0, when: usesS3 },
];

const isProduction = (env: Env) => env.NODE_ENV === 'production';

/** The production settings missing or too weak in `env` (none outside production). */
export function missingProductionSettings(env: Env = process.env): string[] {
  if (!isProduction(env)) return [];
  return PRODUCTION_SETTINGS.filter((s) => (s.when?.(env) ?? true) && !s.ok(env[s.name]?.trim() ?? '')).map((s) => s.name);
}

/** The one line a production start that lacks settings prints before it exits. */
export function productionSettingsError(missing: readonly string[]): string {
  const described = PRODUCTION_SETTINGS.filter((s) => missing.includes(s.name)).map((s) => `${s.name} (${s.what})`);
  return `[mall-api] production start refused: set ${described.join(', ')}`;
}

/** The PG notification key: PG_SANDBOX_SECRET, required in production (no public default there). */
export function pgNotificationSecret(env: Env = process.env): string {
  const given = env.PG_SANDBOX_SECRET?.trim();
  if (given && (!isProduction(env) || PRODUCTION_SETTINGS[0]!.ok(given))) return given;
  if (isProduction(env)) throw new Error(productionSettingsError(['PG_SANDBOX_SECRET']));
  return DEV_PG_NOTIFICATION_SECRET;
}

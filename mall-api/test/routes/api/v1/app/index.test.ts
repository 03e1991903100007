import { API, MESSAGES } from '@mall/shared-contracts';
import { AppDeviceSchema, AppVersionInfoSchema } from '@mall/shared-contracts/schemas';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appDevices } from '../../../../../src/db/schema';
import { APP_VERSIONS } from '../../../../../src/db/seed/app-versions';
import { NIGHT_PUSH_NEEDS_PUSH } from '../../../../../src/plugins/app/platform/app-devices/app-devices-repository';
import { buildTestApp, type TestContext } from '../../../../helpers/build-app';
import { bearer, expectApiError, expectBody, loginDemo } from '../../../../helpers/api';

describe('app devices, push consent and version info', () => {
  let ctx: TestContext;
  let seq = 0;
  const newUuid = () => `device-${Date.now().toString(36)}-${(seq += 1)}`;
  /** The secret each device got when it registered, sent as the app sends it. */
  const secrets = new Map<string, string>();
  const proof = (uuid: unknown): Record<string, string> => (typeof uuid === 'string' && secrets.has(uuid) ? { 'device-secret': secrets.get(uuid)! } : {});
  const storeToken = async (uuid: string, pushToken: string | null, headers: Record<string, string> = {}) => {
    const res = await ctx.app.inject({
      method: 'PUT',
      url: API.appPushToken,
      headers: { ...proof(uuid), ...headers },
      payload: { uuid, os: 'android', push_token: pushToken, app_version: '2.3.0' },
    });
    const secret = res.statusCode === 200 ? (res.json() as { device_secret?: string }).device_secret : undefined;
    if (secret) secrets.set(uuid, secret);
    return res;
  };
  const agree = (payload: Record<string, unknown>) => ctx.app.inject({ method: 'PUT', url: API.appPushAgreement, headers: proof(payload.uuid), payload });
  const device = (uuid: string) => ctx.app.inject({ method: 'GET', url: API.appDevice(uuid), headers: proof(uuid) });

  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx?.close());

  it('stores a push token per device uuid and updates it in place, without a member', async () => {
    const uuid = newUuid();
    const first = expectBody(await storeToken(uuid, 'fcm-1'), 200, AppDeviceSchema);
    expect(first).toMatchObject({ uuid, os: 'android', has_push_token: true, is_member_linked: false, push_agreed: false, night_push_agreed: false });
    expectBody(await storeToken(uuid, 'fcm-2'), 200, AppDeviceSchema);
    const rows = await ctx.db.db.select().from(appDevices).where(eq(appDevices.uuid, uuid));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.pushToken).toBe('fcm-2');
    expect(expectBody(await device(uuid), 200, AppDeviceSchema).has_push_token).toBe(true);
  });

  it('links the logged-in member to the device and unlinks it after logout (the next update without a token)', async () => {
    const uuid = newUuid();
    const { token } = await loginDemo(ctx.app);
    expect(expectBody(await storeToken(uuid, 'fcm-m', bearer(token)), 200, AppDeviceSchema).is_member_linked).toBe(true);
    expect(expectBody(await storeToken(uuid, 'fcm-m'), 200, AppDeviceSchema).is_member_linked).toBe(false);
  });

  it('validates the device uuid, os and version with Korean messages', async () => {
    expectApiError(await storeToken('bad uuid!', 'x'), 422, '기기 정보가 올바르지 않습니다.');
    const res = await ctx.app.inject({
      method: 'PUT',
      url: API.appPushToken,
      payload: { uuid: newUuid(), os: 'android', push_token: null, app_version: '2.3' },
    });
    expectApiError(res, 422, '앱 버전 형식이 올바르지 않습니다.');
    expectApiError(await device('unknown-device-1'), 404, MESSAGES.deviceNotFound);
  });

  it('push and night push consents carry the date of the change; night push needs push; refusing push refuses night push', async () => {
    const uuid = newUuid();
    await storeToken(uuid, 'fcm');
    expectApiError(await agree({ uuid, night_push_agreed: true }), 422, NIGHT_PUSH_NEEDS_PUSH);
    expectApiError(await agree({ uuid }), 422, '변경할 알림 설정을 선택해 주세요.');

    const pushed = expectBody(await agree({ uuid, push_agreed: true }), 200, AppDeviceSchema);
    expect(pushed.push_agreed).toBe(true);
    expect(Date.now() - Date.parse(pushed.push_agreed_at!)).toBeLessThan(60_000);
    expect(pushed.night_push_agreed_at).toBeNull();

    const night = expectBody(await agree({ uuid, night_push_agreed: true }), 200, AppDeviceSchema);
    expect(night).toMatchObject({ push_agreed: true, night_push_agreed: true, push_agreed_at: pushed.push_agreed_at });
    expect(night.night_push_agreed_at).not.toBeNull();

    const off = expectBody(await agree({ uuid, push_agreed: false }), 200, AppDeviceSchema);
    expect(off).toMatchObject({ push_agreed: false, night_push_agreed: false });
    // Both in one request is fine: push first, then night push.
    expect(expectBody(await agree({ uuid, push_agreed: true, night_push_agreed: true }), 200, AppDeviceSchema)).toMatchObject({
      push_agreed: true,
      night_push_agreed: true,
    });
    // The consent survives a token update.
    expect(expectBody(await storeToken(uuid, 'fcm-new'), 200, AppDeviceSchema).night_push_agreed).toBe(true);
    expectApiError(await agree({ uuid: 'unknown-device-2', push_agreed: true }), 404, MESSAGES.deviceNotFound);
  });

  it('answers version info per OS from the seeded releases', async () => {
    for (const seeded of APP_VERSIONS) {
      const res = await ctx.app.inject({ method: 'GET', url: `${API.appVersionInfo}?os=${seeded.os}` });
      expect(expectBody(res, 200, AppVersionInfoSchema)).toMatchObject({
        os: seeded.os,
        latest_version: seeded.latestVersion,
        minimum_version: seeded.minimumVersion,
        store_url: seeded.storeUrl,
      });
    }
    expectApiError(await ctx.app.inject({ method: 'GET', url: `${API.appVersionInfo}?os=windows` }), 422);
  });

  it('a device proves it is itself: without its secret nobody reads or changes its consents, token or member link', async () => {
    const uuid = newUuid();
    const registered = expectBody(await storeToken(uuid, 'fcm-owner'), 200, AppDeviceSchema);
    expect(registered.device_secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // later answers never repeat the secret
    expect(expectBody(await storeToken(uuid, 'fcm-owner-2'), 200, AppDeviceSchema).device_secret).toBeUndefined();
    const stranger = { 'device-secret': 'x'.repeat(43) };
    expectApiError(await ctx.app.inject({ method: 'GET', url: API.appDevice(uuid) }), 403);
    expectApiError(await ctx.app.inject({ method: 'GET', url: API.appDevice(uuid), headers: stranger }), 403);
    expectApiError(await ctx.app.inject({ method: 'PUT', url: API.appPushAgreement, headers: stranger, payload: { uuid, push_agreed: false } }), 403);
    const { token } = await loginDemo(ctx.app);
    const hijack = await ctx.app.inject({
      method: 'PUT',
      url: API.appPushToken,
      headers: { ...bearer(token), ...stranger },
      payload: { uuid, os: 'android', push_token: 'attacker-token', app_version: '2.3.0' },
    });
    expectApiError(hijack, 403);
    const [row] = await ctx.db.db.select().from(appDevices).where(eq(appDevices.uuid, uuid));
    expect(row).toMatchObject({ pushToken: 'fcm-owner-2', memberId: null });
  });
});

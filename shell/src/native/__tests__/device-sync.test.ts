import { describe, expect, it } from 'vitest';
import { API, HEADERS, type AppDevice } from '@mall/shared-contracts';
import { createFakeNative, createFakePlatform, ok } from '@mall/shared-ui/testing';
import { syncDevice } from '../device-sync';

const device = (secret?: string): AppDevice => ({
  uuid: 'device-sync-1',
  os: 'android',
  app_version: '2.3.0',
  has_push_token: true,
  is_member_linked: false,
  push_agreed: false,
  push_agreed_at: null,
  night_push_agreed: false,
  night_push_agreed_at: null,
  ...(secret ? { device_secret: secret } : {}),
});

describe('syncDevice', () => {
  it('two syncs at once on a new device: the second waits and proves itself with the secret the first was given', async () => {
    const native = createFakeNative(
      { os: 'android', version: '2.3.0' },
      { 'push.token': () => ({ uuid: 'device-sync-1', push_token: 'fcm-1' }), 'app.version': () => ({ os: 'android', app_version: '2.3.0' }) },
    );
    const secrets: (string | undefined)[] = [];
    const platform = createFakePlatform({
      native,
      routes: {
        [`PUT ${API.appPushToken}`]: (req) => {
          const sent = (req.headers as Record<string, string | undefined>)[HEADERS.deviceSecret];
          secrets.push(sent);
          // Like mall-api: a new device gets its secret once; a known one must present it.
          return sent ? ok(device()) : secrets.length === 1 ? ok(device('issued-secret')) : { status: 403, data: { message: '기기를 확인할 수 없습니다.' } };
        },
      },
    });
    const [first, second] = await Promise.all([syncDevice(platform), syncDevice(platform)]);
    expect(first.device_secret).toBe('issued-secret');
    expect(second.uuid).toBe('device-sync-1');
    expect(secrets).toEqual([undefined, 'issued-secret']);
  });
});

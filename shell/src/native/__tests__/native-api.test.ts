import { describe, expect, it } from 'vitest';
import { MESSAGES, NATIVE_BRIDGE, type NativeRequest } from '@mall/shared-contracts';
import { createNativeApi } from '../native-api';

const ANDROID_APP = 'Mozilla/5.0 (Linux; Android 14; Pixel 7) Chrome/126.0 Mobile Safari/537.36 KMallApp/2.3.0 (Android)';

function fakeWindow(userAgent: string, extra: Record<string, unknown> = {}) {
  return { navigator: { userAgent }, ...extra } as unknown as Window;
}

describe('platform.native', () => {
  it('outside the app: no environment, not available, calls reject with a Korean message', async () => {
    const api = createNativeApi(fakeWindow('Mozilla/5.0 (Linux; Android 14) Chrome/126.0 Mobile Safari/537.36'));
    expect(api.environment).toBeNull();
    expect(api.isAvailable()).toBe(false);
    await expect(api.call('app.version')).rejects.toMatchObject({ code: 'NOT_AVAILABLE', message: MESSAGES.nativeNotAvailable });
  });

  it('an app user agent without the bridge object is detected but not available', async () => {
    const api = createNativeApi(fakeWindow(ANDROID_APP));
    expect(api.environment).toEqual({ os: 'android', version: '2.3.0' });
    expect(api.isAvailable()).toBe(false);
    await expect(api.call('biometric.status')).rejects.toMatchObject({ code: 'NOT_AVAILABLE' });
  });

  it('a bridge object without our user agent is not trusted', () => {
    const api = createNativeApi(fakeWindow('Mozilla/5.0 Chrome/126.0', { [NATIVE_BRIDGE.androidInterface]: { postMessage: () => undefined } }));
    expect(api.isAvailable()).toBe(false);
  });

  it('in the app, calls go through the lazily loaded bridge', async () => {
    const win = fakeWindow(ANDROID_APP) as unknown as Record<string, unknown>;
    win[NATIVE_BRIDGE.androidInterface] = {
      postMessage(json: string) {
        const { id } = JSON.parse(json) as NativeRequest;
        queueMicrotask(() =>
          (win[NATIVE_BRIDGE.replyCallback] as (r: string) => void)(JSON.stringify({ id, ok: true, result: { os: 'android', app_version: '2.3.1' } })),
        );
      },
    };
    const api = createNativeApi(win as unknown as Window);
    expect(api.isAvailable()).toBe(true);
    await expect(api.call('app.version')).resolves.toEqual({ os: 'android', app_version: '2.3.1' });
  });
});

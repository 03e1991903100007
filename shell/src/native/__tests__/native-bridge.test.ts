import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES, NATIVE_BRIDGE, NativeBridgeError, type NativeRequest } from '@mall/shared-contracts';
import { createNativeBridge } from '../native-bridge';
import type { NativeWindow } from '../transport';

/** A window with an Android interface that records what the page posts; the test answers by hand. */
function androidWindow() {
  const posted: NativeRequest[] = [];
  const win: NativeWindow = { [NATIVE_BRIDGE.androidInterface]: { postMessage: (m: string) => void posted.push(JSON.parse(m)) } };
  const reply = (body: unknown) => win[NATIVE_BRIDGE.replyCallback]!(typeof body === 'string' ? body : JSON.stringify(body));
  return { win, posted, reply };
}

const rejection = (p: Promise<unknown>) =>
  p.then(
    () => expect.fail('resolved'),
    (e: unknown) => e as NativeBridgeError,
  );

describe('native bridge', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('posts {id, type, payload} as JSON and settles each request by its id, in any order', async () => {
    const { win, posted, reply } = androidWindow();
    const bridge = createNativeBridge(win);
    const version = bridge.call('app.version');
    const push = bridge.call('push.agreement', { agreed: true });
    expect(posted).toEqual([
      { id: expect.any(String), type: 'app.version' },
      { id: expect.any(String), type: 'push.agreement', payload: { agreed: true } },
    ]);
    expect(posted[0]!.id).not.toBe(posted[1]!.id);
    reply({ id: posted[1]!.id, ok: true, result: { agreed: true } });
    reply({ id: posted[0]!.id, ok: true, result: { os: 'android', app_version: '2.3.0' } });
    await expect(push).resolves.toEqual({ agreed: true });
    await expect(version).resolves.toEqual({ os: 'android', app_version: '2.3.0' });
    expect(bridge.pendingCount()).toBe(0);
  });

  it('accepts replies as objects too (iOS evaluates a literal) and talks to the iOS message handler', async () => {
    const posted: string[] = [];
    const win: NativeWindow = { webkit: { messageHandlers: { [NATIVE_BRIDGE.iosHandler]: { postMessage: (m) => void posted.push(m as string) } } } };
    const bridge = createNativeBridge(win);
    const status = bridge.call('biometric.status');
    const { id } = JSON.parse(posted[0]!) as NativeRequest;
    win[NATIVE_BRIDGE.replyCallback]!({ id, ok: true, result: { supported: true, registered: false } });
    await expect(status).resolves.toEqual({ supported: true, registered: false });
  });

  it('times out with a Korean message after 10 s and ignores the late answer', async () => {
    const { win, posted, reply } = androidWindow();
    const bridge = createNativeBridge(win);
    const version = rejection(bridge.call('app.version'));
    await vi.advanceTimersByTimeAsync(NATIVE_BRIDGE.timeoutMs - 1);
    expect(bridge.pendingCount()).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    const error = await version;
    expect(error).toBeInstanceOf(NativeBridgeError);
    expect(error.code).toBe('TIMEOUT');
    expect(error.message).toBe(MESSAGES.nativeTimeout);
    expect(() => reply({ id: posted[0]!.id, ok: true, result: { os: 'android', app_version: '2.3.0' } })).not.toThrow();
    expect(bridge.pendingCount()).toBe(0);
  });

  it('gives biometric prompts the longer interactive timeout', async () => {
    const { win } = androidWindow();
    const bridge = createNativeBridge(win);
    const auth = rejection(bridge.call('biometric.authenticate'));
    await vi.advanceTimersByTimeAsync(NATIVE_BRIDGE.timeoutMs);
    expect(bridge.pendingCount()).toBe(1);
    await vi.advanceTimersByTimeAsync(NATIVE_BRIDGE.interactiveTimeoutMs - NATIVE_BRIDGE.timeoutMs);
    expect((await auth).code).toBe('TIMEOUT');
  });

  it.each([
    ['an app error with its message', { ok: false, error: { code: 'CANCELLED', message: '인증을 취소했습니다.' } }, 'CANCELLED', '인증을 취소했습니다.'],
    ['an app error without a message', { ok: false, error: { code: 'PERMISSION_DENIED' } }, 'PERMISSION_DENIED', MESSAGES.pushPermissionDenied],
    ['a result of the wrong shape', { ok: true, result: { agreed: 'yes' } }, 'INVALID_REPLY', MESSAGES.nativeFailed],
    ['an envelope without ok', { result: { agreed: true } }, 'INVALID_REPLY', MESSAGES.nativeFailed],
  ])('%s rejects with a NativeBridgeError', async (_label, body, code, message) => {
    const { win, posted, reply } = androidWindow();
    const bridge = createNativeBridge(win);
    const call = rejection(bridge.call('push.agreement', { agreed: true }));
    reply({ id: posted[0]!.id, ...body });
    const error = await call;
    expect([error.code, error.message]).toEqual([code, message]);
  });

  it('ignores unreadable and foreign replies', async () => {
    const { win, posted, reply } = androidWindow();
    const bridge = createNativeBridge(win);
    const call = bridge.call('push.night', { agreed: false });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    reply('{not json');
    expect(logged).toHaveBeenCalledWith('[native] unreadable reply', '{not json');
    reply({ id: 'someone-else', ok: true, result: { agreed: true } });
    expect(bridge.pendingCount()).toBe(1);
    reply({ id: posted[0]!.id, ok: true, result: { agreed: false } });
    await expect(call).resolves.toEqual({ agreed: false });
  });

  it('rejects NOT_AVAILABLE without a transport, and FAILED when posting throws', async () => {
    const missing = await rejection(createNativeBridge({}).call('app.version'));
    expect([missing.code, missing.message]).toEqual(['NOT_AVAILABLE', MESSAGES.nativeNotAvailable]);
    const broken: NativeWindow = {
      [NATIVE_BRIDGE.androidInterface]: {
        postMessage: () => {
          throw new Error('bridge gone');
        },
      },
    };
    const bridge = createNativeBridge(broken);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect((await rejection(bridge.call('app.version'))).code).toBe('FAILED');
    expect(bridge.pendingCount()).toBe(0);
  });
});

import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { API, MESSAGES, NativeBridgeError, type LoginResponse } from '@mall/shared-contracts';
import {
  createFakeNative,
  createFakePlatform,
  fail,
  meFixture,
  ok,
  renderWithPlatform,
  tokensFixture,
  type FakeNativeHandlers,
  type FakeReply,
} from '@mall/shared-ui/testing';
import { BiometricLoginButton } from '../components/biometric-login-button';

const ANDROID = { os: 'android' as const, version: '2.3.0' };
const success: LoginResponse = { ...tokensFixture({ token: 'tok-bio' }), user: meFixture({ login_id: 'demo' }) };
const registered: FakeNativeHandlers = {
  'biometric.status': () => ({ supported: true, registered: true }),
  'biometric.authenticate': () => ({ token: 'app-token-1', uuid: 'device-0001' }),
};

function setup({
  env = ANDROID,
  handlers = registered,
  reply = ok(success),
  route = '/login',
}: { env?: typeof ANDROID | null; handlers?: FakeNativeHandlers; reply?: FakeReply; route?: string } = {}) {
  const native = createFakeNative(env, handlers);
  const platform = createFakePlatform({ native, routes: { [`POST ${API.loginWithAppAccessToken}`]: reply } });
  renderWithPlatform(<BiometricLoginButton />, { platform, route });
  return platform;
}
const button = () => screen.findByRole('button', { name: '생체 인증으로 로그인' });

describe('BiometricLoginButton', () => {
  it('is absent outside the app and never asks the bridge', async () => {
    const platform = setup({ env: null });
    await Promise.resolve();
    expect(screen.queryByRole('button')).toBeNull();
    expect(platform.native.calls).toEqual([]);
  });

  it('is absent in the app while no biometric login is registered', async () => {
    const platform = setup({ handlers: { 'biometric.status': () => ({ supported: true, registered: false }) } });
    await waitFor(() => expect(platform.native.calls).toEqual([{ type: 'biometric.status', payload: undefined }]));
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('logs in with the token and uuid the app hands over, signs in and follows redirect_to_after', async () => {
    const platform = setup({ route: '/login?redirect_to_after=%2Fcart' });
    fireEvent.click(await button());
    await waitFor(() => expect(platform.history.location.pathname).toBe('/cart'));
    expect(platform.requests[0]).toMatchObject({ method: 'POST', url: API.loginWithAppAccessToken, data: { token: 'app-token-1', uuid: 'device-0001' } });
    expect(platform.signIns).toEqual([{ tokens: { token: 'tok-bio', expired_at: success.expired_at }, user: success.user }]);
  });

  it('a refused token shows the biometric login failure and does not sign in', async () => {
    const platform = setup({ reply: fail(401, MESSAGES.appTokenInvalid, { code: 'APP_TOKEN_INVALID' }) });
    fireEvent.click(await button());
    expect((await screen.findByRole('alert')).textContent).toBe(MESSAGES.biometricLoginFailed);
    expect(platform.signIns).toEqual([]);
    expect(platform.history.location.pathname).toBe('/login');
  });

  it('a failed prompt shows the failure; a cancelled one shows nothing and calls no API', async () => {
    const handlers: FakeNativeHandlers = {
      ...registered,
      'biometric.authenticate': () => {
        throw new NativeBridgeError('FAILED');
      },
    };
    const platform = setup({ handlers });
    fireEvent.click(await button());
    expect((await screen.findByRole('alert')).textContent).toBe(MESSAGES.biometricLoginFailed);
    handlers['biometric.authenticate'] = () => {
      throw new NativeBridgeError('CANCELLED');
    };
    fireEvent.click(await button());
    await waitFor(() => expect(platform.native.calls.filter((c) => c.type === 'biometric.authenticate')).toHaveLength(2));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(platform.requests).toEqual([]);
  });
});

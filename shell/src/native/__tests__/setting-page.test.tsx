import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { API, MESSAGES, NativeBridgeError, type AppDevice } from '@mall/shared-contracts';
import { createFakeNative, createFakePlatform, memberSession, ok, renderWithPlatform, type FakeNativeHandlers } from '@mall/shared-ui/testing';
import { SettingPage } from '../setting-page';

const UUID = 'device-unit-0001';
const device = (overrides: Partial<AppDevice> = {}): AppDevice => ({
  uuid: UUID,
  os: 'android',
  app_version: '2.3.0',
  has_push_token: true,
  is_member_linked: false,
  push_agreed: false,
  push_agreed_at: null,
  night_push_agreed: false,
  night_push_agreed_at: null,
  ...overrides,
});
const appHandlers = (): FakeNativeHandlers => ({
  'push.token': () => ({ uuid: UUID, push_token: 'fcm-1' }),
  'app.version': () => ({ os: 'android', app_version: '2.3.0' }),
  'biometric.status': () => ({ supported: true, registered: false }),
  'push.agreement': ({ agreed }) => ({ agreed }),
  'biometric.register': () => ({ registered: true }),
});
const versionInfo = {
  os: 'android',
  latest_version: '2.4.0',
  minimum_version: '2.0.0',
  store_url: 'https://play.google.com/x',
  released_at: '2026-11-01T00:00:00.000Z',
};

function setup(handlers = appHandlers(), session = memberSession()) {
  const native = createFakeNative({ os: 'android', version: '2.3.0' }, handlers);
  const platform = createFakePlatform({
    native,
    session,
    routes: {
      [`PUT ${API.appPushToken}`]: ok(device()),
      [`PUT ${API.appPushAgreement}`]: (req) =>
        ok(device({ push_agreed: (req.data as { push_agreed: boolean }).push_agreed, push_agreed_at: '2026-11-21T01:00:00.000Z' })),
      [`GET ${API.appVersionInfo}`]: ok(versionInfo),
      [`POST ${API.appAccessToken}`]: ok({ token: 'app-token', uuid: UUID, expired_at: '2027-11-21 10:00:00' }),
      [`DELETE ${API.appAccessToken}`]: ok({ success: true }),
    },
  });
  renderWithPlatform(<SettingPage />, { platform, route: '/setting' });
  return platform;
}
const sw = (name: string) => screen.findByRole('switch', { name });

describe('SettingPage', () => {
  it('outside the app shows the note and asks nobody', () => {
    const platform = createFakePlatform();
    renderWithPlatform(<SettingPage />, { platform, route: '/setting' });
    expect(screen.getByRole('note').textContent).toBe(MESSAGES.settingsOnlyInApp);
    expect(screen.queryByRole('switch')).toBeNull();
    expect(platform.requests).toEqual([]);
  });

  it('night push is disabled while push is off; turning push on asks the app, then mall-api, and confirms with the date', async () => {
    const platform = setup();
    expect(((await sw('야간 푸시 알림')) as HTMLInputElement).disabled).toBe(true);
    fireEvent.click(await sw('푸시 알림'));
    await waitFor(() => expect(platform.alertCalls.map((c) => c.message)).toEqual(['2026년 11월 21일 케이몰 푸시 알림 수신을 동의하셨습니다.']));
    expect(platform.native.calls.map((c) => c.type)).toContain('push.agreement');
    expect(platform.requests.find((r) => r.method === 'PUT' && r.url === API.appPushAgreement)?.data).toEqual({ uuid: UUID, push_agreed: true });
    await waitFor(async () => expect(((await sw('야간 푸시 알림')) as HTMLButtonElement).disabled).toBe(false));
  });

  it('a registration the app could not keep is revoked in mall-api and reported as failed', async () => {
    const handlers = appHandlers();
    handlers['biometric.register'] = () => {
      throw new NativeBridgeError('CANCELLED');
    };
    const platform = setup(handlers);
    fireEvent.click(await sw('생체 인증 로그인'));
    await waitFor(() => expect(platform.alertCalls.map((c) => c.message)).toEqual([MESSAGES.biometricRegisterFailed]));
    expect(platform.requests.filter((r) => r.url === API.appAccessToken).map((r) => [r.method, r.data])).toEqual([
      ['POST', { uuid: UUID }],
      ['DELETE', { uuid: UUID }],
    ]);
    expect((await sw('생체 인증 로그인')).getAttribute('aria-checked')).toBe('false');
  });

  it('a visitor turning biometrics on is offered the login page and comes back to /setting', async () => {
    const platform = setup(appHandlers(), { status: 'visitor', user: null, guest: null });
    fireEvent.click(await sw('생체 인증 로그인'));
    await waitFor(() => expect(platform.history.location.search).toBe('?redirect_to_after=%2Fsetting'));
    expect(platform.alertCalls).toEqual([{ type: 'confirm', message: MESSAGES.biometricLoginRequired, options: undefined }]);
    expect(platform.requests.some((r) => r.url === API.appAccessToken)).toBe(false);
  });
});

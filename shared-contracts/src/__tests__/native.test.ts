import { describe, expect, it } from 'vitest';
import { appUpdateStatus, compareVersions, detectAppWebView, MESSAGES, NativeBridgeError, pushConsentMessage } from '..';

const PIXEL = 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148';

describe('detectAppWebView (user-agent marker of our apps)', () => {
  it.each([
    ['Android app', `${PIXEL} KMallApp/2.3.0 (Android)`, { os: 'android', version: '2.3.0' }],
    ['iOS app', `${IPHONE} KMallApp/2.10.1 (iOS)`, { os: 'ios', version: '2.10.1' }],
    ['marker without space before the OS', `${IPHONE} KMallApp/3.0.0(iOS)`, { os: 'ios', version: '3.0.0' }],
    ['mobile Chrome', PIXEL, null],
    ['mobile Safari', `${IPHONE} Version/17.5 Safari/604.1`, null],
    ["another shop's app WebView", `${PIXEL} OtherMallApp/2.3.0 (Android)`, null],
    ['marker with an unknown OS', `${PIXEL} KMallApp/2.3.0 (Windows)`, null],
    ['marker without a version', `${PIXEL} KMallApp (Android)`, null],
    ['lower-case os', `${PIXEL} KMallApp/2.3.0 (android)`, null],
    ['empty', '', null],
    ['undefined', undefined, null],
  ])('%s', (_label, ua, expected) => expect(detectAppWebView(ua)).toEqual(expected));
});

describe('app versions', () => {
  it.each([
    ['2.3.0', '2.3.0', 0],
    ['2.10.0', '2.9.3', 1],
    ['2.9.3', '2.10.0', -1],
    ['3.0', '3.0.0', 0],
    ['1.0.1', '1.0.0', 1],
  ])('compareVersions(%s, %s) = %d', (a, b, expected) => expect(compareVersions(a, b)).toBe(expected));

  const versions = { latest_version: '2.4.0', minimum_version: '2.0.0' };
  it.each([
    ['2.4.0', 'latest'],
    ['2.5.0', 'latest'],
    ['2.3.9', 'update-available'],
    ['2.0.0', 'update-available'],
    ['1.9.9', 'update-required'],
  ])('%s → %s', (current, expected) => expect(appUpdateStatus(current, versions)).toBe(expected));
});

describe('NativeBridgeError', () => {
  it.each([
    ['NOT_AVAILABLE', undefined, 'NOT_AVAILABLE', MESSAGES.nativeNotAvailable],
    ['TIMEOUT', undefined, 'TIMEOUT', MESSAGES.nativeTimeout],
    ['PERMISSION_DENIED', '', 'PERMISSION_DENIED', MESSAGES.pushPermissionDenied],
    ['CANCELLED', '사용자가 취소했습니다.', 'CANCELLED', '사용자가 취소했습니다.'],
    ['SOMETHING_NEW', undefined, 'FAILED', MESSAGES.nativeFailed],
  ])('%s / %j → %s: %s', (code, message, expectedCode, expectedMessage) => {
    const error = new NativeBridgeError(code, message);
    expect(error.code).toBe(expectedCode);
    expect(error.message).toBe(expectedMessage);
  });
});

describe('pushConsentMessage', () => {
  // 15:30 UTC is already the next day in Korea.
  const date = new Date('2026-11-21T15:30:00Z');
  it.each([
    ['push', true, '2026년 11월 22일 케이몰 푸시 알림 수신을 동의하셨습니다.'],
    ['push', false, '2026년 11월 22일 케이몰 푸시 알림 수신을 거부하셨습니다.'],
    ['night', true, '2026년 11월 22일 케이몰 야간(21시~08시) 푸시 알림 수신을 동의하셨습니다.'],
  ] as const)('%s %s', (kind, agreed, expected) => expect(pushConsentMessage(kind, agreed, date)).toBe(expected));
});

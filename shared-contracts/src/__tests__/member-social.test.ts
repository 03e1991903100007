import { describe, expect, it } from 'vitest';
import {
  isAllowedSocialPlatform,
  SOCIAL_MESSAGES,
  socialLoginStep,
  socialNextPath,
  type SocialLoginEvent,
  type SocialLoginPhase,
  type SocialResult,
} from '../member';

const result = (status: SocialResult['status'], member_state: SocialResult['member_state'] = null, failure_reason: string | null = null): SocialResult => ({
  status,
  platform_type: 'kakao',
  member_state,
  failure_reason,
});
const run = (events: SocialLoginEvent[], from: SocialLoginPhase = { kind: 'idle' }) => events.reduce(socialLoginStep, from);
const waiting: SocialLoginPhase = { kind: 'waiting', platform: 'kakao', token: 't0k' };

describe('social login: only the messenger, search-portal and device-maker platforms', () => {
  it.each([
    ['kakao', true],
    ['naver', true],
    ['apple', true],
    ['payco', false],
    ['facebook', false],
    ['', false],
    ['KAKAO', false],
  ])('%s allowed: %s', (platform, allowed) => {
    expect(isAllowedSocialPlatform(platform)).toBe(allowed);
    expect(socialLoginStep({ kind: 'idle' }, { type: 'start', platform })).toEqual(
      allowed ? { kind: 'starting', platform } : { kind: 'failed', message: SOCIAL_MESSAGES.unusable },
    );
  });
});

describe('socialLoginStep: popup polled every second until done or closed', () => {
  it('start → token → waiting; a second start while busy changes nothing', () => {
    const phase = run([
      { type: 'start', platform: 'naver' },
      { type: 'started', token: 'abc' },
    ]);
    expect(phase).toEqual({ kind: 'waiting', platform: 'naver', token: 'abc' });
    expect(socialLoginStep(phase, { type: 'start', platform: 'apple' })).toBe(phase);
    expect(socialLoginStep({ kind: 'starting', platform: 'naver' }, { type: 'start', platform: 'kakao' })).toEqual({ kind: 'starting', platform: 'naver' });
  });

  it('a blocked popup or a failed start ends the attempt with its message', () => {
    expect(run([{ type: 'start', platform: 'kakao' }, { type: 'popupBlocked' }])).toEqual({ kind: 'failed', message: SOCIAL_MESSAGES.popupBlocked });
    expect(
      run([
        { type: 'start', platform: 'kakao' },
        { type: 'error', message: '시스템 오류' },
      ]),
    ).toEqual({ kind: 'failed', message: '시스템 오류' });
  });

  it('keeps waiting while pending and the popup is open', () => {
    expect(socialLoginStep(waiting, { type: 'poll', result: result('pending'), popupClosed: false })).toBe(waiting);
  });

  it('the popup closed midway (still pending) ends it with the closed message', () => {
    expect(socialLoginStep(waiting, { type: 'poll', result: result('pending'), popupClosed: true })).toEqual({
      kind: 'failed',
      message: SOCIAL_MESSAGES.closed,
    });
  });

  it('an authorized attempt wins over a closed popup and says where to go', () => {
    for (const next of ['connected', 'new', 'duplicated'] as const) {
      expect(socialLoginStep(waiting, { type: 'poll', result: result('authorized', next), popupClosed: true })).toEqual({
        kind: 'authorized',
        platform: 'kakao',
        token: 't0k',
        next,
      });
    }
    expect(socialNextPath('connected')).toBeNull();
    expect(socialNextPath('new')).toBe('/join/sns-policy');
    expect(socialNextPath('duplicated')).toBe('/join/sns-duplicated');
  });

  it.each([
    ['cancelled', null, SOCIAL_MESSAGES.cancelled],
    ['expired', null, SOCIAL_MESSAGES.expired],
    ['failed', '카카오 서버 오류', '카카오 서버 오류'],
    ['failed', null, SOCIAL_MESSAGES.failed('카카오')],
    ['used', null, SOCIAL_MESSAGES.failed('카카오')],
  ] as const)('%s (%s) ends it: %s', (status, reason, message) => {
    expect(socialLoginStep(waiting, { type: 'poll', result: result(status, null, reason), popupClosed: false })).toEqual({ kind: 'failed', message });
  });

  it('polls and starts of a finished attempt are ignored; reset goes back to idle', () => {
    const failed: SocialLoginPhase = { kind: 'failed', message: 'x' };
    expect(socialLoginStep(failed, { type: 'poll', result: result('authorized', 'new'), popupClosed: false })).toBe(failed);
    expect(socialLoginStep(failed, { type: 'started', token: 'late' })).toBe(failed);
    expect(socialLoginStep(failed, { type: 'start', platform: 'apple' })).toEqual({ kind: 'starting', platform: 'apple' });
    expect(socialLoginStep(waiting, { type: 'reset' })).toEqual({ kind: 'idle' });
  });
});

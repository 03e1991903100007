import { describe, expect, it } from 'vitest';
import {
  findPasswordBlocker,
  findPasswordReducer,
  formatCountdown,
  initialFindPassword,
  MEMBER_MESSAGES,
  verifyCodeBlocker,
  type FindPasswordEvent,
} from '../member';

const sent: FindPasswordEvent = { type: 'code_sent', accessToken: 'a'.repeat(43), expiresAt: 1_000_000 };

describe('find password state machine (spec section 4)', () => {
  it('goes not sent → sent → verified → reset allowed, in that order only', () => {
    let state = initialFindPassword('email');
    expect(findPasswordReducer(state, { type: 'code_verified' })).toBe(state);
    state = findPasswordReducer(state, sent);
    expect(state).toMatchObject({ step: 'sent', accessToken: 'a'.repeat(43), expiresAt: 1_000_000 });
    expect(findPasswordReducer(state, { type: 'reset_allowed' })).toBe(state);
    state = findPasswordReducer(state, { type: 'code_verified' });
    expect(state.step).toBe('verified');
    state = findPasswordReducer(state, { type: 'reset_allowed' });
    expect(state.step).toBe('reset_allowed');
  });

  it('changing the find type or resetting clears the steps', () => {
    const verified = findPasswordReducer(findPasswordReducer(initialFindPassword('email'), sent), { type: 'code_verified' });
    expect(findPasswordReducer(verified, { type: 'change_type', findType: 'phone' })).toEqual(initialFindPassword('phone'));
    expect(findPasswordReducer(verified, { type: 'change_type', findType: 'email' })).toBe(verified);
    expect(findPasswordReducer(verified, { type: 'reset' })).toEqual(initialFindPassword('email'));
  });

  it('sending again starts over with the new code', () => {
    const verified = findPasswordReducer(findPasswordReducer(initialFindPassword(), sent), { type: 'code_verified' });
    expect(findPasswordReducer(verified, { type: 'code_sent', accessToken: 'b'.repeat(43), expiresAt: 2_000_000 })).toMatchObject({
      step: 'sent',
      accessToken: 'b'.repeat(43),
    });
  });

  it.each([
    [initialFindPassword(), '123456', 0, MEMBER_MESSAGES.sendCodeFirst],
    [findPasswordReducer(initialFindPassword(), sent), ' ', 0, MEMBER_MESSAGES.enterCode],
    [findPasswordReducer(initialFindPassword(), sent), '123456', 1_000_001, '인증 시간이 초과되었습니다. 다시 시도해 주세요.'],
    [findPasswordReducer(initialFindPassword(), sent), '123456', 999_999, null],
  ])('verify blocker %#', (state, code, now, expected) => {
    expect(verifyCodeBlocker(state, code, now)).toBe(expected);
  });

  it('"next" needs a verified code', () => {
    const s = findPasswordReducer(initialFindPassword(), sent);
    expect(findPasswordBlocker(initialFindPassword(), 0)).toBe(MEMBER_MESSAGES.sendCodeFirst);
    expect(findPasswordBlocker(s, 0)).toBe(MEMBER_MESSAGES.verifyFirst);
    expect(findPasswordBlocker(s, 2_000_000)).toBe('인증 시간이 초과되었습니다. 다시 시도해 주세요.');
    expect(findPasswordBlocker(findPasswordReducer(s, { type: 'code_verified' }), 0)).toBeNull();
  });

  it.each([
    [180_000, '3:00'],
    [179_001, '3:00'],
    [59_000, '0:59'],
    [0, '0:00'],
    [-5, '0:00'],
  ])('countdown %i ms → %s', (ms, text) => expect(formatCountdown(ms)).toBe(text));
});

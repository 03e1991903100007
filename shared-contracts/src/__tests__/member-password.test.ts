import { describe, expect, it } from 'vitest';
import {
  evaluatePassword,
  hasSequenceRun,
  isPasswordUsable,
  newPasswordProblem,
  PASSWORD_MESSAGES as M,
  passwordConfirmMessage,
  type PasswordStatus,
} from '../member';
import { newPasswordSchema, NewPasswordSchema } from '../schemas';

describe('evaluatePassword (spec section 5, one rule for join, find, change and renewal)', () => {
  it.each<[string, { loginId?: string; phone?: string; previousPassword?: string }, PasswordStatus, string | null]>([
    ['', {}, 'invalid', M.required],
    ['abc 12345', {}, 'invalid', M.spaces],
    ['abcd\t1234', {}, 'invalid', M.spaces],
    ['ab12!', {}, 'invalid', M.tooShort],
    ['a1b2c3d', {}, 'invalid', M.tooShort],
    ['a1b2c3d4e5f6g7h8i', {}, 'invalid', M.tooLong],
    ['abcdefgh', {}, 'invalid', M.kinds],
    ['19283746', {}, 'invalid', M.kinds],
    ['!@#$%^&*', {}, 'invalid', M.kinds],
    ['kim01pass!', { loginId: 'kim01' }, 'danger', M.loginId],
    ['KIM01pass!', { loginId: 'kim01' }, 'danger', M.loginId],
    ['p12345678z', { phone: '010-1234-5678' }, 'danger', M.phone],
    ['x01012345678', { phone: '01012345678' }, 'danger', M.phone],
    ['mall2026!a', { previousPassword: 'mall2026!a' }, 'danger', M.previous],
    ['zaaaa1357!', {}, 'danger', M.repeated],
    ['x1111y2468', {}, 'danger', M.repeated],
    ['zabcd1357!', {}, 'danger', M.sequence],
    ['k9876m1357', {}, 'danger', M.sequence],
    ['qwer1357!!', {}, 'danger', M.sequence],
    ['zxcv2468', {}, 'danger', M.sequence],
    ['m1357lkjh', {}, 'danger', M.sequence],
    ['trek2468', {}, 'normal', null],
    ['trek2468!', {}, 'valid', null],
    ['t!r2e4k6', {}, 'normal', null],
    ['Mall2026#k', { loginId: 'demo', phone: '01098765432', previousPassword: 'demo1234!' }, 'valid', null],
    ['a1b2c3d4e5f6g7h8', {}, 'normal', null],
    // Issue 25 item 14: common passwords (their word part, digits and symbols around it taken off).
    ['password1!', {}, 'danger', M.common],
    ['Password12#', {}, 'danger', M.common],
    ['1monkey!!', {}, 'danger', M.common],
    ['iloveyou7*', {}, 'danger', M.common],
    ['sarang486!', {}, 'danger', M.common],
    ['19880625!', {}, 'danger', M.common],
    ['135135135!', {}, 'danger', M.common],
    ['passport7!', {}, 'valid', null],
    ['lover2468!', {}, 'valid', null],
  ])('%j %j → %s', (password, context, status, message) => {
    const result = evaluatePassword(password, context);
    expect(result).toEqual({ status, message });
    expect(isPasswordUsable(result)).toBe(status === 'normal' || status === 'valid');
  });

  it.each([
    ['abcd', true],
    ['DCBA', true],
    ['7890', true],
    ['0987', true],
    ['asdf', true],
    ['lkjh', true],
    ['mnbv', true],
    ['abce', false],
    ['qwrt', false],
    ['a1b2', false],
  ])('sequence %s: %s', (value, expected) => {
    expect(hasSequenceRun(value)).toBe(expected);
  });

  it('the API contract of a new password is the same rule (NewPasswordSchema), with its Korean message', () => {
    const refused = NewPasswordSchema.safeParse('password1!');
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toBe(M.common);
    expect(NewPasswordSchema.safeParse('Brisk3579#q').success).toBe(true);
    expect(newPasswordSchema({ loginId: 'kim01' }).safeParse('kim01pass!').error?.issues[0]?.message).toBe(M.loginId);
    expect(newPasswordProblem('password1!')).toBe(M.common);
    expect(newPasswordProblem('Brisk3579#q')).toBeNull();
  });

  it('the confirmation says whether it matches', () => {
    expect(passwordConfirmMessage('trek2468!', '')).toEqual({ ok: false, message: M.confirmRequired });
    expect(passwordConfirmMessage('trek2468!', 'trek2468')).toEqual({ ok: false, message: M.mismatch });
    expect(passwordConfirmMessage('trek2468!', 'trek2468!')).toEqual({ ok: true, message: M.match });
  });
});

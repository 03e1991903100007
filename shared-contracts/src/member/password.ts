import { LIMITS } from '../constants';
import { isCommonPassword } from './common-passwords';

/**
 * Spec section 5 "New password" and section 4 "Password strength result", as one rule for join,
 * find password, change password and the renewal modal (client and server).
 * - invalid: breaks a format rule (spaces, length, fewer than two kinds);
 * - danger: well-formed but guessable (login id, phone, previous password, 4 repeats, 4 in a row, a
 *   common password: common-passwords.ts);
 * - normal: acceptable; valid: strong (three kinds and 9 characters or more).
 * invalid and danger block submit.
 */
export type PasswordStatus = 'invalid' | 'danger' | 'normal' | 'valid';

export interface PasswordContext {
  loginId?: string | null;
  phone?: string | null;
  previousPassword?: string | null;
}

export interface PasswordResult {
  status: PasswordStatus;
  /** Why it is invalid or dangerous; null when it may be used. */
  message: string | null;
}

export const PASSWORD_MESSAGES = {
  required: '비밀번호를 입력해 주세요.',
  spaces: '공백은 입력할 수 없습니다.',
  tooShort: `비밀번호는 ${LIMITS.passwordMinLength}자 이상 입력해 주세요.`,
  tooLong: `비밀번호는 ${LIMITS.passwordMaxLength}자 이하로 입력해 주세요.`,
  kinds: '영문, 숫자, 특수문자 중 2가지 이상을 조합해 주세요.',
  loginId: '아이디가 포함된 비밀번호는 사용할 수 없습니다.',
  phone: '휴대폰 번호가 포함된 비밀번호는 사용할 수 없습니다.',
  previous: '이전 비밀번호와 다른 비밀번호를 입력해 주세요.',
  repeated: '같은 문자를 4번 이상 연속해서 사용할 수 없습니다.',
  sequence: '연속된 문자나 키보드 배열 순서로 4자 이상 사용할 수 없습니다.',
  common: '너무 흔하게 쓰이는 비밀번호입니다. 쉽게 추측할 수 없는 다른 비밀번호를 입력해 주세요.',
  confirmRequired: '비밀번호 확인을 입력해 주세요.',
  mismatch: '비밀번호가 일치하지 않습니다.',
  match: '비밀번호가 일치합니다.',
} as const;

export const PASSWORD_STATUS_LABELS: Record<PasswordStatus, string> = { invalid: '사용 불가', danger: '위험', normal: '보통', valid: '안전' };

const KEYBOARD_ROWS = ['1234567890', 'qwertyuiop', 'asdfghjkl', 'zxcvbnm'];
const RUN = 4;

export function passwordKinds(password: string): number {
  return [/[A-Za-z]/, /\d/, /[^A-Za-z\d\s]/].filter((re) => re.test(password)).length;
}

export function hasRepeatedRun(password: string): boolean {
  return new RegExp(`(.)\\1{${RUN - 1}}`, 'u').test(password);
}

/** abcd, 1234, dcba, 4321 (by character code, case-insensitive) or qwer, asdf, 7890, rewq along a keyboard row. */
export function hasSequenceRun(password: string): boolean {
  const lower = password.toLowerCase();
  for (let i = 0; i + RUN <= lower.length; i++) {
    const part = lower.slice(i, i + RUN);
    const codes = [...part].map((c) => c.charCodeAt(0));
    const steps = codes.slice(1).map((c, j) => c - codes[j]!);
    if (steps.every((d) => d === 1) || steps.every((d) => d === -1)) return true;
    const reversed = [...part].reverse().join('');
    if (KEYBOARD_ROWS.some((row) => row.includes(part) || row.includes(reversed))) return true;
  }
  return false;
}

const digitsOf = (value: string) => value.replace(/\D/g, '');

export function evaluatePassword(password: string, context: PasswordContext = {}): PasswordResult {
  const invalid = (message: string): PasswordResult => ({ status: 'invalid', message });
  const danger = (message: string): PasswordResult => ({ status: 'danger', message });
  if (!password) return invalid(PASSWORD_MESSAGES.required);
  if (/\s/.test(password)) return invalid(PASSWORD_MESSAGES.spaces);
  if (password.length < LIMITS.passwordMinLength) return invalid(PASSWORD_MESSAGES.tooShort);
  if (password.length > LIMITS.passwordMaxLength) return invalid(PASSWORD_MESSAGES.tooLong);
  const kinds = passwordKinds(password);
  if (kinds < 2) return invalid(PASSWORD_MESSAGES.kinds);

  const loginId = context.loginId?.trim().toLowerCase();
  if (loginId && password.toLowerCase().includes(loginId)) return danger(PASSWORD_MESSAGES.loginId);
  const phone = digitsOf(context.phone ?? '');
  // The whole number, or its subscriber part (the 8 digits after 010) that people put in passwords.
  if (phone.length >= 10 && (password.includes(phone) || password.includes(phone.slice(-8)))) return danger(PASSWORD_MESSAGES.phone);
  if (context.previousPassword && password === context.previousPassword) return danger(PASSWORD_MESSAGES.previous);
  if (hasRepeatedRun(password)) return danger(PASSWORD_MESSAGES.repeated);
  if (hasSequenceRun(password)) return danger(PASSWORD_MESSAGES.sequence);
  if (isCommonPassword(password)) return danger(PASSWORD_MESSAGES.common);

  return { status: kinds === 3 && password.length >= 9 ? 'valid' : 'normal', message: null };
}

/** invalid and danger block submit (spec section 5, "New password form"). */
export const isPasswordUsable = (result: PasswordResult) => result.status === 'normal' || result.status === 'valid';

/**
 * Why a new password is refused, or null: the one rule every new password meets (join, find-password
 * reset, my-page change, renewal advice), in the pages and in mall-api (its zod contract, NewPasswordSchema,
 * is this function).
 */
export function newPasswordProblem(password: string, context: PasswordContext = {}): string | null {
  const result = evaluatePassword(password, context);
  return isPasswordUsable(result) ? null : (result.message ?? PASSWORD_MESSAGES.required);
}

/** The confirmation field's own line: required, then matching or not. */
export function passwordConfirmMessage(password: string, confirm: string): { ok: boolean; message: string } {
  if (!confirm) return { ok: false, message: PASSWORD_MESSAGES.confirmRequired };
  return password === confirm ? { ok: true, message: PASSWORD_MESSAGES.match } : { ok: false, message: PASSWORD_MESSAGES.mismatch };
}

import { josa } from 'es-hangul';
import { LIMITS } from '../constants';
import { newPasswordProblem, PASSWORD_MESSAGES } from './password';

/** Spec section 5 "Patterns": text, @, a domain ending .com, .co.kr, .net or .kr. Empty is allowed. */
export const EMAIL_PATTERN = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.(com|co\.kr|net|kr)$/;
/** 010 followed by 8 digits (11 digits). */
export const PHONE_PATTERN = /^010\d{8}$/;
/** Shop login ids: 4–20 lower-case letters and digits, starting with a letter. */
export const LOGIN_ID_PATTERN = /^[a-z][a-z0-9]{3,19}$/;

export const isValidEmail = (value: string) => value === '' || EMAIL_PATTERN.test(value);
export const isValidPhone = (value: string) => PHONE_PATTERN.test(value);
/** Phone fields keep digits only: 010-1234-5678 and 010 1234 5678 become 01012345678. */
export const normalizePhone = (value: string) => value.replace(/[\s-]/g, '');

/** Spec: "please enter {field}" and "please enter {field} correctly", with the right particle. */
export const enterMessage = (field: string) => `${josa(field, '을/를')} 입력해 주세요.`;
export const enterCorrectlyMessage = (field: string) => `${josa(field, '을/를')} 올바르게 입력해 주세요.`;

export const MEMBER_MESSAGES = {
  sendCodeFirst: '인증번호를 먼저 받아 주세요.',
  enterCode: '인증번호를 입력해 주세요.',
  verifyFirst: '이메일 또는 휴대폰 인증을 먼저 완료해 주세요.',
  noMemberFound: '입력하신 정보와 일치하는 회원 정보가 없습니다.',
  loginIdTaken: '이미 사용 중인 아이디입니다.',
  loginIdAvailable: '사용할 수 있는 아이디입니다.',
  loginIdFormat: '아이디는 영문 소문자로 시작하는 4~20자의 영문 소문자·숫자로 입력해 주세요.',
  checkLoginIdFirst: '아이디 중복 확인을 해 주세요.',
  alreadyMember: '이미 가입된 회원입니다. 아이디 찾기를 이용해 주세요.',
  identityRequired: '본인인증을 먼저 완료해 주세요.',
  requiredPolicies: '필수 약관에 모두 동의해 주세요.',
  withdrawn: '탈퇴한 회원입니다.',
  resultsSentToEmail: '입력하신 이메일 주소로 아이디를 보내 드렸습니다.',
  resultsSentToPhone: '입력하신 휴대폰 번호로 아이디를 보내 드렸습니다.',
  passwordChanged: '비밀번호가 변경되었습니다. 새 비밀번호로 로그인해 주세요.',
  resetExpired: '비밀번호 재설정 시간이 지났습니다. 다시 시도해 주세요.',
} as const;

export type FindType = 'email' | 'phone';
export type FieldErrors<K extends string> = Partial<Record<K, string>>;

const FIELD = { name: '이름', email: '이메일', phone: '휴대폰 번호', loginId: '아이디', code: '인증번호' } as const;

/** The contact field a find form needs for its type. */
function contactErrors(type: FindType, email: string, phone: string): FieldErrors<'email' | 'phone'> {
  if (type === 'email') {
    if (!email.trim()) return { email: enterMessage(FIELD.email) };
    if (!isValidEmail(email.trim())) return { email: enterCorrectlyMessage(FIELD.email) };
    return {};
  }
  const digits = normalizePhone(phone);
  if (!digits) return { phone: enterMessage(FIELD.phone) };
  if (digits.length < LIMITS.phoneMinLength || !isValidPhone(digits)) return { phone: enterCorrectlyMessage(FIELD.phone) };
  return {};
}

/** Spec section 5 "Find id form". */
export function validateFindIdForm(form: { name: string; type: FindType; email: string; phone: string }): FieldErrors<'name' | 'email' | 'phone'> {
  return { ...(form.name.trim() ? {} : { name: enterMessage(FIELD.name) }), ...contactErrors(form.type, form.email, form.phone) };
}

/** Spec section 5 "Find password form": login id and name, the contact of the type; the code when finding. */
export function validateFindPasswordForm(
  form: { loginId: string; name: string; type: FindType; email: string; phone: string; code?: string },
  { requireCode = false } = {},
): FieldErrors<'loginId' | 'name' | 'email' | 'phone' | 'code'> {
  return {
    ...(form.loginId.trim() ? {} : { loginId: enterMessage(FIELD.loginId) }),
    ...(form.name.trim() ? {} : { name: enterMessage(FIELD.name) }),
    ...contactErrors(form.type, form.email, form.phone),
    ...(requireCode && !form.code?.trim() ? { code: MEMBER_MESSAGES.enterCode } : {}),
  };
}

/** Spec section 5 "New password form (find flow)": required, at most 16, equal to the confirmation, usable strength. */
export function validateNewPasswordForm(form: { password: string; confirm: string }, loginId: string | null): FieldErrors<'password' | 'confirm'> {
  const errors: FieldErrors<'password' | 'confirm'> = {};
  const problem = newPasswordProblem(form.password, { loginId });
  if (problem) errors.password = problem;
  if (!form.confirm) errors.confirm = PASSWORD_MESSAGES.confirmRequired;
  else if (form.confirm !== form.password) errors.confirm = PASSWORD_MESSAGES.mismatch;
  return errors;
}

export const hasErrors = (errors: object) => Object.keys(errors).length > 0;

import { describe, expect, it } from 'vitest';
import {
  enterCorrectlyMessage,
  enterMessage,
  isValidEmail,
  isValidPhone,
  LOGIN_ID_PATTERN,
  MEMBER_MESSAGES,
  normalizePhone,
  validateFindIdForm,
  validateFindPasswordForm,
  validateNewPasswordForm,
} from '../member';

describe('member form patterns (spec section 5)', () => {
  it.each([
    ['', true],
    ['kim@k-mall.com', true],
    ['kim.01+tag@mail.co.kr', true],
    ['a@b.net', true],
    ['a@school.ac.kr', true],
    ['a@b.org', false],
    ['a@b', false],
    ['@b.com', false],
    ['kim@@b.com', false],
    ['kim b@b.com', false],
  ])('email %j: %s', (value, ok) => expect(isValidEmail(value)).toBe(ok));

  it.each([
    ['01012345678', true],
    ['0101234567', false],
    ['01112345678', false],
    ['010123456789', false],
    ['010-1234-5678', false],
  ])('phone %j: %s', (value, ok) => expect(isValidPhone(value)).toBe(ok));

  it('phone fields keep digits only', () => expect(normalizePhone('010-1234 5678')).toBe('01012345678'));

  it.each([
    ['kim01', true],
    ['demo', true],
    ['abc', false],
    ['1kim', false],
    ['Kim01', false],
    ['kim_01', false],
    ['a'.repeat(21), false],
  ])('login id %j: %s', (value, ok) => expect(LOGIN_ID_PATTERN.test(value)).toBe(ok));

  it('field messages use the right particle', () => {
    expect(enterMessage('이름')).toBe('이름을 입력해 주세요.');
    expect(enterMessage('이메일')).toBe('이메일을 입력해 주세요.');
    expect(enterMessage('아이디')).toBe('아이디를 입력해 주세요.');
    expect(enterCorrectlyMessage('휴대폰 번호')).toBe('휴대폰 번호를 올바르게 입력해 주세요.');
  });
});

describe('find id form', () => {
  const base = { name: '김데모', type: 'email' as const, email: 'demo@k-mall.com', phone: '' };
  it.each([
    [base, {}],
    [{ ...base, name: ' ' }, { name: '이름을 입력해 주세요.' }],
    [{ ...base, email: '' }, { email: '이메일을 입력해 주세요.' }],
    [{ ...base, email: 'demo@k-mall' }, { email: '이메일을 올바르게 입력해 주세요.' }],
    [{ ...base, type: 'phone' as const }, { phone: '휴대폰 번호를 입력해 주세요.' }],
    [{ ...base, type: 'phone' as const, phone: '010123' }, { phone: '휴대폰 번호를 올바르게 입력해 주세요.' }],
    [{ ...base, type: 'phone' as const, phone: '010-1234-5678' }, {}],
  ])('%j → %j', (form, errors) => expect(validateFindIdForm(form)).toEqual(errors));
});

describe('find password form', () => {
  const base = { loginId: 'demo', name: '김데모', type: 'phone' as const, email: '', phone: '01012345678', code: '' };
  it('asks for the login id, the name and the contact of the type', () => {
    expect(validateFindPasswordForm({ ...base, loginId: '', name: '' })).toEqual({ loginId: '아이디를 입력해 주세요.', name: '이름을 입력해 주세요.' });
    expect(validateFindPasswordForm({ ...base, type: 'email' })).toEqual({ email: '이메일을 입력해 주세요.' });
  });
  it('asks for the code only when finding', () => {
    expect(validateFindPasswordForm(base)).toEqual({});
    expect(validateFindPasswordForm(base, { requireCode: true })).toEqual({ code: MEMBER_MESSAGES.enterCode });
  });
});

describe('new password form (find flow)', () => {
  it.each([
    [{ password: 'trek2468!', confirm: 'trek2468!' }, {}],
    [
      { password: '', confirm: '' },
      { password: '비밀번호를 입력해 주세요.', confirm: '비밀번호 확인을 입력해 주세요.' },
    ],
    [{ password: 'trek2468!', confirm: 'trek2468' }, { confirm: '비밀번호가 일치하지 않습니다.' }],
    [{ password: 'demo2468!', confirm: 'demo2468!' }, { password: '아이디가 포함된 비밀번호는 사용할 수 없습니다.' }],
    [{ password: 'a1b2c3d4e5f6g7h8i', confirm: 'a1b2c3d4e5f6g7h8i' }, { password: '비밀번호는 16자 이하로 입력해 주세요.' }],
  ])('%j → %j', (form, errors) => expect(validateNewPasswordForm(form, 'demo')).toEqual(errors));
});

import { API } from '@mall/shared-contracts';
import {
  IdDuplicateCheckSchema,
  IdentityResultSchema,
  LoginResponseSchema,
  MemberDuplicateCheckSchema,
  PasswordCheckSchema,
  PolicyListSchema,
  RegisterResponseSchema,
} from '@mall/shared-contracts/schemas';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberPolicyAgreements, members } from '../../../../../src/db/schema';
import { DEMO_MEMBER } from '../../../../../src/db/seed/index';
import { buildTestApp, type TestContext } from '../../../../helpers/build-app';
import { expectApiError, expectBody } from '../../../../helpers/api';
import { newPerson, verifyIdentity } from '../../../../helpers/identity';

describe('join: identity verification, duplicate checks, policies, register', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx?.close());

  const post = (url: string, payload: object) => ctx.app.inject({ method: 'POST', url, payload });
  const policies = async () => expectBody(await ctx.app.inject({ method: 'GET', url: API.memberPolicies }), 200, PolicyListSchema).policies;
  const agreeAll = async () => (await policies()).map((p) => ({ id: p.id, code: p.code, is_agree: true }));
  const body = async (identityToken: string, overrides: object = {}) => ({
    login_id: `join${Math.random().toString(36).slice(2, 8)}`,
    password: 'Trek2468!x',
    email: 'new@example.com',
    marketing_sms: true,
    marketing_email: false,
    identity_token: identityToken,
    policies: await agreeAll(),
    ...overrides,
  });

  it('serves the policies in force: the newest effective version of each, required ones marked', async () => {
    const list = await policies();
    expect(list.map((p) => p.code)).toEqual(['terms', 'privacy', 'age14', 'third_party', 'marketing']);
    expect(list.filter((p) => p.is_required).map((p) => p.code)).toEqual(['terms', 'privacy', 'age14']);
    expect(list[0]!.contents).toContain('제6조 (적립금)');
  });

  it('the sandbox provider page verifies a person; the result masks the phone', async () => {
    const person = newPerson();
    const token = await verifyIdentity(ctx.app, person);
    const result = expectBody(await post(API.identityResult(token), {}), 200, IdentityResultSchema);
    expect(result).toMatchObject({ status: 'verified', name: person.name, birthdate: person.birthdate, gender: 'male' });
    expect(result.phone).toBe(`${person.phone.slice(0, 3)}-****-${person.phone.slice(-4)}`);
    expect((await ctx.app.inject({ method: 'GET', url: `/sandbox/identity/${token}` })).body).toContain('이미 처리된 인증 요청입니다');
  });

  it('a cancelled verification reports cancelled, and cannot be used to join', async () => {
    const token = await verifyIdentity(ctx.app, newPerson(), 'cancel');
    expect(expectBody(await post(API.identityResult(token), {}), 200, IdentityResultSchema).status).toBe('cancelled');
    expectApiError(await post(API.members, await body(token)), 422, '본인인증을 먼저 완료해 주세요.');
  });

  it('checks login ids', async () => {
    expect(expectBody(await post(API.idDuplicateCheck, { login_id: DEMO_MEMBER.loginId }), 200, IdDuplicateCheckSchema).is_duplicated).toBe(true);
    expect(expectBody(await post(API.idDuplicateCheck, { login_id: 'brandnew01' }), 200, IdDuplicateCheckSchema).is_duplicated).toBe(false);
    expectApiError(await post(API.idDuplicateCheck, { login_id: 'Bad Id' }), 422);
  });

  it('registers a verified adult who agreed to every required policy, and the account logs in', async () => {
    const person = newPerson();
    const token = await verifyIdentity(ctx.app, person);
    expect(expectBody(await post(API.memberDuplicateCheck, { identity_token: token }), 200, MemberDuplicateCheckSchema).is_duplicated).toBe(false);
    const payload = await body(token);
    const created = expectBody(await post(API.members, payload), 200, RegisterResponseSchema);
    expect(created).toEqual({ login_id: payload.login_id, name: person.name });
    const [row] = await ctx.db.db.select().from(members).where(eq(members.loginId, payload.login_id));
    expect(row).toMatchObject({
      phone: person.phone,
      birthdate: person.birthdate,
      isCertificated: true,
      isVerifyAge: true,
      marketingSms: true,
      marketingEmail: false,
    });
    expect(row!.passwordHash).not.toContain(payload.password);
    const agreements = await ctx.db.db.select().from(memberPolicyAgreements).where(eq(memberPolicyAgreements.memberId, row!.id));
    expect(agreements).toHaveLength(5);
    const login = expectBody(await post(API.login, { login_id: payload.login_id, password: payload.password }), 200, LoginResponseSchema);
    expect(login.user).toMatchObject({ name: person.name, grade: { name: '웰컴' } });
    // one verification, one account
    expectApiError(await post(API.members, await body(token)), 422, '본인인증을 먼저 완료해 주세요.');
  });

  it('one person, one account: a second verification of the same person finds the account', async () => {
    const demo = { name: DEMO_MEMBER.name, birthdate: DEMO_MEMBER.birthdate, gender: DEMO_MEMBER.gender, phone: DEMO_MEMBER.phone };
    const token = await verifyIdentity(ctx.app, demo);
    expect(expectBody(await post(API.memberDuplicateCheck, { identity_token: token }), 200, MemberDuplicateCheckSchema)).toEqual({
      is_duplicated: true,
      masking_login_id: 'de**',
      regist_type: 'shop',
    });
    expectApiError(await post(API.members, await body(token)), 422, '이미 가입된 회원입니다. 아이디 찾기를 이용해 주세요.');
  });

  it.each([
    ['a taken login id', { login_id: DEMO_MEMBER.loginId }, '이미 사용 중인 아이디입니다.'],
    ['a password with the login id', { login_id: 'joinlee77', password: 'joinlee77!!' }, '아이디가 포함된 비밀번호는 사용할 수 없습니다.'],
    ['a sequence', { password: 'abcd1357!' }, '연속된 문자나 키보드 배열 순서로 4자 이상 사용할 수 없습니다.'],
    ['one kind only', { password: 'abcdefgh' }, '영문, 숫자, 특수문자 중 2가지 이상을 조합해 주세요.'],
    ['a common password', { password: 'password1!' }, '너무 흔하게 쓰이는 비밀번호입니다. 쉽게 추측할 수 없는 다른 비밀번호를 입력해 주세요.'],
  ])('refuses %s with its message and creates nothing', async (_, overrides, message) => {
    const token = await verifyIdentity(ctx.app, newPerson());
    const before = (await ctx.db.db.select().from(members)).length;
    expectApiError(await post(API.members, await body(token, overrides)), 422, message);
    expect((await ctx.db.db.select().from(members)).length).toBe(before);
  });

  it('refuses a missing required policy and an under-14', async () => {
    const token = await verifyIdentity(ctx.app, newPerson());
    const withoutTerms = (await agreeAll()).map((p) => (p.code === 'terms' ? { ...p, is_agree: false } : p));
    expectApiError(await post(API.members, await body(token, { policies: withoutTerms })), 422, '필수 약관에 모두 동의해 주세요.');
    const child = await verifyIdentity(ctx.app, newPerson({ birthdate: `${new Date().getFullYear() - 13}-01-01` }));
    expectApiError(await post(API.members, await body(child)), 422, '만 14세 미만은 회원으로 가입할 수 없습니다.');
  });

  it('password-check answers while typing what register will answer: the verified phone digits are refused', async () => {
    const person = newPerson();
    const token = await verifyIdentity(ctx.app, person);
    const withPhone = `Zq${person.phone.slice(-8)}!`;
    const check = async (password: string, loginId?: string) =>
      expectBody(await post(API.joinPasswordCheck, { identity_token: token, login_id: loginId, password }), 200, PasswordCheckSchema);
    expect(await check(withPhone)).toEqual({ status: 'danger', message: '휴대폰 번호가 포함된 비밀번호는 사용할 수 없습니다.' });
    expectApiError(await post(API.members, await body(token, { password: withPhone })), 422, '휴대폰 번호가 포함된 비밀번호는 사용할 수 없습니다.');
    expect(await check('Trek2468!x')).toEqual({ status: 'valid', message: null });
    expect(await check('gandalf77!', 'gandalf')).toEqual({ status: 'danger', message: '아이디가 포함된 비밀번호는 사용할 수 없습니다.' });
    expect(await check('short1')).toMatchObject({ status: 'invalid' });
    // Without a verified identity there is no phone to check against: the page is sent back to certification.
    const cancelled = await verifyIdentity(ctx.app, newPerson(), 'cancel');
    expectApiError(await post(API.joinPasswordCheck, { identity_token: cancelled, password: 'Trek2468!x' }), 422, '본인인증을 먼저 완료해 주세요.');
  });
});

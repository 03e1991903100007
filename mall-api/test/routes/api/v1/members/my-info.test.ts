import { API } from '@mall/shared-contracts';
import { GradeUpConditionSchema, MeSchema, MySizeSchema, ProfileSchema, SuccessSchema } from '@mall/shared-contracts/schemas';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members } from '../../../../../src/db/schema';
import { buildTestApp, type TestContext } from '../../../../helpers/build-app';
import { bearer, expectApiError, expectBody, loginDemo } from '../../../../helpers/api';
import { joinTestMember, newPerson, verifyIdentity, type SandboxPerson } from '../../../../helpers/identity';

describe('my page: member info, password, withdraw, adult and certificate, grade, size', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx?.close());

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: object) =>
    ctx.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

  const joinAndLogin = (loginId: string, person: SandboxPerson = newPerson()) => joinTestMember(ctx.app, loginId, person, { marketingEmail: true });

  it('edits the profile only after the password, and records when a consent changed', async () => {
    const { token } = await joinAndLogin('infoedit1');
    expectApiError(await call('POST', API.myPrepareForEdit, token, { password: 'wrong-pass1' }), 422, '비밀번호가 일치하지 않습니다.');
    const profile = expectBody(await call('POST', API.myPrepareForEdit, token, { password: 'Trek2468!x' }), 200, ProfileSchema);
    expect(profile).toMatchObject({ login_id: 'infoedit1', email: 'infoedit1@example.com', email_receive: true, sms_receive: false, regist_type: 'shop' });
    const [before] = await ctx.db.db.select().from(members).where(eq(members.loginId, 'infoedit1'));
    expectBody(
      await call('PUT', API.myInfo, token, { edit_token: profile.edit_token, email: 'changed@example.co.kr', email_receive: true, sms_receive: true }),
      200,
      SuccessSchema,
    );
    const [after] = await ctx.db.db.select().from(members).where(eq(members.loginId, 'infoedit1'));
    expect(after).toMatchObject({ email: 'changed@example.co.kr', marketingSms: true });
    expect(after!.marketingEmailAt).toEqual(before!.marketingEmailAt);
    expect(after!.marketingSmsAt!.getTime()).toBeGreaterThan(before!.marketingSmsAt!.getTime());
    expectApiError(await call('PUT', API.myInfo, token, { edit_token: 'x'.repeat(43), email: 'a@b.com', email_receive: true, sms_receive: true }), 401);
  });

  it('changes the password with the shared rule and never to the same one', async () => {
    const { token } = await joinAndLogin('pwchange1');
    expectApiError(
      await call('POST', API.myChangePassword, token, { now_password: 'Trek2468!x', new_password: 'Trek2468!x' }),
      422,
      '이전 비밀번호와 다른 비밀번호를 입력해 주세요.',
    );
    expectApiError(
      await call('POST', API.myChangePassword, token, { now_password: 'Trek2468!x', new_password: 'aaaa1357!' }),
      422,
      '같은 문자를 4번 이상 연속해서 사용할 수 없습니다.',
    );
    // Issue 25 item 14: `password1!` used to pass; a common password is refused with its own message.
    for (const common of ['password1!', 'Monkey12#', 'iloveyou7*'])
      expectApiError(
        await call('POST', API.myChangePassword, token, { now_password: 'Trek2468!x', new_password: common }),
        422,
        '너무 흔하게 쓰이는 비밀번호입니다. 쉽게 추측할 수 없는 다른 비밀번호를 입력해 주세요.',
      );
    expectBody(await call('POST', API.myChangePassword, token, { now_password: 'Trek2468!x', new_password: 'Brisk3579#q' }), 200, SuccessSchema);
    expect((await ctx.app.inject({ method: 'POST', url: API.login, payload: { login_id: 'pwchange1', password: 'Brisk3579#q' } })).statusCode).toBe(200);
  });

  it('withdraws with a reason: sessions end, the login fails, the person may join again', async () => {
    const person = newPerson();
    const { token } = await joinAndLogin('leaving01', person);
    expectApiError(await call('POST', API.myWithdraw, token, { password: 'Trek2468!x', reason_code: 'ETC' }), 422, '탈퇴 사유를 자세히 입력해 주세요.');
    expectBody(await call('POST', API.myWithdraw, token, { password: 'Trek2468!x', reason_code: 'LOW_USE' }), 200, SuccessSchema);
    expect((await call('GET', API.me, token)).statusCode).toBe(401);
    expectApiError(
      await ctx.app.inject({ method: 'POST', url: API.login, payload: { login_id: 'leaving01', password: 'Trek2468!x' } }),
      401,
      '아이디 또는 비밀번호가 일치하지 않습니다.',
    );
    const [row] = await ctx.db.db.select().from(members).where(eq(members.loginId, 'leaving01'));
    expect(row).toMatchObject({ name: '탈퇴회원', email: null, phone: null, ciHash: null });
    await joinAndLogin('returning1', person);
  });

  it('adult verification opens adult goods for 19+, and a member certifies with their own identity', async () => {
    const person = newPerson({ birthdate: `${new Date().getFullYear() - 17}-01-01` });
    const { token } = await joinAndLogin('teenager1', person);
    expect(expectBody(await call('GET', API.me, token), 200, MeSchema).is_verify_age).toBe(false);
    const again = await verifyIdentity(ctx.app, person);
    expectApiError(await call('POST', API.adultVerificationConfirm, token, { identity_token: again }), 422, '만 19세 이상만 이용할 수 있는 상품입니다.');
    const someoneElse = await verifyIdentity(ctx.app, newPerson());
    expectApiError(await call('POST', API.confirmIdentity, token, { token: someoneElse }), 422, '회원 본인의 명의로 인증해 주세요.');

    const { token: adultToken } = await joinAndLogin('adult0001');
    await ctx.db.db.update(members).set({ isVerifyAge: false }).where(eq(members.loginId, 'adult0001'));
    const adult = (await ctx.db.db.select().from(members).where(eq(members.loginId, 'adult0001')))[0]!;
    const verification = await verifyIdentity(ctx.app, { name: adult.name, birthdate: adult.birthdate!, gender: adult.gender!, phone: adult.phone! });
    expect((await call('POST', API.adultVerificationConfirm, adultToken, { identity_token: verification })).json()).toEqual({ is_verify_age: true });
    expect(expectBody(await call('GET', API.me, adultToken), 200, MeSchema).is_verify_age).toBe(true);
  });

  it('shows the grades with benefits and review points, and the way to the next one', async () => {
    const { token } = await loginDemo(ctx.app);
    const grade = expectBody(await call('GET', API.myGradeUpCondition, token), 200, GradeUpConditionSchema);
    expect(grade.current).toMatchObject({ code: 'SILVER', name: '실버' });
    expect(grade.grades.map((g) => g.code)).toEqual(['WELCOME', 'SILVER', 'GOLD', 'VIP']);
    expect(grade.grades[2]).toMatchObject({ min_purchase_amount: 300_000, photo_review_point: 1000 });
    // Its seeded year of purchases earns VIP: the next re-grade (the 1st) moves it there, not merely one step up.
    expect(grade.next).toEqual({ code: 'VIP', name: 'VIP', remaining_amount: 0 });
  });

  it('keeps a size profile, bounded', async () => {
    const { token } = await joinAndLogin('sizeprof1');
    expect(expectBody(await call('GET', API.mySize, token), 200, MySizeSchema)).toEqual({
      height_cm: null,
      weight_kg: null,
      top_size: null,
      bottom_size: null,
      shoe_size_mm: null,
    });
    const size = { height_cm: 172, weight_kg: 64, top_size: 'M', bottom_size: 'L', shoe_size_mm: 265 };
    expect(expectBody(await call('PUT', API.mySize, token, size), 200, MySizeSchema)).toEqual(size);
    expectApiError(await call('PUT', API.mySize, token, { ...size, shoe_size_mm: 263 }), 422);
  });

  it('asks for a new password after 180 days: change now, or be reminded again later', async () => {
    const { token } = await joinAndLogin('oldpass01');
    const age = async (days: number) =>
      ctx.db.db
        .update(members)
        .set({ passwordChangedAt: new Date(Date.now() - days * 86_400_000) })
        .where(eq(members.loginId, 'oldpass01'));
    const needsUpdate = async () => expectBody(await call('GET', API.me, token), 200, MeSchema).is_need_password_update;
    await age(179);
    expect(await needsUpdate()).toBe(false);
    await age(200);
    expect(await needsUpdate()).toBe(true);
    expectBody(await call('POST', API.passwordWarningsConfirm, token, { after_month: 3 }), 200, SuccessSchema);
    expect(await needsUpdate()).toBe(false);
    await ctx.db.db
      .update(members)
      .set({ passwordAdviceSnoozedUntil: new Date(Date.now() - 1000) })
      .where(eq(members.loginId, 'oldpass01'));
    expect(await needsUpdate()).toBe(true);
    expectApiError(await call('POST', API.passwordWarningsConfirm, token, { new_password: 'Brisk3579#q' }), 422);
    expectApiError(
      await call('POST', API.passwordWarningsConfirm, token, { now_password: 'Trek2468!x', new_password: 'password1!' }),
      422,
      '너무 흔하게 쓰이는 비밀번호입니다. 쉽게 추측할 수 없는 다른 비밀번호를 입력해 주세요.',
    );
    expectBody(await call('POST', API.passwordWarningsConfirm, token, { now_password: 'Trek2468!x', new_password: 'Brisk3579#q' }), 200, SuccessSchema);
    expect(await needsUpdate()).toBe(false);
  });
});

import { API } from '@mall/shared-contracts';
import { AuthcodeSentSchema, FindLoginIdResponseSchema, OutboxListSchema, PasswordResetTokenSchema, SuccessSchema } from '@mall/shared-contracts/schemas';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountTokens } from '../../../../../src/db/schema';
import { DEMO_MEMBER } from '../../../../../src/db/seed/index';
import { hashToken } from '../../../../../src/lib/tokens';
import { buildTestApp, type TestContext } from '../../../../helpers/build-app';
import { expectApiError, expectBody } from '../../../../helpers/api';
import { newPerson, verifyIdentity } from '../../../../helpers/identity';

describe('find id and find password', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx?.close());

  const post = (url: string, payload: object) => ctx.app.inject({ method: 'POST', url, payload });
  const outbox = async (recipient: string) =>
    expectBody(await ctx.app.inject({ method: 'GET', url: `${API.sandboxOutbox}?recipient=${encodeURIComponent(recipient)}` }), 200, OutboxListSchema).messages;
  const codeIn = (body: string) => Number(/\[(\d{6})\]/.exec(body)![1]);

  /** A fresh member of our own, so changing a password never touches the demo account other tests use. */
  async function join(loginId: string) {
    const person = newPerson({ name: '한찾기' });
    const token = await verifyIdentity(ctx.app, person);
    const policies = (await ctx.app.inject({ method: 'GET', url: API.memberPolicies })).json().policies as { id: number; code: string }[];
    const email = `${loginId}@example.com`;
    expect(
      (
        await post(API.members, {
          login_id: loginId,
          password: 'Trek2468!x',
          email,
          marketing_sms: false,
          marketing_email: false,
          identity_token: token,
          policies: policies.map((p) => ({ ...p, is_agree: true })),
        })
      ).statusCode,
    ).toBe(200);
    return { ...person, loginId, email };
  }

  it('finds the demo member by name and phone, masked, and texts the unmasked id to that phone only', async () => {
    const found = expectBody(
      await post(API.findLoginId, { name: DEMO_MEMBER.name, find_type: 'phone', phone: DEMO_MEMBER.phone }),
      200,
      FindLoginIdResponseSchema,
    );
    expect(found.find_results).toEqual([{ masking_login_id: 'de**', regist_type: 'shop' }]);
    expect(found).toMatchObject({ user_name: DEMO_MEMBER.name, find_type: 'phone', masked_contact: '010-****-5678' });
    expectApiError(await post(API.sendResultsToPhone, { phone: '01099998888', access_token: found.access_token }), 404);
    expectBody(await post(API.sendResultsToPhone, { phone: DEMO_MEMBER.phone, access_token: found.access_token }), 200, SuccessSchema);
    const [sms] = await outbox(DEMO_MEMBER.phone);
    expect(sms).toMatchObject({ channel: 'sms', purpose: 'find_id' });
    expect(sms!.body).toContain('회원님의 아이디는 demo 입니다.');
  });

  it('says no member matches when nothing does', async () => {
    expectApiError(
      await post(API.findLoginId, { name: '없는사람', find_type: 'email', email: DEMO_MEMBER.email }),
      404,
      '입력하신 정보와 일치하는 회원 정보가 없습니다.',
    );
    expectApiError(await post(API.sendAuthcodeToEmail, { login_id: 'demo', name: '없는사람', email: DEMO_MEMBER.email }), 404);
  });

  it('find password by e-mail: code → verify → prepare → new password, each step once', async () => {
    const member = await join('findpw01');
    const sent = expectBody(await post(API.sendAuthcodeToEmail, { login_id: member.loginId, name: member.name, email: member.email }), 200, AuthcodeSentSchema);
    const [mail] = await outbox(member.email);
    expect(mail).toMatchObject({ channel: 'email', subject: '[케이몰] 비밀번호 찾기 인증번호', purpose: 'auth_code' });
    const code = codeIn(mail!.body);

    // Preparing before verifying, and a wrong code, are refused.
    const prepare = {
      name: member.name,
      login_id: member.loginId,
      find_type: 'email',
      email: member.email,
      verification_code: code,
      access_token: sent.access_token,
    };
    expectApiError(await post(API.prepareForNewPassword, prepare), 422, '이메일 또는 휴대폰 인증을 먼저 완료해 주세요.');
    expectApiError(
      await post(API.verifyAuthcode, { verification_code: (code + 1) % 1_000_000, access_token: sent.access_token }),
      422,
      '인증번호를 확인해 주세요.',
    );
    expectBody(await post(API.verifyAuthcode, { verification_code: code, access_token: sent.access_token }), 200, SuccessSchema);

    const reset = expectBody(await post(API.prepareForNewPassword, prepare), 200, PasswordResetTokenSchema);
    expect(reset.login_id).toBe(member.loginId);
    // the verified code is spent
    expectApiError(await post(API.prepareForNewPassword, prepare), 401, '인증 시간이 초과되었습니다. 다시 시도해 주세요.');

    expectApiError(
      await post(API.setNewPassword, { password: 'Trek2468!x', access_token: reset.token }),
      422,
      '이전 비밀번호와 다른 비밀번호를 입력해 주세요.',
    );
    expectApiError(
      await post(API.setNewPassword, { password: 'findpw01!!a', access_token: reset.token }),
      422,
      '아이디가 포함된 비밀번호는 사용할 수 없습니다.',
    );
    // A common password is refused by the same rule as join and change (issue 25 item 14).
    expectApiError(
      await post(API.setNewPassword, { password: 'password1!', access_token: reset.token }),
      422,
      '너무 흔하게 쓰이는 비밀번호입니다. 쉽게 추측할 수 없는 다른 비밀번호를 입력해 주세요.',
    );
    expectBody(await post(API.setNewPassword, { password: 'Brisk3579#q', access_token: reset.token }), 200, SuccessSchema);
    expectApiError(await post(API.setNewPassword, { password: 'Other3579#q', access_token: reset.token }), 401);

    expect((await post(API.login, { login_id: member.loginId, password: 'Trek2468!x' })).statusCode).toBe(401);
    expect((await post(API.login, { login_id: member.loginId, password: 'Brisk3579#q' })).statusCode).toBe(200);
  });

  it('a code expires after three minutes (401) and stops after five wrong tries', async () => {
    const member = await join('findpw02');
    const sent = expectBody(await post(API.sendAuthcodeToPhone, { login_id: member.loginId, name: member.name, phone: member.phone }), 200, AuthcodeSentSchema);
    const code = codeIn((await outbox(member.phone))[0]!.body);
    for (let i = 0; i < 5; i++)
      expectApiError(await post(API.verifyAuthcode, { verification_code: (code + 1 + i) % 1_000_000, access_token: sent.access_token }), 422);
    expectApiError(await post(API.verifyAuthcode, { verification_code: code, access_token: sent.access_token }), 401);

    const again = expectBody(
      await post(API.sendAuthcodeToPhone, { login_id: member.loginId, name: member.name, phone: member.phone }),
      200,
      AuthcodeSentSchema,
    );
    await ctx.db.db
      .update(accountTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(accountTokens.tokenHash, hashToken(again.access_token)));
    const fresh = codeIn((await outbox(member.phone))[0]!.body);
    expectApiError(
      await post(API.verifyAuthcode, { verification_code: fresh, access_token: again.access_token }),
      401,
      '인증 시간이 초과되었습니다. 다시 시도해 주세요.',
    );
  });

  it('the sandbox inbox page lists what was sent', async () => {
    const page = await ctx.app.inject({ method: 'GET', url: `/sandbox/inbox?recipient=${DEMO_MEMBER.phone}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('샌드박스 발송함');
  });
});

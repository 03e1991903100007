import { API } from '@mall/shared-contracts';
import { LoginResponseSchema, MeSchema } from '@mall/shared-contracts/schemas';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members } from '../../../../../src/db/schema';
import { DEMO_MEMBER, DORMANT_MEMBER } from '../../../../../src/db/seed/index';
import { buildTestApp, type TestContext } from '../../../../helpers/build-app';
import { bearer, expectBody } from '../../../../helpers/api';

const DAY = 86_400_000;

describe('dormant accounts (휴면): is_awaked', () => {
  let ctx: TestContext;
  const login = (loginId: string, password: string) =>
    ctx.app.inject({ method: 'POST', url: API.login, payload: { login_id: loginId, password } }).then((res) => expectBody(res, 200, LoginResponseSchema));
  const lastLoginOf = async (loginId: string) =>
    (await ctx.db.db.select({ at: members.lastLoginAt }).from(members).where(eq(members.loginId, loginId)))[0]?.at ?? null;

  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx?.close());

  it('a login after a year away wakes the account and says so for a day', async () => {
    expect((await lastLoginOf(DORMANT_MEMBER.loginId))!.getTime()).toBeLessThan(Date.now() - 365 * DAY);
    const first = await login(DORMANT_MEMBER.loginId, DORMANT_MEMBER.password);
    expect(first.user.is_awaked).toBe(true);
    expect(Date.now() - (await lastLoginOf(DORMANT_MEMBER.loginId))!.getTime()).toBeLessThan(60_000);
    // the same day, another session still reports it; the account is no longer dormant
    const again = await login(DORMANT_MEMBER.loginId, DORMANT_MEMBER.password);
    const me = expectBody(await ctx.app.inject({ method: 'GET', url: API.me, headers: bearer(again.token) }), 200, MeSchema);
    expect(me.is_awaked).toBe(true);
  });

  it('a member who logs in regularly is never reported as awakened', async () => {
    expect((await login(DEMO_MEMBER.loginId, DEMO_MEMBER.password)).user.is_awaked).toBe(false);
    await ctx.db.db
      .update(members)
      .set({ lastLoginAt: new Date(Date.now() - 364 * DAY) })
      .where(eq(members.loginId, DEMO_MEMBER.loginId));
    expect((await login(DEMO_MEMBER.loginId, DEMO_MEMBER.password)).user.is_awaked).toBe(false);
  });

  it('the notice ends a day after the wake-up', async () => {
    await ctx.db.db
      .update(members)
      .set({ awakenedAt: new Date(Date.now() - DAY - 1000) })
      .where(eq(members.loginId, DORMANT_MEMBER.loginId));
    expect((await login(DORMANT_MEMBER.loginId, DORMANT_MEMBER.password)).user.is_awaked).toBe(false);
  });
});

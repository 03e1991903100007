import { eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type DbHandle } from '../../../../../src/db/client';
import { coupons, gradeChanges, gradeRuns, memberCoupons } from '../../../../../src/db/schema';
import { SEED_EPOCH } from '../../../../../src/db/seed/goods-factory';
import { createGradeRuns, gradeMonthOf } from '../../../../../src/plugins/app/member/members/grade-runs';
import { buildTestApp, type TestContext } from '../../../../helpers/build-app';

/**
 * PostgreSQL only (npm run test:pg): two schedulers (two servers, each its own connection pool) fire
 * the month's re-grade at the same instant, several times over. The advisory lock keyed by the
 * month and the month's row make it run once: one grade change per member, one coupon each.
 */
describe('the monthly re-grade across a fleet (PostgreSQL)', () => {
  let ctx: TestContext;
  let other: DbHandle;
  beforeAll(async () => {
    ctx = await buildTestApp();
    const { rows } = (await ctx.db.db.execute(sql`select current_database() as name`)) as unknown as { rows: { name: string }[] };
    const url = new URL(process.env.DATABASE_URL!);
    url.pathname = `/${rows[0]!.name}`;
    other = await createDb({ databaseUrl: url.toString() });
  });
  afterAll(async () => {
    await other?.close();
    await ctx?.close();
  });

  it('two schedulers firing together run it once', async () => {
    expect(ctx.db.driver).toBe('postgres');
    const at = new Date(SEED_EPOCH + 86_400_000);
    const month = gradeMonthOf(at);
    const schedulers = [ctx.app.gradeRuns, createGradeRuns(other.db)];
    const results = (await Promise.all([0, 1, 2, 3].flatMap(() => schedulers.map((s) => s.runDue(at))))).map((r) => r.status);
    expect(results.filter((s) => s === 'ran')).toHaveLength(1);
    for (const s of results.filter((x) => x !== 'ran')) expect(['already_ran', 'running_elsewhere']).toContain(s);
    // A tick after they all ended finds the month done.
    expect((await schedulers[1]!.runDue(at)).status).toBe('already_ran');

    expect(await ctx.db.db.select().from(gradeRuns).where(eq(gradeRuns.month, month))).toHaveLength(1);
    const changes = await ctx.db.db.select().from(gradeChanges).where(eq(gradeChanges.month, month));
    expect(changes.length).toBeGreaterThan(0);
    expect(new Set(changes.map((c) => c.memberId)).size).toBe(changes.length);
    const monthCoupons = await ctx.db.db
      .select()
      .from(coupons)
      .where(like(coupons.issueKey, `grade:%:${month}:%`));
    expect(monthCoupons.length).toBeGreaterThan(0);
    const held = await ctx.db.db.select().from(memberCoupons);
    for (const c of monthCoupons) {
      const holders = held.filter((h) => h.couponId === c.id).map((h) => h.memberId);
      expect(new Set(holders).size).toBe(holders.length);
    }
    expect(held.filter((h) => h.memberId === 1 && monthCoupons.some((c) => c.id === h.couponId))).toHaveLength(1);
  });
});

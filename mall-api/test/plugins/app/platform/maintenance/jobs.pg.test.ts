import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../../../../src/app';
import { createDb, type DbHandle } from '../../../../../src/db/client';
import { scheduledJobRuns } from '../../../../../src/db/schema';
import { createJobs } from '../../../../../src/plugins/app/platform/maintenance/jobs';
import { buildTestApp, type TestContext } from '../../../../helpers/build-app';

const HOUR = 3_600_000;

/**
 * PostgreSQL only (npm run test:pg): two servers (two buildApp, each its own pool) on one database fire
 * the same jobs at the same instant; each slot runs once. A run left unfinished by a server that died is
 * run by the next start.
 */
describe('jobs across a fleet (PostgreSQL)', () => {
  let ctx: TestContext;
  let url: string;
  let otherDb: DbHandle;
  let other: App;
  beforeAll(async () => {
    ctx = await buildTestApp();
    const { rows } = (await ctx.db.db.execute(sql`select current_database() as name`)) as unknown as { rows: { name: string }[] };
    const target = new URL(process.env.DATABASE_URL!);
    target.pathname = `/${rows[0]!.name}`;
    url = target.toString();
    otherDb = await createDb({ databaseUrl: url });
    other = await buildApp({ db: otherDb });
    await other.ready();
  });
  afterAll(async () => {
    await other?.close();
    await otherDb?.close();
    await ctx?.close();
  });

  it('two instances firing the same jobs at once run each slot once', async () => {
    expect(ctx.db.driver).toBe('postgres');
    let probes = 0;
    for (const app of [ctx.app, other]) {
      app.jobs.register('probe-fleet', HOUR, async () => {
        probes++;
        await new Promise((resolve) => setTimeout(resolve, 200));
        return { probes };
      });
    }
    const ran: string[] = [];
    for (const app of [ctx.app, other]) app.jobs.onRun((e) => ran.push(`${e.instance}:${e.job}:${e.status}`));
    const now = new Date();
    const outcomes = (await Promise.all([0, 1, 2].flatMap(() => [ctx.app, other].map((app) => app.jobs.runDue(now))))).flat();
    expect(probes).toBe(1);
    for (const job of ['purge', 'order-holds', 'monthly-regrade', 'probe-fleet']) {
      expect(
        outcomes.filter((o) => o.job === job && o.status === 'finished'),
        job,
      ).toHaveLength(1);
      expect(
        outcomes.filter((o) => o.job === job && o.status === 'failed'),
        job,
      ).toHaveLength(0);
      const rows = await ctx.db.db.select().from(scheduledJobRuns).where(eq(scheduledJobRuns.job, job));
      expect(rows, job).toHaveLength(1);
      expect(rows[0]!.finishedAt, job).not.toBeNull();
    }
    expect(ran).toHaveLength(4);
  });

  it('a slot a dead server left unfinished is run by the next start', async () => {
    // A slot in the past: an app built here ticks at the real hour and must not claim this slot first.
    const at = new Date('2025-03-04T14:10:00Z');
    // A server claims the hour's purge and dies mid-run: its pool goes away, the row stays unfinished.
    const dyingDb = await createDb({ databaseUrl: url });
    const dying = createJobs(dyingDb.db, { instance: 'dying' });
    dying.register('purge', HOUR, () => new Promise<never>(() => {}));
    void dying.runDue(at);
    await expect.poll(async () => (await ctx.db.db.select().from(scheduledJobRuns).where(eq(scheduledJobRuns.instance, 'dying'))).length).toBe(1);
    await dyingDb.close();

    // The restarted server (a new app on the same database): its first tick past the lease runs the slot.
    const restartedDb = await createDb({ databaseUrl: url });
    const restarted = await buildApp({ db: restartedDb });
    try {
      const outcomes = await restarted.jobs.runDue(new Date(at.getTime() + 121_000), ['purge']);
      expect(outcomes).toMatchObject([{ job: 'purge', status: 'finished' }]);
      const rows = await ctx.db.db
        .select()
        .from(scheduledJobRuns)
        .where(eq(scheduledJobRuns.slot, new Date('2025-03-04T14:00:00Z')));
      expect(rows).toMatchObject([{ job: 'purge', instance: restarted.jobs.instance, attempts: 2, failedAt: null }]);
      expect(rows[0]!.finishedAt).not.toBeNull();
    } finally {
      await restarted.close();
      await restartedDb.close();
    }
  });
});

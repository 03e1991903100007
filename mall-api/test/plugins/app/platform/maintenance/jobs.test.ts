import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scheduledJobRuns } from '../../../../../src/db/schema';
import { createJobs, slotOf, type JobRunEvent } from '../../../../../src/plugins/app/platform/maintenance/jobs';
import { buildTestApp, type TestContext } from '../../../../helpers/build-app';

const HOUR = 3_600_000;
const LEASE = 120_000;

/** The job mechanism on the embedded database (PGlite): the same code a PostgreSQL fleet runs. */
describe('scheduled jobs', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(async () => {
    await ctx?.close();
  });
  const runsOf = (job: string) => ctx.db.db.select().from(scheduledJobRuns).where(eq(scheduledJobRuns.job, job));

  it('the purge, the order-hold release and the monthly re-grade are jobs of the app, each run recorded with its counts', async () => {
    expect(ctx.app.jobs.names().sort()).toEqual(['monthly-regrade', 'order-holds', 'purge']);
    const events: JobRunEvent[] = [];
    const off = ctx.app.jobs.onRun((e) => events.push(e));
    const now = new Date();
    const outcomes = await ctx.app.jobs.runDue(now);
    off();
    expect(outcomes.map((o) => [o.job, o.status]).sort()).toEqual([
      ['monthly-regrade', 'finished'],
      ['order-holds', 'finished'],
      ['purge', 'finished'],
    ]);
    expect(events.map((e) => e.status)).toEqual(['finished', 'finished', 'finished']);
    const [purge] = await runsOf('purge');
    expect(purge!.slot.getTime()).toBe(slotOf(now, HOUR).getTime());
    expect(purge!.finishedAt).not.toBeNull();
    expect(purge!.result).toMatchObject({ sessions: expect.any(Number), expiredOrders: expect.any(Number), jobRuns: expect.any(Number) });
    const [regrade] = await runsOf('monthly-regrade');
    expect(regrade!.result).toMatchObject({ status: expect.stringMatching(/ran|already_ran/) });
    // The same slot again, from this or any instance: nothing runs.
    expect((await ctx.app.jobs.runDue(now)).map((o) => o.status)).toEqual(['taken', 'taken', 'taken']);
    // The next hour's slot runs the hourly jobs again.
    const later = await ctx.app.jobs.runDue(new Date(now.getTime() + HOUR));
    expect(
      later
        .filter((o) => o.status === 'finished')
        .map((o) => o.job)
        .sort(),
    ).toEqual(['monthly-regrade', 'order-holds', 'purge']);
  });

  it('two instances firing the same slot together run it once', async () => {
    let runs = 0;
    const instances = ['a', 'b'].map((instance) => createJobs(ctx.db.db, { instance }));
    for (const jobs of instances) {
      jobs.register('probe-once', HOUR, async () => {
        runs++;
        await new Promise((resolve) => setTimeout(resolve, 50));
        return { runs };
      });
    }
    const at = new Date('2025-03-04T10:20:00Z');
    const outcomes = (await Promise.all([0, 1, 2].flatMap(() => instances.map((j) => j.runDue(at))))).flat();
    expect(runs).toBe(1);
    expect(outcomes.filter((o) => o.status === 'finished')).toHaveLength(1);
    expect(await runsOf('probe-once')).toHaveLength(1);
  });

  it('a failed run is tried again by the next tick, up to its attempts', async () => {
    const jobs = createJobs(ctx.db.db, { instance: 'flaky' });
    let calls = 0;
    jobs.register('probe-flaky', HOUR, async () => {
      calls++;
      if (calls < 3) throw new Error(`boom ${calls}`);
      return { ok: true };
    });
    const at = new Date('2025-03-04T11:00:00Z');
    expect((await jobs.runDue(at))[0]!.status).toBe('failed');
    const [failed] = await runsOf('probe-flaky');
    expect(failed).toMatchObject({ attempts: 1, error: 'Error: boom 1', finishedAt: null });
    expect(failed!.failedAt).not.toBeNull();
    expect((await jobs.runDue(at))[0]!.status).toBe('failed');
    expect((await jobs.runDue(at))[0]!.status).toBe('finished');
    expect(await runsOf('probe-flaky')).toMatchObject([{ attempts: 3, failedAt: null, error: null, result: { ok: true } }]);
    // Done: no fourth call.
    expect((await jobs.runDue(at))[0]!.status).toBe('taken');
    expect(calls).toBe(3);
  });

  it('a run whose server died is taken over once its lease is past, and the dead run cannot overwrite it', async () => {
    const at = new Date('2025-03-04T12:05:00Z');
    let release: () => void = () => {};
    const dying = createJobs(ctx.db.db, { instance: 'dying' });
    dying.register('probe-restart', HOUR, () => new Promise<unknown>((resolve) => (release = () => resolve({ by: 'dying' }))));
    const hanging = dying.runDue(at);
    await expect.poll(async () => (await runsOf('probe-restart')).length).toBe(1);

    // The next start: within the lease the run is still someone's; past it, it is this server's.
    const restarted = createJobs(ctx.db.db, { instance: 'restarted' });
    restarted.register('probe-restart', HOUR, async () => ({ by: 'restarted' }));
    expect((await restarted.runDue(new Date(at.getTime() + 1_000)))[0]!.status).toBe('taken');
    expect((await restarted.runDue(new Date(at.getTime() + LEASE + 1_000)))[0]!.status).toBe('finished');

    release();
    await hanging;
    const rows = await ctx.db.db
      .select()
      .from(scheduledJobRuns)
      .where(and(eq(scheduledJobRuns.job, 'probe-restart'), eq(scheduledJobRuns.slot, slotOf(at, HOUR))));
    expect(rows).toMatchObject([{ instance: 'restarted', attempts: 2, result: { by: 'restarted' } }]);
  });

  it('a job already running on this instance is not started twice', async () => {
    const jobs = createJobs(ctx.db.db, { instance: 'busy' });
    let release: () => void = () => {};
    jobs.register('probe-busy', 60_000, () => new Promise<unknown>((resolve) => (release = () => resolve(null))));
    const first = jobs.runDue(new Date('2025-03-04T13:00:00Z'));
    await expect.poll(async () => (await runsOf('probe-busy')).length).toBe(1);
    expect((await jobs.runDue(new Date('2025-03-04T13:01:00Z')))[0]!.status).toBe('busy');
    release();
    expect((await first)[0]!.status).toBe('finished');
    await jobs.stop();
  });
});

import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { and, eq, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { Database } from '../../../../db/client';
import { scheduledJobRuns } from '../../../../db/schema';

declare module 'fastify' {
  interface FastifyInstance {
    /** Scheduled work, once per fleet (issue 27): purge, order-hold release, monthly re-grade. */
    jobs: Jobs;
  }
}

export type JobFn = (run: { slot: Date; now: Date }) => Promise<unknown>;

export interface JobOptions {
  /** A run whose heartbeat is older than this is taken over (its server died). Default 2 minutes. */
  leaseMs?: number;
  /** A slot that failed is tried again by later ticks, this many attempts in all. Default 3. */
  maxAttempts?: number;
  /** Frequent jobs log their successful runs at debug level only. */
  quiet?: boolean;
}

/** What each run reports to listeners (metrics count job runs through onRun). */
export interface JobRunEvent {
  job: string;
  slot: Date;
  instance: string;
  attempt: number;
  status: 'finished' | 'failed';
  durationMs: number;
  result?: unknown;
  error?: string;
}

export type JobOutcome = { job: string; slot: Date; status: 'finished' | 'failed' | 'taken' | 'busy' };

interface JobDefinition {
  name: string;
  everyMs: number;
  fn: JobFn;
  leaseMs: number;
  maxAttempts: number;
  quiet: boolean;
}

interface Logger {
  info: (o: object, m: string) => void;
  debug: (o: object, m: string) => void;
  warn: (o: object, m: string) => void;
}

export interface JobsConfig {
  /** This server's name in the runs table. */
  instance?: string;
  /** How often a running job renews its claim. Default: a quarter of its lease. */
  heartbeatMs?: number;
  log?: Logger;
}

/** The slot `now` falls in for a job run every `everyMs` (slots are aligned to the epoch: hourly on the hour). */
export function slotOf(now: Date, everyMs: number): Date {
  return new Date(Math.floor(now.getTime() / everyMs) * everyMs);
}

/**
 * Scheduled work on the database the shop already has (PGlite or PostgreSQL), so it runs once across
 * a fleet: the run of job J for slot S is claimed by inserting the row (J, S); an instance that finds
 * it taken moves on. A failed run, or one whose heartbeat stopped because its server died, is claimed
 * again by the next tick of any instance (the next start included), up to maxAttempts. A slot missed
 * altogether (every server down) is not caught up: the next slot's run does the same work.
 */
export function createJobs(db: Database, config: JobsConfig = {}) {
  const instance = config.instance ?? `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  const jobs = new Map<string, JobDefinition>();
  const listeners = new Set<(event: JobRunEvent) => void>();
  const inFlight = new Map<string, Promise<JobOutcome>>();
  let timer: NodeJS.Timeout | undefined;

  const thisRun = (job: string, slot: Date) => and(eq(scheduledJobRuns.job, job), eq(scheduledJobRuns.slot, slot), eq(scheduledJobRuns.instance, instance));

  /** The attempt number if this instance now owns the slot, else null. */
  async function claim(job: JobDefinition, slot: Date, now: Date): Promise<number | null> {
    const t = scheduledJobRuns;
    const [row] = await db
      .insert(t)
      .values({ job: job.name, slot, instance, startedAt: now, heartbeatAt: now })
      .onConflictDoUpdate({
        target: [t.job, t.slot],
        set: { instance, attempts: sql`${t.attempts} + 1`, startedAt: now, heartbeatAt: now, failedAt: null, error: null },
        setWhere: and(
          isNull(t.finishedAt),
          lt(t.attempts, job.maxAttempts),
          or(isNotNull(t.failedAt), lt(t.heartbeatAt, new Date(now.getTime() - job.leaseMs))),
        ),
      })
      .returning({ attempt: t.attempts });
    return row?.attempt ?? null;
  }

  function emit(event: JobRunEvent) {
    for (const listener of listeners) {
      try {
        listener(event);
      } catch (error) {
        config.log?.warn({ error: String(error) }, 'job run listener failed');
      }
    }
  }

  async function runSlot(job: JobDefinition, now: Date): Promise<JobOutcome> {
    const slot = slotOf(now, job.everyMs);
    const attempt = await claim(job, slot, now);
    if (attempt === null) return { job: job.name, slot, status: 'taken' };
    const started = Date.now();
    const beat = setInterval(
      () =>
        void db
          .update(scheduledJobRuns)
          .set({ heartbeatAt: new Date() })
          .where(thisRun(job.name, slot))
          .catch(() => undefined),
      config.heartbeatMs ?? job.leaseMs / 4,
    );
    beat.unref();
    try {
      const result = (await job.fn({ slot, now })) ?? null;
      clearInterval(beat);
      await db.update(scheduledJobRuns).set({ finishedAt: new Date(), result }).where(thisRun(job.name, slot));
      const event = { job: job.name, slot, instance, attempt, status: 'finished', durationMs: Date.now() - started, result } as const;
      if (job.quiet) config.log?.debug(event, 'job ran');
      else config.log?.info(event, 'job ran');
      emit(event);
      return { job: job.name, slot, status: 'finished' };
    } catch (error) {
      clearInterval(beat);
      const message = String(error).slice(0, 500);
      await db
        .update(scheduledJobRuns)
        .set({ failedAt: new Date(), error: message })
        .where(thisRun(job.name, slot))
        .catch(() => undefined);
      const event = { job: job.name, slot, instance, attempt, status: 'failed', durationMs: Date.now() - started, error: message } as const;
      config.log?.warn(event, 'job failed');
      emit(event);
      return { job: job.name, slot, status: 'failed' };
    }
  }

  const jobsApi = {
    instance,
    /** Adds a job run once per `everyMs` slot across the fleet. Names are unique. */
    register(name: string, everyMs: number, fn: JobFn, options: JobOptions = {}) {
      if (jobs.has(name)) throw new Error(`job ${name} is already registered`);
      if (!(everyMs > 0)) throw new Error(`job ${name}: everyMs must be positive`);
      jobs.set(name, { name, everyMs, fn, leaseMs: options.leaseMs ?? 120_000, maxAttempts: options.maxAttempts ?? 3, quiet: options.quiet ?? false });
    },
    names: () => [...jobs.keys()],
    /** Listens to every run this instance makes (finished or failed); returns the unsubscribe. */
    onRun(listener: (event: JobRunEvent) => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    /**
     * Every job whose current slot nobody has run (or whose run failed or died): runs it here. A job
     * this instance is still running is left alone ('busy'). Errors of a job are its run's failure,
     * never this call's; a database that does not answer rejects.
     */
    async runDue(now = new Date(), only?: readonly string[]): Promise<JobOutcome[]> {
      return Promise.all(
        [...jobs.values()]
          .filter((job) => !only || only.includes(job.name))
          .map((job) => {
            const running = inFlight.get(job.name);
            if (running) return { job: job.name, slot: slotOf(now, job.everyMs), status: 'busy' as const };
            const run = runSlot(job, now).finally(() => inFlight.delete(job.name));
            inFlight.set(job.name, run);
            return run;
          }),
      );
    },
    /** Ticks every `tickMs` (and once now) until stop(); server.ts starts it, tests call runDue. */
    start(tickMs = 10_000) {
      if (timer) return;
      const tick = () => void jobsApi.runDue().catch((error: unknown) => config.log?.warn({ error: String(error) }, 'scheduled jobs could not be checked'));
      timer = setInterval(tick, tickMs);
      timer.unref();
      tick();
    },
    /** No new runs; waits for the runs in flight. */
    async stop() {
      clearInterval(timer);
      timer = undefined;
      await Promise.allSettled([...inFlight.values()]);
    },
  };
  return jobsApi;
}
export type Jobs = ReturnType<typeof createJobs>;

export const jobsPlugin = fp(
  async (app) => {
    const jobs = createJobs(app.db, { log: app.log });
    app.decorate('jobs', jobs);
    // Every run this instance makes is counted in /metrics (mall_job_runs_total, mall_job_duration_seconds).
    jobs.onRun((run) => app.metrics.jobRun(run));
    app.addHook('onClose', () => jobs.stop());
  },
  { name: 'jobs', dependencies: ['db', 'metrics'] },
);

export default jobsPlugin;

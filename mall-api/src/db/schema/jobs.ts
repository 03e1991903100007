import { integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { tz } from './columns';

/**
 * One row per scheduled job and time slot (plugins/app/platform/maintenance/jobs.ts): the instance that inserts
 * it runs the slot, the others find it taken. A run whose heartbeat stopped (its server died) or that
 * failed is taken again by the next tick of any instance, up to its attempts.
 */
export const scheduledJobRuns = pgTable(
  'scheduled_job_runs',
  {
    job: text('job').notNull(),
    slot: tz('slot').notNull(),
    instance: text('instance').notNull(),
    attempts: integer('attempts').notNull().default(1),
    startedAt: tz('started_at').notNull(),
    heartbeatAt: tz('heartbeat_at').notNull(),
    finishedAt: tz('finished_at'),
    failedAt: tz('failed_at'),
    error: text('error'),
    /** What the run reports (the purge's counts per table, the re-grade's result). */
    result: jsonb('result').$type<unknown>(),
  },
  (t) => [primaryKey({ name: 'scheduled_job_runs_pk', columns: [t.job, t.slot] })],
);

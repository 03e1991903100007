import { timestamp } from 'drizzle-orm/pg-core';

/** Timestamps are timestamptz so PGlite and PostgreSQL agree regardless of the server time zone. */
export const tz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * An exhibition's period (planning event, time deal, live room, raffle…): open from `start_at` until
 * `end_at`. Spread into the table: `...period()`.
 */
export const period = () => ({ startAt: tz('start_at').notNull(), endAt: tz('end_at').notNull() });

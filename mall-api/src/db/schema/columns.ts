import { timestamp } from 'drizzle-orm/pg-core';

/** Timestamps are timestamptz so PGlite and PostgreSQL agree regardless of the server time zone. */
export const tz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

import fp from 'fastify-plugin';
import type { Pool } from 'pg';
import { createDb, type Database, type DbHandle } from '../../db/client';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    dbDriver: DbHandle['driver'];
    /** PGlite's data directory (undefined on PostgreSQL). */
    dbDataDir: string | undefined;
    /** node-postgres's pool (null on PGlite). */
    dbPool: Pool | null;
  }
}

export interface DbPluginOptions {
  /** Injected by tests and server.ts; the app then leaves closing it to the owner. */
  handle?: DbHandle;
}

export const dbPlugin = fp<DbPluginOptions>(
  async (app, opts) => {
    const handle = opts.handle ?? (await createDb());
    app.decorate('db', handle.db);
    app.decorate('dbDriver', handle.driver);
    app.decorate('dbDataDir', handle.dataDir);
    app.decorate('dbPool', handle.pool ?? null);
    if (!opts.handle) app.addHook('onClose', () => handle.close());
  },
  { name: 'db' },
);

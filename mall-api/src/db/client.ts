import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema';

export type Schema = typeof schema;
/** The common supertype of the PGlite and node-postgres drivers: queries are written once. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DbHandle {
  db: Database;
  driver: 'pglite' | 'postgres';
  migrate: () => Promise<void>;
  /**
   * Runs `fn` while holding the fleet's start-up lock: on PostgreSQL a session-level advisory lock on a
   * connection of its own, so servers started together take turns (the first migrates and seeds, the
   * others wait, then find nothing left to do); the lock goes with the session if the holder dies.
   * PGlite belongs to one process: `fn` simply runs.
   */
  exclusive: <T>(fn: () => Promise<T>) => Promise<T>;
  close: () => Promise<void>;
  /** PGlite only: the whole data directory as a tarball, which `loadDataDir` starts a new database from. */
  dumpDataDir?: () => Promise<Blob>;
  /** PGlite only: its data directory (`memory://` in tests): the media store's default sits beside it. */
  dataDir?: string;
}

export interface DbOptions {
  /** postgres://… switches to node-postgres; otherwise PGlite is used. */
  databaseUrl?: string | undefined;
  /** PGlite data dir; `memory://` keeps everything in memory (tests). */
  dataDir?: string | undefined;
  /** PGlite only: start from a data directory dumped by `dumpDataDir` (the tests' seeded template). */
  loadDataDir?: Blob | undefined;
}

const here = dirname(fileURLToPath(import.meta.url));
export const MIGRATIONS_FOLDER = resolve(here, '../../drizzle');
export const DEFAULT_DATA_DIR = resolve(here, '../../.data/pglite');
/** Advisory-lock namespace of mall-api ('mall'); the second key names the lock. */
export const MALL_LOCK_NAMESPACE = 0x6d616c6c;
export const STARTUP_LOCK_KEY = 1;

export async function createDb(options: DbOptions = {}): Promise<DbHandle> {
  const databaseUrl = options.databaseUrl ?? process.env.DATABASE_URL;
  return databaseUrl ? createPostgres(databaseUrl) : createPglite(options.dataDir ?? process.env.PGLITE_DATA_DIR ?? DEFAULT_DATA_DIR, options.loadDataDir);
}

async function createPglite(dataDir: string, loadDataDir?: Blob): Promise<DbHandle> {
  // Imported lazily so a PostgreSQL deployment never loads the wasm bundle.
  const [{ PGlite }, { pg_trgm }, { drizzle }, { migrate }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('@electric-sql/pglite/contrib/pg_trgm'),
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ]);
  if (!dataDir.includes('://')) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir, { extensions: { pg_trgm }, ...(loadDataDir ? { loadDataDir } : {}) });
  const db = drizzle(client, { schema });
  return {
    db: db as unknown as Database,
    driver: 'pglite',
    dataDir,
    migrate: () => migrate(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    exclusive: (fn) => fn(),
    close: () => client.close(),
    dumpDataDir: () => client.dumpDataDir('none'),
  };
}

async function createPostgres(url: string): Promise<DbHandle> {
  const [{ default: pg }, { drizzle }, { migrate }] = await Promise.all([
    import('pg'),
    import('drizzle-orm/node-postgres'),
    import('drizzle-orm/node-postgres/migrator'),
  ]);
  const ms = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
  const pool = new pg.Pool({
    connectionString: url,
    max: Number(process.env.DATABASE_POOL_MAX ?? 10),
    // A saturated pool answers 503 within seconds instead of queueing requests for minutes.
    connectionTimeoutMillis: ms('DATABASE_ACQUIRE_TIMEOUT_MS', 3_000),
    // No statement (and no transaction left open by a stalled request) may hold a connection for long.
    statement_timeout: ms('DATABASE_STATEMENT_TIMEOUT_MS', 10_000),
    idle_in_transaction_session_timeout: ms('DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS', 10_000),
    // The client side of the same bound: a server that stops answering (network gone, host down) fails the
    // query instead of hanging it; a little longer than the statement timeout, which the server enforces.
    query_timeout: ms('DATABASE_QUERY_TIMEOUT_MS', ms('DATABASE_STATEMENT_TIMEOUT_MS', 10_000) + 2_000),
  });
  // Without a listener a client's error (server restart, failover, or the server ending a transaction
  // left idle past its timeout) would crash the process; the query in flight fails on its own.
  pool.on('error', (error) => console.warn(`[db] idle PostgreSQL client error: ${error.message}`));
  pool.on('connect', (client) => client.on('error', (error) => console.warn(`[db] PostgreSQL connection ended: ${error.message}`)));
  const db = drizzle(pool, { schema });
  const exclusive = async <T>(fn: () => Promise<T>): Promise<T> => {
    // Not a pooled connection: waiting for the lock may outlast the pool's statement timeout.
    const holder = new pg.Client({ connectionString: url, connectionTimeoutMillis: ms('DATABASE_ACQUIRE_TIMEOUT_MS', 3_000) });
    holder.on('error', (error) => console.warn(`[db] start-up lock connection ended: ${error.message}`));
    await holder.connect();
    try {
      await holder.query('select pg_advisory_lock($1, $2)', [MALL_LOCK_NAMESPACE, STARTUP_LOCK_KEY]);
      return await fn();
    } finally {
      // Ending the session releases the lock.
      await holder.end().catch(() => undefined);
    }
  };
  return {
    db: db as unknown as Database,
    driver: 'postgres',
    migrate: () => migrate(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    exclusive,
    close: () => pool.end(),
  };
}

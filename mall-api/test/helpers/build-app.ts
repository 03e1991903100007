import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp, type App } from '../../src/app';
import { createDb, type DbHandle } from '../../src/db/client';
import { seed } from '../../src/db/seed/index';

export interface TestContext {
  app: App;
  db: DbHandle;
  close: () => Promise<void>;
}

type TestDb = { db: DbHandle; dispose: () => Promise<void> };

/**
 * A migrated database per test file: in-memory PGlite by default; with DATABASE_URL a brand-new
 * PostgreSQL database (dropped afterwards), so reruns never see old rows. Empty: the seed tests seed it.
 */
export async function createTestDb(): Promise<TestDb> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const db = await createDb({ databaseUrl: '', dataDir: 'memory://' });
    await db.migrate();
    return { db, dispose: () => db.close() };
  }
  const created = await createPostgresDatabase(url);
  if (!created) {
    // No CREATEDB privilege: fall back to wiping the target database in place.
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query('DROP SCHEMA IF EXISTS drizzle CASCADE; DROP SCHEMA public CASCADE; CREATE SCHEMA public;');
    await admin.end();
    const db = await createDb({ databaseUrl: url });
    await db.migrate();
    return { db, dispose: () => db.close() };
  }
  await created.db.migrate();
  return created;
}

/**
 * A migrated database holding the demo mall. Migrating and seeding take 10–15 s a file, so the
 * project's global setup (seeded-template.ts) does it once and each file starts from a copy: PGlite
 * loads the template's dumped data directory, PostgreSQL copies the template database. Without the
 * global setup (a file run by other means) the file migrates and seeds its own.
 */
export async function createSeededTestDb(): Promise<TestDb> {
  const template = inject('seededTemplate');
  if (template?.driver === 'pglite') {
    const db = await createDb({ databaseUrl: '', dataDir: 'memory://', loadDataDir: new Blob([await readFile(template.dumpFile)]) });
    return { db, dispose: () => db.close() };
  }
  const url = process.env.DATABASE_URL;
  if (template?.driver === 'postgres' && url) {
    const created = await createPostgresDatabase(url, template.database);
    if (created) return created;
  }
  const fresh = await createTestDb();
  await seed(fresh.db.db);
  return fresh;
}

/** A seeded in-memory PGlite whatever DATABASE_URL says (a test about the embedded database itself). */
export async function createSeededPgliteDb(): Promise<TestDb> {
  const db = await createDb({ databaseUrl: '', dataDir: 'memory://' });
  try {
    await db.migrate();
    await seed(db.db);
  } catch (error) {
    await db.close();
    throw error;
  }
  return { db, dispose: () => db.close() };
}

/** A new, uniquely named PostgreSQL database (a copy of `template` if given), or null without CREATEDB. */
export async function createPostgresDatabase(url: string, template?: string): Promise<TestDb | null> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  const name = `mall_test_${process.pid}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  for (let attempt = 1; ; attempt++) {
    try {
      await admin.query(`CREATE DATABASE "${name}"${template ? ` TEMPLATE "${template}"` : ''}`);
      break;
    } catch (error) {
      // 55006: the template's last connection is still closing (another file's copy, or the seeding pool).
      if ((error as { code?: string }).code === '55006' && attempt < 20) {
        await new Promise((resolve) => setTimeout(resolve, 250));
        continue;
      }
      await admin.end();
      if (template) throw error;
      return null;
    }
  }
  const target = new URL(url);
  target.pathname = `/${name}`;
  const db = await createDb({ databaseUrl: target.toString() });
  return {
    db,
    dispose: async () => {
      await db.close();
      // Plain DROP waits (up to 5 s) for the closed pool's backends to exit; FORCE only as a last resort.
      await admin.query(`DROP DATABASE IF EXISTS "${name}"`).catch(() => admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
      await admin.end();
    },
  };
}

/**
 * Tests talk to the app from one address, hundreds of times a minute: the limits a real shop needs
 * would throttle them. Rate-limit tests set their own low limits before building their app.
 */
export async function buildTestApp(
  /** Where the seeded database comes from: the file's usual one (PGlite, or PostgreSQL with DATABASE_URL) unless given. */
  createDatabase: () => Promise<TestDb> = createSeededTestDb,
): Promise<TestContext> {
  // Hundreds of logins per file: a cheaper scrypt cost here (password.test.ts checks the production one).
  process.env.SCRYPT_LOG_N ??= '12';
  process.env.RATE_LIMIT_MAX ??= '100000';
  process.env.AUTH_RATE_LIMIT_MAX ??= '100000';
  process.env.SEARCH_CLIENT_LIMIT ??= '100000';
  process.env.SEARCH_CLIENT_IN_FLIGHT ??= '100000';
  process.env.ORDER_START_RATE_LIMIT_MAX ??= '100000';
  // A production app (tests that set NODE_ENV=production) needs the PG notification key; a test one is random.
  process.env.PG_SANDBOX_SECRET ??= randomBytes(32).toString('hex');
  const { db, dispose } = await createDatabase();
  const app = await buildApp({ db }).catch(async (error: unknown) => {
    await dispose();
    throw error;
  });
  await app.ready();
  return {
    app,
    db,
    close: async () => {
      await app.close();
      await dispose();
    },
  };
}

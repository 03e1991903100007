import pg from 'pg';
import { buildApp, type App } from '../../src/app';
import { createDb, type DbHandle } from '../../src/db/client';
import { seed } from '../../src/db/seed/index';

export interface TestContext {
  app: App;
  db: DbHandle;
  close: () => Promise<void>;
}

/**
 * A migrated, seeded database per test file: in-memory PGlite by default; with DATABASE_URL a
 * brand-new PostgreSQL database (dropped afterwards), so reruns never see old rows.
 */
export async function createTestDb(): Promise<{ db: DbHandle; dispose: () => Promise<void> }> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const db = await createDb({ databaseUrl: '', dataDir: 'memory://' });
    await db.migrate();
    return { db, dispose: () => db.close() };
  }
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  const name = `mall_test_${process.pid}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  try {
    await admin.query(`CREATE DATABASE "${name}"`);
  } catch {
    // No CREATEDB privilege: fall back to wiping the target database in place.
    await admin.query('DROP SCHEMA IF EXISTS drizzle CASCADE; DROP SCHEMA public CASCADE; CREATE SCHEMA public;');
    await admin.end();
    const db = await createDb({ databaseUrl: url });
    await db.migrate();
    return { db, dispose: () => db.close() };
  }
  const target = new URL(url);
  target.pathname = `/${name}`;
  const db = await createDb({ databaseUrl: target.toString() });
  await db.migrate();
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
export async function buildTestApp(): Promise<TestContext> {
  // Hundreds of logins per file: a cheaper scrypt cost here (password.test.ts checks the production one).
  process.env.SCRYPT_LOG_N ??= '12';
  process.env.RATE_LIMIT_MAX ??= '100000';
  process.env.AUTH_RATE_LIMIT_MAX ??= '100000';
  const { db, dispose } = await createTestDb();
  await seed(db.db);
  const app = await buildApp({ db });
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

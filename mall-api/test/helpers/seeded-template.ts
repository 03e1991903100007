import { rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { createDb } from '../../src/db/client';
import { seed } from '../../src/db/seed/index';

export type SeededTemplate = { driver: 'pglite'; dumpFile: string } | { driver: 'postgres'; database: string };

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated, seeded demo mall every test file's database starts from (build-app.ts). */
    seededTemplate: SeededTemplate | undefined;
  }
}

/**
 * Global setup of the mall-api project: migrates and seeds the demo mall once per run, instead of once
 * per test file. On PGlite the data directory is dumped to a file; on PostgreSQL (DATABASE_URL) it is a
 * template database that `CREATE DATABASE … TEMPLATE` copies. Removed again when the run ends.
 */
export default async function setup(project: TestProject) {
  const cost = process.env.SCRYPT_LOG_N;
  // The seeded members' hashes at the tests' cheaper scrypt cost, as buildTestApp seeded them before
  // (the hash records its parameters); the production cost is left to the tests that check it.
  process.env.SCRYPT_LOG_N ??= '12';
  try {
    const url = process.env.DATABASE_URL;
    if (!url) {
      const db = await createDb({ databaseUrl: '', dataDir: 'memory://' });
      await db.migrate();
      await seed(db.db);
      const dumpFile = join(tmpdir(), `mall-api-seeded-${process.pid}.tar`);
      await writeFile(dumpFile, Buffer.from(await (await db.dumpDataDir!()).arrayBuffer()));
      await db.close();
      project.provide('seededTemplate', { driver: 'pglite', dumpFile });
      return () => rm(dumpFile, { force: true });
    }
    const database = `mall_template_${process.pid}_${Date.now().toString(36)}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      await admin.query(`CREATE DATABASE "${database}"`);
    } catch {
      // No CREATEDB privilege: every file seeds its own database (build-app.ts).
      await admin.end();
      project.provide('seededTemplate', undefined);
      return undefined;
    }
    const target = new URL(url);
    target.pathname = `/${database}`;
    const db = await createDb({ databaseUrl: target.toString() });
    await db.migrate();
    await seed(db.db);
    // A template must have no connections while it is copied.
    await db.close();
    project.provide('seededTemplate', { driver: 'postgres', database });
    return async () => {
      await admin.query(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
      await admin.end();
    };
  } finally {
    if (cost === undefined) delete process.env.SCRYPT_LOG_N;
    else process.env.SCRYPT_LOG_N = cost;
  }
}

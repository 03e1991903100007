import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { count, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, MIGRATIONS_FOLDER, type DbHandle } from '../../src/db/client';
import { banners, goods, grades, members } from '../../src/db/schema';
import { DEFAULT_GOODS_COUNT } from '../../src/db/seed/index';
import { GRADES } from '../../src/plugins/app/member/members/grades';
import { prepareDatabase } from '../../src/db/startup';

const INSTANCES = 4;

/**
 * PostgreSQL only (npm run test:pg): servers started together on an empty database. Under the start-up
 * lock one migrates and seeds, the others wait and find nothing to do: each migration recorded once, no
 * start fails, no seed row twice.
 */
describe('start-up across a fleet (PostgreSQL)', () => {
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  const name = `mall_startup_${process.pid}_${Date.now().toString(36)}`;
  const handles: DbHandle[] = [];
  beforeAll(async () => {
    await admin.connect();
    await admin.query(`CREATE DATABASE "${name}"`);
    const url = new URL(process.env.DATABASE_URL!);
    url.pathname = `/${name}`;
    for (let i = 0; i < INSTANCES; i++) handles.push(await createDb({ databaseUrl: url.toString() }));
  });
  afterAll(async () => {
    await Promise.all(handles.map((h) => h.close()));
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin.end();
  });

  it('instances started together on an empty database migrate and seed it once', { timeout: 240_000 }, async () => {
    const logs = handles.map(() => [] as string[]);
    const results = await Promise.allSettled(handles.map((h, i) => prepareDatabase(h, { demo: true, log: (m) => logs[i]!.push(m) })));
    expect(results.filter((r) => r.status === 'rejected').map((r) => String((r as PromiseRejectedResult).reason))).toEqual([]);

    const journal = JSON.parse(readFileSync(join(MIGRATIONS_FOLDER, 'meta/_journal.json'), 'utf8')) as { entries: { when: number }[] };
    const db = handles[0]!.db;
    const { rows } = (await db.execute(
      sql`select created_at::text as at, count(*)::int as n from drizzle.__drizzle_migrations group by created_at`,
    )) as unknown as {
      rows: { at: string; n: number }[];
    };
    expect(rows).toHaveLength(journal.entries.length);
    expect(rows.every((r) => r.n === 1)).toBe(true);

    // One instance did the seeding; the others had nothing to log.
    expect(logs.filter((l) => l.includes('grades seeded'))).toHaveLength(1);
    expect(logs.filter((l) => l.length === 0)).toHaveLength(INSTANCES - 1);
    const rowsOf = async (table: typeof grades | typeof goods | typeof members | typeof banners) => (await db.select({ n: count() }).from(table))[0]!.n;
    expect(await rowsOf(grades)).toBe(GRADES.length);
    expect(await rowsOf(goods)).toBe(DEFAULT_GOODS_COUNT);
    const seeded = { members: await rowsOf(members), banners: await rowsOf(banners) };
    // A later start (a restart of one instance) changes nothing either.
    await prepareDatabase(handles[1]!, { demo: true });
    expect({ members: await rowsOf(members), banners: await rowsOf(banners) }).toEqual(seeded);
  });
});

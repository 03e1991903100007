import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { MIGRATIONS_FOLDER } from '../../db/client';

declare module 'fastify' {
  interface FastifyInstance {
    /** Whether this instance should be sent traffic (GET /ready): the load balancer's question. */
    readiness: Readiness;
  }
}

export type CheckName = 'database' | 'migrations' | 'redis' | 'shutdown';
export interface ReadyReport {
  ready: boolean;
  checks: Partial<Record<CheckName, string>>;
  failed: CheckName[];
}

/** The migration the code expects to be applied last: the journal's last entry (its `when`, which drizzle records). */
export function expectedMigration(): { tag: string; when: number } {
  const journal = JSON.parse(readFileSync(join(MIGRATIONS_FOLDER, 'meta/_journal.json'), 'utf8')) as { entries: { tag: string; when: number }[] };
  return journal.entries.at(-1)!;
}

class TimeoutError extends Error {}

function within<T>(ms: number, work: () => Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    work(),
    new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new TimeoutError(`no answer within ${ms} ms`)), ms);
    }),
  ]).finally(() => clearTimeout(timer));
}

const reason = (error: unknown) =>
  error instanceof TimeoutError
    ? error.message
    : String((error as { message?: unknown }).message ?? error)
        .split('\n')[0]!
        .slice(0, 200);

/**
 * Readiness (issue 27), apart from liveness (/health: the process answers): the database answers
 * `select 1` within READY_TIMEOUT_MS (default 1 s), its migrations reach the journal's last entry, and
 * Redis is checked and reported when REDIS_URL configured it (not a condition: see below). From SIGTERM on (server.ts: startDraining) the answer is
 * no at once, so the balancer stops sending before the server stops listening.
 */
export const readinessPlugin = fp(
  async (app) => {
    const expected = expectedMigration();
    const timeoutMs = Number(process.env.READY_TIMEOUT_MS ?? 1_000);
    let draining = false;
    // Once the expected migration is seen it stays applied: later checks skip the query.
    let migrated = false;

    const readiness = {
      get draining() {
        return draining;
      },
      startDraining() {
        draining = true;
      },
      async check(): Promise<ReadyReport> {
        const checks: ReadyReport['checks'] = {};
        const failed: CheckName[] = [];
        const run = async (name: CheckName, probe: () => Promise<string>) => {
          try {
            checks[name] = await within(timeoutMs, probe);
          } catch (error) {
            checks[name] = `failed: ${reason(error)}`;
            failed.push(name);
          }
        };
        if (draining) {
          checks.shutdown = 'failed: shutting down';
          failed.push('shutdown');
        }
        await Promise.all([
          run('database', async () => {
            await app.db.execute(sql`select 1`);
            return 'ok';
          }),
          run('migrations', async () => {
            if (migrated) return 'ok';
            const { rows } = (await app.db.execute(sql`select max(created_at)::text as last from drizzle.__drizzle_migrations`)) as unknown as {
              rows: { last: string | null }[];
            };
            const last = Number(rows[0]?.last ?? 0);
            if (last < expected.when) throw new Error(`expected ${expected.tag}, database at ${last || 'none'}`);
            migrated = true;
            return 'ok';
          }),
          app.redis
            ? run('redis', async () => {
                // Not connected: said at once (a PING would wait in the client's queue for a reconnect, and the
                // balancer's check would time out on a Redis that is merely reported).
                if (app.redis!.status !== 'ready') throw new Error(`not connected (${app.redis!.status})`);
                await app.redis!.ping();
                return 'ok';
              })
            : Promise.resolve(void (checks.redis = 'not configured')),
        ]);
        // Redis is reported, never a reason to stop sending traffic: every instance shares it, and without it
        // the rate limits count per instance (lib/rate-limit-store.ts). Failing on it would take the whole
        // fleet out of the balancer at once (the fleet test's "Redis stopped", tools/fleet.mjs).
        const blocking = failed.filter((name) => name !== 'redis');
        return { ready: blocking.length === 0, checks, failed };
      },
    };
    app.decorate('readiness', readiness);
  },
  { name: 'readiness', dependencies: ['db', 'security'] },
);
export type Readiness = {
  readonly draining: boolean;
  startDraining: () => void;
  check: () => Promise<ReadyReport>;
};

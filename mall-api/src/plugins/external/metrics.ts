import fp from 'fastify-plugin';
import type { Pool } from 'pg';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics, register as processRegistry } from 'prom-client';
import { bearerToken } from '../app/platform/auth/authenticate';
import { unauthenticated } from '../../lib/errors';
import { hashToken } from '../../lib/tokens';

declare module 'fastify' {
  interface FastifyInstance {
    /** This app's Prometheus registry and the metrics other plugins count into (GET /metrics). */
    metrics: Metrics;
  }
}

/** Latency buckets (seconds) from a cached answer (~1 ms) to the request timeout (10 s). */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);
const METRICS_PATH = '/metrics';

/**
 * The metrics of one app. Per app (tests build many apps in one process); the process's own metrics
 * (CPU, memory, event loop, GC: prom-client's defaults) are collected once per process and answered beside them.
 */
export function createMetrics() {
  const registry = new Registry();
  const registers = [registry];
  const jobRuns = new Counter({
    name: 'mall_job_runs_total',
    help: 'Scheduled job runs on this instance, by job and outcome (ok, failed); a slot another instance ran is not counted here.',
    labelNames: ['job', 'outcome'],
    registers,
  });
  const jobDuration = new Histogram({
    name: 'mall_job_duration_seconds',
    help: 'How long a scheduled job run took.',
    labelNames: ['job'],
    buckets: [0.01, 0.1, 0.5, 1, 5, 15, 60, 300],
    registers,
  });
  return {
    registry,
    http: new Histogram({
      name: 'mall_http_request_duration_seconds',
      help: 'API requests by route pattern (not the raw URL), method and status: rate, errors and latency.',
      labelNames: ['method', 'route', 'status_code'],
      buckets: LATENCY_BUCKETS,
      registers,
    }),
    searchCache: new Counter({
      name: 'mall_search_cache_requests_total',
      help: 'Searches by how the result cache answered (hit, stale: served while refreshed, shared: an identical one in flight, miss). Hit ratio = (hit+stale+shared)/all.',
      labelNames: ['result'],
      registers,
    }),
    jobRuns,
    /** One run of a scheduled job as the job runner reports it (plugins/app/platform/maintenance/jobs.ts `onRun`). */
    jobRun({ job, status, durationMs }: { job: string; status: 'finished' | 'failed'; durationMs: number }) {
      jobRuns.inc({ job, outcome: status === 'finished' ? 'ok' : 'failed' });
      jobDuration.observe({ job }, durationMs / 1000);
    },
    /** Gauges read when scraped (pool sizes, Redis state). */
    gauge(name: string, help: string, read: () => number) {
      return new Gauge({
        name,
        help,
        registers,
        collect() {
          this.set(read());
        },
      });
    },
    /** The exposition text of this app's and the process's metrics. */
    async exposition() {
      const merged = Registry.merge([registry, processRegistry]);
      return { contentType: merged.contentType, body: await merged.metrics() };
    },
  };
}
export type Metrics = ReturnType<typeof createMetrics>;

/**
 * The database: its driver (PGlite has no pool: one connection in the process), and node-postgres's pool:
 * its size, idle connections, requests waiting for one, and how long getting one took.
 */
function observeDatabase(metrics: Metrics, driver: string, pool: Pool | null) {
  const registers = [metrics.registry];
  new Gauge({ name: 'mall_db_driver', help: 'The database driver in use (1 for the driver label).', labelNames: ['driver'], registers }).set({ driver }, 1);
  if (!pool) return;
  metrics.gauge('mall_db_pool_max_connections', 'The pool size configured (DATABASE_POOL_MAX).', () => pool.options.max ?? 10);
  metrics.gauge('mall_db_pool_connections', 'Connections open (in use and idle).', () => pool.totalCount);
  metrics.gauge('mall_db_pool_idle_connections', 'Connections open and idle.', () => pool.idleCount);
  metrics.gauge('mall_db_pool_waiting_requests', 'Queries waiting for a connection.', () => pool.waitingCount);
  const acquire = new Histogram({
    name: 'mall_db_pool_acquire_seconds',
    help: 'How long getting a connection from the pool took (the wait), by outcome (a timeout is the 503 of a saturated pool).',
    labelNames: ['outcome'],
    buckets: [0.001, 0.005, 0.025, 0.1, 0.5, 1, 3, 10],
    registers,
  });
  const wrapped = timedPools.has(pool);
  timedPools.set(pool, acquire);
  if (!wrapped) timeAcquire(pool);
}

/** The histogram a pool's acquisitions count into: the latest app's built on it (tests build several on one database). */
const timedPools = new WeakMap<Pool, Histogram<'outcome'>>();

/** Pool.query checks out through this.connect(callback), a transaction through connect(): both are timed. */
function timeAcquire(pool: Pool) {
  type Callback = (error: Error | undefined, ...rest: unknown[]) => void;
  const connect = pool.connect.bind(pool) as unknown as (callback?: Callback) => Promise<unknown> | undefined;
  pool.connect = ((callback?: Callback) => {
    const end = timedPools.get(pool)!.startTimer();
    const done = (error: unknown) => end({ outcome: error ? 'error' : 'ok' });
    if (callback) {
      return connect((error, ...rest) => {
        done(error);
        callback(error, ...rest);
      });
    }
    return connect()!.then(
      (client) => (done(undefined), client),
      (error: unknown) => {
        done(error);
        throw error;
      },
    );
  }) as Pool['connect'];
}

let processMetrics = false;

/**
 * GET /metrics (hidden from OpenAPI; with METRICS_TOKEN set, only for `Authorization: Bearer <token>`), and
 * every request counted by its route pattern: labels stay bounded whatever URLs clients send.
 */
export const metricsPlugin = fp(
  async (app) => {
    if (!processMetrics) {
      processMetrics = true;
      collectDefaultMetrics();
    }
    const metrics = createMetrics();
    app.decorate('metrics', metrics);
    observeDatabase(metrics, app.dbDriver, app.dbPool);

    app.addHook('onResponse', async (request, reply) => {
      const route = request.routeOptions.url ?? 'unmatched';
      const method = METHODS.has(request.method) ? request.method : 'other';
      metrics.http.observe({ method, route, status_code: String(reply.statusCode) }, reply.elapsedTime / 1000);
    });

    const token = process.env.METRICS_TOKEN;
    app.get(METRICS_PATH, { schema: { hide: true } }, async (request, reply) => {
      const sent = bearerToken(request);
      if (token && (!sent || hashToken(sent) !== hashToken(token))) throw unauthenticated();
      const { contentType, body } = await metrics.exposition();
      return reply.type(contentType).send(body);
    });
  },
  { name: 'metrics', dependencies: ['db'] },
);

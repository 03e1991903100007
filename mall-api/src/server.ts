import { buildApp } from './app';
import { createDb } from './db/client';
import { prepareDatabase } from './db/startup';
import { missingProductionSettings, productionSettingsError } from './lib/environment';
import { demoDataWanted } from './db/seed/index';
import { startTracing, tracingWanted } from './lib/tracing';

const port = Number(process.env.PORT ?? 4000);
const host = process.env.HOST ?? '0.0.0.0';
const ms = (name: string, fallback: number) => Number(process.env[name] ?? fallback);

async function main() {
  // A production start without its secrets stops here, naming what is missing (README, 보안).
  const missing = missingProductionSettings();
  if (missing.length) {
    console.error(productionSettingsError(missing));
    process.exit(1);
  }
  const started = Date.now();
  // Before the database driver loads and the app is built (off unless OTEL_* ask for it: docs/observability.md).
  const tracing = tracingWanted() ? await startTracing() : null;
  const db = await createDb();
  // Every start: migrations, then what is missing is seeded (each step checks first), under the fleet's
  // start-up lock (db/startup.ts). The demo mall, with its published demo passwords, only outside
  // production unless SEED_DEMO_DATA=1 asks for it.
  const demo = demoDataWanted();
  console.log(`[mall-api] migrating and checking seed data (${db.driver}, demo mall ${demo ? 'on' : 'off'})…`);
  await prepareDatabase(db, { demo, log: (m) => console.log(`[mall-api] ${m}`) });
  const app = await buildApp({ db, logger: { level: process.env.LOG_LEVEL ?? 'info' } });

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    // /ready answers 503 from now on: the balancer stops sending this instance new requests.
    app.readiness.startDraining();
    app.log.info(`${signal} received: draining`);
    const drainMs = ms('SHUTDOWN_DRAIN_MS', 10_000);
    // A last resort if a job or the database does not let go.
    setTimeout(
      () => {
        console.error('[mall-api] shutdown did not finish in time');
        process.exit(1);
      },
      drainMs + ms('SHUTDOWN_DELAY_MS', 0) + 10_000,
    ).unref();
    // A balancer polling /ready every few seconds is given that long before the listener closes.
    await new Promise((resolve) => setTimeout(resolve, ms('SHUTDOWN_DELAY_MS', 0)));
    // Requests still running after the drain cap lose their connection.
    const cap = setTimeout(() => {
      app.log.warn(`requests still running after ${drainMs} ms: closing their connections`);
      app.server.closeAllConnections();
    }, drainMs);
    // Stops accepting connections and waits for the requests in flight, then the onClose hooks stop the
    // jobs (waiting for a run in flight) and let go of Redis; the database goes last.
    await app.close();
    clearTimeout(cap);
    await db.close();
    await tracing?.shutdown();
    app.log.info('stopped');
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  // The month's re-grade before the first request (its slot runs once per fleet, and the re-grade once a
  // month): no page shows a grade the 1st has already changed.
  await app.jobs.runDue(new Date(), ['monthly-regrade']).catch((error: unknown) => app.log.warn({ error: String(error) }, 're-grade failed'));
  await app.listen({ port, host });
  // Purge, order-hold release and re-grade, each slot once across the fleet (plugins/app/platform/maintenance).
  app.jobs.start(ms('JOBS_TICK_MS', 10_000));
  const shown = host === '0.0.0.0' || host === '::' ? 'localhost' : host;
  console.log(`[mall-api] ready in ${Date.now() - started} ms on ${db.driver}: http://${shown}:${port} (docs: http://${shown}:${port}/api/docs)`);
}

main().catch((error: unknown) => {
  console.error('[mall-api] failed to start', error);
  process.exit(1);
});

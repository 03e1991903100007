import { buildApp } from './app';
import { createDb } from './db/client';
import { missingProductionSettings, productionSettingsError } from './lib/environment';
import { demoDataWanted, seed } from './db/seed/index';
import { scheduleHoldRelease, schedulePurge } from './plugins/app/maintenance/purge';
import { startTracing, tracingWanted } from './lib/tracing';

const port = Number(process.env.PORT ?? 4000);
const host = process.env.HOST ?? '0.0.0.0';

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
  await db.migrate();
  // Every start: what is missing is seeded (each step checks first). The demo mall, with its published
  // demo passwords, only outside production unless SEED_DEMO_DATA=1 asks for it.
  const demo = demoDataWanted();
  console.log(`[mall-api] checking seed data (${db.driver}, demo mall ${demo ? 'on' : 'off'})…`);
  await seed(db.db, { demo, log: (m) => console.log(`[mall-api] ${m}`) });
  const app = await buildApp({ db, logger: { level: process.env.LOG_LEVEL ?? 'info' } });

  const shutdown = async (signal: string) => {
    app.log.info(`${signal} received, closing`);
    await app.close();
    await db.close();
    await tracing?.shutdown();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  // The month's re-grade before the first request (a no-op once any server of the fleet ran it): no page
  // shows a grade the 1st has already changed. The hourly job checks again.
  await app.gradeRuns.runDue().then(
    (regrade) => app.log.info({ regrade }, 'monthly re-grade checked'),
    (error: unknown) => app.log.warn({ error: String(error) }, 're-grade failed'),
  );
  await app.listen({ port, host });
  schedulePurge(app);
  scheduleHoldRelease(app);
  const shown = host === '0.0.0.0' || host === '::' ? 'localhost' : host;
  console.log(`[mall-api] ready in ${Date.now() - started} ms on ${db.driver}: http://${shown}:${port} (docs: http://${shown}:${port}/api/docs)`);
}

main().catch((error: unknown) => {
  console.error('[mall-api] failed to start', error);
  process.exit(1);
});

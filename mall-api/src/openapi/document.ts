import { buildApp } from '../app';
import { createDb } from '../db/client';

/**
 * mall-api's OpenAPI document as the running server publishes it (/api/docs/json): the app is built
 * on an empty in-memory database, which route registration needs but never reads.
 */
export async function openApiDocument(): Promise<Record<string, unknown>> {
  const db = await createDb({ databaseUrl: '', dataDir: 'memory://' });
  await db.migrate();
  const app = await buildApp({ db });
  try {
    await app.ready();
    return app.swagger() as unknown as Record<string, unknown>;
  } finally {
    await app.close();
    await db.close();
  }
}

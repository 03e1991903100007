import type { DbHandle } from './client';
import { seed, type SeedOptions } from './seed/index';

/**
 * What a server start does to its database, once per fleet: migrations, then the seed (each step of
 * which checks first), both under the start-up lock (DbHandle.exclusive). Servers started together on
 * one PostgreSQL database take turns: the first migrates and seeds, the others find nothing to do.
 */
export async function prepareDatabase(handle: DbHandle, options: SeedOptions = {}): Promise<void> {
  await handle.exclusive(async () => {
    await handle.migrate();
    await seed(handle.db, options);
  });
}

import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { appSecrets } from '../db/schema';

/**
 * A server-side key generated once per database and shared by every instance (app_secrets): read
 * once, created on first use. A failed read is not cached (a busy database must not break it for good).
 */
export function appSecret(db: Database, name: string): () => Promise<Buffer> {
  let secret: Promise<Buffer> | null = null;
  return () =>
    (secret ??= (async () => {
      await db
        .insert(appSecrets)
        .values({ key: name, value: randomBytes(32).toString('base64url') })
        .onConflictDoNothing();
      const [row] = await db.select().from(appSecrets).where(eq(appSecrets.key, name));
      return Buffer.from(row!.value, 'base64url');
    })().catch((error: unknown) => {
      secret = null;
      throw error;
    }));
}

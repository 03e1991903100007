import type { Popup, ShopSettings } from '@mall/shared-contracts';
import { ShopSettingsSchema } from '@mall/shared-contracts/schemas';
import { and, asc, eq, gte, lte } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { Database } from '../../../../db/client';
import { popups, shopSettings } from '../../../../db/schema';

declare module 'fastify' {
  interface FastifyInstance {
    settingsRepository: SettingsRepository;
  }
}

export const popupImageUrl = (id: number) => `/media/popups/${id}.svg`;

export function createSettingsRepository(db: Database) {
  return {
    /** The settings sections assembled and checked against the contract: a bad row fails loudly here, not in the browser. */
    async shopSettings(): Promise<ShopSettings> {
      const rows = await db.select().from(shopSettings);
      return ShopSettingsSchema.parse(Object.fromEntries(rows.map((r) => [r.key, r.value])));
    },

    /** Replaces one section (what an admin screen or a test does). */
    async setSection<K extends keyof ShopSettings>(key: K, value: ShopSettings[K]) {
      await db
        .insert(shopSettings)
        .values({ key, value })
        .onConflictDoUpdate({ target: shopSettings.key, set: { value, updatedAt: new Date() } });
    },

    /** Popups of a position whose display period contains `now`, in curated order. */
    async listPopups(position: 'main', now = new Date()): Promise<Popup[]> {
      const rows = await db
        .select()
        .from(popups)
        .where(and(eq(popups.position, position), lte(popups.startAt, now), gte(popups.endAt, now)))
        .orderBy(asc(popups.sortOrder), asc(popups.id));
      return rows.map((p) => ({
        id: p.id,
        title: p.title,
        image_url: popupImageUrl(p.id),
        link_url: p.linkUrl,
        start_at: p.startAt.toISOString(),
        end_at: p.endAt.toISOString(),
      }));
    },

    async findPopup(id: number) {
      const [row] = await db.select().from(popups).where(eq(popups.id, id));
      return row ?? null;
    },
  };
}
export type SettingsRepository = ReturnType<typeof createSettingsRepository>;

export const settingsRepositoryPlugin = fp(
  async (app) => {
    app.decorate('settingsRepository', createSettingsRepository(app.db));
  },
  { name: 'settings-repository', dependencies: ['db'] },
);

export default settingsRepositoryPlugin;

import { count } from 'drizzle-orm';
import type { Database } from '../client';
import { popups, shopSettings } from '../schema';
import { POPUPS, SHOP_SETTINGS } from './shop-settings-data';

/**
 * Shop settings, seeded when the table is empty: a mall seeded before this table existed gets them on
 * its next start, and an operator's later edits are never overwritten.
 */
export async function seedSettings(db: Database, log: (message: string) => void) {
  const [settingsRow] = await db.select({ n: count() }).from(shopSettings);
  if (!settingsRow?.n) {
    await db.insert(shopSettings).values(Object.entries(SHOP_SETTINGS).map(([key, value]) => ({ key, value })));
    log('shop settings seeded');
  }
}

/** The demo mall's main popups, when the table is empty. */
export async function seedPopups(db: Database): Promise<boolean> {
  const [popupRow] = await db.select({ n: count() }).from(popups);
  if (popupRow?.n) return false;
  await db.insert(popups).values(POPUPS.map((p, i) => ({ id: i + 1, ...p, sortOrder: i + 1 })));
  return true;
}

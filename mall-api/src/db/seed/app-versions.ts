import { count } from 'drizzle-orm';
import type { Database } from '../client';
import { appVersions } from '../schema';
import { SEED_EPOCH } from './goods-factory';

const DAY = 86_400_000;

/** The store releases the storefront knows about; version-info answers from these rows. */
export const APP_VERSIONS = [
  {
    os: 'android' as const,
    latestVersion: '2.4.0',
    minimumVersion: '2.0.0',
    storeUrl: 'https://play.google.com/store/apps/details?id=kr.kmall.app',
    releasedAt: new Date(SEED_EPOCH - 7 * DAY),
  },
  {
    os: 'ios' as const,
    latestVersion: '2.4.1',
    minimumVersion: '2.0.0',
    storeUrl: 'https://apps.apple.com/kr/app/kmall/id0000000000',
    releasedAt: new Date(SEED_EPOCH - 5 * DAY),
  },
];

/** Separate from the other content so databases seeded before the app tables get their rows too. */
export async function seedAppVersions(db: Database): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(appVersions);
  if ((row?.n ?? 0) > 0) return false;
  await db.insert(appVersions).values(APP_VERSIONS);
  return true;
}

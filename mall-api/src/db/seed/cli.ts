import { sql } from 'drizzle-orm';
import { createDb } from '../client';
import { flagValue, parseScale } from './cli-args';
import { DEFAULT_GOODS_COUNT, seed } from './index';

/**
 * A seed is a batch job, not a request: the server's 10-second statement and idle-transaction limits
 * would cut a scale run short (colours of 100k goods take longer on a busy machine). The CLI allows
 * 15 minutes unless the environment says otherwise.
 */
const SEED_STATEMENT_TIMEOUT_MS = String(15 * 60_000);

async function main() {
  process.env.DATABASE_STATEMENT_TIMEOUT_MS ??= SEED_STATEMENT_TIMEOUT_MS;
  process.env.DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS ??= SEED_STATEMENT_TIMEOUT_MS;
  const args = process.argv.slice(2);
  const goodsCount = parseScale(flagValue(args, '--scale') ?? process.env.SEED_SCALE) ?? DEFAULT_GOODS_COUNT;
  const handle = await createDb();
  const started = Date.now();
  try {
    await handle.migrate();
    if (args.includes('--reset')) {
      await handle.db.execute(sql.raw(`TRUNCATE ${RESET_TABLES.map((x) => `"${x}"`).join(', ')} RESTART IDENTITY CASCADE`));
      console.log('[seed] existing data removed');
    }
    await seed(handle.db, { goodsCount, log: (m) => console.log(`[seed] ${m}`) });
    // After a bulk load: fresh planner statistics (a scale run would otherwise be planned as an empty mall
    // until autovacuum) and the visibility map for index-only scans.
    await handle.db.execute(sql`vacuum analyze`);
    console.log(`[seed] done on ${handle.driver}: ${goodsCount} goods target in ${((Date.now() - started) / 1000).toFixed(1)}s`);
  } finally {
    await handle.close();
  }
}

const RESET_TABLES = [
  'member_coupons',
  'coupons',
  'point_ledger',
  'review_photos',
  'experience_reviews',
  'experience_group_applications',
  'experience_groups',
  'review_images',
  'member_qnas',
  'goods_reviews',
  'wish_goods',
  'wish_folders',
  'wish_brands',
  'carts',
  'sessions',
  'login_failures',
  'orders',
  'members',
  'notices',
  'recent_planning_views',
  'lego_section_goods',
  'lego_section_brands',
  'lego_sections',
  'lego_pages',
  'planning_event_goods',
  'planning_events',
  'time_attacks',
  'live_chat_messages',
  'live_room_tokens',
  'live_room_goods',
  'live_rooms',
  'goods_section_items',
  'goods_sections',
  'banners',
  'goods_options',
  'goods',
  'sellers',
  'categories',
  'brands',
  'grades',
];

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

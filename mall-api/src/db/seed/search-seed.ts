import { count, sql } from 'drizzle-orm';
import type { Database } from '../client';
import { basicSearchWords, colors, searchLogs } from '../schema';
import { COLOR_CHART } from './catalog-data';

/** The colour chart once, then each goods' colours from its own rows: a colour in its name or a colour option. */
export async function seedGoodsColors(db: Database): Promise<void> {
  const [{ n } = { n: 0 }] = await db.select({ n: count() }).from(colors);
  if (n === 0) await db.insert(colors).values(COLOR_CHART.map((c, i) => ({ id: i + 1, ...c, sortOrder: i + 1 })));
  await db.execute(sql`
    INSERT INTO goods_colors (goods_id, color_id)
    SELECT g.id, c.id FROM goods g JOIN colors c
      ON g.name LIKE '%' || c.label || '%'
      OR EXISTS (SELECT 1 FROM goods_options o WHERE o.goods_id = g.id AND o.name = c.label)
    WHERE NOT EXISTS (SELECT 1 FROM goods_colors gc WHERE gc.goods_id = g.id)
    ON CONFLICT DO NOTHING
  `);
}

/**
 * Keyword searches of the demo mall: how often each keyword was searched in the last day and in the
 * day before (hot searches rank the first and compare with the second). Each row is one search.
 */
export const DEMO_SEARCHES: ReadonlyArray<{ keyword: string; lastDay: number; dayBefore: number }> = [
  { keyword: '코트', lastDay: 42, dayBefore: 30 },
  { keyword: '니트', lastDay: 37, dayBefore: 41 },
  { keyword: '패딩', lastDay: 33, dayBefore: 12 },
  { keyword: '서울스탠다드', lastDay: 28, dayBefore: 25 },
  { keyword: '캐시미어', lastDay: 24, dayBefore: 27 },
  { keyword: '셔츠', lastDay: 21, dayBefore: 20 },
  { keyword: '스니커즈', lastDay: 18, dayBefore: 0 },
  { keyword: '로퍼', lastDay: 15, dayBefore: 16 },
  { keyword: '가방', lastDay: 12, dayBefore: 14 },
  { keyword: '데님', lastDay: 10, dayBefore: 9 },
  { keyword: '슬랙스', lastDay: 8, dayBefore: 11 },
  { keyword: '후드', lastDay: 6, dayBefore: 8 },
];

/**
 * Seeds the demo searches relative to now, whenever the last two days hold no search at all (a
 * demo mall started again a week later shows hot searches again; real searches are never touched).
 * The result count of each row is counted from the goods as the search would.
 */
export async function seedSearchLogs(db: Database): Promise<boolean> {
  const [{ n } = { n: 0 }] = await db
    .select({ n: count() })
    .from(searchLogs)
    .where(sql`${searchLogs.createdAt} > now() - interval '48 hours'`);
  if (n > 0) return false;
  for (const { keyword, lastDay, dayBefore } of DEMO_SEARCHES) {
    // Spread evenly over each day: the i-th of n searches at (i + 0.5) / n of the day back.
    await db.execute(sql`
      INSERT INTO search_logs (keyword, result_count, created_at)
      SELECT ${keyword},
        (SELECT count(*) FROM goods g JOIN brands b ON b.id = g.brand_id JOIN categories c ON c.id = g.category_id
          WHERE g.name ILIKE ${`%${keyword}%`} OR b.name ILIKE ${`%${keyword}%`} OR c.full_path ILIKE ${`%${keyword}%`}),
        now() - (w.offset_hours + (i + 0.5) / w.total * 24) * interval '1 hour'
      FROM (VALUES (0, ${lastDay}::int), (24, ${dayBefore}::int)) AS w(offset_hours, total),
        generate_series(0, w.total - 1) AS i
      WHERE w.total > 0
    `);
  }
  return true;
}

/**
 * The demo mall's base search words: what the search box suggests, each leading to the page a shopper
 * would want for it (a search of the seeded goods, the best sellers).
 */
export const BASIC_SEARCH_WORDS: ReadonlyArray<{ keyword: string; link_url: string }> = [
  { keyword: '캐시미어 니트 모아보기', link_url: '/search?keyword=%EC%BA%90%EC%8B%9C%EB%AF%B8%EC%96%B4' },
  { keyword: '따뜻한 겨울 패딩', link_url: '/search?keyword=%ED%8C%A8%EB%94%A9' },
  { keyword: '지금 많이 팔리는 베스트', link_url: '/best' },
  { keyword: '데일리 스니커즈', link_url: '/search?keyword=%EC%8A%A4%EB%8B%88%EC%BB%A4%EC%A6%88' },
];

/** Once, into an empty table: the shop's own words are never replaced. */
export async function seedBasicSearchWords(db: Database): Promise<boolean> {
  const [{ n } = { n: 0 }] = await db.select({ n: count() }).from(basicSearchWords);
  if (n > 0) return false;
  await db.insert(basicSearchWords).values(BASIC_SEARCH_WORDS.map((w, i) => ({ keyword: w.keyword, linkUrl: w.link_url, sortOrder: i + 1 })));
  return true;
}

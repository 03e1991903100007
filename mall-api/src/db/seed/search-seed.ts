import { count, sql } from 'drizzle-orm';
import type { Database } from '../client';
import { colors } from '../schema';
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

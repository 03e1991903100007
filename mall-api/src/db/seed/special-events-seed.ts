import { count } from 'drizzle-orm';
import type { Database } from '../client';
import * as t from '../schema';
import { SPECIAL_EVENTS } from './special-events-data';

/** The special events and their goods, seeded when the table is empty (an operator's later edits are kept). */
export async function seedSpecialEvents(db: Database, now = Date.now()): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(t.specialEvents);
  if (row?.n) return false;
  const at = (offset: number) => new Date(now + offset);
  await db.transaction(async (tx) => {
    await tx.insert(t.specialEvents).values(
      SPECIAL_EVENTS.map((e, i) => ({
        id: i + 1,
        title: e.title,
        subtitle: e.subtitle,
        benefit: e.benefit,
        description: e.description,
        howTo: e.howTo.join('\n'),
        notes: e.notes.join('\n'),
        backgroundColor: e.backgroundColor,
        startAt: at(e.from),
        endAt: at(e.to),
        sortOrder: i + 1,
      })),
    );
    const goods = SPECIAL_EVENTS.flatMap((e, i) => e.goodsIds.map((goodsId, j) => ({ specialEventId: i + 1, goodsId, sortOrder: j + 1 })));
    if (goods.length) await tx.insert(t.specialEventGoods).values(goods);
  });
  return true;
}

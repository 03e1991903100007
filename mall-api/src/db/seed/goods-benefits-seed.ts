import { count, eq, inArray } from 'drizzle-orm';
import { giveawayImageUrl } from '../../plugins/app/catalog/goods-benefits/giveaways-repository';
import type { Database } from '../client';
import * as t from '../schema';
import { couponRowOf } from './benefits-seed';
import { DOWNLOAD_COUPONS, GIVEAWAYS } from './goods-benefits-data';

const DAY = 86_400_000;

/** Once: the coupons downloaded on goods detail. */
export async function seedGoodsBenefits(db: Database): Promise<boolean> {
  const titles = DOWNLOAD_COUPONS.map((c) => c.title);
  const present = await db.select({ id: t.coupons.id }).from(t.coupons).where(inArray(t.coupons.title, titles));
  if (present.length > 0) return false;
  await db.insert(t.coupons).values(DOWNLOAD_COUPONS.map(couponRowOf));
  return true;
}

/** Once: gifts with purchase around the seeding moment and the goods that earn them. */
export async function seedGiveaways(db: Database, now = Date.now()): Promise<boolean> {
  const [{ n } = { n: 0 }] = await db.select({ n: count() }).from(t.giveaways);
  if (n > 0) return false;
  await db.transaction(async (tx) => {
    for (const [i, g] of GIVEAWAYS.entries()) {
      const [row] = await tx
        .insert(t.giveaways)
        .values({
          name: g.name,
          conditionLabel: g.conditionLabel,
          // Set below, once the id is known: the generated gift image.
          imageUrl: '',
          minPurchaseAmount: g.minPurchaseAmount,
          quantity: g.quantity,
          startAt: new Date(now + g.startDays * DAY),
          endAt: new Date(now + g.endDays * DAY),
          sortOrder: i + 1,
        })
        .returning({ id: t.giveaways.id });
      await tx
        .update(t.giveaways)
        .set({ imageUrl: giveawayImageUrl(row!.id) })
        .where(eq(t.giveaways.id, row!.id));
      await tx.insert(t.giveawayGoods).values(g.goodsIds.map((goodsId, sortOrder) => ({ giveawayId: row!.id, goodsId, sortOrder })));
    }
  });
  return true;
}

import { asc, count, eq, inArray, like } from 'drizzle-orm';
import type { Database } from '../client';
import * as t from '../schema';
import { CODY_SHOTS, EXHIBIT_CATEGORIES, JOINT_PURCHASES, SHOWCASES, SHOWCASE_SORTS, SPOT_THEMES } from './exhibit-events-data';

/**
 * Showcases, cody shots, joint purchases (with participations by the demo reviewers), spot themes
 * and exhibit categories, seeded when the showcase sorts are empty (a mall seeded before these
 * tables existed gets them on its next start; an operator's later edits are kept). Runs after the
 * reviewers exist: they are the joint purchases' participants.
 */
export async function seedExhibitEvents(db: Database, now = Date.now()): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(t.showcaseSorts);
  if (row?.n) return false;
  const at = (offset: number) => new Date(now + offset);
  const codyGoodsIds = [...new Set(CODY_SHOTS.flatMap((c) => c.goodsIds))];
  const partOf = new Map(
    (
      await db
        .select({ id: t.goods.id, part: t.categories.name })
        .from(t.goods)
        .innerJoin(t.categories, eq(t.categories.id, t.goods.categoryId))
        .where(inArray(t.goods.id, codyGoodsIds))
    ).map((g) => [g.id, g.part]),
  );
  const reviewers = await db.select({ id: t.members.id }).from(t.members).where(like(t.members.loginId, 'reviewer%')).orderBy(asc(t.members.id));
  await db.transaction(async (tx) => {
    await tx.insert(t.showcaseSorts).values(SHOWCASE_SORTS.map((name, i) => ({ id: i + 1, name, sortOrder: i + 1 })));
    await tx.insert(t.showcases).values(
      SHOWCASES.map((s, i) => ({
        id: i + 1,
        sortId: s.sort,
        brandId: s.brandId,
        title: s.title,
        subtitle: s.subtitle,
        description: s.description,
        backgroundColor: s.backgroundColor,
        startAt: at(s.from),
        endAt: at(s.to),
        sortOrder: i + 1,
      })),
    );
    await tx.insert(t.showcaseGoods).values(SHOWCASES.flatMap((s, i) => s.goodsIds.map((goodsId, j) => ({ showcaseId: i + 1, goodsId, sortOrder: j + 1 }))));
    await tx.insert(t.codyShots).values(CODY_SHOTS.map(({ goodsIds: _, daysAgo, ...c }, i) => ({ id: i + 1, ...c, publishedAt: at(-daysAgo * 86_400_000) })));
    await tx
      .insert(t.codyShotGoods)
      .values(
        CODY_SHOTS.flatMap((c, i) => c.goodsIds.map((goodsId, j) => ({ codyShotId: i + 1, goodsId, part: partOf.get(goodsId) ?? '아이템', sortOrder: j + 1 }))),
      );
    await tx.insert(t.jointPurchases).values(
      JOINT_PURCHASES.map(({ from, to, quantities: _, ...j }, i) => ({
        id: i + 1,
        ...j,
        startAt: at(from),
        endAt: at(to),
        createdAt: at(from - 86_400_000),
      })),
    );
    const participations = JOINT_PURCHASES.flatMap((j, i) =>
      j.quantities.flatMap((quantity, k) => {
        const member = reviewers[(i * 7 + k) % Math.max(reviewers.length, 1)];
        return member && k < reviewers.length ? [{ jointPurchaseId: i + 1, memberId: member.id, quantity, createdAt: at(j.from + (k + 1) * 3_600_000) }] : [];
      }),
    );
    if (participations.length) await tx.insert(t.jointPurchaseParticipants).values(participations);
    await tx.insert(t.spotThemes).values(SPOT_THEMES.map(({ from, to, goodsIds: _, ...s }, i) => ({ id: i + 1, ...s, startAt: at(from), endAt: at(to) })));
    await tx
      .insert(t.spotThemeGoods)
      .values(SPOT_THEMES.flatMap((s, i) => s.goodsIds.map((goodsId, j) => ({ spotThemeId: i + 1, goodsId, sortOrder: j + 1 }))));
    await tx.insert(t.exhibitCategories).values(EXHIBIT_CATEGORIES.map(({ goodsIds: _, ...c }, i) => ({ id: i + 1, ...c, sortOrder: i + 1 })));
    await tx
      .insert(t.exhibitCategoryGoods)
      .values(EXHIBIT_CATEGORIES.flatMap((c, i) => c.goodsIds.map((goodsId, j) => ({ exhibitCategoryId: i + 1, goodsId, sortOrder: j + 1 }))));
  });
  return true;
}

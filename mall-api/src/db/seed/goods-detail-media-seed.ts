import { and, asc, count, eq, inArray, notInArray } from 'drizzle-orm';
import type { Database } from '../client';
import { goods, goods360Images, goodsOptions, goodsReviews } from '../schema';
import { SEED_EPOCH } from './goods-factory';
import { createRandom } from './random';
import { seededReviewers, seedReviewPhotos } from './reviews-seed';
import { REVIEW_TEXTS, SCORE_WEIGHTS } from './reviews-data';

const DAY = 86_400_000;

/** Goods with a 360° view, and the step between its frames (24 frames a turn). */
export const GOODS_360 = { goodsIds: [1, 2, 3], stepDegrees: 15 } as const;

/** The goods whose review tab shows every part of it: more than a page, photos, best reviews, every score. */
export const REVIEW_SHOWCASE = { goodsId: 1, reviews: 26, bestReviews: 3 } as const;

const SHOWCASE_TEXTS: Record<number, readonly string[]> = {
  5: [
    '두 번째 구매예요. 색감이 화면이랑 똑같고 세탁해도 늘어나지 않아요. 매일 손이 가는 옷입니다.',
    '키 165cm, 평소 M 입는데 M 주문해서 여유 있게 잘 맞아요. 어깨선도 예쁘게 떨어집니다.',
    '두께감이 적당해서 간절기에 딱이에요. 부모님 것도 하나 더 샀어요.',
  ],
  4: ['핏은 정말 예쁜데 생각보다 얇아서 한겨울엔 이너가 필요해요.', '배송은 이틀 걸렸고 옷은 만족해요. 소매만 1cm 짧았으면 좋겠어요.'],
  3: ['무난해요. 사진보다 색이 조금 더 밝게 왔습니다.'],
  2: ['정사이즈라고 해서 샀는데 제게는 작았어요. 교환 진행 중입니다.'],
  1: ['첫 세탁 후 목 부분이 늘어났어요. 다시 사지는 않을 것 같아요.'],
};

function weightedScore(roll: number): number {
  let acc = 0;
  for (const [score, weight] of SCORE_WEIGHTS) {
    acc += weight;
    if (roll < acc) return score;
  }
  return 5;
}

/**
 * The frames of the 360° view of a few demo goods (`goods_360_images`): an image per 15°, served by
 * /media/goods/{id}/360/{angle}.svg. Once, when the table is empty.
 */
export async function seedGoods360Images(db: Database): Promise<boolean> {
  const [{ n } = { n: 0 }] = await db.select({ n: count() }).from(goods360Images);
  if (n > 0) return false;
  const present = await db
    .select({ id: goods.id })
    .from(goods)
    .where(inArray(goods.id, [...GOODS_360.goodsIds]))
    .orderBy(asc(goods.id));
  if (!present.length) return false;
  const frames = 360 / GOODS_360.stepDegrees;
  await db.insert(goods360Images).values(
    present.flatMap(({ id }) =>
      Array.from({ length: frames }, (_, i) => {
        const angle = i * GOODS_360.stepDegrees;
        return { goodsId: id, angle, sortOrder: i + 1, url: `/media/goods/${id}/360/${angle}.svg` };
      }),
    ),
  );
  return true;
}

/**
 * Tops up the showcase goods' reviews (REVIEW_SHOWCASE) from seeded reviewers who have not reviewed it,
 * so its review tab has more than one page, photo reviews and several best reviews. Seeded after the
 * reviews and before the guest orders (new ids only); once, when the goods has fewer reviews than that.
 */
export async function seedReviewShowcase(db: Database): Promise<boolean> {
  const { goodsId } = REVIEW_SHOWCASE;
  const [{ n } = { n: 0 }] = await db.select({ n: count() }).from(goodsReviews).where(eq(goodsReviews.goodsId, goodsId));
  if (n >= REVIEW_SHOWCASE.reviews) return false;
  const [exists] = await db.select({ id: goods.id, imageCount: goods.imageCount }).from(goods).where(eq(goods.id, goodsId));
  if (!exists) return false;
  const reviewed = await db.select({ memberId: goodsReviews.memberId }).from(goodsReviews).where(eq(goodsReviews.goodsId, goodsId));
  const reviewers = await seededReviewers(db);
  const authors = reviewers.filter((r) => !reviewed.some((x) => x.memberId === r.id)).slice(0, REVIEW_SHOWCASE.reviews - n);
  if (!authors.length) return false;
  const options = (await db.select({ name: goodsOptions.name }).from(goodsOptions).where(eq(goodsOptions.goodsId, goodsId)).orderBy(asc(goodsOptions.id))).map(
    (o) => o.name,
  );
  const rnd = createRandom(goodsId * 104_723);
  const rows = authors.map((author, k) => {
    // Every score appears at least once, then shoppers' usual mix.
    const score = k < 5 ? 5 - k : weightedScore(rnd.int(0, 99));
    const texts = [...(SHOWCASE_TEXTS[score] ?? []), ...(REVIEW_TEXTS[score] ?? [])];
    return {
      goodsId,
      memberId: author.id,
      optionName: options.length ? rnd.pick(options) : '단일 옵션',
      score,
      contents: rnd.pick(texts),
      createdAt: new Date(SEED_EPOCH - (k * 3 + rnd.int(1, 2)) * DAY),
      photos: score >= 4 && k % 2 === 0 ? 1 + (k % 3) : score <= 2 && k < 5 ? 1 : 0,
    };
  });
  await db.transaction(async (tx) => {
    const inserted = await tx
      .insert(goodsReviews)
      .values(rows.map(({ photos: _photos, ...r }) => ({ ...r, updatedAt: r.createdAt })))
      .returning({ id: goodsReviews.id });
    // A photo review shows the shopper's own photo (reviews-seed.ts), never the goods' catalogue image.
    await seedReviewPhotos(
      tx,
      rows.flatMap((r, i) => Array.from({ length: r.photos }, (_, p) => ({ review: inserted[i]!.id, memberId: r.memberId, goodsId, sortOrder: p + 1 }))),
    );
    // The best reviews: the highest-scored photo reviews, the earlier best one kept.
    const best = rows
      .map((r, i) => ({ ...r, id: inserted[i]!.id }))
      .filter((r) => r.photos > 0 && r.score === 5)
      .slice(0, REVIEW_SHOWCASE.bestReviews);
    const [{ already } = { already: 0 }] = await tx
      .select({ already: count() })
      .from(goodsReviews)
      .where(
        and(
          eq(goodsReviews.goodsId, goodsId),
          eq(goodsReviews.isBest, true),
          notInArray(
            goodsReviews.id,
            inserted.map((x) => x.id),
          ),
        ),
      );
    const wanted = best.slice(0, Math.max(0, REVIEW_SHOWCASE.bestReviews - already)).map((r) => r.id);
    if (wanted.length) await tx.update(goodsReviews).set({ isBest: true }).where(inArray(goodsReviews.id, wanted));
  });
  return true;
}

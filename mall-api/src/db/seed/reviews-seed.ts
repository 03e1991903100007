import { reviewPhotoUrl } from '@mall/shared-contracts/member';
import { asc, count, eq, inArray, sql } from 'drizzle-orm';
import { gradientPng } from '../../lib/png';
import type { Database } from '../client';
import { goods, goodsOptions, goodsReviews, grades, members, reviewImages, reviewPhotos, wishBrands, wishFolders, wishGoods } from '../schema';
import { DEMO_MEMBER } from './content-data';
import { SEED_EPOCH } from './goods-factory';
import { createRandom } from './random';
import { DEMO_WISH_BRANDS, DEMO_WISH_FOLDERS, DEMO_WISHES, REVIEW_TEXTS, REVIEWER_COUNT, reviewerLoginId, reviewerName, SCORE_WEIGHTS } from './reviews-data';

const DAY = 86_400_000;
/** Reviews and wishes go to the base demo goods, not to the 100k scale goods. */
const REVIEWED_GOODS = 120;
/** Not a password hash: seeded reviewers exist as authors only and can never log in. */
const NO_LOGIN = 'disabled$seeded-reviewer';

function weightedScore(roll: number): number {
  let acc = 0;
  for (const [score, weight] of SCORE_WEIGHTS) {
    acc += weight;
    if (roll < acc) return score;
  }
  return 5;
}

/** Tones of the reviewers' photos (gradients, like the demo member's own review photos). */
const REVIEW_PHOTO_TONES: [number, number, number][] = [
  [120, 86, 62],
  [52, 73, 94],
  [96, 125, 89],
  [150, 98, 110],
  [88, 88, 96],
];

/** Reviewers, their reviews (some with photos, one best per goods) and wishes; the demo member's wishes. Once. */
/** The seeded reviewers (`reviewer01`…), the demo mall's shoppers: they review, wish, buy and enter raffles. */
export const seededReviewers = (db: Database) =>
  db
    .select({ id: members.id, loginId: members.loginId, name: members.name })
    .from(members)
    .where(
      inArray(
        members.loginId,
        Array.from({ length: REVIEWER_COUNT }, (_, i) => reviewerLoginId(i)),
      ),
    )
    .orderBy(asc(members.id));

/** One shopper's photo for a seeded review: which review, whose, of which goods, and its place. */
export interface SeededShot {
  review: number;
  memberId: number;
  goodsId: number;
  sortOrder: number;
}

/**
 * A seeded photo review shows the shopper's own photo, stored like any upload and attached to its review
 * (never the goods' catalogue image): a drawn photo per shot, and the review image rows that show it.
 */
export async function seedReviewPhotos(tx: Pick<Database, 'insert'>, shots: readonly SeededShot[]): Promise<void> {
  if (!shots.length) return;
  const photos = await tx
    .insert(reviewPhotos)
    .values(
      shots.map((s) => {
        const data = gradientPng(480, 480, REVIEW_PHOTO_TONES[(s.goodsId + s.sortOrder) % REVIEW_PHOTO_TONES.length]!, [240, 236, 228]);
        return { memberId: s.memberId, reviewId: s.review, contentType: 'image/png', byteSize: data.length, data };
      }),
    )
    .returning({ id: reviewPhotos.id, reviewId: reviewPhotos.reviewId });
  await tx
    .insert(reviewImages)
    .values(photos.map((photo, k) => ({ reviewId: photo.reviewId!, url: reviewPhotoUrl(photo.id), sortOrder: shots[k]!.sortOrder })));
}

export async function seedReviewsAndWishes(db: Database): Promise<boolean> {
  const [{ n } = { n: 0 }] = await db.select({ n: count() }).from(goodsReviews);
  if (n > 0) return false;
  const [welcome] = await db.select({ id: grades.id }).from(grades).where(eq(grades.code, 'WELCOME'));
  const [demo] = await db.select({ id: members.id }).from(members).where(eq(members.loginId, DEMO_MEMBER.loginId));
  if (!welcome || !demo) return false;
  const reviewed = await db
    .select({ id: goods.id })
    .from(goods)
    .where(sql`${goods.id} <= ${REVIEWED_GOODS}`)
    .orderBy(asc(goods.id));
  if (!reviewed.length) return false;
  const goodsIds = reviewed.map((g) => g.id);
  const options = await db
    .select({ goodsId: goodsOptions.goodsId, name: goodsOptions.name })
    .from(goodsOptions)
    .where(inArray(goodsOptions.goodsId, goodsIds))
    .orderBy(asc(goodsOptions.id));

  await db.transaction(async (tx) => {
    const reviewers = await tx
      .insert(members)
      .values(
        Array.from({ length: REVIEWER_COUNT }, (_, i) => ({
          loginId: reviewerLoginId(i),
          passwordHash: NO_LOGIN,
          name: reviewerName(i),
          gradeId: welcome.id,
          createdAt: new Date(SEED_EPOCH - (500 - i) * DAY),
        })),
      )
      .onConflictDoNothing()
      .returning({ id: members.id });

    const rows: (typeof goodsReviews.$inferInsert & { photos: number })[] = [];
    for (const goodsId of goodsIds) {
      const rnd = createRandom(goodsId * 7919);
      const howMany = rnd.chance(0.2) ? 0 : rnd.int(1, 8);
      const goodsOptionNames = options.filter((o) => o.goodsId === goodsId).map((o) => o.name);
      const authors = [...reviewers].sort(() => rnd.next() - 0.5).slice(0, howMany);
      for (const [k, author] of authors.entries()) {
        const score = weightedScore(rnd.int(0, 99));
        rows.push({
          goodsId,
          memberId: author.id,
          optionName: goodsOptionNames.length ? rnd.pick(goodsOptionNames) : '단일 옵션',
          score,
          contents: rnd.pick(REVIEW_TEXTS[score]!),
          createdAt: new Date(SEED_EPOCH - (k * 9 + rnd.int(1, 8)) * DAY),
          photos: score >= 4 && rnd.chance(0.35) ? rnd.int(1, 2) : 0,
        });
      }
    }
    // The best review of a goods: its highest-scored review with a photo, if any.
    const bestOf = new Map<number, number>();
    rows.forEach((r, i) => {
      const current = bestOf.get(r.goodsId);
      if (r.photos > 0 && (current === undefined || rows[current]!.score < r.score)) bestOf.set(r.goodsId, i);
    });
    if (rows.length) {
      const inserted = await tx
        .insert(goodsReviews)
        .values(rows.map(({ photos: _photos, ...r }, i) => ({ ...r, isBest: [...bestOf.values()].includes(i), updatedAt: r.createdAt })))
        .returning({ id: goodsReviews.id });
      // A photo review shows the shopper's own photo, stored like any upload (never the goods' catalogue image).
      const shots = rows.flatMap((r, i) =>
        Array.from({ length: r.photos }, (_, p) => ({ review: inserted[i]!.id, memberId: r.memberId, goodsId: r.goodsId, sortOrder: p + 1 })),
      );
      await seedReviewPhotos(tx, shots);
    }

    const wishes = reviewers.flatMap((reviewer, i) => {
      const rnd = createRandom((i + 1) * 104729);
      const picked = new Set(Array.from({ length: 12 }, () => rnd.pick(goodsIds)));
      return [...picked].map((goodsId) => ({ memberId: reviewer.id, goodsId, createdAt: new Date(SEED_EPOCH - rnd.int(1, 60) * DAY) }));
    });
    if (wishes.length) await tx.insert(wishGoods).values(wishes);

    const folders = await tx
      .insert(wishFolders)
      .values(DEMO_WISH_FOLDERS.map((name, i) => ({ memberId: demo.id, name, orderSeq: i + 1, createdAt: new Date(SEED_EPOCH - (30 - i) * DAY) })))
      .returning({ id: wishFolders.id });
    const demoWishes = DEMO_WISHES.filter((w) => goodsIds.includes(w.goodsId));
    if (demoWishes.length)
      await tx.insert(wishGoods).values(
        demoWishes.map((w, i) => ({
          memberId: demo.id,
          goodsId: w.goodsId,
          folderId: w.folder === null ? null : folders[w.folder]!.id,
          createdAt: new Date(SEED_EPOCH - (10 - i) * DAY),
        })),
      );
    await tx.insert(wishBrands).values(DEMO_WISH_BRANDS.map((brandId) => ({ memberId: demo.id, brandId })));
  });
  return true;
}

/**
 * goods.review_count, review_score_avg and wish_count from the rows. Every write that adds or removes
 * a review or a wish keeps them in its own transaction; the seed (and a mall upgraded from the days of
 * made-up numbers) recomputes them here.
 */
export async function syncGoodsAggregates(db: Database): Promise<void> {
  await db.execute(sql`
    UPDATE goods SET
      review_count = coalesce(r.n, 0),
      review_score_avg = coalesce(r.avg, 0),
      wish_count = coalesce(w.n, 0)
    FROM goods g
    LEFT JOIN (SELECT goods_id, count(*)::int AS n, round(avg(score)::numeric, 1)::float8 AS avg FROM goods_reviews GROUP BY goods_id) r ON r.goods_id = g.id
    LEFT JOIN (SELECT goods_id, count(*)::int AS n FROM wish_goods GROUP BY goods_id) w ON w.goods_id = g.id
    WHERE goods.id = g.id
      AND (goods.review_count <> coalesce(r.n, 0) OR goods.review_score_avg <> coalesce(r.avg, 0) OR goods.wish_count <> coalesce(w.n, 0))
  `);
}

/** Sold-out goods whose seller offers restock alerts (every other one), set once for a mall seeded before the flag. */
export async function seedRestockNotices(db: Database): Promise<void> {
  const [{ n } = { n: 0 }] = await db.select({ n: count() }).from(goods).where(eq(goods.restockNotice, true));
  if (n > 0) return;
  await db.execute(sql`
    UPDATE goods SET restock_notice = true
    WHERE id <= ${REVIEWED_GOODS} AND id % 2 = 1
      AND NOT EXISTS (SELECT 1 FROM goods_options o WHERE o.goods_id = goods.id AND o.stock > 0)
  `);
}

import { reviewPhotoUrl } from '@mall/shared-contracts/member';
import { eq, inArray } from 'drizzle-orm';
import { hashPassword } from '../../lib/password';
import { gradientPng } from '../../lib/png';
import { packShipping } from '../../plugins/app/order/carts/cart-packs';
import { toShippingPolicy } from '../../plugins/app/catalog/goods/goods-mappers';
import type { Database } from '../client';
import * as t from '../schema';
import { BRANDS, SELLERS } from './catalog-data';
import { buildCategoryRows } from './category-rows';
import { DEMO_MEMBER } from './content-data';
import { makeGoods, SEED_EPOCH } from './goods-factory';

const DAY = 86_400_000;

interface SeededReview {
  score: number;
  contents: string;
  /** Photos stored as uploads (review_photos rows): gradients of these colours. */
  photos: [number, number, number][];
}

/**
 * A member of the review journey's own (e2e review.journey.spec.ts): writing a review earns points, so
 * the journey must not write on the demo member, whose point history other specs read.
 */
export const REVIEW_JOURNEY_MEMBER = { loginId: 'reviewer', password: 'review1234!', name: '정리뷰' } as const;

/**
 * Orders that make My page's review tabs real (issue 11), apart from the order squad's demo orders:
 * the demo member's confirmed order already reviewed (written tab) and lines still to review, and
 * 20261016-0000904 of REVIEW_JOURNEY_MEMBER, the line the review journey writes on (and deletes again).
 */
export const REVIEW_DEMO_ORDERS: {
  orderNo: string;
  status: 'delivered' | 'confirmed';
  daysAgo: number;
  goodsIds: number[];
  reviews: SeededReview[];
  journey?: true;
}[] = [
  {
    orderNo: '20261002-0000901',
    status: 'confirmed',
    daysAgo: 30,
    goodsIds: [11, 12],
    reviews: [
      {
        score: 5,
        contents: '두께감이 적당해서 가을부터 초겨울까지 잘 입고 있어요. 색감이 사진보다 차분하고 고급스러워요.',
        photos: [
          [196, 168, 140],
          [120, 98, 84],
        ],
      },
      { score: 4, contents: '정사이즈로 주문했는데 어깨가 살짝 넉넉해요. 그래도 편하게 입기 좋아서 만족합니다.', photos: [] },
    ],
  },
  { orderNo: '20261008-0000902', status: 'confirmed', daysAgo: 24, goodsIds: [17], reviews: [] },
  { orderNo: '20261014-0000903', status: 'delivered', daysAgo: 18, goodsIds: [21, 22], reviews: [] },
  { orderNo: '20261016-0000904', status: 'delivered', daysAgo: 16, goodsIds: [45], reviews: [], journey: true },
];

/** Adds the review demo orders (their lines, packs and reviews) once; other seeded rows stay as they are. */
export async function seedReviewDemoOrders(db: Database): Promise<boolean> {
  const [demo] = await db.select({ id: t.members.id }).from(t.members).where(eq(t.members.loginId, DEMO_MEMBER.loginId));
  const [welcome] = await db.select({ id: t.grades.id }).from(t.grades).where(eq(t.grades.code, 'WELCOME'));
  if (!demo || !welcome) return false;
  const existing = await db
    .select({ orderNo: t.orders.orderNo })
    .from(t.orders)
    .where(
      inArray(
        t.orders.orderNo,
        REVIEW_DEMO_ORDERS.map((o) => o.orderNo),
      ),
    );
  if (existing.length) return false;
  const { leaves } = buildCategoryRows();
  // A fixed salt keeps the seeded row byte-identical between runs, as for the demo member.
  const passwordHash = await hashPassword(REVIEW_JOURNEY_MEMBER.password, Buffer.from('k-mall-reviewer-salt'));
  await db.transaction(async (tx) => {
    const [journeyMember] = await tx
      .insert(t.members)
      .values({
        loginId: REVIEW_JOURNEY_MEMBER.loginId,
        passwordHash,
        name: REVIEW_JOURNEY_MEMBER.name,
        gradeId: welcome.id,
        lastLoginAt: new Date(SEED_EPOCH),
        passwordChangedAt: new Date(),
        createdAt: new Date(SEED_EPOCH - 60 * DAY),
      })
      .onConflictDoUpdate({ target: t.members.loginId, set: { name: REVIEW_JOURNEY_MEMBER.name } })
      .returning({ id: t.members.id });
    for (const o of REVIEW_DEMO_ORDERS) {
      const buyer = o.journey ? { id: journeyMember!.id, name: REVIEW_JOURNEY_MEMBER.name, phone: '', email: '' } : { id: demo.id, ...DEMO_MEMBER };
      const createdAt = new Date(SEED_EPOCH - o.daysAgo * DAY);
      const lines = o.goodsIds.map((goodsId) => {
        const { goods, options } = makeGoods(goodsId, leaves);
        const option = options[0]!;
        return {
          goodsId,
          sellerId: goods.sellerId,
          goodsName: goods.name,
          brandName: BRANDS[goods.brandId - 1]!.name,
          optionName: option.name,
          listPrice: goods.price + (option.extraAmount ?? 0),
          price: goods.baseDiscountedPrice + (option.extraAmount ?? 0),
          ea: 1,
          status: o.status,
        };
      });
      const sellers = [...new Set(lines.map((l) => l.sellerId))];
      const packs = sellers.map((sellerId) => {
        const own = lines.filter((l) => l.sellerId === sellerId);
        const goodsAmount = own.reduce((sum, l) => sum + l.price * l.ea, 0);
        const seller = SELLERS[sellerId - 1]!;
        return {
          sellerId,
          sellerName: seller.name,
          goodsAmount,
          shippingAmount: packShipping(toShippingPolicy({ id: sellerId, ...seller }), goodsAmount, own.length),
        };
      });
      const goodsAmount = packs.reduce((sum, p) => sum + p.goodsAmount, 0);
      const shippingAmount = packs.reduce((sum, p) => sum + p.shippingAmount, 0);
      const [order] = await tx
        .insert(t.orders)
        .values({
          orderNo: o.orderNo,
          memberId: buyer.id,
          ordererName: buyer.name,
          ordererPhone: buyer.phone,
          ordererEmail: buyer.email,
          receiverName: buyer.name,
          receiverPhone: buyer.phone,
          status: o.status,
          goodsAmount,
          shippingAmount,
          paymentAmount: goodsAmount + shippingAmount,
          paidAt: createdAt,
          createdAt,
          updatedAt: createdAt,
        })
        .returning({ id: t.orders.id });
      await tx.insert(t.orderPacks).values(packs.map((p) => ({ orderId: order!.id, ...p })));
      const inserted = await tx
        .insert(t.orderItems)
        .values(lines.map((l) => ({ orderId: order!.id, ...l, updatedAt: createdAt })))
        .returning({ id: t.orderItems.id });
      for (const [i, r] of o.reviews.entries()) {
        const line = lines[i]!;
        const writtenAt = new Date(createdAt.getTime() + (5 + i) * DAY);
        const [review] = await tx
          .insert(t.goodsReviews)
          .values({
            goodsId: line.goodsId,
            memberId: buyer.id,
            orderItemId: inserted[i]!.id,
            optionName: line.optionName,
            score: r.score,
            contents: r.contents,
            createdAt: writtenAt,
            updatedAt: writtenAt,
          })
          .returning({ id: t.goodsReviews.id });
        for (const [p, colour] of r.photos.entries()) {
          const data = gradientPng(480, 480, colour, [240, 236, 228]);
          const [photo] = await tx
            .insert(t.reviewPhotos)
            .values({ memberId: buyer.id, reviewId: review!.id, contentType: 'image/png', byteSize: data.length, data, createdAt: writtenAt })
            .returning({ id: t.reviewPhotos.id });
          await tx.insert(t.reviewImages).values({ reviewId: review!.id, url: reviewPhotoUrl(photo!.id), sortOrder: p + 1 });
        }
      }
    }
  });
  return true;
}

import { reviewPhotoUrl } from '@mall/shared-contracts/member';
import { eq, inArray } from 'drizzle-orm';
import { gradientPng } from '../../lib/png';
import { packShipping } from '../../plugins/app/carts/cart-packs';
import { toShippingPolicy } from '../../plugins/app/goods/goods-mappers';
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
 * The demo member's orders that make My page's review tabs real (issue 11), apart from the order
 * squad's demo orders: one confirmed order already reviewed (written tab), lines still to review,
 * and 20261016-0000904, the line the review journey writes on (and deletes again), read by no other spec.
 */
export const REVIEW_DEMO_ORDERS: { orderNo: string; status: 'delivered' | 'confirmed'; daysAgo: number; goodsIds: number[]; reviews: SeededReview[] }[] = [
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
  { orderNo: '20261016-0000904', status: 'delivered', daysAgo: 16, goodsIds: [45], reviews: [] },
];

/** Adds the review demo orders (their lines, packs and reviews) once; other seeded rows stay as they are. */
export async function seedReviewDemoOrders(db: Database): Promise<boolean> {
  const [demo] = await db.select({ id: t.members.id }).from(t.members).where(eq(t.members.loginId, DEMO_MEMBER.loginId));
  if (!demo) return false;
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
  await db.transaction(async (tx) => {
    for (const o of REVIEW_DEMO_ORDERS) {
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
          memberId: demo.id,
          ordererName: DEMO_MEMBER.name,
          ordererPhone: DEMO_MEMBER.phone,
          ordererEmail: DEMO_MEMBER.email,
          receiverName: DEMO_MEMBER.name,
          receiverPhone: DEMO_MEMBER.phone,
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
            memberId: demo.id,
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
            .values({ memberId: demo.id, reviewId: review!.id, contentType: 'image/png', byteSize: data.length, data, createdAt: writtenAt })
            .returning({ id: t.reviewPhotos.id });
          await tx.insert(t.reviewImages).values({ reviewId: review!.id, url: reviewPhotoUrl(photo!.id), sortOrder: p + 1 });
        }
      }
    }
  });
  return true;
}

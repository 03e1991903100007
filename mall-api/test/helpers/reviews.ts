import { API } from '@mall/shared-contracts';
import { REVIEW_API, WrittenReviewSchema } from '@mall/shared-contracts/member';
import { eq } from 'drizzle-orm';
import { orderItems, orders } from '../../src/db/schema';
import { REVIEW_JOURNEY_MEMBER } from '../../src/db/seed/my-reviews-seed';
import { bearer, expectBody } from './api';
import type { TestContext } from './build-app';

/** The review journey's member (my-reviews-seed.ts), logged in: the headers of their session. */
export async function loginReviewer(ctx: TestContext): Promise<Record<string, string>> {
  const login = await ctx.app.inject({
    method: 'POST',
    url: API.login,
    payload: { login_id: REVIEW_JOURNEY_MEMBER.loginId, password: REVIEW_JOURNEY_MEMBER.password },
  });
  return bearer(login.json().token);
}

/** That member's review of the first line of their seeded delivered order, with these uploaded photos. */
export async function writeReviewWithPhotos(ctx: TestContext, reviewer: Record<string, string>, photoIds: number[]) {
  const [line] = await ctx.db.db
    .select({ id: orderItems.id })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(eq(orders.orderNo, '20261016-0000904'))
    .orderBy(orderItems.id);
  return expectBody(
    await ctx.app.inject({
      method: 'POST',
      url: REVIEW_API.goodsReviews,
      headers: reviewer,
      payload: { order_item_id: line!.id, score: 5, contents: '사진 그대로예요. 색감이 아주 예쁩니다.', photo_ids: photoIds },
    }),
    201,
    WrittenReviewSchema,
  );
}

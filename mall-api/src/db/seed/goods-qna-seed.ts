import { asc, count, eq, inArray, sql } from 'drizzle-orm';
import { hashPassword } from '../../lib/password';
import type { Database } from '../client';
import * as t from '../schema';
import { DEMO_MEMBER } from './content-data';
import { SEED_EPOCH } from './goods-factory';
import { DEMO_GOODS_QNAS, GOODS_QUESTIONS, QNA_JOURNEY_MEMBER, SECRET_GOODS_QUESTIONS } from './goods-qna-data';
import { createRandom } from './random';
import { reviewerLoginId, REVIEWER_COUNT } from './reviews-data';

const DAY = 86_400_000;
const HOUR = 3_600_000;
/** Questions go to the base demo goods, not to the 100k scale goods. */
const ASKED_GOODS = 120;

/**
 * Once: shoppers' questions on the base goods (some secret, most answered by the seller), the demo
 * member's goods and seller questions, and the Q&A journey's member (no questions of their own).
 */
export async function seedGoodsQnas(db: Database): Promise<boolean> {
  const [{ n } = { n: 0 }] = await db.select({ n: count() }).from(t.goodsQnas);
  if (n > 0) return false;
  const [demo] = await db.select({ id: t.members.id }).from(t.members).where(eq(t.members.loginId, DEMO_MEMBER.loginId));
  const [welcome] = await db.select({ id: t.grades.id }).from(t.grades).where(eq(t.grades.code, 'WELCOME'));
  const askers = await db
    .select({ id: t.members.id })
    .from(t.members)
    .where(
      inArray(
        t.members.loginId,
        Array.from({ length: REVIEWER_COUNT }, (_, i) => reviewerLoginId(i)),
      ),
    )
    .orderBy(asc(t.members.id));
  const asked = await db
    .select({ id: t.goods.id, sellerId: t.goods.sellerId })
    .from(t.goods)
    .where(sql`${t.goods.id} <= ${ASKED_GOODS}`)
    .orderBy(asc(t.goods.id));
  if (!demo || !welcome || !askers.length || !asked.length) return false;
  const categories = await db
    .select({ id: t.qnaCategories.id, name: t.qnaCategories.name })
    .from(t.qnaCategories)
    .where(eq(t.qnaCategories.kind, 'seller_qna'));
  const categoryOf = new Map(categories.map((c) => [c.name, c.id]));
  const sellerOf = new Map(asked.map((g) => [g.id, g.sellerId]));

  const rows: (typeof t.goodsQnas.$inferInsert)[] = [];
  for (const { id: goodsId, sellerId } of asked) {
    const rnd = createRandom(goodsId * 104_729);
    // Goods #1 always has questions of others beside the demo member's (the list's sample).
    const howMany = goodsId === 1 ? 4 : rnd.chance(0.3) ? 0 : rnd.int(1, 5);
    for (let k = 0; k < howMany; k += 1) {
      const secret = rnd.chance(0.2);
      const question = rnd.pick(secret ? SECRET_GOODS_QUESTIONS : GOODS_QUESTIONS);
      const createdAt = new Date(SEED_EPOCH - (k * 11 + rnd.int(12, 20)) * DAY - rnd.int(0, 23) * HOUR);
      rows.push({
        kind: 'goods',
        goodsId,
        sellerId,
        memberId: rnd.pick(askers).id,
        contents: question.contents,
        isSecret: secret,
        answer: question.answer,
        answeredAt: question.answer ? new Date(createdAt.getTime() + rnd.int(2, 30) * HOUR) : null,
        createdAt,
        updatedAt: createdAt,
      });
    }
  }
  for (const q of DEMO_GOODS_QNAS) {
    const sellerId = sellerOf.get(q.goodsId);
    const categoryId = q.category ? categoryOf.get(q.category) : null;
    if (sellerId === undefined || categoryId === undefined) continue;
    const createdAt = new Date(SEED_EPOCH - q.daysAgo * DAY);
    rows.push({
      kind: q.kind,
      goodsId: q.goodsId,
      sellerId,
      memberId: demo.id,
      categoryId,
      title: q.title ?? null,
      contents: q.contents,
      isSecret: q.isSecret,
      answer: q.answer ?? null,
      answeredAt: q.answer ? new Date(createdAt.getTime() + 18 * HOUR) : null,
      createdAt,
      updatedAt: createdAt,
    });
  }
  // A fixed salt keeps the seeded row byte-identical between runs, as for the demo member.
  const passwordHash = await hashPassword(QNA_JOURNEY_MEMBER.password, Buffer.from('k-mall-asker-salt'));
  await db.transaction(async (tx) => {
    await tx
      .insert(t.members)
      .values({
        loginId: QNA_JOURNEY_MEMBER.loginId,
        passwordHash,
        name: QNA_JOURNEY_MEMBER.name,
        gradeId: welcome.id,
        lastLoginAt: new Date(SEED_EPOCH),
        passwordChangedAt: new Date(),
        createdAt: new Date(SEED_EPOCH - 30 * DAY),
      })
      .onConflictDoNothing();
    // Oldest first, so ids follow time.
    rows.sort((a, b) => a.createdAt!.getTime() - b.createdAt!.getTime());
    for (let i = 0; i < rows.length; i += 500) await tx.insert(t.goodsQnas).values(rows.slice(i, i + 500));
  });
  return true;
}

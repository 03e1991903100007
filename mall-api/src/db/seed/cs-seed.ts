import { count } from 'drizzle-orm';
import type { Database } from '../client';
import { qnaCategories } from '../schema';

/** What shoppers ask a Korean fashion mall about, in the order the forms list them. */
export const QNA_CATEGORIES = {
  qna: ['주문/결제', '배송', '취소/반품/교환', '환불', '회원정보', '쿠폰/적립금', '상품', '기타'],
  seller_qna: ['상품 문의', '사이즈 문의', '재입고 문의', '배송 문의', '교환/반품 문의', '기타'],
} as const;

/** Reference data the mall needs in every deployment, seeded once (operators may change it later). */
export async function seedQnaCategories(db: Database): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(qnaCategories);
  if ((row?.n ?? 0) > 0) return false;
  await db
    .insert(qnaCategories)
    .values(
      Object.entries(QNA_CATEGORIES).flatMap(([kind, names]) =>
        names.map((name, i) => ({ kind: kind as keyof typeof QNA_CATEGORIES, name, sortOrder: i + 1 })),
      ),
    );
  return true;
}

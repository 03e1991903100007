import { count } from 'drizzle-orm';
import type { Database } from '../client';
import { cardBenefits, faqs, faqTypes, qnaCategories, shoppingGuides } from '../schema';
import { FAQ_TYPES } from './faq-data';
import { CARD_BENEFITS, ENDED_CARD_BENEFIT, SHOPPING_GUIDES } from './shopping-guides-data';

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

/** The customer centre's FAQ, seeded once: a mall opens with answers to the usual questions. */
export async function seedFaqs(db: Database): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(faqTypes);
  if ((row?.n ?? 0) > 0) return false;
  await db.transaction(async (tx) => {
    for (const [i, type] of FAQ_TYPES.entries()) {
      const [inserted] = await tx
        .insert(faqTypes)
        .values({ name: type.name, sortOrder: i + 1 })
        .returning({ id: faqTypes.id });
      await tx.insert(faqs).values(type.faqs.map(([question, answer], j) => ({ typeId: inserted!.id, question, answer, sortOrder: j + 1 })));
    }
  });
  return true;
}

/** Shopping guides and card benefits, seeded once each (operators edit them later). */
export async function seedShoppingGuides(db: Database): Promise<boolean> {
  const [guides] = await db.select({ n: count() }).from(shoppingGuides);
  const [cards] = await db.select({ n: count() }).from(cardBenefits);
  if ((guides?.n ?? 0) > 0 && (cards?.n ?? 0) > 0) return false;
  if ((guides?.n ?? 0) === 0)
    await db.insert(shoppingGuides).values(SHOPPING_GUIDES.map((g) => ({ code: g.code, title: g.title, paragraphs: [...g.contents] })));
  if ((cards?.n ?? 0) === 0) await db.insert(cardBenefits).values([...CARD_BENEFITS, ENDED_CARD_BENEFIT].map((c, i) => ({ ...c, sortOrder: i + 1 })));
  return true;
}

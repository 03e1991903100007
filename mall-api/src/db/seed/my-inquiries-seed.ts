import { and, count, eq, inArray } from 'drizzle-orm';
import type { Database } from '../client';
import * as t from '../schema';
import { DEMO_MEMBER } from './content-data';
import { SEED_EPOCH } from './goods-factory';

const DAY = 86_400_000;
const HOUR = 3_600_000;

/**
 * The demo member's 1:1 inquiries (/mypage/inquiry/qna), oldest first so a fresh mall numbers them
 * 1–4: two answered by the shop, two still waiting (#2 is the my-qna-edit modal's sample).
 */
export const DEMO_INQUIRIES: { category: string; title: string; contents: string; daysAgo: number; answer?: string }[] = [
  {
    category: '배송',
    title: '주문한 코트는 언제 출발하나요?',
    contents: '10월 20일에 주문한 울 코트가 아직 배송 준비 중으로 나와요. 이번 주 안에 받을 수 있을까요?',
    daysAgo: 12,
    answer: '안녕하세요, 케이몰입니다. 문의하신 상품은 판매처에서 오늘 출고되어 1~2일 안에 받아 보실 수 있습니다. 기다려 주셔서 감사합니다.',
  },
  {
    category: '상품',
    title: '니트 세탁 방법이 궁금합니다',
    contents: '캐시미어 니트를 샀는데 집에서 손세탁해도 되는지, 드라이클리닝만 해야 하는지 알려 주세요.',
    daysAgo: 6,
  },
  {
    category: '쿠폰/적립금',
    title: '리뷰 적립금이 들어오지 않았어요',
    contents: '사진 리뷰를 작성했는데 적립금 내역에 아직 보이지 않습니다. 확인 부탁드립니다.',
    daysAgo: 4,
    answer: '안녕하세요, 케이몰입니다. 확인해 보니 리뷰 적립금 700원이 정상 적립되었습니다. 마이페이지 > 적립금에서 확인하실 수 있습니다.',
  },
  {
    category: '회원정보',
    title: '휴대폰 번호를 바꾸고 싶어요',
    contents: '번호가 바뀌었는데 회원정보 수정에서 휴대폰 번호를 어떻게 변경하는지 모르겠어요.',
    daysAgo: 1,
  },
];

/** Once: the demo member's inquiries, if they have none yet. */
export async function seedDemoInquiries(db: Database): Promise<boolean> {
  const [demo] = await db.select({ id: t.members.id }).from(t.members).where(eq(t.members.loginId, DEMO_MEMBER.loginId));
  if (!demo) return false;
  const [row] = await db.select({ n: count() }).from(t.memberQnas).where(eq(t.memberQnas.memberId, demo.id));
  if ((row?.n ?? 0) > 0) return false;
  const categories = await db
    .select({ id: t.qnaCategories.id, name: t.qnaCategories.name })
    .from(t.qnaCategories)
    .where(
      and(
        eq(t.qnaCategories.kind, 'qna'),
        inArray(
          t.qnaCategories.name,
          DEMO_INQUIRIES.map((q) => q.category),
        ),
      ),
    );
  const idOf = new Map(categories.map((c) => [c.name, c.id]));
  const rows = DEMO_INQUIRIES.filter((q) => idOf.has(q.category)).map((q) => {
    const createdAt = new Date(SEED_EPOCH - q.daysAgo * DAY);
    const answeredAt = q.answer ? new Date(createdAt.getTime() + 20 * HOUR) : null;
    return {
      memberId: demo.id,
      categoryId: idOf.get(q.category)!,
      title: q.title,
      contents: q.contents,
      answer: q.answer ?? null,
      answeredAt,
      createdAt,
      updatedAt: createdAt,
    };
  });
  if (!rows.length) return false;
  // One statement in this order: ids follow the list.
  await db.insert(t.memberQnas).values(rows);
  return true;
}

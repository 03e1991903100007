import { CS_API, QnaCategoryListSchema } from '@mall/shared-contracts/cs';
import { MyQnaListSchema, MyQnaSchema, QNA_API, QNA_MESSAGES, QNA_RULES } from '@mall/shared-contracts/member';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberQnas, qnaCategories } from '../../../../../src/db/schema';
import { bearer, expectApiError, expectBody, loginDemo } from '../../../../helpers/api';
import { buildTestApp, type TestContext } from '../../../../helpers/build-app';
import { joinTestMember } from '../../../../helpers/identity';

const QUESTION = '주문한 니트의 사이즈를 교환하고 싶은데 어떻게 하면 되나요?';

describe('1:1 inquiries (/api/v1/my/qna)', () => {
  let ctx: TestContext;
  let demo: Record<string, string>;
  let categoryId: number;
  beforeAll(async () => {
    ctx = await buildTestApp();
    demo = bearer((await loginDemo(ctx.app)).token);
    const categories = expectBody(await ctx.app.inject({ method: 'GET', url: CS_API.qnaCategories }), 200, QnaCategoryListSchema).categories;
    categoryId = categories.find((c) => c.name === '취소/반품/교환')!.id;
  });
  afterAll(() => ctx?.close());

  const ask = (payload: object, headers = demo) => ctx.app.inject({ method: 'POST', url: QNA_API.myQna, headers, payload });
  const edit = (id: number, payload: object, headers = demo) => ctx.app.inject({ method: 'PUT', url: QNA_API.myQnaItem(id), headers, payload });

  it('lists the demo member’s seeded inquiries, newest first, answered and waiting', async () => {
    const list = expectBody(await ctx.app.inject({ method: 'GET', url: QNA_API.myQna, headers: demo }), 200, MyQnaListSchema);
    expect(list.counts).toEqual({ answered: 2, unanswered: 2 });
    expect(list.per_page).toBe(QNA_RULES.pageSize);
    expect(list.data.map((q) => q.title)).toEqual([
      '휴대폰 번호를 바꾸고 싶어요',
      '리뷰 적립금이 들어오지 않았어요',
      '니트 세탁 방법이 궁금합니다',
      '주문한 코트는 언제 출발하나요?',
    ]);
    const answered = list.data[1]!;
    expect(answered).toMatchObject({ is_answered: true, category_name: '쿠폰/적립금' });
    expect(answered.answer).toContain('700원');
    expect(list.data[0]).toMatchObject({ is_answered: false, answer: null, answered_at: null });
  });

  it('asks with a cs category and the length rules', async () => {
    expectApiError(await ask({ category_id: categoryId, title: '  ', contents: QUESTION }), 422, QNA_MESSAGES.titleRequired);
    expectApiError(await ask({ category_id: categoryId, title: '가'.repeat(QNA_RULES.titleMax + 1), contents: QUESTION }), 422, QNA_MESSAGES.titleTooLong);
    expectApiError(await ask({ category_id: categoryId, title: '교환 문의', contents: '교환되나요?' }), 422, QNA_MESSAGES.contentsTooShort);
    const [seller] = await ctx.db.db.select().from(qnaCategories).where(eq(qnaCategories.kind, 'seller_qna'));
    expectApiError(await ask({ category_id: seller!.id, title: '교환 문의', contents: QUESTION }), 422, QNA_MESSAGES.unknownCategory);
    const asked = expectBody(await ask({ category_id: categoryId, title: ' 교환 문의 ', contents: QUESTION }), 201, MyQnaSchema);
    expect(asked).toMatchObject({ title: '교환 문의', category_name: '취소/반품/교환', is_answered: false });
  });

  it('edits and deletes an inquiry only while it is unanswered, and only the member’s own', async () => {
    const asked = expectBody(await ask({ category_id: categoryId, title: '반품 문의', contents: QUESTION }), 201, MyQnaSchema);
    const edited = expectBody(
      await edit(asked.id, { category_id: categoryId, title: '반품 문의(수정)', contents: `${QUESTION} 사진도 첨부할게요.` }),
      200,
      MyQnaSchema,
    );
    expect(edited.title).toBe('반품 문의(수정)');

    const { token } = await joinTestMember(ctx.app, 'qnaother');
    const other = bearer(token);
    expectApiError(await edit(asked.id, { category_id: categoryId, title: '남의 문의', contents: QUESTION }, other), 404, QNA_MESSAGES.notFound);
    expectApiError(await ctx.app.inject({ method: 'DELETE', url: QNA_API.myQnaItem(asked.id), headers: other }), 404, QNA_MESSAGES.notFound);

    // The shop answers: from then on the question stays as it was answered.
    await ctx.db.db.update(memberQnas).set({ answer: '반품 접수 도와드렸습니다.', answeredAt: new Date() }).where(eq(memberQnas.id, asked.id));
    expectApiError(await edit(asked.id, { category_id: categoryId, title: '답변 후 수정', contents: QUESTION }), 409, QNA_MESSAGES.answeredLocked);
    expectApiError(await ctx.app.inject({ method: 'DELETE', url: QNA_API.myQnaItem(asked.id), headers: demo }), 409, QNA_MESSAGES.answeredLocked);
    expect(expectBody(await ctx.app.inject({ method: 'GET', url: QNA_API.myQnaItem(asked.id), headers: demo }), 200, MyQnaSchema).title).toBe(
      '반품 문의(수정)',
    );

    const waiting = expectBody(await ask({ category_id: categoryId, title: '지울 문의', contents: QUESTION }), 201, MyQnaSchema);
    expect((await ctx.app.inject({ method: 'DELETE', url: QNA_API.myQnaItem(waiting.id), headers: demo })).statusCode).toBe(200);
    expectApiError(await ctx.app.inject({ method: 'GET', url: QNA_API.myQnaItem(waiting.id), headers: demo }), 404, QNA_MESSAGES.notFound);
    expect((await ctx.app.inject({ method: 'GET', url: QNA_API.myQna })).statusCode).toBe(401);
  });
});

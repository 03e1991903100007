import {
  GOODS_QNA_API,
  GOODS_QNA_MESSAGES,
  GOODS_QNA_RULES,
  GoodsQnaListSchema,
  MySellerQnaListSchema,
  MySellerQnaSchema,
} from '@mall/shared-contracts/catalog';
import { CS_API, QnaCategoryListSchema } from '@mall/shared-contracts/cs';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { goodsQnas } from '../../../../../src/db/schema';
import { bearer, expectApiError, expectBody, loginDemo } from '../../../../helpers/api';
import { buildTestApp, type TestContext } from '../../../../helpers/build-app';
import { joinTestMember } from '../../../../helpers/identity';

const QUESTION = '이 니트는 보풀이 잘 생기는 소재인가요? 세탁 방법도 알려 주세요.';

describe('goods and seller questions (/api/v1/goods/{id}/qna, /api/v1/my/seller-qna)', () => {
  let ctx: TestContext;
  let demo: Record<string, string>;
  let deliveryCategory: number;
  beforeAll(async () => {
    ctx = await buildTestApp();
    demo = bearer((await loginDemo(ctx.app)).token);
    const categories = expectBody(await ctx.app.inject({ method: 'GET', url: CS_API.sellerQnaCategories }), 200, QnaCategoryListSchema).categories;
    deliveryCategory = categories.find((c) => c.name === '배송 문의')!.id;
  });
  afterAll(() => ctx?.close());

  it('lists a goods’ questions from the rows, hiding someone else’s secret question and its answer', async () => {
    const visitor = expectBody(await ctx.app.inject({ method: 'GET', url: GOODS_QNA_API.goodsQna(1) }), 200, GoodsQnaListSchema);
    const [rows] = await ctx.db.db
      .select({ n: count() })
      .from(goodsQnas)
      .where(and(eq(goodsQnas.goodsId, 1), eq(goodsQnas.kind, 'goods')));
    expect(visitor.counts.total).toBe(rows!.n);
    expect(visitor.total).toBe(rows!.n);
    expect(visitor.per_page).toBe(GOODS_QNA_RULES.pageSize);
    const demoSecret = visitor.data.find((q) => q.writer === '김**' && q.is_secret)!;
    expect(demoSecret).toMatchObject({ is_mine: false, contents: null, answer: null, is_answered: true });
    expect(visitor.data.every((q) => !q.is_mine)).toBe(true);
    expect(visitor.data.filter((q) => q.is_secret).every((q) => q.contents === null && q.answer === null)).toBe(true);

    const member = expectBody(await ctx.app.inject({ method: 'GET', url: GOODS_QNA_API.goodsQna(1), headers: demo }), 200, GoodsQnaListSchema);
    const mine = member.data.filter((q) => q.is_mine);
    expect(mine.map((q) => q.is_secret)).toEqual([false, true]);
    expect(mine[1]!.contents).toContain('160cm');
    expect(mine[1]!.answer).toContain('58cm');
  });

  it('pages a goods’ questions and answers 404 for unknown goods', async () => {
    expectApiError(await ctx.app.inject({ method: 'GET', url: GOODS_QNA_API.goodsQna(999_999) }), 404);
    const page2 = expectBody(await ctx.app.inject({ method: 'GET', url: `${GOODS_QNA_API.goodsQna(1)}?page=2` }), 200, GoodsQnaListSchema);
    expect(page2.current_page).toBe(2);
    expect(page2.data.length).toBe(Math.max(0, Math.min(GOODS_QNA_RULES.pageSize, page2.total - GOODS_QNA_RULES.pageSize)));
  });

  it('lists the member’s goods and seller questions for My page, narrowed by kind', async () => {
    const all = expectBody(await ctx.app.inject({ method: 'GET', url: GOODS_QNA_API.mySellerQna, headers: demo }), 200, MySellerQnaListSchema);
    expect(all.counts).toEqual({ answered: 2, unanswered: 2 });
    expect(all.data.map((q) => q.kind)).toEqual(['seller', 'goods', 'seller', 'goods']);
    expect(all.data[0]).toMatchObject({ title: '그레이 L 사이즈 재입고 예정이 있나요?', category_name: '재입고 문의', is_answered: false, goods: { id: 2 } });
    expect(all.data[2]!.answer).toContain('3,000원');
    const sellerOnly = expectBody(
      await ctx.app.inject({ method: 'GET', url: `${GOODS_QNA_API.mySellerQna}?kind=seller`, headers: demo }),
      200,
      MySellerQnaListSchema,
    );
    expect(sellerOnly.data.map((q) => q.kind)).toEqual(['seller', 'seller']);
    expect((await ctx.app.inject({ method: 'GET', url: GOODS_QNA_API.mySellerQna })).statusCode).toBe(401);
  });

  it('asks a goods question (login required, the inquiry’s length rules) and it shows in the list', async () => {
    expect((await ctx.app.inject({ method: 'POST', url: GOODS_QNA_API.goodsQna(3), payload: { contents: QUESTION } })).statusCode).toBe(401);
    expectApiError(
      await ctx.app.inject({ method: 'POST', url: GOODS_QNA_API.goodsQna(3), headers: demo, payload: { contents: '보풀?' } }),
      422,
      GOODS_QNA_MESSAGES.contentsTooShort,
    );
    const { token } = await joinTestMember(ctx.app, 'goodsasker');
    const asker = bearer(token);
    const asked = expectBody(
      await ctx.app.inject({ method: 'POST', url: GOODS_QNA_API.goodsQna(3), headers: asker, payload: { contents: ` ${QUESTION} `, is_secret: true } }),
      201,
      MySellerQnaSchema,
    );
    expect(asked).toMatchObject({ kind: 'goods', contents: QUESTION, is_secret: true, is_answered: false, goods: { id: 3 } });
    const forVisitor = expectBody(await ctx.app.inject({ method: 'GET', url: GOODS_QNA_API.goodsQna(3) }), 200, GoodsQnaListSchema);
    expect(forVisitor.data[0]).toMatchObject({ id: asked.id, is_secret: true, contents: null });
    const forWriter = expectBody(await ctx.app.inject({ method: 'GET', url: GOODS_QNA_API.goodsQna(3), headers: asker }), 200, GoodsQnaListSchema);
    expect(forWriter.data[0]).toMatchObject({ id: asked.id, is_mine: true, contents: QUESTION });
  });

  it('asks the seller with a seller category; edits and deletes only the member’s own, only while unanswered', async () => {
    const ask = (payload: object) => ctx.app.inject({ method: 'POST', url: GOODS_QNA_API.mySellerQna, headers: demo, payload });
    expectApiError(await ask({ goods_id: 4, category_id: deliveryCategory, title: ' ', contents: QUESTION }), 422, GOODS_QNA_MESSAGES.titleRequired);
    const [qnaCategory] = expectBody(await ctx.app.inject({ method: 'GET', url: CS_API.qnaCategories }), 200, QnaCategoryListSchema).categories;
    expectApiError(await ask({ goods_id: 4, category_id: qnaCategory!.id, title: '배송', contents: QUESTION }), 422, GOODS_QNA_MESSAGES.unknownCategory);
    expectApiError(await ask({ goods_id: 999_999, category_id: deliveryCategory, title: '배송', contents: QUESTION }), 404);
    const asked = expectBody(await ask({ goods_id: 4, category_id: deliveryCategory, title: '출고일 문의', contents: QUESTION }), 201, MySellerQnaSchema);
    expect(asked).toMatchObject({ kind: 'seller', category_name: '배송 문의', is_secret: true });
    // A seller question is never in the goods' public list.
    const list = expectBody(await ctx.app.inject({ method: 'GET', url: GOODS_QNA_API.goodsQna(4), headers: demo }), 200, GoodsQnaListSchema);
    expect(list.data.some((q) => q.id === asked.id)).toBe(false);

    const edit = (id: number, payload: object, headers = demo) => ctx.app.inject({ method: 'PUT', url: GOODS_QNA_API.mySellerQnaItem(id), headers, payload });
    expectApiError(await edit(asked.id, { contents: QUESTION }), 422, GOODS_QNA_MESSAGES.categoryRequired);
    const edited = expectBody(await edit(asked.id, { category_id: deliveryCategory, title: '출고일 문의(수정)', contents: QUESTION }), 200, MySellerQnaSchema);
    expect(edited.title).toBe('출고일 문의(수정)');
    const { token } = await joinTestMember(ctx.app, 'qnastranger');
    expectApiError(
      await edit(asked.id, { category_id: deliveryCategory, title: '남의 문의', contents: QUESTION }, bearer(token)),
      404,
      GOODS_QNA_MESSAGES.notFound,
    );

    await ctx.db.db.update(goodsQnas).set({ answer: '내일 출고됩니다.', answeredAt: new Date() }).where(eq(goodsQnas.id, asked.id));
    expectApiError(await edit(asked.id, { category_id: deliveryCategory, title: '답변 후', contents: QUESTION }), 409, GOODS_QNA_MESSAGES.answeredLocked);
    expectApiError(
      await ctx.app.inject({ method: 'DELETE', url: GOODS_QNA_API.mySellerQnaItem(asked.id), headers: demo }),
      409,
      GOODS_QNA_MESSAGES.answeredLocked,
    );

    const goodsQ = expectBody(
      await ctx.app.inject({ method: 'POST', url: GOODS_QNA_API.goodsQna(4), headers: demo, payload: { contents: QUESTION } }),
      201,
      MySellerQnaSchema,
    );
    const secretNow = expectBody(await edit(goodsQ.id, { contents: `${QUESTION} 추가`, is_secret: true }), 200, MySellerQnaSchema);
    expect(secretNow).toMatchObject({ is_secret: true, contents: `${QUESTION} 추가`, title: null });
    expect((await ctx.app.inject({ method: 'DELETE', url: GOODS_QNA_API.mySellerQnaItem(goodsQ.id), headers: demo })).statusCode).toBe(200);
    expectApiError(await ctx.app.inject({ method: 'GET', url: GOODS_QNA_API.mySellerQnaItem(goodsQ.id), headers: demo }), 404, GOODS_QNA_MESSAGES.notFound);
  });
});

import { formatKstDateTime, MESSAGES } from '@mall/shared-contracts';
import {
  GOODS_QNA_MESSAGES,
  GOODS_QNA_RULES,
  goodsQnaDraftErrors,
  maskWriterName,
  sellerQnaDraftErrors,
  type GoodsQnaBody,
  type GoodsQnaKind,
  type GoodsQnaList,
  type MySellerQna,
  type MySellerQnaList,
  type QnaQuestionEditBody,
  type SellerQnaBody,
} from '@mall/shared-contracts/catalog';
import { firstQnaError } from '@mall/shared-contracts/member';
import { and, count, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { Database } from '../../../../db/client';
import { brands, goods, goodsQnas, members, qnaCategories, sellers } from '../../../../db/schema';
import { AppError, notFound, unprocessable } from '../../../../lib/errors';
import { pageOf } from '../../../../lib/paging';
import { goodsImageUrl } from '../goods/goods-mappers';

declare module 'fastify' {
  interface FastifyInstance {
    goodsQnaRepository: GoodsQnaRepository;
  }
}

const qnaNotFound = () => notFound(GOODS_QNA_MESSAGES.notFound, 'QNA_NOT_FOUND');
const goodsNotFound = () => notFound(MESSAGES.goodsNotFound, 'GOODS_NOT_FOUND');
const answeredLocked = () => new AppError(409, 'QNA_ANSWERED', GOODS_QNA_MESSAGES.answeredLocked);
const invalid = (message: string | null) => {
  if (message) throw unprocessable(message, 'QNA_INVALID');
};
const kst = (d: Date | null) => (d ? formatKstDateTime(d) : null);

/**
 * Goods and seller questions (ADR 0011: catalog's). Anyone reads a goods' list, where someone else's
 * secret question shows neither its text nor its answer; a member edits or deletes their own until it
 * is answered, the check and the write being one conditional statement, so an answer meanwhile wins.
 */
export function createGoodsQnaRepository(db: Database) {
  const selectMine = () =>
    db
      .select({
        qna: goodsQnas,
        goodsName: goods.name,
        brandName: brands.name,
        sellerName: sellers.name,
        categoryName: qnaCategories.name,
      })
      .from(goodsQnas)
      .innerJoin(goods, eq(goods.id, goodsQnas.goodsId))
      .innerJoin(brands, eq(brands.id, goods.brandId))
      .innerJoin(sellers, eq(sellers.id, goodsQnas.sellerId))
      .leftJoin(qnaCategories, eq(qnaCategories.id, goodsQnas.categoryId));
  type MineRow = Awaited<ReturnType<ReturnType<typeof selectMine>['where']>>[number];

  const toMine = ({ qna, goodsName, brandName, sellerName, categoryName }: MineRow): MySellerQna => ({
    id: qna.id,
    kind: qna.kind,
    goods: { id: qna.goodsId, name: goodsName, brand_name: brandName, thumbnail_url: goodsImageUrl(qna.goodsId, 1) },
    seller: { id: qna.sellerId, name: sellerName },
    category_id: qna.categoryId,
    category_name: categoryName,
    title: qna.title,
    contents: qna.contents,
    is_secret: qna.isSecret,
    is_answered: qna.answeredAt !== null,
    answer: qna.answer,
    answered_at: kst(qna.answeredAt),
    created_at: formatKstDateTime(qna.createdAt),
    updated_at: formatKstDateTime(qna.updatedAt),
  });

  async function own(memberId: number, id: number): Promise<MySellerQna> {
    const [row] = await selectMine().where(and(eq(goodsQnas.id, id), eq(goodsQnas.memberId, memberId)));
    if (!row) throw qnaNotFound();
    return toMine(row);
  }

  /** Whether a missed conditional write missed because the question is answered (409) or not the member's (404). */
  async function whyNot(memberId: number, id: number): Promise<never> {
    const qna = await own(memberId, id);
    throw qna.is_answered ? answeredLocked() : qnaNotFound();
  }

  async function sellerOf(goodsId: number) {
    const [row] = await db.select({ sellerId: goods.sellerId }).from(goods).where(eq(goods.id, goodsId));
    if (!row) throw goodsNotFound();
    return row.sellerId;
  }

  async function checkSellerCategory(categoryId: number) {
    const [category] = await db
      .select({ id: qnaCategories.id })
      .from(qnaCategories)
      .where(and(eq(qnaCategories.id, categoryId), eq(qnaCategories.kind, 'seller_qna')));
    if (!category) throw unprocessable(GOODS_QNA_MESSAGES.unknownCategory, 'QNA_CATEGORY');
  }

  return {
    one: own,

    /** A goods' questions, newest first; `viewerId` sees their own secret questions in full. */
    async listOfGoods(goodsId: number, page: number, viewerId: number | null): Promise<GoodsQnaList> {
      await sellerOf(goodsId);
      const ofGoods = and(eq(goodsQnas.goodsId, goodsId), eq(goodsQnas.kind, 'goods'));
      const [counts] = await db
        .select({ total: count(), answered: sql<number>`count(${goodsQnas.answeredAt})::int` })
        .from(goodsQnas)
        .where(ofGoods);
      const total = counts?.total ?? 0;
      const rows = await db
        .select({ qna: goodsQnas, writer: members.name })
        .from(goodsQnas)
        .innerJoin(members, eq(members.id, goodsQnas.memberId))
        .where(ofGoods)
        .orderBy(desc(goodsQnas.createdAt), desc(goodsQnas.id))
        .limit(GOODS_QNA_RULES.pageSize)
        .offset((page - 1) * GOODS_QNA_RULES.pageSize);
      return {
        ...pageOf(page, GOODS_QNA_RULES.pageSize, total),
        counts: { total, answered: counts?.answered ?? 0 },
        data: rows.map(({ qna, writer }) => {
          const mine = viewerId !== null && qna.memberId === viewerId;
          const hidden = qna.isSecret && !mine;
          return {
            id: qna.id,
            writer: maskWriterName(writer),
            is_secret: qna.isSecret,
            is_mine: mine,
            contents: hidden ? null : qna.contents,
            is_answered: qna.answeredAt !== null,
            answer: hidden ? null : qna.answer,
            answered_at: kst(qna.answeredAt),
            created_at: formatKstDateTime(qna.createdAt),
          };
        }),
      };
    },

    /** The member's goods and seller questions, newest first, with answered and waiting counts. */
    async listOfMember(memberId: number, page: number, kind?: GoodsQnaKind): Promise<MySellerQnaList> {
      const where = and(eq(goodsQnas.memberId, memberId), kind ? eq(goodsQnas.kind, kind) : undefined);
      const [answered] = await db
        .select({ n: count() })
        .from(goodsQnas)
        .where(and(where, isNotNull(goodsQnas.answeredAt)));
      const [unanswered] = await db
        .select({ n: count() })
        .from(goodsQnas)
        .where(and(where, isNull(goodsQnas.answeredAt)));
      const counts = { answered: answered?.n ?? 0, unanswered: unanswered?.n ?? 0 };
      const rows = await selectMine()
        .where(where)
        .orderBy(desc(goodsQnas.createdAt), desc(goodsQnas.id))
        .limit(GOODS_QNA_RULES.pageSize)
        .offset((page - 1) * GOODS_QNA_RULES.pageSize);
      return { ...pageOf(page, GOODS_QNA_RULES.pageSize, counts.answered + counts.unanswered), counts, data: rows.map(toMine) };
    },

    async askGoods(memberId: number, goodsId: number, body: GoodsQnaBody): Promise<MySellerQna> {
      invalid(firstQnaError(goodsQnaDraftErrors(body)));
      const sellerId = await sellerOf(goodsId);
      const [row] = await db
        .insert(goodsQnas)
        .values({ kind: 'goods', goodsId, sellerId, memberId, contents: body.contents.trim(), isSecret: body.is_secret ?? false })
        .returning({ id: goodsQnas.id });
      return own(memberId, row!.id);
    },

    async askSeller(memberId: number, body: SellerQnaBody): Promise<MySellerQna> {
      invalid(firstQnaError(sellerQnaDraftErrors({ categoryId: body.category_id, title: body.title, contents: body.contents })));
      const sellerId = await sellerOf(body.goods_id);
      await checkSellerCategory(body.category_id);
      const [row] = await db
        .insert(goodsQnas)
        .values({
          kind: 'seller',
          goodsId: body.goods_id,
          sellerId,
          memberId,
          categoryId: body.category_id,
          title: body.title.trim(),
          contents: body.contents.trim(),
          // The seller and the writer only: never listed to other shoppers.
          isSecret: true,
        })
        .returning({ id: goodsQnas.id });
      return own(memberId, row!.id);
    },

    async update(memberId: number, id: number, body: QnaQuestionEditBody): Promise<MySellerQna> {
      const current = await own(memberId, id);
      let set: Partial<typeof goodsQnas.$inferInsert>;
      if (current.kind === 'goods') {
        invalid(firstQnaError(goodsQnaDraftErrors(body)));
        set = { contents: body.contents.trim(), isSecret: body.is_secret ?? current.is_secret };
      } else {
        const categoryId = body.category_id ?? null;
        invalid(firstQnaError(sellerQnaDraftErrors({ categoryId, title: body.title ?? '', contents: body.contents })));
        await checkSellerCategory(categoryId!);
        set = { categoryId, title: body.title!.trim(), contents: body.contents.trim() };
      }
      const updated = await db
        .update(goodsQnas)
        .set({ ...set, updatedAt: new Date() })
        .where(and(eq(goodsQnas.id, id), eq(goodsQnas.memberId, memberId), isNull(goodsQnas.answeredAt)))
        .returning({ id: goodsQnas.id });
      if (!updated.length) return whyNot(memberId, id);
      return own(memberId, id);
    },

    async remove(memberId: number, id: number): Promise<void> {
      const deleted = await db
        .delete(goodsQnas)
        .where(and(eq(goodsQnas.id, id), eq(goodsQnas.memberId, memberId), isNull(goodsQnas.answeredAt)))
        .returning({ id: goodsQnas.id });
      if (!deleted.length) await whyNot(memberId, id);
    },
  };
}
export type GoodsQnaRepository = ReturnType<typeof createGoodsQnaRepository>;

export const goodsQnaRepositoryPlugin = fp(
  async (app) => {
    app.decorate('goodsQnaRepository', createGoodsQnaRepository(app.db));
  },
  { name: 'goods-qna-repository', dependencies: ['db'] },
);

export default goodsQnaRepositoryPlugin;

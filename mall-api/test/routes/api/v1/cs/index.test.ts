import { CS_API, QnaCategoryListSchema } from '@mall/shared-contracts/cs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QNA_CATEGORIES } from '../../../../../src/db/seed/cs-seed';
import { buildTestApp, type TestContext } from '../../../../helpers/build-app';
import { expectBody } from '../../../../helpers/api';

describe('customer-centre question categories', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx?.close());

  it('lists the 1:1 inquiry and the seller question categories in order, each its own', async () => {
    const qna = expectBody(await ctx.app.inject({ method: 'GET', url: CS_API.qnaCategories }), 200, QnaCategoryListSchema);
    const seller = expectBody(await ctx.app.inject({ method: 'GET', url: CS_API.sellerQnaCategories }), 200, QnaCategoryListSchema);
    expect(qna.categories.map((c) => c.name)).toEqual(QNA_CATEGORIES.qna);
    expect(seller.categories.map((c) => c.name)).toEqual(QNA_CATEGORIES.seller_qna);
    expect(new Set([...qna.categories, ...seller.categories].map((c) => c.id)).size).toBe(qna.categories.length + seller.categories.length);
  });
});

import {
  CardBenefitListSchema,
  CS_API,
  CS_MESSAGES,
  FAQ_API,
  FaqListSchema,
  FaqTypeListSchema,
  GradeBenefitListSchema,
  GUIDE_API,
  POLICY_API,
  POLICY_MESSAGES,
  PolicyDocumentSchema,
  QnaCategoryListSchema,
  SHOPPING_GUIDE_CODES,
  ShoppingGuideListSchema,
  ShoppingGuideSchema,
} from '@mall/shared-contracts/cs';
import { GRADES } from '../../../../../src/plugins/app/member/members/grades';
import { readFile } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import { CARD_BENEFITS, SHOPPING_GUIDES } from '../../../../../src/db/seed/shopping-guides-data';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QNA_CATEGORIES } from '../../../../../src/db/seed/cs-seed';
import { FAQ_TYPES } from '../../../../../src/db/seed/faq-data';
import { buildTestApp, type TestContext } from '../../../../helpers/build-app';
import { expectApiError, expectBody } from '../../../../helpers/api';

describe('customer centre API', () => {
  let ctx: TestContext;
  const get = (url: string) => ctx.app.inject({ method: 'GET', url });
  const faqsOf = async (query: string) => expectBody(await get(`${FAQ_API.faqs}${query}`), 200, FaqListSchema).faqs;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx?.close());

  it('lists the 1:1 inquiry and the seller question categories in order, each its own', async () => {
    const qna = expectBody(await get(CS_API.qnaCategories), 200, QnaCategoryListSchema);
    const seller = expectBody(await get(CS_API.sellerQnaCategories), 200, QnaCategoryListSchema);
    expect(qna.categories.map((c) => c.name)).toEqual(QNA_CATEGORIES.qna);
    expect(seller.categories.map((c) => c.name)).toEqual(QNA_CATEGORIES.seller_qna);
    expect(new Set([...qna.categories, ...seller.categories].map((c) => c.id)).size).toBe(qna.categories.length + seller.categories.length);
  });

  it('lists FAQ types in order with the number of questions each holds (counted from rows)', async () => {
    const { faq_types: types } = expectBody(await get(FAQ_API.faqTypes), 200, FaqTypeListSchema);
    expect(types.map((t) => t.name)).toEqual(FAQ_TYPES.map((t) => t.name));
    expect(types.map((t) => t.faq_count)).toEqual(FAQ_TYPES.map((t) => t.faqs.length));
    const all = await faqsOf('');
    expect(all).toHaveLength(types.reduce((n, t) => n + t.faq_count, 0));
  });

  it('lists the questions of one type in order', async () => {
    const { faq_types: types } = expectBody(await get(FAQ_API.faqTypes), 200, FaqTypeListSchema);
    const delivery = types.find((t) => t.name === '배송')!;
    const faqs = await faqsOf(`?type_id=${delivery.id}`);
    expect(faqs.map((f) => f.question)).toEqual(FAQ_TYPES.find((t) => t.name === '배송')!.faqs.map(([q]) => q));
    expect(faqs.every((f) => f.type_id === delivery.id && f.type_name === '배송')).toBe(true);
    expect(await faqsOf('?type_id=99999')).toEqual([]);
  });

  it('searches every type for a word inside a question or an answer, and by initial consonants', async () => {
    // "송장번호" appears only inside an answer (배송 조회는 어디서 하나요?).
    const byAnswer = await faqsOf(`?keyword=${encodeURIComponent('송장번호')}`);
    expect(byAnswer.map((f) => f.question)).toEqual(['배송 조회는 어디서 하나요?']);
    const mypage = await faqsOf(`?keyword=${encodeURIComponent('마이페이지')}`);
    expect(new Set(mypage.map((f) => f.type_name)).size).toBeGreaterThan(1);
    expect(mypage.every((f) => `${f.question}${f.answer}`.includes('마이페이지'))).toBe(true);
    const initials = await faqsOf(`?keyword=${encodeURIComponent('ㅌㄱㄱㅇㅂㅎ')}`);
    expect(initials.map((f) => f.question)).toEqual(['해외 배송 상품은 무엇이 필요한가요?']);
    expect(await faqsOf(`?keyword=${encodeURIComponent('존재하지않는단어')}`)).toEqual([]);
  });

  it('refuses unbounded FAQ queries', async () => {
    expectApiError(await get(`${FAQ_API.faqs}?keyword=${'a'.repeat(51)}`), 422);
    expectApiError(await get(`${FAQ_API.faqs}?type_id=2147483648`), 422);
    expectApiError(await get(`${FAQ_API.faqs}?type_id=abc`), 422);
  });

  it('serves every shopping guide, in the order of the info pages, and one by code', async () => {
    const res = await get(GUIDE_API.shoppingGuides);
    const { guides } = expectBody(res, 200, ShoppingGuideListSchema);
    expect(guides.map((g) => g.code)).toEqual([...SHOPPING_GUIDE_CODES]);
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    const unipass = expectBody(await get(GUIDE_API.shoppingGuide('unipass')), 200, ShoppingGuideSchema);
    expect(unipass.title).toBe('개인통관고유부호 안내');
    expect(unipass.paragraphs.some((p) => p.includes('P로 시작하는 13자리'))).toBe(true);
    expect(unipass.updated_at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    for (const code of ['nope', 'a'.repeat(60)]) expectApiError(await get(GUIDE_API.shoppingGuide(code)), 404, CS_MESSAGES.guideNotFound);
  });

  it('says the delivery-delay reward is paid when the shopper accepts the delay; migration 0034 rewrites the old seeded copy once', async () => {
    const reward = () => get(GUIDE_API.shoppingGuide('reward')).then((r) => expectBody(r, 200, ShoppingGuideSchema).paragraphs);
    const accepted = /출고 지연·품절 안내에서 늦어진 출고일에 동의하시면 그때 적립금으로 지급/;
    expect((await reward()).some((p) => accepted.test(p))).toBe(true);
    expect((await reward()).some((p) => p.includes('자동으로 지급'))).toBe(false);
    // A database seeded before the fix: the migration's statement brings it up to date, and leaves an operator's own words alone.
    const old = '리워드는 출고가 확인된 다음 날 자동으로 지급되며, 마이페이지 > 적립금에서 확인하실 수 있습니다.';
    const migration = await readFile(new URL('../../../../../drizzle/0034_reward-guide-copy.sql', import.meta.url), 'utf8');
    const setSecond = (text: string) =>
      ctx.db.db.execute(sql`update shopping_guides set paragraphs = jsonb_set(paragraphs, '{1}', to_jsonb(${text}::text)) where code = 'reward'`);
    await setSecond(old);
    await ctx.db.db.execute(sql.raw(migration));
    expect((await reward())[1]).toMatch(accepted);
    await setSecond('운영자가 고친 문장');
    await ctx.db.db.execute(sql.raw(migration));
    expect((await reward())[1]).toBe('운영자가 고친 문장');
    await setSecond(SHOPPING_GUIDES.find((g) => g.code === 'reward')!.contents[1]);
  });

  it('lists the card benefits running today, not the one that has ended', async () => {
    const { card_benefits: cards } = expectBody(await get(GUIDE_API.cardBenefits), 200, CardBenefitListSchema);
    expect(cards.map((c) => c.card_name)).toEqual(CARD_BENEFITS.map((c) => c.cardName));
    expect(cards.map((c) => c.card_name)).not.toContain('우리카드');
    expect(cards.find((c) => c.card_name === 'NH농협카드')?.note).toContain('부분 무이자');
  });

  it('lists every grade publicly with its benefits, in the settings colours', async () => {
    const { grades } = expectBody(await get(GUIDE_API.gradeBenefits), 200, GradeBenefitListSchema);
    expect(grades.map((g) => [g.code, g.min_purchase_amount, g.benefits])).toEqual(GRADES.map((g) => [g.code, g.minPurchaseAmount, [...g.benefits]]));
    expect(grades.every((g) => /^#[0-9a-f]{6}$/i.test(g.color))).toBe(true);
  });

  it('serves a policy in force with every version and its effective date, and an earlier version on request', async () => {
    const terms = expectBody(await get(POLICY_API.policy('terms')), 200, PolicyDocumentSchema);
    expect(terms).toMatchObject({ code: 'terms', label: '이용약관', is_required: true, version: { version: '2.0', is_current: true, is_upcoming: false } });
    expect(terms.versions.map((v) => [v.version, v.effective_at.slice(0, 10), v.is_current])).toEqual([
      ['2.0', '2026-01-01', true],
      ['1.0', '2025-03-01', false],
    ]);
    expect(terms.contents).toContain('제6조 (적립금)');
    const v1 = expectBody(await get(`${POLICY_API.policy('terms')}?version=1.0`), 200, PolicyDocumentSchema);
    expect(v1.version).toMatchObject({ version: '1.0', is_current: false });
    expect(v1.contents).not.toContain('제6조');
    for (const url of [POLICY_API.policy('nope'), `${POLICY_API.policy('terms')}?version=9.9`, POLICY_API.policy('BAD CODE')])
      expectApiError(await get(url), 404, POLICY_MESSAGES.notFound);
  });
});

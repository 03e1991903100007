import { GIVEAWAY_API, GIVEAWAY_MESSAGES, GiveawayDetailSchema, GiveawayListSchema } from '@mall/shared-contracts/catalog';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { giveaways } from '../../../../../src/db/schema';
import { expectApiError, expectBody } from '../../../../helpers/api';
import { buildTestApp, type TestContext } from '../../../../helpers/build-app';

describe('gifts with purchase (/api/v1/giveaways)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx?.close());

  const ofGoods = (ids: string) => ctx.app.inject({ method: 'GET', url: `${GIVEAWAY_API.giveaways}?goods_ids=${ids}` });

  it('lists the running giveaways the goods earn, not the ended or upcoming ones', async () => {
    const five = expectBody(await ofGoods('5'), 200, GiveawayListSchema).giveaways;
    expect(five.map((g) => [g.name, g.condition_label, g.state, g.target_goods_count])).toEqual([
      ['케이몰 로고 캔버스 에코백', '대상 상품 50,000원 이상 구매 시 증정', 'ongoing', 5],
      ['니트 터치 스크린 장갑', '아우터 구매 시 선착순 100명 증정', 'ongoing', 3],
    ]);
    expect(five[0]).toMatchObject({ min_purchase_amount: 50_000, quantity: 300, image_url: `/media/giveaways/${five[0]!.id}.svg` });
    expect(Date.parse(five[0]!.start_at)).toBeLessThan(Date.now());
    expect(Date.parse(five[0]!.end_at)).toBeGreaterThan(Date.now());

    // An order sheet asks for all its goods at once; each giveaway comes once.
    expect(expectBody(await ofGoods('4,6,4'), 200, GiveawayListSchema).giveaways.map((g) => g.name)).toEqual([
      '케이몰 로고 캔버스 에코백',
      '니트 터치 스크린 장갑',
    ]);
    // Goods 2 only had the autumn muffler, which has ended.
    expect(expectBody(await ofGoods('2'), 200, GiveawayListSchema).giveaways).toEqual([]);
    expect((await ofGoods('abc')).statusCode).toBe(422);
    expect((await ctx.app.inject({ method: 'GET', url: GIVEAWAY_API.giveaways })).statusCode).toBe(422);
    expect((await ofGoods(Array.from({ length: 51 }, (_, i) => i + 1).join(','))).statusCode).toBe(422);
  });

  it('a giveaway comes with its target goods in order, whatever its state; its image is served', async () => {
    const [running] = expectBody(await ofGoods('5'), 200, GiveawayListSchema).giveaways;
    const detail = expectBody(await ctx.app.inject({ method: 'GET', url: GIVEAWAY_API.giveaway(running!.id) }), 200, GiveawayDetailSchema);
    expect(detail.goods.map((g) => g.id)).toEqual([5, 6, 12, 3, 1]);
    expect(detail.goods[0]!.brand_name).toBe('서울스탠다드');

    const [ended] = await ctx.db.db.select({ id: giveaways.id }).from(giveaways).where(eq(giveaways.name, '가을 울 머플러'));
    const endedDetail = expectBody(await ctx.app.inject({ method: 'GET', url: GIVEAWAY_API.giveaway(ended!.id) }), 200, GiveawayDetailSchema);
    expect(endedDetail.state).toBe('ended');
    expectApiError(await ctx.app.inject({ method: 'GET', url: GIVEAWAY_API.giveaway(999_999) }), 404, GIVEAWAY_MESSAGES.notFound);
    expectApiError(await ctx.app.inject({ method: 'GET', url: GIVEAWAY_API.giveaway('x') }), 404);

    const image = await ctx.app.inject({ method: 'GET', url: running!.image_url });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toContain('image/svg+xml');
    expect(image.body).toContain('케이몰 로고 캔버스 에코백');
  });
});

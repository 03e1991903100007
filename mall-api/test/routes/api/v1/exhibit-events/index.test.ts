import {
  CodyShotListSchema,
  CodyShotSchema,
  EXHIBIT_EVENTS_API,
  EXHIBIT_EVENTS_MESSAGES,
  ExhibitCategorySchema,
  GoodsTimeAttackSchema,
  JointPurchaseListSchema,
  JointPurchaseSchema,
  ShowcaseListSchema,
  ShowcaseSchema,
  SpotThemeSchema,
  codyShotPath,
  exhibitCategoryPath,
  goodsTimeAttackPath,
  jointPurchaseParticipationPath,
  jointPurchasePath,
  showcasePath,
  spotThemePath,
} from '@mall/shared-contracts/exhibit';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jointPurchases } from '../../../../../src/db/schema';
import { JOINT_PURCHASES, SEEDED_JOINT_PURCHASES, SEEDED_SHOWCASES } from '../../../../../src/db/seed/exhibit-events-data';
import { buildTestApp, type TestContext } from '../../../../helpers/build-app';
import { bearer, expectApiError, expectBody, loginDemo } from '../../../../helpers/api';

const sum = (ns: readonly number[]) => ns.reduce((a, b) => a + b, 0);

describe('showcases, cody shots, joint purchases, spot themes, exhibit categories and the goods time attack', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx?.close());
  const get = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ method: 'GET', url, headers });

  it('lists showcases ongoing, then upcoming, then ended, filtered by sort; upcoming ones keep their goods back', async () => {
    const all = expectBody(await get(EXHIBIT_EVENTS_API.showcases), 200, ShowcaseListSchema);
    expect(all.sorts.map((s) => s.name)).toEqual(['브랜드 쇼케이스', '디자이너 쇼케이스', '라이프스타일']);
    const states = all.showcases.map((s) => s.state);
    expect(states).toEqual([...states].sort((a, b) => ['ongoing', 'upcoming', 'ended'].indexOf(a) - ['ongoing', 'upcoming', 'ended'].indexOf(b)));
    expect(new Set(states)).toEqual(new Set(['ongoing', 'upcoming', 'ended']));
    const first = all.showcases.find((s) => s.id === SEEDED_SHOWCASES.ongoing)!;
    expect(first).toMatchObject({ brand_name: '온하루', goods_count: 6 });
    expect(first.preview_images).toHaveLength(4);
    expect(all.showcases.find((s) => s.id === SEEDED_SHOWCASES.upcoming)!.preview_images).toEqual([]);

    const designers = expectBody(await get(`${EXHIBIT_EVENTS_API.showcases}?sort_id=2`), 200, ShowcaseListSchema);
    expect(designers.showcases.map((s) => s.sort_id)).toEqual([2, 2]);

    const upcoming = expectBody(await get(showcasePath(SEEDED_SHOWCASES.upcoming)), 200, ShowcaseSchema);
    expect(upcoming).toMatchObject({
      state: 'upcoming',
      goods: [],
      goods_count: 4,
      sort_name: '디자이너 쇼케이스',
    });
    const ended = expectBody(await get(showcasePath(SEEDED_SHOWCASES.ended)), 200, ShowcaseSchema);
    expect(ended.state).toBe('ended');
    expect(ended.goods.map((g) => g.id)).toEqual([7, 22, 37, 52]);
    expectApiError(await get(showcasePath(999)), 404, EXHIBIT_EVENTS_MESSAGES.showcaseNotFound);
  });

  it('lists cody shots newest first and tags each look’s goods with their part', async () => {
    const list = expectBody(await get(EXHIBIT_EVENTS_API.codyShots), 200, CodyShotListSchema);
    expect(list.cody_shots[0]!.title).toBe('출근길 미니멀 코트 룩');
    const dates = list.cody_shots.map((c) => c.published_at);
    expect(dates).toEqual([...dates].sort().reverse());
    const shot = expectBody(await get(codyShotPath(1)), 200, CodyShotSchema);
    expect(shot.items.map((i) => i.goods.id)).toEqual([16, 3, 18, 11]);
    expect(shot.items.every((i) => i.part.length > 0)).toBe(true);
    expect(shot.goods_count).toBe(4);
    expectApiError(await get(codyShotPath(999)), 404, EXHIBIT_EVENTS_MESSAGES.codyShotNotFound);
  });

  it('counts joint-purchase progress from the participation rows and says where each stands', async () => {
    const popular = expectBody(await get(EXHIBIT_EVENTS_API.jointPurchases), 200, JointPurchaseListSchema).joint_purchases;
    const byId = new Map(popular.map((j) => [j.id, j]));
    JOINT_PURCHASES.forEach((seeded, i) => {
      const j = byId.get(i + 1)!;
      expect(j.joined_quantity).toBe(sum(seeded.quantities));
      expect(j.participant_count).toBe(seeded.quantities.length);
    });
    expect(byId.get(SEEDED_JOINT_PURCHASES.ongoing)!.outcome).toBe('recruiting');
    expect(byId.get(SEEDED_JOINT_PURCHASES.reached)!.outcome).toBe('reached');
    expect(byId.get(SEEDED_JOINT_PURCHASES.upcoming)!.outcome).toBe('upcoming');
    expect(byId.get(SEEDED_JOINT_PURCHASES.endedReached)!.outcome).toBe('reached');
    expect(byId.get(SEEDED_JOINT_PURCHASES.endedFailed)!.outcome).toBe('failed');
    // Ended ones come last whatever the order; open ones by the joined quantity.
    expect(popular.slice(-2).every((j) => j.state === 'ended')).toBe(true);
    expect(popular.slice(0, 3).map((j) => j.id)).toEqual([SEEDED_JOINT_PURCHASES.reached, SEEDED_JOINT_PURCHASES.ongoing, SEEDED_JOINT_PURCHASES.upcoming]);
    const deadline = expectBody(await get(`${EXHIBIT_EVENTS_API.jointPurchases}?sort=deadline`), 200, JointPurchaseListSchema).joint_purchases;
    expect(deadline[0]!.id).toBe(SEEDED_JOINT_PURCHASES.reached);
    expectApiError(await get(`${EXHIBIT_EVENTS_API.jointPurchases}?sort=cheapest`), 422);
  });

  it('lets a member join an ongoing joint purchase once, within the per-member limit; progress moves', async () => {
    const { token } = await loginDemo(ctx.app);
    const id = SEEDED_JOINT_PURCHASES.ongoing;
    const before = expectBody(await get(jointPurchasePath(id), bearer(token)), 200, JointPurchaseSchema);
    expect(before.my_quantity).toBeNull();
    const post = (jpId: number, quantity: number, headers: Record<string, string> = bearer(token)) =>
      ctx.app.inject({
        method: 'POST',
        url: jointPurchaseParticipationPath(jpId),
        headers,
        payload: { quantity },
      });

    expectApiError(await post(id, 2, {}), 401);
    expectApiError(await post(id, before.max_quantity_per_member + 1), 422, EXHIBIT_EVENTS_MESSAGES.jointPurchaseQuantityOver(before.max_quantity_per_member));
    const joined = expectBody(await post(id, 2), 200, JointPurchaseSchema);
    expect(joined).toMatchObject({
      my_quantity: 2,
      joined_quantity: before.joined_quantity + 2,
      participant_count: before.participant_count + 1,
    });
    expectApiError(await post(id, 1), 409, EXHIBIT_EVENTS_MESSAGES.jointPurchaseAlreadyJoined);
    expectApiError(await post(SEEDED_JOINT_PURCHASES.upcoming, 1), 422, EXHIBIT_EVENTS_MESSAGES.jointPurchaseNotOpen);
    expectApiError(await post(SEEDED_JOINT_PURCHASES.endedFailed, 1), 422, EXHIBIT_EVENTS_MESSAGES.jointPurchaseClosed);
    expectApiError(await post(999, 1), 404, EXHIBIT_EVENTS_MESSAGES.jointPurchaseNotFound);
    // Anyone else still sees the new total, without a quantity of their own.
    const guest = expectBody(await get(jointPurchasePath(id)), 200, JointPurchaseSchema);
    expect(guest).toMatchObject({
      my_quantity: null,
      joined_quantity: before.joined_quantity + 2,
    });
  });

  it('reaches the target when the joined quantity meets it', async () => {
    const id = SEEDED_JOINT_PURCHASES.ongoing;
    const current = expectBody(await get(jointPurchasePath(id)), 200, JointPurchaseSchema);
    await ctx.db.db.update(jointPurchases).set({ targetQuantity: current.joined_quantity }).where(eq(jointPurchases.id, id));
    expect(expectBody(await get(jointPurchasePath(id)), 200, JointPurchaseSchema).outcome).toBe('reached');
    await ctx.db.db.update(jointPurchases).set({ targetQuantity: JOINT_PURCHASES[0].targetQuantity }).where(eq(jointPurchases.id, id));
  });

  it('answers the goods’ time attack: the ongoing one, the upcoming one, or null (none, or only ended)', async () => {
    const ongoing = expectBody(await get(goodsTimeAttackPath(21)), 200, GoodsTimeAttackSchema);
    expect(ongoing.time_attack).toMatchObject({
      title: '오늘만 이 가격! 경량 패딩',
      sale_price: 29_900,
      state: 'ongoing',
    });
    expect(expectBody(await get(goodsTimeAttackPath(33)), 200, GoodsTimeAttackSchema).time_attack).toMatchObject({ state: 'upcoming' });
    expect(expectBody(await get(goodsTimeAttackPath(39)), 200, GoodsTimeAttackSchema).time_attack).toBeNull();
    expect(expectBody(await get(goodsTimeAttackPath(1)), 200, GoodsTimeAttackSchema).time_attack).toBeNull();
  });

  it('shows a spot theme (goods kept back while upcoming) and an exhibit category with its siblings', async () => {
    const theme = expectBody(await get(spotThemePath(1)), 200, SpotThemeSchema);
    expect(theme).toMatchObject({
      title: '첫눈 오는 날 코디',
      state: 'ongoing',
      goods_count: 6,
    });
    expect(theme.goods).toHaveLength(6);
    expect(expectBody(await get(spotThemePath(2)), 200, SpotThemeSchema)).toMatchObject({ state: 'upcoming', goods: [], goods_count: 3 });
    expect(expectBody(await get(spotThemePath(3)), 200, SpotThemeSchema).state).toBe('ended');
    expectApiError(await get(spotThemePath(999)), 404, EXHIBIT_EVENTS_MESSAGES.spotThemeNotFound);
    const category = expectBody(await get(exhibitCategoryPath(2)), 200, ExhibitCategorySchema);
    expect(category.name).toBe('선물하기 좋은');
    expect(category.goods.map((g) => g.id)).toEqual([2, 7, 12, 19, 24, 28, 33]);
    expect(category.categories.map((c) => c.name)).toEqual(['겨울 필수템', '선물하기 좋은', '오피스룩']);
    expectApiError(await get(exhibitCategoryPath(999)), 404, EXHIBIT_EVENTS_MESSAGES.exhibitCategoryNotFound);
  });
});

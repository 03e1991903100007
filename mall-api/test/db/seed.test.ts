import { isSpecPath, specRouteOf } from '@mall/shared-contracts/spec-samples';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  codyShotGoods,
  coupons,
  experienceGroups,
  goods,
  goodsOptions,
  goodsReviews,
  jointPurchaseParticipants,
  jointPurchases,
  memberCoupons,
  members,
  orders,
  pointLedger,
  receiveAddresses,
  reviewImages,
  reviewPhotos,
  wishGoods,
} from '../../src/db/schema';
import { CHECKOUT_JOURNEY_MEMBERS } from '../../src/db/seed/checkout-seed';
import { JOINT_PURCHASES } from '../../src/db/seed/exhibit-events-data';
import { DEFAULT_GOODS_COUNT, DEMO_MEMBER, demoDataWanted, seed } from '../../src/db/seed/index';
import { BANNERS } from '../../src/db/seed/content-data';
import { DEMO_RECENT_VIEWS, DEMO_VIEW_DAYS } from '../../src/db/seed/goods-views-seed';
import { POPUPS } from '../../src/db/seed/shop-settings-data';
import { parseScale } from '../../src/db/seed/cli-args';
import { verifyPassword } from '../../src/lib/password';
import { createTestDb } from '../helpers/build-app';
import { countRows } from '../helpers/fixtures';

type TestDb = Awaited<ReturnType<typeof createTestDb>>;

describe('migrations and seed', () => {
  let a: TestDb;
  let b: TestDb;
  beforeAll(async () => {
    a = await createTestDb();
    b = await createTestDb();
    await seed(a.db.db);
    await seed(b.db.db);
  });
  afterAll(async () => {
    await a?.dispose();
    await b?.dispose();
  });

  const firstGoods = (t: TestDb) => t.db.db.select().from(goods).orderBy(asc(goods.id)).limit(10);
  const firstOptions = (t: TestDb) => t.db.db.select().from(goodsOptions).orderBy(asc(goodsOptions.id)).limit(40);

  it('produces identical goods and options on two fresh databases', async () => {
    expect(await firstGoods(a)).toEqual(await firstGoods(b));
    expect(await firstOptions(a)).toEqual(await firstOptions(b));
    expect((await firstGoods(a))[0]!.name).toMatch(/[가-힣]/);
  });

  it('links banners and popups only to pages that exist today (built spec routes)', () => {
    const links: string[] = [...BANNERS, ...POPUPS].map((b) => b.linkUrl);
    expect(links.length).toBeGreaterThan(0);
    expect(links.filter((l) => specRouteOf(l) === null)).toEqual([]);
    expect(links.filter((l) => !isSpecPath(l))).toEqual([]);
  });

  it('is idempotent: migrating and seeding again adds nothing', async () => {
    const viewCounters = await countRows(a.db.db, 'goods_daily_views');
    expect(viewCounters).toBeGreaterThan(DEFAULT_GOODS_COUNT * DEMO_VIEW_DAYS * 0.5);
    const before = {
      goods: await countRows(a.db.db, 'goods'),
      options: await countRows(a.db.db, 'goods_options'),
      members: await countRows(a.db.db, 'members'),
    };
    await a.db.migrate();
    await seed(a.db.db);
    expect(before.goods).toBe(DEFAULT_GOODS_COUNT);
    expect(await countRows(a.db.db, 'goods')).toBe(before.goods);
    expect(await countRows(a.db.db, 'goods_options')).toBe(before.options);
    expect(await countRows(a.db.db, 'members')).toBe(before.members);
    expect(await countRows(a.db.db, 'notices')).toBe(26);
    expect(await countRows(a.db.db, 'joint_purchase_participants')).toBe(JOINT_PURCHASES.flatMap((j) => j.quantities).length);
    expect(await countRows(a.db.db, 'recent_goods_views')).toBe(DEMO_RECENT_VIEWS.length);
    expect(await countRows(a.db.db, 'goods_daily_views')).toBe(viewCounters);
  });

  it('seeds joint-purchase participations as rows of distinct reviewers, and tags cody-shot goods with their category', async () => {
    const rows = await a.db.db.select().from(jointPurchaseParticipants);
    JOINT_PURCHASES.forEach((j, i) => {
      const own = rows.filter((r) => r.jointPurchaseId === i + 1);
      expect(own.map((r) => r.quantity)).toEqual([...j.quantities]);
      expect(new Set(own.map((r) => r.memberId)).size).toBe(own.length);
      expect(own.every((r) => r.quantity <= j.maxQuantityPerMember)).toBe(true);
    });
    const tags = await a.db.db.select().from(codyShotGoods);
    expect(tags.length).toBeGreaterThan(0);
    expect(tags.every((tag) => /[가-힣]/.test(tag.part))).toBe(true);
  });

  it('every joint purchase and experience group sells the goods its title names, in stock, above the event price', async () => {
    const events = [
      ...(await a.db.db.select({ title: jointPurchases.title, goodsId: jointPurchases.goodsId, price: jointPurchases.salePrice }).from(jointPurchases)),
      ...(await a.db.db.select({ title: experienceGroups.title, goodsId: experienceGroups.goodsId, price: sql<number>`0` }).from(experienceGroups)),
    ];
    expect(events).toHaveLength(11);
    const names = ['구스다운 롱패딩', '캐시미어 머플러', '부츠', '플리스 집업', '레더 백팩', '트렌치코트', '울 블렌드 니트', '러닝화', '트위드 자켓'];
    for (const e of events) {
      const [row] = await a.db.db.select().from(goods).where(eq(goods.id, e.goodsId));
      const product = names.find((n) => e.title.includes(n));
      expect(product, e.title).toBeDefined();
      expect(row!.name, e.title).toContain(product);
      expect(row!.baseDiscountedPrice, e.title).toBeGreaterThan(e.price);
      const options = await a.db.db.select().from(goodsOptions).where(eq(goodsOptions.goodsId, e.goodsId));
      expect(
        options.some((o) => o.stock > 0),
        e.title,
      ).toBe(true);
    }
  });

  it('extends an existing mall when a larger scale is requested, keeping the first goods', async () => {
    const first = await firstGoods(b);
    await seed(b.db.db, { goodsCount: DEFAULT_GOODS_COUNT + 30 });
    expect(await countRows(b.db.db, 'goods')).toBe(DEFAULT_GOODS_COUNT + 30);
    expect(await firstGoods(b)).toEqual(first);
    // Sequences were moved past the explicit ids, so a normal insert still works.
    const [inserted] = await b.db.db.insert(goodsOptions).values({ goodsId: 1, name: '추가', stock: 1, sortOrder: 99 }).returning();
    expect(inserted!.id).toBeGreaterThan(0);
  });

  it('stores the demo member with a scrypt hash of the documented password', async () => {
    const [member] = await a.db.db.select().from(members).where(eq(members.loginId, DEMO_MEMBER.loginId));
    expect(member?.name).toBe('김데모');
    expect(member?.passwordHash.startsWith('scrypt2$')).toBe(true);
    expect(await verifyPassword(DEMO_MEMBER.password, member!.passwordHash)).toBe(true);
    expect(await verifyPassword('wrong-password', member!.passwordHash)).toBe(false);
  });

  it("seeds the checkout journey's members, one per e2e project, each with their own coupons and points and nothing spent", async () => {
    const journey = Object.values(CHECKOUT_JOURNEY_MEMBERS);
    expect(new Set(journey.map((m) => m.loginId)).size).toBe(journey.length);
    for (const m of journey) {
      const [member] = await a.db.db.select().from(members).where(eq(members.loginId, m.loginId));
      expect(member, m.loginId).toMatchObject({ name: m.name, phone: m.phone, email: m.email });
      expect(await verifyPassword(m.password, member!.passwordHash)).toBe(true);
      const held = await a.db.db
        .select({ title: coupons.title, usedAt: memberCoupons.usedAt })
        .from(memberCoupons)
        .innerJoin(coupons, eq(coupons.id, memberCoupons.couponId))
        .where(eq(memberCoupons.memberId, member!.id));
      expect(held.map((c) => c.title).sort(), m.loginId).toEqual([...m.coupons].sort());
      expect(held.every((c) => c.usedAt === null)).toBe(true);
      const points = await a.db.db.select().from(pointLedger).where(eq(pointLedger.memberId, member!.id));
      expect(points.map((p) => [p.kind, p.amount])).toEqual([['earn', m.point]]);
      expect(await a.db.db.select().from(receiveAddresses).where(eq(receiveAddresses.memberId, member!.id))).toEqual([]);
      expect(await a.db.db.select().from(orders).where(eq(orders.memberId, member!.id))).toEqual([]);
    }
  });

  it('seeds sold-out (with and without restock alerts), low-stock and adult-only goods', async () => {
    const all = await a.db.db.select().from(goods);
    const options = await a.db.db.select().from(goodsOptions);
    const stockOf = (id: number) => options.filter((o) => o.goodsId === id).reduce((s, o) => s + o.stock, 0);
    expect(all.some((g) => stockOf(g.id) === 0)).toBe(true);
    expect(all.some((g) => stockOf(g.id) > 0 && options.some((o) => o.goodsId === g.id && o.stock > 0 && o.stock < 6))).toBe(true);
    expect(all.filter((g) => g.isAdult).length).toBeGreaterThanOrEqual(2);
    const soldOut = all.filter((g) => stockOf(g.id) === 0);
    expect(soldOut.some((g) => g.restockNotice)).toBe(true);
    expect(soldOut.some((g) => !g.restockNotice)).toBe(true);
    expect(all.filter((g) => stockOf(g.id) > 0).every((g) => !g.restockNotice)).toBe(true);
    expect(all.every((g) => g.price % 10 === 0 && g.baseDiscountedPrice % 10 === 0 && g.baseDiscountedPrice <= g.price)).toBe(true);
  });

  it('parses the scale flag', () => {
    expect(parseScale('100k')).toBe(100_000);
    expect(parseScale('100000')).toBe(100_000);
    expect(parseScale(undefined)).toBeUndefined();
    expect(() => parseScale('lots')).toThrow();
  });

  it('review counts, scores and wish counts are the rows, not made-up numbers', async () => {
    const all = await a.db.db.select().from(goods);
    const reviews = await a.db.db.select().from(goodsReviews);
    const wishes = await a.db.db.select().from(wishGoods);
    expect(reviews.length).toBeGreaterThan(100);
    for (const g of all) {
      const own = reviews.filter((r) => r.goodsId === g.id);
      expect(g.reviewCount, `goods ${g.id}`).toBe(own.length);
      const avg = own.length ? Math.round((own.reduce((s, r) => s + r.score, 0) / own.length) * 10) / 10 : 0;
      expect(g.reviewScoreAvg, `goods ${g.id}`).toBeCloseTo(avg, 5);
      expect(g.wishCount, `goods ${g.id}`).toBe(wishes.filter((w) => w.goodsId === g.id).length);
    }
    expect(all.some((g) => g.reviewCount === 0)).toBe(true);
    // every review has a real author; every photo review shows the author's own photo, stored like an
    // upload and attached to that review, never the goods' catalogue image
    const authors = new Set((await a.db.db.select({ id: members.id }).from(members)).map((m) => m.id));
    expect(reviews.every((r) => authors.has(r.memberId) && r.score >= 1 && r.score <= 5)).toBe(true);
    const images = await a.db.db.select().from(reviewImages);
    expect(images.length).toBeGreaterThan(0);
    const photos = new Map((await a.db.db.select().from(reviewPhotos)).map((p) => [p.id, p]));
    for (const image of images) {
      const review = reviews.find((r) => r.id === image.reviewId)!;
      expect(image.url).toMatch(/^\/media\/review-photos\/\d+$/);
      const photo = photos.get(Number(image.url.split('/').pop()));
      expect(photo).toMatchObject({ reviewId: review.id, memberId: review.memberId, contentType: 'image/png' });
    }
  });
});

describe('seeding a production mall', () => {
  it('fills what the mall needs to run, but no demo goods, members or passwords', async () => {
    const { db, dispose } = await createTestDb();
    try {
      await seed(db.db, { demo: false });
      expect(await countRows(db.db, 'grades')).toBe(4);
      expect(await countRows(db.db, 'shop_settings')).toBeGreaterThan(0);
      expect(await countRows(db.db, 'banks')).toBeGreaterThan(0);
      expect(await countRows(db.db, 'policies')).toBeGreaterThan(0);
      for (const table of ['members', 'goods', 'orders', 'goods_reviews', 'coupons', 'popups', 'banners']) expect(await countRows(db.db, table), table).toBe(0);
    } finally {
      await dispose();
    }
  });

  it('asks SEED_DEMO_DATA, else seeds the demo mall outside production only', () => {
    expect(demoDataWanted({ NODE_ENV: 'production' })).toBe(false);
    expect(demoDataWanted({ NODE_ENV: 'production', SEED_DEMO_DATA: '1' })).toBe(true);
    expect(demoDataWanted({ NODE_ENV: 'development' })).toBe(true);
    expect(demoDataWanted({ SEED_DEMO_DATA: '0' })).toBe(false);
  });
});

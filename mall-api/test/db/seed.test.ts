import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { goods, goodsOptions, members } from '../../src/db/schema';
import { DEFAULT_GOODS_COUNT, DEMO_MEMBER, seed } from '../../src/db/seed/index';
import { BANNERS } from '../../src/db/seed/content-data';
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

  it('links banners and popups only to storefront routes of the spec (section 1)', () => {
    // The spec's paths for what the seeded promotions point at: a goods page, a category, joining, notices.
    const specRoutes = [/^\/goods\/detail\/\d+$/, /^\/goods\/category(\/\d+)?$/, /^\/join$/, /^\/cs-center\/notice$/];
    const links: string[] = [...BANNERS, ...POPUPS].map((b) => b.linkUrl);
    expect(links.length).toBeGreaterThan(0);
    expect(links.filter((l) => !specRoutes.some((r) => r.test(l)))).toEqual([]);
  });

  it('is idempotent: migrating and seeding again adds nothing', async () => {
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
    expect(await countRows(a.db.db, 'notices')).toBe(25);
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
    expect(member?.passwordHash.startsWith('scrypt$')).toBe(true);
    expect(await verifyPassword(DEMO_MEMBER.password, member!.passwordHash)).toBe(true);
    expect(await verifyPassword('wrong-password', member!.passwordHash)).toBe(false);
  });

  it('seeds sold-out, low-stock, adult-only and heavily wished goods', async () => {
    const all = await a.db.db.select().from(goods);
    const options = await a.db.db.select().from(goodsOptions);
    const stockOf = (id: number) => options.filter((o) => o.goodsId === id).reduce((s, o) => s + o.stock, 0);
    expect(all.some((g) => stockOf(g.id) === 0)).toBe(true);
    expect(all.some((g) => stockOf(g.id) > 0 && options.some((o) => o.goodsId === g.id && o.stock > 0 && o.stock < 6))).toBe(true);
    expect(all.filter((g) => g.isAdult).length).toBeGreaterThanOrEqual(2);
    expect(all.some((g) => g.wishCount > 1000)).toBe(true);
    expect(all.every((g) => g.price % 10 === 0 && g.baseDiscountedPrice % 10 === 0 && g.baseDiscountedPrice <= g.price)).toBe(true);
  });

  it('parses the scale flag', () => {
    expect(parseScale('100k')).toBe(100_000);
    expect(parseScale('100000')).toBe(100_000);
    expect(parseScale(undefined)).toBeUndefined();
    expect(() => parseScale('lots')).toThrow();
  });
});

import { API } from '@mall/shared-contracts';
import { SPEC_ROUTES, specRouteOf } from '@mall/shared-contracts/spec-samples';
import {
  codyShotPath,
  exhibitCategoryPath,
  experienceGroupPath,
  jointPurchasePath,
  liveRoomApiPath,
  planningEventPath,
  rafflePath,
  showcasePath,
  spotThemePath,
} from '@mall/shared-contracts/exhibit';
import { eq, lte } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  banners,
  brands,
  categories,
  codyShots,
  exhibitCategories,
  experienceGroups,
  goods,
  jointPurchases,
  liveRooms,
  notices,
  planningEvents,
  popups,
  raffles,
  sellers,
  showcases,
  showcaseSorts,
  specialEvents,
  spotThemes,
} from '../../src/db/schema';
import { buildTestApp, type TestContext } from '../helpers/build-app';

/**
 * What a page's id names, for every spec route with an id: the table holding the row and, where the page
 * reads one row, the call it makes (its 404 is the page's not-found). A banner or popup link to a route
 * with an id missing here fails the test until the route is added.
 */
const TARGETS: Record<string, { table: PgTable & { id: PgColumn }; api?: (id: number) => string }> = {
  '/planning/:id': { table: planningEvents, api: planningEventPath },
  '/goods/detail/:id': { table: goods, api: API.goods },
  '/goods/brand/:id': { table: brands },
  '/goods/seller/:id': { table: sellers },
  '/goods/category/:id?': { table: categories },
  '/raffle/detail/:id': { table: raffles, api: rafflePath },
  '/special-event/detail/:id': { table: specialEvents, api: (id) => `/api/v1/special-events/${id.toString()}` },
  '/showcase/:sortId?': { table: showcaseSorts },
  '/showcase/detail/:id': { table: showcases, api: showcasePath },
  '/cody-shot/detail/:id': { table: codyShots, api: codyShotPath },
  '/joint-purchase/detail/:id': { table: jointPurchases, api: jointPurchasePath },
  '/experience-group/detail/:id': { table: experienceGroups, api: experienceGroupPath },
  '/live-commerce/:roomId': { table: liveRooms, api: liveRoomApiPath },
  '/spot-theme/:id': { table: spotThemes, api: spotThemePath },
  '/exhibit/category/:id': { table: exhibitCategories, api: exhibitCategoryPath },
  '/cs-center/notice/:id': { table: notices, api: API.notice },
};

/** The id a link's path gives its route's parameter (`/planning/7` → 7), or null for a route without one. */
function linkedId(path: string, pattern: string): number | null {
  const segments = path.split('/');
  const index = pattern.split('/').findIndex((s) => s.startsWith(':'));
  if (index === -1 || segments[index] === undefined) return null;
  return Number(segments[index]);
}

describe('seeded banner and popup links name rows that exist', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx?.close());

  /** Why a link leads nowhere, or null when its page has what it names. */
  async function brokenLink(link: string): Promise<string | null> {
    const path = link.split(/[?#]/)[0]!;
    const route = specRouteOf(path);
    if (!route) return 'not a spec route';
    const id = linkedId(path, route.path);
    if (id === null) return null;
    const target = TARGETS[route.path];
    if (!target) return `no table known for ${route.path}`;
    if (!Number.isInteger(id)) return 'the id is not a number';
    const [row] = await ctx.db.db.select({ id: target.table.id }).from(target.table).where(eq(target.table.id, id));
    if (!row) return 'no such row';
    if (target.api) {
      const response = await ctx.app.inject({ method: 'GET', url: target.api(id) });
      if (response.statusCode !== 200) return `the page's call answers ${response.statusCode.toString()}`;
    }
    return null;
  }

  it('every link of the seeded banners and popups (every position) leads to a row its page shows', async () => {
    const links = [
      ...(await ctx.db.db.select({ link: banners.linkUrl }).from(banners)),
      ...(await ctx.db.db.select({ link: popups.linkUrl }).from(popups)),
    ].flatMap((r) => (r.link ? [r.link] : []));
    expect(links.length).toBeGreaterThanOrEqual(10);
    // Some of them name a row: the check below is not vacuous.
    expect(links.filter((l) => /\/\d+$/.test(l)).length).toBeGreaterThan(3);
    const broken = (await Promise.all(links.map(async (link) => [link, await brokenLink(link)] as const))).filter(([, why]) => why !== null);
    expect(broken).toEqual([]);
  });

  it('the check finds a dangling id and a route it knows no table for, and takes an ended row for a page', async () => {
    expect(await brokenLink('/planning/999')).toBe('no such row');
    expect(await brokenLink('/raffle/detail/999')).toBe('no such row');
    expect(await brokenLink('/planning/x')).toBe('the id is not a number');
    expect(await brokenLink('/no-such-page/1')).toBe('not a spec route');
    expect(await brokenLink('/mypage/order/detail/1')).toBe('no table known for /mypage/order/detail/:id');
    expect(await brokenLink('/join')).toBeNull();

    // An ended raffle and planning event are still pages (shown ended), not not-found.
    const now = new Date();
    const [ended] = await ctx.db.db.select().from(raffles).where(lte(raffles.endAt, now)).limit(1);
    expect(await brokenLink(`/raffle/detail/${ended!.id.toString()}`)).toBeNull();
    const raffle = await ctx.app.inject({ method: 'GET', url: rafflePath(ended!.id) });
    expect(raffle.json<{ state: string }>().state).toBe('ended');
    const [endedEvent] = await ctx.db.db.select().from(planningEvents).where(lte(planningEvents.endAt, now)).limit(1);
    expect(await brokenLink(`/planning/${endedEvent!.id.toString()}`)).toBeNull();
    expect((await ctx.app.inject({ method: 'GET', url: planningEventPath(endedEvent!.id) })).json<{ state: string }>().state).toBe('ended');
  });

  it('names its routes exactly as the spec does (a misspelt key would never match)', () => {
    expect(Object.keys(TARGETS).filter((pattern) => !SPEC_ROUTES.some((route) => route.path === pattern))).toEqual([]);
  });
});

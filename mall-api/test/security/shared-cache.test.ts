import { HEADERS } from '@mall/shared-contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedCacheable } from '../../src/plugins/app/order/carts/uid-tokens';
import { bearer, loginDemo } from '../helpers/api';
import { buildTestApp, type TestContext } from '../helpers/build-app';

/**
 * Issue 25: answers a CDN may store (`public, max-age=…`) once carried a fresh uid-token, which the
 * shell adopts: a shared cache would have handed one visitor's device id (cart, order sheet) to
 * everyone. Every GET route of the OpenAPI is called as a new visitor and as a member.
 */
describe('shared-cacheable answers carry nothing per visitor', () => {
  let ctx: TestContext;
  let member: Record<string, string>;
  beforeAll(async () => {
    ctx = await buildTestApp();
    member = bearer((await loginDemo(ctx.app)).token);
  });
  afterAll(() => ctx?.close());
  /** Every GET path of the OpenAPI, its path parameters filled with 1. */
  const getUrls = () =>
    Object.entries((ctx.app.swagger() as { paths: Record<string, Record<string, unknown>> }).paths)
      .filter(([, ops]) => 'get' in ops)
      .map(([path]) => path.replace(/\{[^}]+\}/g, '1'));

  it('reads Cache-Control as a shared cache does', () => {
    expect(sharedCacheable('public, max-age=86400')).toBe(true);
    expect(sharedCacheable('max-age=60, s-maxage=300')).toBe(true);
    expect(sharedCacheable('private, max-age=300')).toBe(false);
    expect(sharedCacheable('public, no-store')).toBe(false);
    expect(sharedCacheable('no-store')).toBe(false);
    expect(sharedCacheable(undefined)).toBe(false);
  });

  it('every GET route: a cacheable answer has no uid-token or cookie, and is the same for a visitor and a member', async () => {
    const urls = getUrls();
    expect(urls.length).toBeGreaterThan(50);
    const cacheable: string[] = [];
    for (const url of urls) {
      const visitor = await ctx.app.inject({ method: 'GET', url });
      if (!sharedCacheable(visitor.headers['cache-control'])) continue;
      cacheable.push(url);
      expect(visitor.headers[HEADERS.uidToken], url).toBeUndefined();
      expect(visitor.headers['set-cookie'], url).toBeUndefined();
      const asMember = await ctx.app.inject({ method: 'GET', url, headers: member });
      expect(asMember.headers[HEADERS.uidToken], url).toBeUndefined();
      expect(asMember.headers['set-cookie'], url).toBeUndefined();
      expect(asMember.statusCode, url).toBe(visitor.statusCode);
      expect(asMember.body, url).toBe(visitor.body);
    }
    // The reference data the shop lets caches keep (settings, banks, couriers, reasons, guides, FAQ…).
    expect(cacheable.length, cacheable.join(' ')).toBeGreaterThanOrEqual(5);
    expect(cacheable).toContain('/api/v1/informations/banks');
  });

  it('a per-visitor answer still issues the device id, and is never shared-cacheable', async () => {
    const urls = getUrls();
    let issued = 0;
    for (const url of urls) {
      const res = await ctx.app.inject({ method: 'GET', url });
      if (res.headers[HEADERS.uidToken] === undefined) continue;
      issued += 1;
      expect(sharedCacheable(res.headers['cache-control']), url).toBe(false);
    }
    expect(issued).toBeGreaterThan(10);
  });
});

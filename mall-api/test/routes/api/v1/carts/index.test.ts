import { API, MESSAGES } from '@mall/shared-contracts';
import { CartAddResponseSchema, CartCountSchema, CartListSchema } from '@mall/shared-contracts/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../../helpers/build-app';
import { bearer, expectApiError, expectBody, loginDemo } from '../../../../helpers/api';
import { pickOption, setStock } from '../../../../helpers/fixtures';

describe('carts', () => {
  let ctx: TestContext;
  const add = (headers: Record<string, string>, items: Array<{ goods_id: number; option_id: number; ea: number }>) =>
    ctx.app.inject({ method: 'POST', url: API.carts, headers, payload: { items } });
  const list = async (headers: Record<string, string>) => expectBody(await ctx.app.inject({ method: 'GET', url: API.carts, headers }), 200, CartListSchema);
  const count = async (headers: Record<string, string>) =>
    expectBody(await ctx.app.inject({ method: 'GET', url: API.cartCount, headers }), 200, CartCountSchema).count;

  /** A device id mall-api issued (a made-up one is never accepted), one per name. */
  const devices = new Map<string, string>();
  const uid = async (name: string) => {
    if (!devices.has(name)) devices.set(name, await ctx.app.uidTokens.issue());
    return { 'uid-token': devices.get(name)! };
  };

  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx?.close());

  it('issues a device id to a visitor without one, and refuses a made-up one (it gets a new id instead)', async () => {
    const fresh = await ctx.app.inject({ method: 'GET', url: API.cartCount });
    expect(fresh.statusCode).toBe(200);
    const issued = fresh.headers['uid-token'] as string;
    expect(issued).toMatch(/^[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{22}$/);
    expect(await ctx.app.uidTokens.valid(issued)).toBe(true);
    for (const madeUp of ['a', 'test-merge', `${issued.slice(0, 23)}${'A'.repeat(22)}`]) {
      const res = await ctx.app.inject({ method: 'GET', url: API.cartCount, headers: { 'uid-token': madeUp } });
      expect(res.headers['uid-token'], madeUp).toBeDefined();
      expect(res.headers['uid-token']).not.toBe(madeUp);
    }
    // a valid one is kept as it is
    expect((await ctx.app.inject({ method: 'GET', url: API.cartCount, headers: { 'uid-token': issued } })).headers['uid-token']).toBeUndefined();
  });

  it('any API call without a device id gets one, so the next call (a cart call or not) carries it; a shared-cacheable answer does not', async () => {
    // The shop settings are `public`: a CDN would hand a device id on them to every visitor (issue 25).
    const settings = await ctx.app.inject({ method: 'GET', url: API.settings });
    expect(settings.headers['cache-control']).toContain('public');
    expect(settings.headers['uid-token']).toBeUndefined();
    const recent = await ctx.app.inject({ method: 'GET', url: API.cartCount });
    const issued = recent.headers['uid-token'] as string;
    expect(await ctx.app.uidTokens.valid(issued)).toBe(true);
    const count = await ctx.app.inject({ method: 'GET', url: API.cartCount, headers: { 'uid-token': issued } });
    expect(count.headers['uid-token']).toBeUndefined();
    // pages outside the API (health, media) are not device calls
    expect((await ctx.app.inject({ method: 'GET', url: '/health' })).headers['uid-token']).toBeUndefined();
  });

  it('adds to a device cart, merges the same option and caps ea at 99', async () => {
    const h = await uid('merge');
    const o = await pickOption(ctx.db.db, { minStock: 99 });
    const first = expectBody(await add(h, [{ goods_id: o.goodsId, option_id: o.optionId, ea: 60 }]), 200, CartAddResponseSchema);
    expect(first.count).toBe(1);
    const second = expectBody(await add(h, [{ goods_id: o.goodsId, option_id: o.optionId, ea: 60 }]), 200, CartAddResponseSchema);
    expect(second).toEqual({ count: 1, cart_ids: first.cart_ids });
    const cart = await list(h);
    expect(cart.packs[0]!.items[0]!.ea).toBe(99);
    expect(await count(h)).toBe(1);
    // Another device sees nothing of it.
    expect(await count(await uid('other'))).toBe(0);
  });

  it('keeps one line when the same option is added concurrently', async () => {
    const h = await uid('concurrent');
    const o = await pickOption(ctx.db.db, { minStock: 20 });
    const results = await Promise.all(Array.from({ length: 8 }, () => add(h, [{ goods_id: o.goodsId, option_id: o.optionId, ea: 2 }])));
    expect(results.map((r) => r.statusCode)).toEqual(Array(8).fill(200));
    const cart = await list(h);
    expect(cart.count).toBe(1);
    expect(cart.packs[0]!.items[0]!.ea).toBe(16);
  });

  it('rejects quantities above stock and sold-out options with 422, leaving the cart unchanged', async () => {
    const h = await uid('stock');
    const low = await pickOption(ctx.db.db, { minStock: 1, maxStock: 5 });
    expectApiError(await add(h, [{ goods_id: low.goodsId, option_id: low.optionId, ea: low.stock + 1 }]), 422, MESSAGES.outOfStock);
    const soldOut = await pickOption(ctx.db.db, { maxStock: 0 });
    expectApiError(await add(h, [{ goods_id: soldOut.goodsId, option_id: soldOut.optionId, ea: 1 }]), 422, MESSAGES.soldOut);
    // All or nothing: a valid first item is rolled back with the failing second one.
    expectApiError(
      await add(h, [
        { goods_id: low.goodsId, option_id: low.optionId, ea: 1 },
        { goods_id: soldOut.goodsId, option_id: soldOut.optionId, ea: 1 },
      ]),
      422,
      MESSAGES.soldOut,
    );
    expect(await count(h)).toBe(0);
  });

  it('validates the option belongs to the goods and the body shape', async () => {
    const h = await uid('invalid');
    const a = await pickOption(ctx.db.db, { policy: 'free', minStock: 1 });
    const b = await pickOption(ctx.db.db, { policy: 'paid', minStock: 1 });
    expectApiError(await add(h, [{ goods_id: a.goodsId, option_id: b.optionId, ea: 1 }]), 422, MESSAGES.selectOption);
    expectApiError(await add(h, [{ goods_id: 99999, option_id: b.optionId, ea: 1 }]), 404, MESSAGES.goodsNotFound);
    const invalid = expectApiError(await add(h, [{ goods_id: a.goodsId, option_id: a.optionId, ea: 100 }]), 422);
    expect(invalid.errors?.[0]?.field).toBe('items.0.ea');
    expectApiError(await ctx.app.inject({ method: 'POST', url: API.carts, headers: h, payload: { items: [] } }), 422);
  });

  it('updates quantity with a stock check and only on own lines', async () => {
    const h = await uid('update');
    const o = await pickOption(ctx.db.db, { minStock: 10, maxStock: 98 });
    const { cart_ids } = expectBody(await add(h, [{ goods_id: o.goodsId, option_id: o.optionId, ea: 1 }]), 200, CartAddResponseSchema);
    const cartId = cart_ids[0]!;
    const patch = (headers: Record<string, string>, ea: number, id: number | string = cartId) =>
      ctx.app.inject({ method: 'PATCH', url: API.cart(id), headers, payload: { ea } });
    const updated = expectBody(await patch(h, 3), 200, CartListSchema);
    expect(updated.packs[0]!.items[0]!.ea).toBe(3);
    expectApiError(await patch(h, o.stock + 1), 422, MESSAGES.outOfStock);
    expectApiError(await patch(await uid('intruder'), 2), 404);
    expectApiError(await patch(h, 2, 99999), 404);
    await setStock(ctx.db.db, o.optionId, 0);
    expectApiError(await patch(h, 1), 422, MESSAGES.soldOut);
    const cart = await list(h);
    expect(cart.packs[0]!.items[0]!.is_soldout).toBe(true);
    expect(cart.summary.total_goods_price).toBe(0);
    await setStock(ctx.db.db, o.optionId, o.stock);
  });

  it('removes own lines; an empty list is a 422 with the Korean message', async () => {
    const h = await uid('remove');
    const a = await pickOption(ctx.db.db, { policy: 'free', minStock: 2 });
    const b = await pickOption(ctx.db.db, { policy: 'paid', minStock: 2 });
    const added = expectBody(
      await add(h, [
        { goods_id: a.goodsId, option_id: a.optionId, ea: 1 },
        { goods_id: b.goodsId, option_id: b.optionId, ea: 1 },
      ]),
      200,
      CartAddResponseSchema,
    );
    expect(added.count).toBe(2);
    const remove = (headers: Record<string, string>, ids: number[]) =>
      ctx.app.inject({ method: 'DELETE', url: API.carts, headers, payload: { cart_ids: ids } });
    expectApiError(await remove(h, []), 422, MESSAGES.noItemToDelete);
    expect(expectBody(await remove(await uid('intruder'), added.cart_ids), 200, CartCountSchema).count).toBe(0);
    expect(await count(h)).toBe(2);
    expect(expectBody(await remove(h, [added.cart_ids[0]!]), 200, CartCountSchema).count).toBe(1);
  });

  it('computes pack shipping for free, conditional and paid sellers', async () => {
    const h = await uid('shipping');
    const free = await pickOption(ctx.db.db, { policy: 'free', minStock: 2 });
    const cond = await pickOption(ctx.db.db, { policy: 'conditional', minStock: 10, minUnitPrice: 10_000, maxUnitPrice: 45_000 });
    const paid = await pickOption(ctx.db.db, { policy: 'paid', minStock: 2 });
    await add(h, [
      { goods_id: free.goodsId, option_id: free.optionId, ea: 1 },
      { goods_id: cond.goodsId, option_id: cond.optionId, ea: 1 },
      { goods_id: paid.goodsId, option_id: paid.optionId, ea: 2 },
    ]);
    const cart = await list(h);
    const byPolicy = Object.fromEntries(cart.packs.map((p) => [p.shipping_price_policy, p]));
    expect(byPolicy.free!.shipping_price).toBe(0);
    expect(byPolicy.conditional!.goods_price).toBe(cond.unitPrice);
    expect(byPolicy.conditional!.shipping_price).toBe(3000);
    expect(byPolicy.paid!.shipping_price).toBe(2500);
    expect(cart.summary.total_shipping_price).toBe(5500);
    const lines = cart.packs.flatMap((p) => p.items);
    expect(cart.summary.total_goods_price).toBe(lines.reduce((s, i) => s + (i.goods_price + i.option_extra_amount) * i.ea, 0));
    expect(cart.summary.total_discount_price).toBe(lines.reduce((s, i) => s + (i.goods_price - i.goods_base_discounted_price) * i.ea, 0));
    expect(cart.summary.total_payment_price).toBe(cart.summary.total_goods_price - cart.summary.total_discount_price + 5500);

    // Reaching 50,000원 in the conditional pack makes it ship free.
    const condLine = byPolicy.conditional!.items[0]!;
    const ea = Math.ceil(50_000 / cond.unitPrice);
    const after = expectBody(await ctx.app.inject({ method: 'PATCH', url: API.cart(condLine.cart_id), headers: h, payload: { ea } }), 200, CartListSchema);
    const condAfter = after.packs.find((p) => p.shipping_price_policy === 'conditional')!;
    expect(condAfter.goods_price).toBeGreaterThanOrEqual(50_000);
    expect(condAfter.shipping_price).toBe(0);
    expect(after.summary.total_shipping_price).toBe(2500);
  });

  it('keeps a member cart and merges the device cart into it on login', async () => {
    const device = await uid('login-merge');
    const o = await pickOption(ctx.db.db, { policy: 'free', minStock: 20 });
    const other = await pickOption(ctx.db.db, { policy: 'paid', minStock: 20 });
    const { token } = await loginDemo(ctx.app);
    expectBody(await add(bearer(token), [{ goods_id: o.goodsId, option_id: o.optionId, ea: 2 }]), 200, CartAddResponseSchema);
    await add(device, [
      { goods_id: o.goodsId, option_id: o.optionId, ea: 3 },
      { goods_id: other.goodsId, option_id: other.optionId, ea: 1 },
    ]);
    const second = await loginDemo(ctx.app, device);
    expect(await count(device)).toBe(0);
    const cart = await list(bearer(second.token));
    const lines = cart.packs.flatMap((p) => p.items);
    expect(lines.find((l) => l.option_id === o.optionId)?.ea).toBe(5);
    expect(lines.find((l) => l.option_id === other.optionId)?.ea).toBe(1);
    // The member cart wins over the uid-token when both are sent.
    expect(await count({ ...bearer(second.token), ...(await uid('someone-else')) })).toBe(cart.count);
  });

  it('treats a dead bearer token as 401 AuthenticationException, not as a guest', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: API.carts, headers: { ...bearer('not-a-token'), ...(await uid('x')) } });
    expect(expectApiError(res, 401).cause).toBe('AuthenticationException');
  });
});

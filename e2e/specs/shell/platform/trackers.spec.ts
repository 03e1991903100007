import type { Page } from '@playwright/test';
import type { EventMap } from '@mall/shared-contracts';
import { expect, test, type BusEvent } from '../../../fixtures/test';
import { routeRuntimeConfig } from '../../../fixtures/runtime-config';
import { TRACKER_ACCOUNTS, isVendorRequest, productionWithTrackers, routeFakeVendors, vendorCalls, type VendorCall } from '../../../fixtures/fake-trackers';
import { GoodsDetailPage } from '../../../pages/catalog-page';
import { CartPage } from '../../../pages/order-page';
import { ShellPage } from '../../../pages/shell-page';

/** Home → goods detail (first option in stock) → add to cart → cart, as a shopper does it. */
async function shop(page: Page): Promise<{ goodsId: number; name: string }> {
  const shell = new ShellPage(page);
  await page.goto('/');
  const card = shell
    .remoteRoot('exhibit')
    .locator('.goods-card')
    .filter({ hasNot: page.locator('.goods-card__soldout') })
    .first();
  await card.click();
  await expect(page).toHaveURL(/\/goods\/detail\/\d+$/);
  const goodsId = Number(new URL(page.url()).pathname.split('/').pop());
  const detail = new GoodsDetailPage(page);
  const name = (await detail.goodsName.innerText()).trim();
  await detail.addFirstOptionToCart();
  await shell.cartLink.click();
  await expect(new CartPage(page).root.locator('.cart-item__name')).toHaveText([name]);
  return { goodsId, name };
}

const of = (calls: VendorCall[], vendor: VendorCall['vendor']) => calls.filter((c) => c.vendor === vendor);
const payload = <K extends keyof EventMap>(events: BusEvent[], name: K) => events.find((e) => e.name === name)!.payload as EventMap[K];
/** Vendors that have seen the last step of the journey (the cart page), each in its own terms. */
const reachedCart = (calls: VendorCall[]) => {
  const seen = {
    messengerPixel: of(calls, 'messengerPixel').some((c) => c.call === 'viewCart'),
    portalAnalytics: of(calls, 'portalAnalytics').filter((c) => c.call === 'wcs_do').length === 3,
    adRetargeting: of(calls, 'adRetargeting').some((c) => c.call === 'viewBasket'),
    logAnalytics: of(calls, 'logAnalytics').some((c) => c.args[0] === 'cart_view'),
    siteVisitCounter: of(calls, 'siteVisitCounter').filter((c) => c.call === 'record_pageview').length === 2,
    tagManager: of(calls, 'tagManager').some((c) => (c.args[0] as { event?: string }).event === 'view_cart'),
    adService: of(calls, 'adService').some((c) => c.args[0] === 'view_cart'),
  };
  return Object.keys(seen).filter((vendor) => seen[vendor as keyof typeof seen]);
};
const JOURNEY_PATHS = (id: number) => ['/', `/goods/detail/${id}`, '/cart'];

test.describe('trackers in production mode', () => {
  test.beforeEach(async ({ page }) => {
    await routeRuntimeConfig(page, productionWithTrackers);
  });

  test('a real journey reaches the seven vendors with the mapped payloads', async ({ page, busEvents }) => {
    await routeFakeVendors(page);
    const { goodsId, name } = await shop(page);
    const paths = JOURNEY_PATHS(goodsId);
    const goods = payload(busEvents, 'track.goodsView').goods;
    const added = payload(busEvents, 'track.addToCart').items[0]!;
    const cart = payload(busEvents, 'track.cartView').cartItems;
    expect(busEvents.filter((e) => e.name === 'track.pageView').map((e) => e.payload)).toEqual(paths.map((path) => ({ path })));
    expect(goods).toMatchObject({ goodsId, goodsName: name });
    const id = String(goodsId);

    // Trackers load after first paint and replay what came before: wait until the cart page reached every vendor.
    await expect
      .poll(async () => reachedCart(await vendorCalls(page)))
      .toEqual(['messengerPixel', 'portalAnalytics', 'adRetargeting', 'logAnalytics', 'siteVisitCounter', 'tagManager', 'adService']);
    const calls = await vendorCalls(page);

    // messenger-platform pixel: page views, goods view, add to cart per item, cart view, under its track id.
    expect(of(calls, 'messengerPixel').map((c) => [c.call, ...c.args])).toEqual([
      ['pageView', TRACKER_ACCOUNTS.messengerPixel],
      ['pageView', TRACKER_ACCOUNTS.messengerPixel],
      ['viewContent', TRACKER_ACCOUNTS.messengerPixel, { id, tag: name }],
      ['addToCart', TRACKER_ACCOUNTS.messengerPixel, { id, tag: name }],
      ['pageView', TRACKER_ACCOUNTS.messengerPixel],
      ['viewCart', TRACKER_ACCOUNTS.messengerPixel],
    ]);

    // portal common analytics: the account, then one logged page view per path (no conversion yet).
    expect(of(calls, 'portalAnalytics').map((c) => [c.call, ...c.args])).toEqual([
      ['inflow', TRACKER_ACCOUNTS.portalAnalytics, 'localhost'],
      ...paths.map(() => ['wcs_do', TRACKER_ACCOUNTS.portalAnalytics, {}]),
    ]);

    // ad retargeting: each event after the account and site type (m on the mobile layout, d on desktop).
    const desktop = (page.viewportSize()?.width ?? 0) >= 1024;
    const criteo = of(calls, 'adRetargeting');
    expect(criteo.filter((c) => c.call === 'setAccount').every((c) => (c.args[0] as { account: string }).account === TRACKER_ACCOUNTS.adRetargeting)).toBe(
      true,
    );
    expect(criteo.filter((c) => c.call === 'setSiteType').every((c) => (c.args[0] as { type: string }).type === (desktop ? 'd' : 'm'))).toBe(true);
    expect(criteo.filter((c) => !['setAccount', 'setSiteType'].includes(c.call)).map((c) => c.args[0])).toEqual([
      { event: 'viewHome' },
      { event: 'viewItem', item: id },
      { event: 'addToCart', item: [{ id, price: added.discountedPrice, quantity: 1 }] },
      { event: 'viewBasket', item: cart.map((l) => ({ id: String(l.goodsId), price: l.discountedPrice, quantity: l.quantity })) },
    ]);

    // log analytics: init with the key, one logged event per fact.
    const logged = of(calls, 'logAnalytics');
    expect(logged[0]).toMatchObject({ call: 'init', args: [TRACKER_ACCOUNTS.logAnalytics, { autocapture: false }] });
    expect(logged.slice(1).map((c) => c.args[0])).toEqual(['page_view', 'page_view', 'goods_view', 'add_to_cart', 'page_view', 'cart_view']);
    expect(logged.filter((c) => c.args[0] === 'page_view').map((c) => c.args[1])).toEqual(paths.map((path) => ({ path })));
    expect(logged.find((c) => c.args[0] === 'goods_view')!.args[1]).toEqual(goods);

    // site-visit counter: the script counts the landing page, each later path change records one more.
    expect(of(calls, 'siteVisitCounter').map((c) => c.call)).toEqual(['load', 'record_pageview', 'record_pageview']);
    expect(of(calls, 'siteVisitCounter')[0]!.args).toEqual([13012345, 'a1b2c3d4']);

    // tag manager: dataLayer events in KRW.
    const layer = of(calls, 'tagManager').map((c) => c.args[0] as Record<string, unknown>);
    expect(layer[0]).toMatchObject({ event: 'gtm.js' });
    expect(layer.filter((e) => e.event === 'page_view')).toEqual(paths.map((page_path) => ({ event: 'page_view', page_path })));
    expect(layer.find((e) => e.event === 'view_item')).toEqual({
      event: 'view_item',
      ecommerce: {
        currency: 'KRW',
        value: goods.discountedPrice,
        items: [
          { item_id: id, item_name: name, item_brand: goods.brandName, item_category: goods.categoryFullPath, price: goods.discountedPrice, quantity: 1 },
        ],
      },
    });
    expect(layer.find((e) => e.event === 'add_to_cart')).toMatchObject({
      ecommerce: { currency: 'KRW', value: added.discountedPrice, items: [{ item_id: id, quantity: 1 }] },
    });
    expect(layer.find((e) => e.event === 'view_cart')).toMatchObject({ ecommerce: { currency: 'KRW', items: [{ item_id: id }] } });

    // ad service: gtag commands on its own data layer, every event sent to its tag.
    const gtag = of(calls, 'adService');
    expect(gtag.slice(0, 2).map((c) => c.call)).toEqual(['js', 'config']);
    expect(gtag[1]!.args).toEqual([TRACKER_ACCOUNTS.adService, { send_page_view: false }]);
    const adEvents = gtag.slice(2);
    expect(adEvents.map((c) => c.args[0])).toEqual(['page_view', 'page_view', 'view_item', 'add_to_cart', 'page_view', 'view_cart']);
    expect(adEvents.every((c) => c.call === 'event' && (c.args[1] as { send_to: string }).send_to === TRACKER_ACCOUNTS.adService)).toBe(true);
    expect(adEvents.find((c) => c.args[0] === 'view_item')!.args[1]).toEqual({
      send_to: TRACKER_ACCOUNTS.adService,
      value: goods.discountedPrice,
      currency: 'KRW',
      items: [{ id, google_business_vertical: 'retail' }],
    });
  });

  test('a vendor script that fails and one that never defines its global are marketing errors; the page and the others carry on', async ({ page }) => {
    const marketingErrors: string[] = [];
    page.on('console', (msg) => {
      if (msg.type() === 'error' && msg.text().startsWith('[marketing]')) marketingErrors.push(msg.text());
    });
    await routeFakeVendors(page, { abort: ['adRetargeting'], silent: ['tagManager'] });
    const { name } = await shop(page);
    await expect(page.getByTestId('cart-count')).toHaveText('1');

    await expect.poll(() => marketingErrors.length).toBe(2);
    expect(marketingErrors.find((m) => m.startsWith('[marketing] adRetargeting'))).toContain('https://static.criteo.net/js/ld/ld.js');
    expect(marketingErrors.find((m) => m.startsWith('[marketing] tagManager'))).toContain('10번');
    await expect.poll(async () => of(await vendorCalls(page), 'messengerPixel').map((c) => c.call)).toContain('viewCart');
    const calls = await vendorCalls(page);
    expect(of(calls, 'adRetargeting')).toEqual([]);
    expect(of(calls, 'tagManager')).toEqual([]);
    expect(of(calls, 'messengerPixel').find((c) => c.call === 'addToCart')!.args[1]).toMatchObject({ tag: name });
  });
});

test('in test mode no tracker script or tracker chunk is requested, even with every tracker account set', async ({ page, busEvents }) => {
  // The e2e deploy's own config (environment "test"), plus production's tracker accounts.
  await routeRuntimeConfig(page, (config) => ({ ...productionWithTrackers(config), environment: config.environment }));
  const requested: string[] = [];
  page.on('request', (request) => {
    if (isVendorRequest(request) || /\/trackers\.[0-9a-f]+\.js$/.test(request.url())) requested.push(request.url());
  });
  await routeFakeVendors(page);
  await shop(page);
  // The tracker chunk would start after the load event and the next frame: let that moment pass.
  await page.waitForFunction(() => document.readyState === 'complete');
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
  await page.goto('/');
  await expect(new ShellPage(page).remoteRoot('exhibit').locator('.goods-card').first()).toBeVisible();
  expect(requested).toEqual([]);
  expect(await vendorCalls(page)).toEqual([]);
  // The facts are still on the bus: only the vendors are left out.
  expect(busEvents.filter((e) => e.name === 'track.pageView').length).toBeGreaterThanOrEqual(4);
});

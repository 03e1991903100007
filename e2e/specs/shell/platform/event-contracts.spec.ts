import type { ClientErrorReport } from '@mall/shared-contracts/schemas';
import { ClientErrorReportSchema } from '@mall/shared-contracts/schemas';
import { CLIENT_RENDER } from '../../../fixtures/client-render';
import { expect, test } from '../../../fixtures/test';
import { routeRuntimeConfig } from '../../../fixtures/runtime-config';
import { productionWithTrackers, routeFakeVendors, vendorCalls } from '../../../fixtures/fake-trackers';
import { GoodsDetailPage } from '../../../pages/catalog-page';

// The goods answer is stubbed in the browser: the page must ask for it there, not hydrate the server's.
test.use(CLIENT_RENDER);

/**
 * docs/adr/0023: the production build checks every bus event against its zod contract. A remote that
 * emits a broken payload is neither thrown at nor heard: the bus drops the event and the shell reports it
 * to mall-api, tagged with the remote and its deployed version. The e2e build is a production build.
 */
test.use({ allowedPageErrors: [/이벤트 계약 위반 track\.goodsView/] });

const CATALOG_VERSION = '1.0.0-e2e.contracts';
const isReport = (url: string, method: string) => method === 'POST' && new URL(url).pathname === '/api/v1/client-errors';

test('a broken event from a remote reaches no listener and is reported to mall-api', async ({ page, busEvents }) => {
  await routeRuntimeConfig(page, (config) => ({ ...productionWithTrackers(config), versions: { catalog: CATALOG_VERSION } }));
  await routeFakeVendors(page);
  // mall-api answers a price that is not whole won: catalog's goods view carries it, which the contract forbids.
  await page.route(
    (url) => url.pathname === '/api/v1/goods/1',
    async (route) => {
      const response = await route.fetch();
      const goods = (await response.json()) as { sell_price: number };
      await route.fulfill({ response, json: { ...goods, sell_price: goods.sell_price + 0.5 } });
    },
  );
  const reported = page.waitForRequest((r) => isReport(r.url(), r.method()));

  const detail = new GoodsDetailPage(page);
  await detail.goto(1);
  await expect(detail.goodsName).toBeVisible();

  const request = await reported;
  const report = ClientErrorReportSchema.parse(request.postDataJSON()) satisfies ClientErrorReport;
  // mall-api took it (it validates the body against the same contract).
  expect((await request.response())?.status()).toBe(204);
  expect(report).toEqual({
    kind: 'invalid-event',
    remote: 'catalog',
    version: CATALOG_VERSION,
    message: expect.stringMatching(/^goods\.sellPrice: /),
    route: '/goods/detail/1',
    event: 'track.goodsView',
  });
  // It was emitted (the harness's tap sees every event before the bus checks it), and the page goes on.
  expect(busEvents.filter((e) => e.name === 'track.goodsView')).toHaveLength(1);

  // The trackers (the bus's track.* listeners) replay what they missed: once the page view has reached them,
  // a delivered goods view would have too (it was emitted before the report went out). It never does.
  const logged = async () => (await vendorCalls(page)).filter((c) => c.vendor === 'logAnalytics').map((c) => c.args[0]);
  await expect.poll(logged).toContain('page_view');
  expect(await logged()).not.toContain('goods_view');
});

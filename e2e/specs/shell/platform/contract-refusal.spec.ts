import { routeRuntimeConfig, type RuntimeConfigJson } from '../../../fixtures/runtime-config';
import { expect, test } from '../../../fixtures/test';
import { remoteOrigin } from '../../../pages/remotes';
import { ShellPage } from '../../../pages/shell-page';

/*
 * Contract versioning (docs/adr/0017): the shell refuses a remote built against a shared-contracts
 * major it does not provide, or a newer minor than it has, instead of running it on a copy that lacks
 * what it needs. That domain shows its fallback panel and the refusal is reported; the others work.
 */
const withCatalogBuiltAgainst = (range: string) => (config: RuntimeConfigJson) => {
  const declarations = config.declarations as Record<string, { contracts: Record<string, string> }>;
  const catalog = declarations.catalog!;
  return { ...config, declarations: { ...declarations, catalog: { ...catalog, contracts: { ...catalog.contracts, '@mall/shared-contracts': range } } } };
};

for (const [why, range] of [
  ['another major', '^9.0.0'],
  ['a newer minor than the shell provides', '^2.99.0'],
] as const) {
  test(`a catalog built against ${why} shows its fallback and a report; the other domains work`, async ({ page }) => {
    const shell = new ShellPage(page);
    const reports: string[] = [];
    page.on('console', (msg) => {
      if (msg.type() === 'error' && msg.text().includes('catalog refused')) reports.push(msg.text());
    });
    let catalogRequests = 0;
    await page.route(remoteOrigin('catalog'), (route) => {
      catalogRequests++;
      return route.continue();
    });
    await routeRuntimeConfig(page, withCatalogBuiltAgainst(range));

    await page.goto('/goods/detail/1');
    const fallback = shell.remoteFallback('catalog');
    await expect(fallback).toContainText('상품 화면을 불러오지 못했습니다');
    // Trying again cannot help: no retry button, and the refused remote is never even fetched.
    await expect(shell.retryButton('catalog')).toHaveCount(0);
    expect(catalogRequests).toBe(0);
    expect(reports.join('\n')).toContain(range);

    await page.goto('/cs-center/notice');
    await shell.expectRemoteMounted('cs_center');
  });
}

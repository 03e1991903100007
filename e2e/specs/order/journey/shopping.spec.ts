import { expect, test } from '../../../fixtures/test';
import { portOf } from '../../../../tools/ports.mjs';

const CATALOG = `http://localhost:${portOf('catalog')}`;
import { GoodsDetailPage } from '../../../pages/catalog-page';
import { LoginPage } from '../../../pages/mypage-page';
import { CartPage } from '../../../pages/order-page';
import { ShellPage } from '../../../pages/shell-page';

const PRICE = /^\d{1,3}(,\d{3})*원$/;

/**
 * The foundation journey across four remotes and the shell: home (exhibit, with catalog's
 * federated goods card) → goods detail (catalog) → add to cart → header count (shell, via the bus)
 * → cart (order) → login (mypage) → mypage. One document all the way: no full reloads.
 */
test('home → goods detail → add to cart → header count → cart → login → mypage', async ({ page, busEvents }) => {
  const shell = new ShellPage(page);
  const goodsCardFromCatalog = page.waitForResponse((r) => r.url().startsWith(`${CATALOG}/`) && /goods_card/.test(r.url()));
  await page.goto('/');
  await goodsCardFromCatalog;

  const home = shell.remoteRoot('exhibit');
  await expect(home.getByRole('region', { name: '메인 배너' })).toBeVisible();
  const card = home
    .locator('.goods-card')
    .filter({ hasNot: page.locator('.goods-card__soldout') })
    .first();
  await expect(card).toBeVisible();
  await expect(card.locator('.ui-price__sell')).toHaveText(PRICE);
  const name = (await card.locator('.goods-card__name').innerText()).trim();
  await shell.markDocument();

  await card.click();
  await expect(page).toHaveURL(/\/goods\/detail\/\d+$/);
  const detail = new GoodsDetailPage(page);
  await expect(detail.goodsName).toHaveText(name);
  await expect(detail.root.locator('.ui-price__sell')).toHaveText(PRICE);

  // Choose the first option in stock, then add it.
  await detail.chooseFirstAvailableOption();
  await expect(detail.root.getByRole('group', { name: '수량' })).toBeVisible();
  await detail.addToCart.click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('장바구니에 담았습니다.');
  await dialog.getByRole('button', { name: '계속 쇼핑하기' }).click();
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  await expect(shell.cartLink).toHaveAccessibleName('장바구니 1개');

  await shell.cartLink.click();
  const cart = new CartPage(page);
  await expect(cart.heading).toBeVisible();
  await expect(cart.root.locator('.cart-item__name')).toHaveText([name]);
  await expect(cart.root.getByTestId('cart-total')).toHaveText(PRICE);
  await expect(cart.root.locator('.cart-pack__shipping')).toContainText(/배송비|무료배송/);

  // A member page while logged out: login with the wanted path, then straight back to it.
  await page.goto('/mypage');
  await expect(page).toHaveURL('/login?redirect_to_after=%2Fmypage');
  await shell.markDocument();
  const login = new LoginPage(page);
  await login.login();
  await expect(page).toHaveURL('/mypage');
  await expect(page.getByRole('heading', { name: '김데모님, 반갑습니다' })).toBeVisible();
  await expect(page.getByRole('term').filter({ hasText: '적립금' })).toBeVisible();
  await shell.expectSameDocument();

  // What the remotes told the shell on the way, each payload checked against the zod event contracts.
  const seen = (name: string) => busEvents.filter((e) => e.name === name).map((e) => e.payload);
  expect(seen('cart.countChanged')).toContainEqual({ count: 1 });
  expect(seen('track.goodsView')).toContainEqual(expect.objectContaining({ goods: expect.objectContaining({ goodsName: name }) }));
  expect(seen('track.addToCart')).toContainEqual({ items: [expect.objectContaining({ goodsName: name, quantity: 1 })] });
  expect(seen('track.cartView')).toHaveLength(1);
  expect(seen('session.changed')).toContainEqual({ state: 'member', loginId: 'demo' });
});

test('back and forward move every remote with the one URL', async ({ page }) => {
  const shell = new ShellPage(page);
  await page.goto('/');
  await shell.remoteRoot('exhibit').locator('.goods-card').first().click();
  await expect(page).toHaveURL(/\/goods\/detail\/\d+$/);
  await shell.markDocument();
  await page.goBack();
  await expect(page).toHaveURL('/');
  await expect(shell.remoteRoot('exhibit').getByRole('region', { name: '메인 배너' })).toBeVisible();
  await page.goForward();
  await expect(new GoodsDetailPage(page).goodsName).toBeVisible();
  await shell.expectSameDocument();
});

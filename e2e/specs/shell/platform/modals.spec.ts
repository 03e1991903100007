import { expect, test } from '../../../fixtures/test';
import { GoodsDetailPage } from '../../../pages/catalog-page';
import { ModalStack } from '../../../pages/modal-stack';
import { remoteOrigin } from '../../../pages/remotes';
import { ShellPage } from '../../../pages/shell-page';
import { CONTENT_TIMEOUT } from '../../../pages/shell-chrome';

/**
 * Spec section 2: modal popups open and close by the URL hash, stack with a z-index step of 10000,
 * closing one reactivates the previous, back closes the top, a frame that fails to load closes.
 * Goods 1 is women's outerwear (catalog's size-guide modal); company-info belongs to cs-center.
 */
const SIZE_GUIDE_HASH = '#size-guide?goods_id=1';

async function openSizeGuide(detail: GoodsDetailPage, stack: ModalStack) {
  await detail.goto(1);
  await detail.root.getByRole('button', { name: '사이즈 가이드' }).click();
  await expect(stack.dialog('사이즈 가이드')).toBeVisible();
  await expect(stack.dialog('사이즈 가이드').getByRole('table')).toContainText('여성 상의·아우터 표준 사이즈');
}

test('open by click puts the hash in the URL, the page is inert, 닫기 closes and returns focus', async ({ page }) => {
  const detail = new GoodsDetailPage(page);
  const stack = new ModalStack(page);
  const shell = new ShellPage(page);
  await openSizeGuide(detail, stack);
  await stack.expectHash(SIZE_GUIDE_HASH);
  await expect(page).toHaveURL(/\/goods\/detail\/1#size-guide\?goods_id=1$/);
  expect(await stack.zIndex(stack.modal('size-guide'))).toBe(10000);
  await stack.expectInert(shell.header, true);
  await stack.expectInert(page.locator('main#content'), true);
  await expect(stack.modal('size-guide').getByRole('dialog')).toBeFocused();

  await stack.closeButton('size-guide').click();
  await expect(stack.modals).toHaveCount(0);
  await stack.expectHash('');
  await stack.expectInert(shell.header, false);
  await expect(detail.root.getByRole('button', { name: '사이즈 가이드' })).toBeFocused();
});

test('modals stack across remotes with a 10000 z-index step; back closes the top and reactivates the one below', async ({ page }) => {
  const detail = new GoodsDetailPage(page);
  const stack = new ModalStack(page);
  await openSizeGuide(detail, stack);

  // From inside the catalog modal, cs-center's company-information modal opens on top.
  const contact = stack.modal('size-guide').getByRole('button', { name: '사이즈 문의: 고객센터 연락처' });
  await contact.click();
  const company = stack.dialog('회사 정보');
  await expect(company).toContainText('주식회사 케이몰');
  await expect(company).toContainText('123-45-67890');
  await stack.expectHash('#company-info');
  await expect(stack.modals).toHaveCount(2);
  expect(await stack.zIndex(stack.modal('size-guide'))).toBe(10000);
  expect(await stack.zIndex(stack.modal('company-info'))).toBe(20000);
  // The covered modal is inert and hidden from assistive technology.
  await stack.expectInert(stack.modal('size-guide'), true);
  await expect(stack.modal('size-guide')).toHaveAttribute('aria-hidden', 'true');
  await expect(stack.dialog('사이즈 가이드')).toHaveCount(0);

  await page.goBack();
  await expect(stack.modal('company-info')).toHaveCount(0);
  await stack.expectHash(SIZE_GUIDE_HASH);
  await stack.expectInert(stack.modal('size-guide'), false);
  await expect(stack.dialog('사이즈 가이드')).toBeVisible();
  await expect(contact).toBeFocused();

  await page.goBack();
  await expect(stack.modals).toHaveCount(0);
  await expect(page).toHaveURL(/\/goods\/detail\/1$/);
  await expect(detail.goodsName).toBeVisible();
});

test('a hash with no open popup is removed on load; a known hash set later opens it; clearing the hash closes all', async ({ page }) => {
  const detail = new GoodsDetailPage(page);
  const stack = new ModalStack(page);
  await page.goto(`/goods/detail/1${SIZE_GUIDE_HASH}`);
  await expect(detail.goodsName).toBeVisible();
  await stack.expectHash('');
  await expect(page).toHaveURL(/\/goods\/detail\/1$/);
  await expect(stack.modals).toHaveCount(0);
  // Removed with replace: back leaves the page instead of landing on the hash.
  await page.goBack();
  await expect(page).toHaveURL('about:blank');
  await page.goForward();
  await expect(detail.goodsName).toBeVisible();
  await stack.expectHash('');

  // A known hash arriving in the page opens its modal.
  await page.evaluate(() => (window.location.hash = 'company-info'));
  await expect(stack.dialog('회사 정보')).toContainText('주식회사 케이몰');
  await stack.modal('company-info').getByRole('button', { name: '닫기' }).click();
  await expect(stack.modals).toHaveCount(0);

  await detail.root.getByRole('button', { name: '사이즈 가이드' }).click();
  await stack.modal('size-guide').getByRole('button', { name: '사이즈 문의: 고객센터 연락처' }).click();
  await expect(stack.modals).toHaveCount(2);
  await page.evaluate(() => (window.location.hash = ''));
  await expect(stack.modals).toHaveCount(0);
  await expect(detail.goodsName).toBeVisible();
});

test.describe('a modal frame that fails to load closes the modal', () => {
  test.use({ allowedPageErrors: [] });

  test('the modal chunk of the owning remote is missing: one reload into the deployed version, then the modal closes', async ({ page }) => {
    const detail = new GoodsDetailPage(page);
    const stack = new ModalStack(page);
    let loads = 0;
    page.on('load', () => loads++);
    await page.route('**/modal-size-guide.*.js', (route) => route.fulfill({ status: 404, body: 'not found' }));
    await detail.goto(1);
    // A chunk gone after a deploy: the page reloads once into the deployed version (a reload opens no modal).
    await detail.root.getByRole('button', { name: '사이즈 가이드' }).click();
    await expect.poll(() => loads).toBe(2);
    await expect(detail.goodsName).toBeVisible({ timeout: CONTENT_TIMEOUT });
    await expect(stack.modals).toHaveCount(0);
    // Still missing after that reload: no second one, the modal closes and says so.
    await detail.root.getByRole('button', { name: '사이즈 가이드' }).click();
    await expect(stack.alert).toContainText('화면을 불러오지 못했습니다. 잠시 후 다시 시도해 주세요.');
    await expect(stack.modals).toHaveCount(0);
    await stack.expectHash('');
    await stack.alert.getByRole('button', { name: '확인' }).click();
    await expect(detail.goodsName).toBeVisible();
    expect(loads).toBe(2);
  });

  test('the owning remote is down: the modal on top closes, the one below is active again', async ({ page }) => {
    test.slow(); // the shell retries the remote's manifest with back-off before giving up
    const detail = new GoodsDetailPage(page);
    const stack = new ModalStack(page);
    await page.route(remoteOrigin('cs_center'), (route) => route.abort('connectionrefused'));
    await openSizeGuide(detail, stack);
    await stack.modal('size-guide').getByRole('button', { name: '사이즈 문의: 고객센터 연락처' }).click();
    await expect(stack.alert).toContainText('화면을 불러오지 못했습니다', { timeout: 20_000 });
    await expect(stack.modal('company-info')).toHaveCount(0);
    await stack.expectHash(SIZE_GUIDE_HASH);
    await stack.alert.getByRole('button', { name: '확인' }).click();
    await expect(stack.dialog('사이즈 가이드')).toBeVisible();
    await stack.expectInert(stack.modal('size-guide'), false);
  });
});

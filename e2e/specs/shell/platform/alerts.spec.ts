import { expect, test } from '../../../fixtures/test';
import { GoodsDetailPage } from '../../../pages/catalog-page';
import { ModalStack } from '../../../pages/modal-stack';
import { CartPage } from '../../../pages/order-page';
import { ShellPage } from '../../../pages/shell-page';

/**
 * The alert stack (spec sections 2 and 9): alert, confirm and prompt with Korean default titles and
 * buttons, z-index 1000 over the page and above any open modal, the page inert while one is open,
 * confirm → true (prompt: and the values), cancel → false. Triggered from real screens.
 */

test('alert: 알림 with 확인 at z-index 1000; the page is inert until it is closed', async ({ page }) => {
  const detail = new GoodsDetailPage(page);
  const stack = new ModalStack(page);
  const shell = new ShellPage(page);
  await detail.goto(1);
  // Goods 1 has four sizes: nothing is preselected.
  await detail.openPurchase();
  await detail.addToCart.click();
  await expect(stack.alert).toContainText('옵션을 선택해 주세요.');
  await expect(stack.alert.getByRole('heading')).toHaveText('알림');
  await expect(stack.alert.getByRole('button')).toHaveText(['확인']);
  expect(await stack.zIndex(page.locator('.alert-layer'))).toBe(1000);
  await stack.expectInert(shell.header, true);
  await stack.expectInert(page.locator('main#content'), true);
  await expect(stack.alert.getByRole('button', { name: '확인' })).toBeFocused();

  await stack.alert.getByRole('button', { name: '확인' }).click();
  await expect(stack.alert).toHaveCount(0);
  await stack.expectInert(shell.header, false);
  await expect(detail.addToCart).toBeFocused();
});

test('confirm: custom labels from goods detail, then the cart removal confirm — 취소 keeps (false), 확인 removes (true)', async ({ page }) => {
  test.slow(); // a journey across two remotes and the API
  const detail = new GoodsDetailPage(page);
  const stack = new ModalStack(page);
  await detail.goto(2);
  await detail.chooseFirstAvailableOption();
  await detail.addToCart.click();
  await expect(stack.alert).toContainText('장바구니에 담았습니다.');
  await expect(stack.alert.getByRole('heading')).toHaveText('확인');
  // Cancel ("계속 쇼핑하기") resolves false: stay on the goods.
  await stack.alert.getByRole('button', { name: '계속 쇼핑하기' }).click();
  await expect(page).toHaveURL(/\/goods\/detail\/2$/);
  // Phones: the sheet folds after an add; the chosen option is still there when it opens again.
  await detail.openPurchase();
  await detail.addToCart.click();
  // Confirm ("장바구니 보기") resolves true: go to the cart.
  await stack.alert.getByRole('button', { name: '장바구니 보기' }).click();
  await expect(page).toHaveURL(/\/cart$/);

  const cart = new CartPage(page);
  const line = cart.root.locator('.cart-item');
  await expect(line).toHaveCount(1);
  await line.getByRole('button', { name: /삭제$/ }).click();
  await expect(stack.alert).toContainText('이 상품을 장바구니에서 삭제하시겠습니까?');
  await expect(stack.alert.getByRole('heading')).toHaveText('확인');
  await expect(stack.alert.getByRole('button')).toHaveText(['취소', '확인']);
  await stack.alert.getByRole('button', { name: '취소' }).click();
  await expect(stack.alert).toHaveCount(0);
  await expect(line).toHaveCount(1);

  await line.getByRole('button', { name: /삭제$/ }).click();
  await stack.alert.getByRole('button', { name: '확인' }).click();
  await expect(cart.root.getByText('장바구니에 담긴 상품이 없습니다')).toBeVisible();
});

test('prompt over a modal: above it (z-index 11000), required fields, the values reach the modal, 취소 changes nothing', async ({ page }) => {
  test.slow(); // three prompts in one modal
  const detail = new GoodsDetailPage(page);
  const stack = new ModalStack(page);
  await detail.goto(1);
  await detail.root.getByRole('button', { name: '사이즈 가이드' }).click();
  const guide = stack.dialog('사이즈 가이드');
  await guide.getByRole('button', { name: '내 사이즈 찾기' }).click();

  const prompt = stack.alert;
  await expect(prompt.getByRole('heading')).toHaveText('내 사이즈 찾기');
  await expect(prompt.getByRole('button')).toHaveText(['취소', '추천 받기']);
  const layer = page.locator('.alert-layer');
  const modal = stack.modal('size-guide');
  expect(await stack.zIndex(modal)).toBe(10000);
  expect(await stack.zIndex(layer)).toBe(11000);
  // The prompt is the only active layer: the modal under it is inert, Escape does not close it.
  await stack.expectInert(page.locator('.modal-stack'), true);
  const chest = prompt.getByLabel('가슴둘레(cm)');
  await expect(chest).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(modal).toHaveCount(1);
  await expect(prompt).toBeVisible();

  // Required fields left blank: refused, with the Korean message.
  await prompt.getByRole('button', { name: '추천 받기' }).click();
  await expect(prompt.getByText('필수 입력 항목입니다.')).toHaveCount(2);
  await expect(chest).toBeFocused();
  await chest.fill('88');
  await prompt.getByLabel('키(cm)').fill('158');
  await prompt.getByRole('button', { name: '추천 받기' }).click();
  await expect(prompt).toHaveCount(0);
  await expect(guide.getByRole('status')).toHaveText('추천 사이즈는 M입니다.');
  await stack.expectInert(page.locator('.modal-stack'), false);

  // Cancel resolves { confirmed: false }: the recommendation stays as it was.
  await guide.getByRole('button', { name: '내 사이즈 찾기' }).click();
  await prompt.getByLabel('가슴둘레(cm)').fill('99');
  await prompt.getByLabel('키(cm)').fill('172');
  await prompt.getByRole('button', { name: '취소' }).click();
  await expect(prompt).toHaveCount(0);
  await expect(guide.getByRole('status')).toHaveText('추천 사이즈는 M입니다.');

  // Measurements beyond the chart: the modal says so.
  await guide.getByRole('button', { name: '내 사이즈 찾기' }).click();
  await prompt.getByLabel('가슴둘레(cm)').fill('120');
  await prompt.getByLabel('키(cm)').fill('172');
  await prompt.getByLabel('키(cm)').press('Enter');
  await expect(guide.getByRole('status')).toHaveText('입력하신 치수가 XL 사이즈보다 큽니다. 고객센터에 문의해 주세요.');
  // After the prompt the modal has the z-index it had, and alerts are back at 1000 once it closes.
  await stack.closeButton('size-guide').click();
  await expect(stack.modals).toHaveCount(0);
  await detail.openPurchase();
  await detail.addToCart.click();
  expect(await stack.zIndex(layer)).toBe(1000);
});

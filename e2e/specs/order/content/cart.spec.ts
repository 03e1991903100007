import type { Page } from '@playwright/test';
import { expect, test } from '../../../fixtures/test';
import { GoodsDetailPage } from '../../../pages/catalog-page';
import { CartPage } from '../../../pages/order-page';

async function addFirstOption(page: Page, goodsId: number) {
  const detail = new GoodsDetailPage(page);
  await detail.goto(goodsId);
  await detail.addFirstOptionToCart();
}

test('a new device has an empty cart with a way back to shopping', async ({ page }) => {
  const cart = new CartPage(page);
  await cart.goto();
  await expect(cart.root.getByText('장바구니에 담긴 상품이 없습니다')).toBeVisible();
  await expect(cart.root.getByRole('link', { name: '쇼핑 계속하기' })).toHaveAttribute('href', '/');
});

test('cart: packs by seller, stepper, "삭제할 상품이 없습니다" with nothing selected, remove', async ({ page }) => {
  await addFirstOption(page, 2);
  await addFirstOption(page, 1);
  await expect(page.getByTestId('cart-count')).toHaveText('2');

  const cart = new CartPage(page);
  await cart.goto();
  await expect(cart.root.locator('.cart-item')).toHaveCount(2);
  await expect(cart.root.locator('.cart-pack')).not.toHaveCount(0);

  // Quantity: plus raises the line and the total; the server answers with the new cart.
  const total = cart.root.getByTestId('cart-total');
  const before = await total.innerText();
  const firstLine = cart.root.locator('.cart-item').first();
  await firstLine.getByRole('button', { name: '수량 늘리기' }).click();
  await expect(firstLine.getByRole('textbox', { name: '수량' })).toHaveValue('2');
  await expect(total).not.toHaveText(before);

  // Nothing selected: the spec's message, nothing deleted.
  await cart.root.getByRole('checkbox', { name: /전체 선택/ }).uncheck();
  await cart.root.getByRole('button', { name: '선택 삭제' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('삭제할 상품이 없습니다.');
  await dialog.getByRole('button', { name: '확인' }).click();
  await expect(cart.root.locator('.cart-item')).toHaveCount(2);

  // Select all again and delete after confirming: empty cart, header count 0.
  await cart.root.getByRole('checkbox', { name: /전체 선택/ }).check();
  await cart.root.getByRole('button', { name: '선택 삭제' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '확인' }).click();
  await expect(cart.root.getByText('장바구니에 담긴 상품이 없습니다')).toBeVisible();
  await expect(page.getByTestId('cart-count')).toBeHidden();
});

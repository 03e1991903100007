import { expect, test } from '../../../fixtures/test';
import { CartPage, OrderSheetPage } from '../../../pages/order-page';

const won = (n: number) => `${n.toLocaleString('ko-KR')}원`;

/**
 * Time-deal prices (seeded exhibit-data.ts TIME_ATTACKS: goods 21 runs now): the cart and the order
 * sheet charge the deal price, marked 타임딜, with the list price struck through. A visitor's cart, so
 * no other test's cart changes.
 */
test('cart and order sheet charge the running time deal: 타임딜 mark, deal price, list price struck through', async ({ page }) => {
  const deal = ((await (await page.request.get('/api/v1/goods/21/timeattack')).json()) as { time_attack: { title: string; sale_price: number; state: string } })
    .time_attack;
  expect(deal.state).toBe('ongoing');
  const cart = new CartPage(page);
  const { options } = (await (await page.request.get('/api/v1/goods/21/options')).json()) as { options: Array<{ id: number; is_soldout: boolean }> };
  await cart.gotoWithVisitorLine({ goods_id: 21, option_id: options.find((o) => !o.is_soldout)!.id, ea: 1 });
  const line = cart.root.locator('.cart-item').filter({ has: page.locator('a[href="/goods/detail/21"]') });
  await expect(line.locator('.time-deal-note')).toHaveText(`타임딜 ${deal.title}`);
  const extra = Number((await line.locator('.cart-item__option').innerText()).match(/\+([\d,]+)원/)?.[1]?.replaceAll(',', '') ?? 0);
  await expect(line.locator('.cart-item__price strong')).toHaveText(won(deal.sale_price + extra));
  await expect(line.locator('.cart-item__price del')).toHaveText(/^[\d,]+원$/);

  await cart.root.getByRole('button', { name: /선택 상품 주문하기 \(1\)/ }).click();
  const sheet = new OrderSheetPage(page);
  await expect(sheet.heading).toBeVisible();
  const sheetLine = sheet.root.locator('.order-line');
  await expect(sheetLine).toHaveCount(1);
  await expect(sheetLine.locator('.time-deal-note')).toHaveText(`타임딜 ${deal.title}`);
  await expect(sheetLine.locator('.order-line__price strong')).toHaveText(won(deal.sale_price + extra));
  await expect(sheetLine.locator('.order-line__price del')).toHaveText(/^[\d,]+원$/);
});

import { expect, test } from '../../../fixtures/test';
import { findWidgetGoods, GoodsDetailPage } from '../../../pages/catalog-page';
import { MainPage } from '../../../pages/exhibit-page';

test('tabs switch by click and by keyboard; the dropdowns of a group close each other', async ({ page, request }) => {
  const goods = await findWidgetGoods(request);
  const detail = new GoodsDetailPage(page);
  await detail.goto(goods.id);
  const tabs = detail.root.getByRole('tablist', { name: '상품 상세 정보' });
  const info = tabs.getByRole('tab', { name: '상품정보' });
  const shipping = tabs.getByRole('tab', { name: '배송·교환·반품' });
  await expect(info).toHaveAttribute('aria-selected', 'true');
  await expect(detail.root.getByRole('tabpanel', { name: '상품정보' })).toBeVisible();

  await shipping.click();
  await expect(shipping).toHaveAttribute('aria-selected', 'true');
  await expect(info).toHaveAttribute('aria-selected', 'false');
  const panel = detail.root.getByRole('tabpanel', { name: '배송·교환·반품' });
  await expect(panel).toBeVisible();
  await expect(detail.root.getByRole('tabpanel', { name: '상품정보' })).toBeHidden();

  // 상품정보 · 문의 · 배송·교환·반품: the arrow moves to the neighbour, Home and End to either end.
  await page.keyboard.press('ArrowLeft');
  await expect(tabs.getByRole('tab', { name: '문의' })).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Home');
  await expect(info).toHaveAttribute('aria-selected', 'true');
  await expect(info).toBeFocused();
  await page.keyboard.press('End');
  await expect(shipping).toHaveAttribute('aria-selected', 'true');
  await expect(shipping).toBeFocused();

  const toggles = ['배송 안내', '교환·반품 안내', '판매자 정보'].map((name) => panel.getByRole('button', { name }));
  await toggles[0]!.click();
  await expect(panel.getByText(/^배송비: /)).toBeVisible();
  await toggles[1]!.click();
  await expect(toggles[1]!).toHaveAttribute('aria-expanded', 'true');
  await expect(toggles[0]!).toHaveAttribute('aria-expanded', 'false');
  await expect(panel.getByText(/^배송비: /)).toBeHidden();
  await toggles[2]!.click();
  await expect(toggles[1]!).toHaveAttribute('aria-expanded', 'false');
  await expect(toggles[2]!).toHaveAttribute('aria-expanded', 'true');
  await toggles[2]!.click();
  await expect(toggles[2]!).toHaveAttribute('aria-expanded', 'false');
});

test('lazy image: a missing thumbnail falls back to the second image, then to the no-image placeholder', async ({ page }) => {
  const main = new MainPage(page);
  // Goods 2 of 신상품, a row of its own goods (the popular row follows the sales, so its goods move).
  const card = main.root.getByRole('list', { name: '신상품' }).locator('.goods-card[data-goods-id="2"]');
  await page.route('**/media/goods/2/1.svg', (route) => route.fulfill({ status: 404, body: '' }));
  await main.goto();
  const image = card.locator('img');
  await expect(image).toHaveAttribute('src', /\/media\/goods\/2\/2\.svg$/);
  await expect(image).toHaveClass(/ui-image--loaded/);

  await page.route('**/media/goods/2/2.svg', (route) => route.fulfill({ status: 404, body: '' }));
  await page.reload();
  await expect(card.getByRole('img', { name: /\(이미지 없음\)$/ })).toBeVisible();
  await expect(card.locator('img')).toHaveCount(0);
});

test('quantity stepper: starts at 1 with minus off, non-numeric counts as 1, clamped to the limit with plus off', async ({ page, request }) => {
  const goods = await findWidgetGoods(request);
  const detail = new GoodsDetailPage(page);
  await detail.goto(goods.id);
  await detail.chooseFirstAvailableOption();
  const stepper = detail.root.getByRole('group', { name: '수량' });
  const input = stepper.getByRole('textbox', { name: '수량' });
  const minus = stepper.getByRole('button', { name: '수량 줄이기' });
  const plus = stepper.getByRole('button', { name: '수량 늘리기' });
  await expect(input).toHaveValue('1');
  await expect(minus).toBeDisabled();

  await input.fill('');
  await input.pressSequentially('abc');
  await plus.click();
  await expect(input).toHaveValue('2');
  await expect(minus).toBeEnabled();

  const stock = goods.options.find((o) => !o.is_soldout)!.stock;
  await input.fill('150');
  await input.blur();
  await expect(input).toHaveValue(String(Math.min(99, stock)));
  await expect(plus).toBeDisabled();
});

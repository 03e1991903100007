import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../../../fixtures/test';
import { findWidgetGoods, GoodsDetailPage } from '../../../pages/catalog-page';
import { MainPage } from '../../../pages/exhibit-page';
import { touchDrag } from '../../../pages/touch';

/** Freezes the page clock so only clock.runFor moves performance.now(): gesture durations become exact. */
async function freezeClock(page: Page): Promise<void> {
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + 1000);
}

async function centerOf(locator: Locator): Promise<{ x: number; y: number }> {
  await locator.scrollIntoViewIfNeeded();
  const box = (await locator.boundingBox())!;
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** A mouse press on `locator`, held for `holdMs` of page time, moved by (dx, dy), released. */
async function mousePress(page: Page, locator: Locator, holdMs: number, dx = 0, dy = 0): Promise<void> {
  const { x, y } = await centerOf(locator);
  await page.mouse.move(x, y);
  await page.mouse.down();
  if (dx || dy) await page.mouse.move(x + dx, y + dy, { steps: 4 });
  await page.clock.runFor(holdMs);
  await page.mouse.up();
}

test('goods options: a bottom sheet on phones (a tap under 0.2 s toggles, a longer press does not, a drag drags), inline on desktop', async ({
  page,
  request,
}) => {
  const goods = await findWidgetGoods(request);
  const detail = new GoodsDetailPage(page);
  await page.clock.install();
  await detail.goto(goods.id);
  await expect(detail.goodsName).toBeVisible();
  if (!detail.isMobile()) {
    await expect(detail.sheet).toHaveCount(0);
    await expect(detail.buyButton).toHaveCount(0);
    await expect(detail.optionToggle).toBeVisible();
    await expect(detail.addToCart).toBeVisible();
    return;
  }
  await expect(detail.sheet).toHaveAttribute('data-state', 'collapsed');
  await expect(detail.addToCart).toHaveCount(0);
  await freezeClock(page);

  await mousePress(page, detail.sheetHandle, 120);
  await expect(detail.sheet).toHaveAttribute('data-state', 'expanded');
  await expect(detail.optionToggle).toBeVisible();
  await expect(detail.addToCart).toBeVisible();
  await mousePress(page, detail.sheetHandle, 150);
  await expect(detail.sheet).toHaveAttribute('data-state', 'collapsed');
  await mousePress(page, detail.sheetHandle, 600);
  await expect(detail.sheet).toHaveAttribute('data-state', 'collapsed');

  // A press-drag up the whole way opens it; halfway back down and it stays open.
  await mousePress(page, detail.sheetHandle, 600, 0, -400);
  await expect(detail.sheet).toHaveAttribute('data-state', 'expanded');
  await mousePress(page, detail.sheetHandle, 600, 0, 20);
  await expect(detail.sheet).toHaveAttribute('data-state', 'expanded');
  await page.keyboard.press('Escape');
  await expect(detail.sheet).toHaveAttribute('data-state', 'collapsed');

  // 구매하기 opens it too.
  await detail.openPurchase();
});

test('carousel: a horizontal drag flips, a mostly vertical one does not, a short drag flips only under 0.23 s', async ({ page, request }) => {
  const goods = await findWidgetGoods(request);
  const detail = new GoodsDetailPage(page);
  await page.clock.install();
  await detail.goto(goods.id);
  const gallery = detail.gallery;
  await expect(gallery).toHaveAttribute('data-index', '0');
  const { x, y } = await centerOf(gallery);
  await freezeClock(page);

  if (detail.isMobile()) {
    // Diagonal but under the ratio (|dx| 120 < 1.5·|dy| 100): the page scrolls, the slide stays.
    await touchDrag(page, { x: x + 60, y: y + 100 }, { x: x - 60, y });
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await expect(gallery).toHaveAttribute('data-index', '0');
    // The vertical swipe may still be flinging: back to the top until the page stays there for a
    // while (a fling still running would move it again; the compositor ignores the frozen clock).
    await expect
      .poll(async () => {
        await page.evaluate(() => window.scrollTo(0, 0));
        await page.waitForTimeout(300);
        return page.evaluate(() => window.scrollY);
      })
      .toBe(0);
    const top = await centerOf(gallery);
    await touchDrag(page, { x: top.x + 120, y: top.y }, { x: top.x - 120, y: top.y + 20 });
    await expect(gallery).toHaveAttribute('data-index', '1');
    // The page never scrolls back by itself: a drag that moved it would leave scrollY above 0.
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await touchDrag(page, { x: top.x - 100, y: top.y }, { x: top.x + 100, y: top.y });
    await expect(gallery).toHaveAttribute('data-index', '0');
  } else {
    await mousePress(page, gallery, 600, -30, -120);
    await expect(gallery).toHaveAttribute('data-index', '0');
    await mousePress(page, gallery, 600, -300, 10);
    await expect(gallery).toHaveAttribute('data-index', '1');
    await mousePress(page, gallery, 600, 300, 0);
    await expect(gallery).toHaveAttribute('data-index', '0');
  }
  // The same 40 px: fast (0.1 s) flips, slow (0.5 s) snaps back.
  await mousePress(page, gallery, 500, -40, 0);
  await expect(gallery).toHaveAttribute('data-index', '0');
  await mousePress(page, gallery, 100, -40, 0);
  await expect(gallery).toHaveAttribute('data-index', '1');
  await expect(gallery.getByRole('button', { name: '2번째 슬라이드 보기' })).toHaveAttribute('aria-current', 'true');
});

test('slider: a main page goods row scrolls sideways (swipe on phones, buttons on desktop)', async ({ page }) => {
  const main = new MainPage(page);
  await main.goto();
  const row = main.root.getByRole('list', { name: '지금 가장 인기 있는 상품' });
  // The row waits for catalog's federated card: allow the first paint time on a busy machine.
  await expect(row.locator('.goods-card').first()).toBeVisible({ timeout: 30_000 });
  const scrollLeft = () => row.evaluate((el) => el.scrollLeft);
  expect(await scrollLeft()).toBe(0);
  const next = main.root.getByRole('button', { name: '지금 가장 인기 있는 상품 다음' });
  const prev = main.root.getByRole('button', { name: '지금 가장 인기 있는 상품 이전' });
  if ((page.viewportSize()?.width ?? 0) < 1024) {
    await expect(next).toBeHidden();
    const { x, y } = await centerOf(row);
    await touchDrag(page, { x: x + 120, y }, { x: x - 120, y });
    await expect.poll(scrollLeft).toBeGreaterThan(0);
  } else {
    await expect(prev).toBeDisabled();
    await next.click();
    await expect.poll(scrollLeft).toBeGreaterThan(0);
    await expect(prev).toBeEnabled();
    await prev.click();
    await expect.poll(scrollLeft).toBe(0);
  }
});

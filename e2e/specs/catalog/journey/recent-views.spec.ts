import type { APIRequestContext } from '@playwright/test';
import { API, type GoodsDetail } from '@mall/shared-contracts';
import { RECENT_VIEW_API } from '@mall/shared-contracts/catalog';
import { expect, test } from '../../../fixtures/test';
import { GoodsDetailPage, RecentViewGoodsPage } from '../../../pages/catalog-page';
import { ModalStack } from '../../../pages/modal-stack';

const CONTENT_TIMEOUT = 15_000;
const goodsName = async (request: APIRequestContext, id: number) => ((await (await request.get(API.goods(id))).json()) as GoodsDetail).name;

test("a visitor's views stay with the device: opened goods listed newest first under 오늘, one deleted, then all after the confirm", async ({
  page,
  request,
}) => {
  const recent = new RecentViewGoodsPage(page);
  await recent.goto();
  await expect(recent.empty).toBeVisible({ timeout: CONTENT_TIMEOUT });

  const detail = new GoodsDetailPage(page);
  for (const id of [5, 9]) {
    const recorded = page.waitForResponse((r) => r.url().endsWith(RECENT_VIEW_API.goods) && r.request().method() === 'POST');
    await detail.goto(id);
    await expect(detail.goodsName).toBeVisible({ timeout: CONTENT_TIMEOUT });
    expect((await recorded).status()).toBe(200);
  }
  const [five, nine] = [await goodsName(request, 5), await goodsName(request, 9)];

  // The modal on goods detail shows the same list.
  await page.getByRole('button', { name: '최근 본 상품' }).click();
  const modal = new ModalStack(page).dialog('최근 본 상품');
  await expect(modal.locator('.goods-card')).toHaveCount(2);
  await expect(modal.locator('.goods-card').first()).toContainText(nine);
  await modal.getByRole('link', { name: '최근 본 상품 전체보기' }).click();

  await expect(page).toHaveURL(/\/recent-view-goods$/);
  await expect(recent.heading).toBeVisible();
  await expect(recent.day('오늘').locator('.goods-card')).toHaveCount(2);
  await expect(recent.cards.nth(0)).toContainText(nine);
  await expect(recent.cards.nth(1)).toContainText(five);
  await expect(recent.root).toContainText('총 2개');

  await recent.deleteOne(five).click();
  await expect(recent.cards).toHaveCount(1);
  await expect(recent.cards.first()).toContainText(nine);

  await recent.deleteAll.click();
  const stack = new ModalStack(page);
  await expect(stack.alert).toContainText('최근 본 상품을 모두 삭제하시겠습니까?');
  await stack.alert.getByRole('button', { name: '확인' }).click();
  await expect(recent.empty).toBeVisible();
  await page.reload();
  await expect(recent.empty).toBeVisible({ timeout: CONTENT_TIMEOUT });
});

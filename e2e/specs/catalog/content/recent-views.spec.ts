import type { APIRequestContext } from '@playwright/test';
import { API, type GoodsDetail } from '@mall/shared-contracts';
import { expect, test } from '../../../fixtures/test';
import { MEMBER_STATE } from '../../../fixtures/member-state';
import { RecentViewGoodsPage } from '../../../pages/catalog-page';
import { ModalStack } from '../../../pages/modal-stack';

const CONTENT_TIMEOUT = 15_000;
const goodsName = async (request: APIRequestContext, id: number) => ((await (await request.get(API.goods(id))).json()) as GoodsDetail).name;

test.describe('as a member', () => {
  test.use({ storageState: MEMBER_STATE });

  test("the demo member's seeded recent views are listed with their goods cards, also in the modal", async ({ page, request }) => {
    const recent = new RecentViewGoodsPage(page);
    await recent.goto();
    await expect(recent.heading).toBeVisible({ timeout: CONTENT_TIMEOUT });
    // Other specs may open more goods as the demo member; the seeded ones stay listed (read-only here).
    for (const id of [12, 3, 27, 54]) await expect(recent.cards.filter({ hasText: await goodsName(request, id) })).toHaveCount(1);
    await expect(recent.root.getByRole('heading', { level: 2 }).first()).toHaveText(/^(오늘|어제|\d+월 \d+일)$/);
    await expect(recent.deleteAll).toBeEnabled();

    await new ModalStack(page).openByHash('#recent-viewed-goods');
    const modal = new ModalStack(page).dialog('최근 본 상품');
    await expect(modal.locator('.goods-card').first()).toBeVisible();
    expect(await modal.locator('.goods-card').count()).toBeLessThanOrEqual(10);
  });
});

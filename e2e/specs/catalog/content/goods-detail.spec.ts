import type { APIRequestContext } from '@playwright/test';
import { GOODS_STATE_API, type GoodsAggregate, type GoodsStock } from '@mall/shared-contracts/catalog';
import { expect, test } from '../../../fixtures/test';
import { GoodsDetailPage } from '../../../pages/catalog-page';
import { ModalStack } from '../../../pages/modal-stack';
import { joinByApi, LoginPage, newSandboxPerson } from '../../../pages/mypage-page';

const aggregateOf = async (request: APIRequestContext, id: number) => (await (await request.get(GOODS_STATE_API.aggregate(id))).json()) as GoodsAggregate;

/** A seeded goods on sale, not adult-only, with several options of which at least one sold out. */
async function goodsWithSoldOutOption(request: APIRequestContext): Promise<{ id: number; stock: GoodsStock }> {
  for (let id = 1; id <= 40; id++) {
    const goods = (await (await request.get(`/api/v1/goods/${id}`)).json()) as { is_adult: boolean };
    if (goods.is_adult) continue;
    const stock = (await (await request.get(GOODS_STATE_API.stock(id))).json()) as GoodsStock;
    if (!stock.is_soldout && stock.options.length > 1 && stock.options.some((o) => o.is_soldout)) return { id, stock };
  }
  throw new Error('the seed has no goods with a sold-out option');
}

test.describe('goods detail: aggregate, wish heart and live stock', () => {
  test('the rating, review count and wish count come from the rows, and the count follows a member’s wish', async ({ page, request }, testInfo) => {
    test.slow();
    // Each project its own goods (they run side by side), left as it was found.
    const id = testInfo.project.name === 'mobile' ? 26 : 27;
    const before = await aggregateOf(request, id);
    const detail = new GoodsDetailPage(page);
    const heart = detail.root.getByRole('button', { name: /찜하기, 찜 / });

    // A visitor sees the numbers and is asked to log in at the heart.
    await detail.goto(id);
    await expect(detail.root.getByRole('tab', { name: `리뷰 ${before.review_count.toLocaleString('ko-KR')}` })).toBeVisible();
    if (before.review_count > 0)
      await expect(detail.root.locator('.goods-detail__meta')).toContainText(`★ ${before.review_score_avg.toFixed(1)} · 리뷰 ${before.review_count}`);
    await expect(heart).toHaveAccessibleName(new RegExp(`찜 ${before.wish_count}$`));
    await heart.click();
    await expect(page.getByRole('alertdialog')).toContainText('로그인이 필요합니다.');
    await page.getByRole('alertdialog').getByRole('button', { name: '취소' }).click();

    // A new member likes it through the folder picker: the count goes up by one, then back down on unlike.
    const person = newSandboxPerson(`gd${testInfo.project.name.length}`);
    const member = await joinByApi(page, person, `gd${person.phone.slice(-7)}${testInfo.project.name.slice(0, 1)}`);
    const login = new LoginPage(page);
    await login.goto(GoodsDetailPage.path(id));
    await login.login(member);
    await expect(page).toHaveURL(GoodsDetailPage.path(id));
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await heart.click();
    const stack = new ModalStack(page);
    await stack.dialog('폴더 선택').getByRole('button', { name: '찜하기' }).click();
    await expect(stack.modals).toHaveCount(0);
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await expect(heart).toHaveAccessibleName(new RegExp(`찜 ${before.wish_count + 1}$`));
    expect((await aggregateOf(request, id)).wish_count).toBe(before.wish_count + 1);

    await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await expect(heart).toHaveAccessibleName(new RegExp(`찜 ${before.wish_count}$`));
  });

  test('opening the options reads the live stock: sold-out options cannot be chosen, 품절임박 says how many are left', async ({ page, request }) => {
    const { id } = await goodsWithSoldOutOption(request);
    const detail = new GoodsDetailPage(page);
    await detail.goto(id);
    await expect(detail.goodsName).toBeVisible();
    const stockRead = page.waitForResponse((r) => r.url().endsWith(GOODS_STATE_API.stock(id)) && r.request().method() === 'GET');
    await detail.openPurchase();
    await detail.optionToggle.click();
    const live = (await (await stockRead).json()) as GoodsStock;
    const items = detail.root.locator('.option-list__item');
    await expect(items).toHaveCount(live.options.length);
    for (const [i, o] of live.options.entries()) {
      const item = items.nth(i);
      await expect(item).toContainText(o.name);
      if (o.is_soldout) {
        await expect(item).toBeDisabled();
        await expect(item).toContainText('품절');
      } else {
        await expect(item).toBeEnabled();
        if (o.is_low_stock) await expect(item).toContainText(`${o.stock}개 남음`);
      }
    }
  });
});

import { expect, test } from '../../../fixtures/test';
import { GoodsDetailPage } from '../../../pages/catalog-page';
import { PlanningPage } from '../../../pages/exhibit-page';
import { goodsName, joinByApi, LoginPage, newSandboxPerson, RecentViewPage } from '../../../pages/mypage-page';

const CONTENT_TIMEOUT = 15_000;

/** A new member's views land in My page's recent views; one goes after a confirm (a cancel keeps it), then all. */
test('recently viewed goods and planning events: listed, one deleted, then all', async ({ page }) => {
  test.slow();
  const person = newSandboxPerson('recent');
  const member = await joinByApi(page, person, `rv${person.phone.slice(-7)}`);
  await new LoginPage(page).goto('/mypage/recent-view');
  await new LoginPage(page).login(member);
  const recent = new RecentViewPage(page);
  await expect(recent.heading).toBeVisible({ timeout: CONTENT_TIMEOUT });
  await expect(recent.root.getByText('최근 2주 동안 본 상품이 없습니다.')).toBeVisible();
  await recent.tabs.getByRole('link', { name: '기획전' }).click();
  await expect(recent.root.getByText('최근 2주 동안 본 기획전이 없습니다.')).toBeVisible();

  const detail = new GoodsDetailPage(page);
  for (const id of [5, 9]) {
    const recorded = page.waitForResponse((r) => r.url().endsWith('/api/v1/recent-view/goods') && r.request().method() === 'POST');
    await detail.goto(id);
    await expect(detail.goodsName).toBeVisible({ timeout: CONTENT_TIMEOUT });
    expect((await recorded).status()).toBe(200);
  }
  const planning = new PlanningPage(page);
  for (const id of [3, 1]) {
    const recorded = page.waitForResponse((r) => r.url().endsWith('/api/v1/recent-view/planning-events') && r.request().method() === 'POST');
    await planning.goto(id);
    await expect(planning.heading).toBeVisible({ timeout: CONTENT_TIMEOUT });
    expect((await recorded).status()).toBe(200);
  }

  // Goods: newest first; a cancelled confirm keeps the goods, an accepted one deletes it.
  const [five, nine] = [await goodsName(page, 5), await goodsName(page, 9)];
  await recent.goto('/mypage/recent-view/goods');
  await expect(recent.goods.locator('article[data-goods-id]')).toHaveCount(2, { timeout: CONTENT_TIMEOUT });
  await expect(recent.goods.locator('article[data-goods-id]').first()).toContainText(nine);
  const alert = page.getByRole('alertdialog');
  await recent.goods.getByRole('button', { name: `${nine} 삭제` }).click();
  await expect(alert).toContainText('최근 본 상품에서 삭제하시겠습니까?');
  await alert.getByRole('button', { name: '취소' }).click();
  await expect(recent.goodsCard(9)).toBeVisible();
  await recent.goods.getByRole('button', { name: `${nine} 삭제` }).click();
  await alert.getByRole('button', { name: '확인' }).click();
  await expect(recent.goodsCard(9)).toHaveCount(0);
  await expect(recent.goodsCard(5)).toContainText(five);
  await recent.deleteAll.click();
  await expect(alert).toContainText('최근 본 상품을 모두 삭제하시겠습니까?');
  await alert.getByRole('button', { name: '확인' }).click();
  await expect(recent.root.getByText('최근 2주 동안 본 상품이 없습니다.')).toBeVisible();

  // Planning events: the same, and the list survives a reload as the server keeps it.
  await recent.tabs.getByRole('link', { name: '기획전' }).click();
  await expect(recent.planning.locator('li')).toHaveCount(2, { timeout: CONTENT_TIMEOUT });
  await expect(recent.planning.locator('li').first()).toContainText('겨울 아우터 대전');
  await recent.planningItem(3).getByRole('button', { name: '니트 & 가디건 위크 삭제' }).click();
  await alert.getByRole('button', { name: '확인' }).click();
  await expect(recent.planningItem(3)).toHaveCount(0);
  await page.reload();
  await expect(recent.planningItem(1)).toContainText('겨울 아우터 대전', { timeout: CONTENT_TIMEOUT });
  await recent.deleteAll.click();
  await expect(alert).toContainText('최근 본 기획전을 모두 삭제하시겠습니까?');
  await alert.getByRole('button', { name: '확인' }).click();
  await expect(recent.root.getByText('최근 2주 동안 본 기획전이 없습니다.')).toBeVisible();
});

import { expect, test } from '../../../fixtures/test';
import { MEMBER_STATE } from '../../../fixtures/member-state';
import { goodsName, RecentViewPage } from '../../../pages/mypage-page';

const CONTENT_TIMEOUT = 15_000;

/** The demo member's seeded recent views (mall-api goods-views-seed): read only here; other specs may add more. */
test.describe('as the demo member', () => {
  test.use({ storageState: MEMBER_STATE });

  test('/mypage/recent-view shows the recently viewed goods as catalog’s goods cards', async ({ page }) => {
    const recent = new RecentViewPage(page);
    await recent.goto();
    await expect(recent.heading).toBeVisible({ timeout: CONTENT_TIMEOUT });
    await expect(recent.tabs.getByRole('link', { name: '상품' })).toHaveAttribute('aria-current', 'page');
    await expect(recent.root.getByText('최근 2주 동안 본 상품 50개까지 보여드려요.')).toBeVisible();
    for (const id of [12, 3, 27, 54]) {
      const card = recent.goodsCard(id);
      await expect(card).toContainText(await goodsName(page, id));
      await expect(card.getByRole('link').first()).toHaveAttribute('href', `/goods/detail/${id}`);
    }
    await expect(recent.goods.getByRole('button', { name: `${await goodsName(page, 12)} 삭제` })).toBeEnabled();
    await expect(recent.deleteAll).toBeEnabled();
  });

  test('/mypage/recent-view/planning shows the recently viewed planning events with state and period', async ({ page }) => {
    const recent = new RecentViewPage(page);
    await recent.goto('/mypage/recent-view/planning');
    await expect(recent.heading).toBeVisible({ timeout: CONTENT_TIMEOUT });
    await expect(recent.tabs.getByRole('link', { name: '기획전' })).toHaveAttribute('aria-current', 'page');
    for (const [id, title, state] of [
      [1, '겨울 아우터 대전', '진행 중'],
      [4, '2027 봄 신상 프리뷰', '오픈 예정'],
      [6, '가을 아우터 클리어런스', '종료'],
      [2, '홀리데이 선물 가이드', '진행 중'],
    ] as const) {
      const item = recent.planningItem(id);
      await expect(item.getByRole('link')).toHaveAttribute('href', `/planning/${id}`);
      await expect(item).toContainText(title);
      await expect(item).toContainText(state);
      await expect(item).toContainText(/\d{4}\.\d{2}\.\d{2}.*~/);
    }
    await expect(recent.planningItem(1).locator('img')).toHaveAttribute('src', /^\/media\/goods\//);
    await recent.planningItem(1).getByRole('link').click();
    await expect(page).toHaveURL('/planning/1');
    await expect(page.getByRole('heading', { name: '겨울 아우터 대전', level: 1 })).toBeVisible({ timeout: CONTENT_TIMEOUT });
  });
});

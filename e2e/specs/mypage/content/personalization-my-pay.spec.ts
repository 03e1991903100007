import { MEMBER_STATE } from '../../../fixtures/member-state';
import { routeShopSettings, switchOff } from '../../../fixtures/shop-settings';
import { expect, test } from '../../../fixtures/test';
import { ShellPage } from '../../../pages/shell-page';

/** The paid switches `personalization` and `myPay` (spec: My activity `personalization`, utilities `my-pay`) for the demo member. Read only. */
test.describe('personalization and my pay', () => {
  test.use({ storageState: MEMBER_STATE });

  test('/mypage/personalization: the categories the demo member’s activity points at and goods recommended from them', async ({ page }) => {
    const answer = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/v1/my/personalization' && r.ok());
    await page.goto('/mypage/personalization');
    const root = page.locator('.remote-root--mypage');
    await expect(root.getByRole('heading', { name: '맞춤 추천', level: 1 })).toBeVisible();
    const body = (await (await answer).json()) as { enabled: boolean; categories: { name: string }[]; goods: { name: string }[] };
    expect(body.enabled).toBe(true);
    expect(body.categories.length).toBeGreaterThan(0);
    await expect(root.getByRole('switch', { name: '내 활동으로 상품 추천 받기' })).toHaveAttribute('aria-checked', 'true');
    await expect(root.getByRole('list', { name: '관심 카테고리' }).getByRole('listitem')).toHaveCount(body.categories.length);
    await expect(root.getByRole('list', { name: '관심 카테고리' }).getByRole('listitem').first()).toContainText(body.categories[0]!.name);
    const goods = root.getByRole('list', { name: '추천 상품' }).locator('article[data-goods-id]');
    await expect(goods).toHaveCount(body.goods.length);
    await expect(goods.first()).toContainText(body.goods[0]!.name);
  });

  test('/mypage/my-pay: the registered methods, the limit and the two ways to register', async ({ page }) => {
    await page.goto('/mypage/my-pay');
    const root = page.locator('.remote-root--mypage');
    await expect(root.getByRole('heading', { name: '간편결제 관리', level: 1 })).toBeVisible();
    await expect(root.getByText(/결제수단은 5개까지 등록할 수 있습니다/)).toBeVisible();
    await expect(root.getByRole('button', { name: '카드 등록' })).toBeEnabled();
    await expect(root.getByRole('button', { name: '계좌 등록' })).toBeEnabled();
  });

  test('switched off, the menu leaves them out and their pages are not there', async ({ page }) => {
    await page.goto('/mypage');
    const menu = page.getByRole('navigation', { name: '마이페이지 메뉴' });
    await expect(menu.getByRole('link', { name: '맞춤 추천' })).toHaveAttribute('href', '/mypage/personalization');
    await expect(menu.getByRole('link', { name: '간편결제 관리' })).toHaveAttribute('href', '/mypage/my-pay');

    await routeShopSettings(page, switchOff('personalization', 'my_pay'));
    await page.goto('/mypage');
    await expect(menu.getByRole('link', { name: '찜한 상품' })).toBeVisible();
    await expect(menu.getByRole('link', { name: '맞춤 추천' })).toHaveCount(0);
    await expect(menu.getByRole('link', { name: '간편결제 관리' })).toHaveCount(0);
    const shell = new ShellPage(page);
    for (const path of ['/mypage/personalization', '/mypage/my-pay']) {
      await page.goto(path);
      await expect(shell.notFoundHeading).toBeVisible();
      await expect(shell.remoteRoot('mypage')).toHaveCount(0);
    }
  });
});

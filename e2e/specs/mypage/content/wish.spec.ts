import { expect, test } from '../../../fixtures/test';
import { MEMBER_STATE } from '../../../fixtures/member-state';
import { ModalStack } from '../../../pages/modal-stack';
import { goodsName, wishItemIds } from '../../../pages/mypage-page';

/**
 * The demo member's wishes as seeded: folders 겨울 코디 (goods 3, 5) and 출근룩 (goods 8), goods 13 and 21
 * in no folder, brands 온하루 and 서울스탠다드. Read only: the journey changes a member of its own.
 */
test.describe('wish pages of the demo member', () => {
  test.use({ storageState: MEMBER_STATE });

  test('/mypage/wish: the tabs, the folders with their counts and the wished goods', async ({ page }) => {
    await page.goto('/mypage/wish');
    await expect(page.getByRole('heading', { name: '찜', level: 1 })).toBeVisible();
    await expect(page.getByRole('navigation', { name: '찜 종류' }).getByRole('link', { name: '찜한 상품' })).toHaveAttribute('aria-current', 'page');
    const folders = page.getByRole('list', { name: '찜 폴더' });
    await expect(folders.getByRole('link', { name: /겨울 코디\s*2개/ })).toHaveAttribute('href', '/mypage/wish/goods/folder/1');
    await expect(folders.getByRole('link', { name: /출근룩\s*1개/ })).toBeVisible();
    await expect(page.getByRole('list', { name: '찜한 상품', exact: true }).getByText(await goodsName(page, 13))).toBeVisible();
    expect(await wishItemIds(page, '찜한 상품')).toEqual(expect.arrayContaining([3, 5, 8, 13, 21]));
  });

  test('/mypage/wish/brand: the wished brands with their logos', async ({ page }) => {
    await page.goto('/mypage/wish/brand');
    await expect(page.getByRole('navigation', { name: '찜 종류' }).getByRole('link', { name: '찜한 브랜드' })).toHaveAttribute('aria-current', 'page');
    const brands = page.getByRole('list', { name: '찜한 브랜드' });
    await expect(brands.getByText('온하루')).toBeVisible();
    await expect(brands.getByText('SEOUL STANDARD')).toBeVisible();
    await expect(brands.getByRole('button', { name: '서울스탠다드 찜 해제' })).toBeVisible();
    await expect(brands.locator('img').first()).toHaveAttribute('src', /\/media\/brands\/\d+\.svg$/);
  });

  test('/mypage/wish/goods/folder/1: the folder 겨울 코디 and its goods', async ({ page }) => {
    await page.goto('/mypage/wish/goods/folder/1');
    await expect(page.getByRole('heading', { name: '겨울 코디', level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: '상품 담기' })).toHaveAttribute('href', '/mypage/wish/goods/folder/1/move');
    await expect(page.getByText(await goodsName(page, 5))).toBeVisible();
    expect((await wishItemIds(page, '겨울 코디 폴더의 상품')).sort((a, b) => a - b)).toEqual([3, 5]);
  });

  test('/mypage/wish/goods/folder/1/move: the wished goods outside the folder, to pick', async ({ page }) => {
    await page.goto('/mypage/wish/goods/folder/1/move');
    await expect(page.getByRole('heading', { name: '‘겨울 코디’에 상품 담기', level: 1 })).toBeVisible();
    await expect(page.getByRole('checkbox', { name: `${await goodsName(page, 8)} 선택` })).toBeVisible();
    const ids = await wishItemIds(page, '담을 수 있는 찜한 상품');
    expect(ids).toEqual(expect.arrayContaining([8, 13, 21]));
    expect(ids).not.toContain(3);
    await expect(page.getByRole('button', { name: '0개 담기' })).toBeVisible();
  });

  test('wished-folder modal: the folders to like a goods into', async ({ page }) => {
    await page.goto('/mypage/wish');
    await expect(page.getByRole('list', { name: '찜 폴더' })).toBeVisible();
    const stack = new ModalStack(page);
    await stack.openByHash('wished-folder?goods_id=2');
    const dialog = stack.dialog('폴더 선택');
    await expect(dialog.getByRole('radio', { name: '폴더 없음 (전체에만 보관)' })).toBeChecked();
    await expect(dialog.getByRole('radio', { name: /겨울 코디/ })).toBeVisible();
    await expect(dialog.getByRole('button', { name: '찜하기' })).toBeVisible();
  });
});

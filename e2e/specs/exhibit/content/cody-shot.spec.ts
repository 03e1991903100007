import { expect, test } from '../../../fixtures/test';
import { CodyShotPages } from '../../../pages/exhibit-page';
import { CONTENT_TIMEOUT } from '../../../pages/shell-chrome';

test('cody shots: looks newest first with model and goods count; a look lists the goods it wears by part, each opening goods detail', async ({ page }) => {
  const cody = new CodyShotPages(page);
  await cody.gotoList();
  await expect(cody.items).toHaveCount(5, { timeout: CONTENT_TIMEOUT });
  await expect(cody.items.first()).toContainText('출근길 미니멀 코트 룩');
  await expect(cody.items.first()).toContainText('모델 한지우 · 168cm · 착용 상품 4개');
  await expect(cody.items.last()).toContainText('연말 파티 블랙 셋업');

  await cody.items.first().getByRole('link').click();
  await expect(page).toHaveURL('/cody-shot/detail/1');
  await expect(cody.root.getByRole('heading', { level: 1 })).toHaveText('출근길 미니멀 코트 룩', { timeout: CONTENT_TIMEOUT });
  await expect(cody.root).toContainText('모델 한지우 · 키 168cm');
  await expect(cody.worn).toHaveCount(4);
  await expect(cody.worn.first().locator('.cody-detail__part')).not.toBeEmpty();
  await expect(cody.worn.first().locator('a[href="/goods/detail/16"]').first()).toBeVisible();
  await expect(page).toHaveTitle('출근길 미니멀 코트 룩 | 케이몰 코디샷');

  await cody.gotoDetail(999);
  await expect(cody.root).toContainText('코디샷을 찾을 수 없습니다.', { timeout: CONTENT_TIMEOUT });
});

import { expect, test } from '../../../fixtures/test';
import { ExhibitDetailPage } from '../../../pages/exhibit-page';
import { CONTENT_TIMEOUT } from '../../../pages/shell-chrome';

test('spot theme: ongoing with its goods, upcoming with goods kept back, ended with its notice', async ({ page }) => {
  const theme = new ExhibitDetailPage(page, '테마 상품');
  await theme.goto('/spot-theme/1');
  await expect(theme.heading).toHaveText('첫눈 오는 날 코디', { timeout: CONTENT_TIMEOUT });
  await expect(theme.state).toHaveText('진행 중');
  await expect(theme.countdown).toContainText(/종료까지 \d+일 \d{2}:\d{2}:\d{2}/);
  await expect(theme.goods.getByRole('listitem')).toHaveCount(6);

  await theme.goto('/spot-theme/2');
  await expect(theme.heading).toHaveText('크리스마스 홈파티', { timeout: CONTENT_TIMEOUT });
  await expect(theme.state).toHaveText('오픈 예정');
  await expect(theme.root).toContainText('스팟 테마가 열리면 상품이 공개됩니다. (상품 3개 준비 중)');

  await theme.goto('/spot-theme/3');
  await expect(theme.heading).toHaveText('할로윈 스팟 테마', { timeout: CONTENT_TIMEOUT });
  await expect(theme.countdown).toHaveText('종료되었습니다');
  await expect(theme.goods.getByRole('listitem')).toHaveCount(3);

  await theme.goto('/spot-theme/999');
  await expect(theme.root).toContainText('스팟 테마를 찾을 수 없습니다.', { timeout: CONTENT_TIMEOUT });
});

test('exhibit category: its goods from catalog’s card and tabs to the other categories', async ({ page }) => {
  const category = new ExhibitDetailPage(page, '선물하기 좋은 상품');
  await category.goto('/exhibit/category/2');
  await expect(category.heading).toHaveText('선물하기 좋은', { timeout: CONTENT_TIMEOUT });
  await expect(category.root).toContainText('받는 사람이 더 기뻐하는 선물 아이템');
  await expect(category.goods.getByRole('listitem')).toHaveCount(7);
  const tabs = category.root.getByRole('navigation', { name: '기획 카테고리' });
  await expect(tabs.getByRole('link', { name: '선물하기 좋은' })).toHaveAttribute('aria-current', 'page');
  await tabs.getByRole('link', { name: '오피스룩' }).click();
  await expect(page).toHaveURL('/exhibit/category/3');
  await expect(category.heading).toHaveText('오피스룩', { timeout: CONTENT_TIMEOUT });

  await category.goto('/exhibit/category/999');
  await expect(category.root).toContainText('기획 카테고리를 찾을 수 없습니다.', { timeout: CONTENT_TIMEOUT });
});

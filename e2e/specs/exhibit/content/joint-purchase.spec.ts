import { expect, test } from '../../../fixtures/test';
import { JointPurchasePages } from '../../../pages/exhibit-page';
import { CONTENT_TIMEOUT } from '../../../pages/shell-chrome';

test('joint purchases: by popularity with progress counted from participations, ended last; by deadline; unknown order', async ({ page }) => {
  const joint = new JointPurchasePages(page);
  await joint.gotoList();
  await expect(joint.items).toHaveCount(5, { timeout: CONTENT_TIMEOUT });
  await expect(joint.items.first()).toContainText('캐시미어 머플러 공동구매');
  await expect(joint.items.first()).toContainText('목표 달성');
  await expect(joint.items.first().getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  await expect(joint.items.nth(2)).toContainText('오픈 예정');
  await expect(joint.items.last()).toContainText('공동구매 무산');
  await expect(joint.items.last()).toContainText('목표 40개 중 7개 · 5명 참여');
  await expect(joint.items.first().locator('a[href^="/goods/detail/"]').first()).toBeVisible();

  await joint.root.getByRole('link', { name: '마감임박순' }).click();
  await expect(page).toHaveURL('/joint-purchase/deadline');
  await expect(joint.items.first()).toContainText('캐시미어 머플러 공동구매');
  await expect(joint.items.nth(1)).toContainText('구스다운 롱패딩 공동구매');

  await joint.gotoList('cheapest');
  await expect(joint.root).toContainText('정렬 기준을 찾을 수 없습니다.', { timeout: CONTENT_TIMEOUT });
});

test('joint purchase detail: recruiting asks a guest to log in; ended reached, ended failed and upcoming each say what happens', async ({ page }) => {
  const joint = new JointPurchasePages(page);
  await joint.gotoDetail(1);
  await expect(joint.root.getByRole('heading', { level: 1 })).toHaveText('구스다운 롱패딩 공동구매', { timeout: CONTENT_TIMEOUT });
  await expect(joint.root.locator('.period-hero__state')).toHaveText('모집 중');
  await expect(joint.progress).toContainText(/목표 30개 중 \d+개/);
  await expect(joint.root).toContainText('마감까지 목표 수량 30개가 모이면 공동구매가 129,000원로 확정됩니다.');
  await expect(joint.join.getByRole('link', { name: '로그인하고 참여하기' })).toHaveAttribute(
    'href',
    /\/login\?redirect_to_after=%2Fjoint-purchase%2Fdetail%2F1/,
  );
  await expect(joint.root.getByRole('list', { name: '공동구매 상품' }).getByRole('listitem')).toHaveCount(1);

  await joint.gotoDetail(4);
  await expect(joint.root.getByRole('heading', { level: 1 })).toHaveText('플리스 집업 공동구매', { timeout: CONTENT_TIMEOUT });
  await expect(joint.root.locator('.period-hero__state')).toHaveText('목표 달성');
  await expect(joint.progress).toContainText('목표 15개 중 16개 · 7명 참여');
  await expect(joint.join).toContainText('목표 수량을 달성했습니다! 공동구매가로 확정되었어요.');
  await expect(joint.join).toContainText('마감된 공동구매입니다.');

  await joint.gotoDetail(5);
  await expect(joint.root.locator('.period-hero__state')).toHaveText('공동구매 무산', { timeout: CONTENT_TIMEOUT });
  await expect(joint.join).toContainText('목표 수량에 닿지 않아 공동구매가 무산되었습니다. 참여하신 분께는 결제가 진행되지 않았습니다.');

  await joint.gotoDetail(3);
  await expect(joint.root.locator('.period-hero__state')).toHaveText('오픈 예정', { timeout: CONTENT_TIMEOUT });
  await expect(joint.join).toContainText('에 참여가 열립니다.');
  await expect(joint.join.getByRole('button')).toHaveCount(0);

  await joint.gotoDetail(999);
  await expect(joint.root).toContainText('공동구매를 찾을 수 없습니다.', { timeout: CONTENT_TIMEOUT });
});

import { expect, test } from '../../../fixtures/test';
import { ModalStack } from '../../../pages/modal-stack';
import { ShellPage } from '../../../pages/shell-page';
import { ShopFooter } from '../../../pages/shop-footer';

test('/policies/terms: the version in force with its effective date, and the earlier version on request', async ({ page }) => {
  const root = page.locator('.remote-root--cs_center');
  await page.goto('/policies/terms');
  await expect(root.getByRole('heading', { name: '이용약관', level: 1 })).toBeVisible();
  await expect(root.locator('.policy__meta')).toHaveText('시행일 2026.01.01 · 버전 2.0 · 현재 시행 중');
  await expect(root.locator('.policy__contents')).toContainText('제6조 (적립금)');
  // The page arrives as the server's HTML: the version choice works once the parcel has hydrated it.
  await new ShellPage(page).expectHydrated('cs_center');
  await root.getByRole('combobox', { name: '다른 버전 보기' }).selectOption('1.0');
  await expect(page).toHaveURL('/policies/terms?version=1.0');
  await expect(root.locator('.policy__meta')).toHaveText('시행일 2025.03.01 · 버전 1.0 · 이전 버전');
  await expect(root.locator('.policy__contents')).not.toContainText('제6조 (적립금)');
});

test('every footer link leads to a built page with its own content', async ({ page }) => {
  const footer = new ShopFooter(page);
  await page.goto('/cs-center');
  const expected: [string, RegExp, string][] = [
    ['고객센터', /\/cs-center$/, '고객센터'],
    ['공지사항', /\/cs-center\/notice$/, '공지사항'],
    ['구매 리워드 안내', /\/cs-center\/info\/reward$/, '이용 안내'],
    ['이용약관', /\/policies\/terms$/, '이용약관'],
    ['개인정보처리방침', /\/policies\/privacy$/, '개인정보 수집 및 이용'],
  ];
  await expect(footer.links.getByRole('link')).toHaveCount(expected.length);
  for (const [label, url, heading] of expected) {
    await footer.link(label).click();
    await expect(page).toHaveURL(url);
    await expect(page.locator('.remote-root--cs_center').getByRole('heading', { name: heading, level: 1 })).toBeVisible();
  }
});

test('policy detail, card benefit and customs-number modals show seeded content', async ({ page }) => {
  const stack = new ModalStack(page);
  await page.goto('/cs-center');
  await stack.openByHash('#policy-detail?type=privacy');
  const policy = stack.modal('policy-detail').getByRole('dialog');
  await expect(policy.getByRole('heading', { name: '개인정보 수집 및 이용' })).toBeVisible();
  await expect(policy).toContainText('개인정보 보호책임자: 이지은');
  await page.goBack();
  await expect(policy).toHaveCount(0);

  await stack.openByHash('#card-benefit');
  const cards = stack.modal('card-benefit').getByRole('dialog');
  await expect(cards.getByRole('row', { name: '삼성카드 2~6개월 (50,000원 이상)' })).toBeVisible();
  await page.goBack();

  await stack.openByHash('#unipass-policy');
  const unipass = stack.modal('unipass-policy').getByRole('dialog');
  await expect(unipass.getByRole('heading', { name: '개인통관고유부호 안내' })).toBeVisible();
  await expect(unipass).toContainText('P로 시작하는 13자리');
});

import { expect, test } from '../../../fixtures/test';
import { MainPage, legoSection } from '../../../pages/exhibit-page';
import { ModalStack } from '../../../pages/modal-stack';
import { CONTENT_TIMEOUT } from '../../../pages/shell-chrome';
import { seriousViolations } from '../../../fixtures/axe';

test('main: the seeded lego sections in their stored order, each with its own content', async ({ page }) => {
  const main = new MainPage(page);
  await main.goto();
  await expect(main.root.getByRole('region', { name: '메인 배너' }).locator('a[href="/planning/1"]')).toBeAttached({ timeout: CONTENT_TIMEOUT });
  await expect(main.root.locator('.page-section__title')).toHaveText(['지금 가장 인기 있는 상품', '신상품'], { timeout: CONTENT_TIMEOUT });
  // The sections below the top are not loaded until the shopper scrolls near them.
  await expect(legoSection(page, '오늘의 타임딜')).toHaveCount(0);
  await main.revealLowerSections();
  await expect(main.root.locator('.page-section__title')).toHaveText([
    '지금 가장 인기 있는 상품',
    '신상품',
    '오늘의 타임딜',
    '진행 중인 기획전',
    '이벤트 모아보기',
    '이벤트 & 혜택',
    '인기 브랜드',
    '지금 라이브 중',
    '단독 특가',
  ]);

  const deals = legoSection(page, '오늘의 타임딜');
  await expect(deals.getByRole('article', { name: '오늘만 이 가격! 경량 패딩' })).toContainText(/종료까지 (1일 )?\d{2}:\d{2}:\d{2}/);
  await expect(deals.getByRole('article', { name: '오늘만 이 가격! 경량 패딩' })).toContainText('29,900원');
  await expect(deals.getByRole('article', { name: '내일 오픈 캐시미어 니트' })).toContainText(/오픈 예정.*오픈까지/);
  await expect(deals.getByRole('article', { name: '내일 오픈 캐시미어 니트' })).toContainText(/\d{4}\.\d{2}\.\d{2} \d{2}:\d{2} 오픈/);
  const ended = deals.getByRole('article', { name: '지난 타임딜 러닝화' });
  await expect(ended.locator('.time-deal__badge')).toHaveText('종료');
  await expect(ended).toContainText('종료되었습니다');
  await expect(ended).not.toContainText(/오픈까지|종료까지/);

  const teasers = legoSection(page, '진행 중인 기획전');
  await expect(teasers.getByRole('link')).toHaveCount(5);
  await expect(teasers.locator('a[href="/planning/1"]')).toContainText('겨울 아우터 대전');
  await expect(teasers.locator('a[href="/planning/1"]')).toContainText('진행 중');
  await expect(teasers.locator('a[href="/planning/4"]')).toContainText('오픈 예정');

  await expect(legoSection(page, '인기 브랜드').getByRole('listitem')).toHaveCount(8);
  await expect(legoSection(page, '지금 라이브 중').getByRole('article', { name: '겨울 아우터 라이브 특가' })).toContainText('쇼호스트 김하늘');
  await expect(legoSection(page, '단독 특가').getByRole('list', { name: '단독 특가' }).getByRole('listitem')).toHaveCount(10);
  expect(await seriousViolations(page)).toEqual([]);
});

test('banner-list modal: every main banner as a list, a banner leads to its page', async ({ page }) => {
  const main = new MainPage(page);
  const stack = new ModalStack(page);
  await main.goto();
  await main.root.getByRole('link', { name: '배너 전체보기' }).click({ timeout: CONTENT_TIMEOUT });
  const dialog = stack.dialog('진행 중인 이벤트 전체');
  await expect(dialog.getByRole('listitem')).toHaveCount(4);
  await expect(dialog.getByRole('link').first()).toContainText('겨울 아우터 대전');
  await dialog.getByRole('link', { name: /겨울 아우터 대전/ }).click();
  await expect(page).toHaveURL('/planning/1');
  await expect(stack.modals).toHaveCount(0);
  await expect(main.root.getByRole('heading', { level: 1, name: '겨울 아우터 대전' })).toBeVisible({ timeout: CONTENT_TIMEOUT });
});

test('block-banner-list modal: the block banners two to a row', async ({ page }) => {
  const main = new MainPage(page);
  const stack = new ModalStack(page);
  await main.goto();
  await expect(main.root.locator('.page-section').first()).toBeVisible({ timeout: CONTENT_TIMEOUT });
  await main.revealLowerSections();
  await legoSection(page, '이벤트 & 혜택').getByRole('button', { name: '이벤트 & 혜택 전체보기' }).click({ timeout: CONTENT_TIMEOUT });
  const dialog = stack.dialog('이벤트 & 혜택 전체');
  await expect(dialog.getByRole('link')).toHaveText([/러닝 시즌 오픈/, /홀리데이 선물 가이드/, /니트 & 가디건 위크/, /2027 봄 신상 프리뷰/]);
});

import { expect, test } from '../../../fixtures/test';
import { PlanningPage } from '../../../pages/exhibit-page';
import { CONTENT_TIMEOUT } from '../../../pages/shell-chrome';

test('planning, ongoing: its period, a countdown to the end and its goods from catalog’s card', async ({ page }) => {
  const planning = new PlanningPage(page);
  await planning.goto(1);
  await expect(planning.heading).toHaveText('겨울 아우터 대전', { timeout: CONTENT_TIMEOUT });
  await expect(planning.state).toHaveText('진행 중');
  await expect(planning.countdown).toContainText(/종료까지 \d+일 \d{2}:\d{2}:\d{2}/);
  await expect(planning.goods.getByRole('listitem')).toHaveCount(10);
  await expect(planning.root.getByRole('heading', { level: 2 })).toContainText('기획전 상품 10개');
  await expect(page).toHaveTitle('겨울 아우터 대전 | 케이몰 기획전');
});

test('planning, upcoming: when it opens and a countdown, goods kept back', async ({ page }) => {
  const planning = new PlanningPage(page);
  await planning.goto(4);
  await expect(planning.heading).toHaveText('2027 봄 신상 프리뷰', { timeout: CONTENT_TIMEOUT });
  await expect(planning.state).toHaveText('오픈 예정');
  await expect(planning.countdown).toContainText(/오픈까지 1[34]일/);
  await expect(planning.root).toContainText('기획전이 열리면 상품이 공개됩니다. (상품 6개 준비 중)');
  await expect(planning.goods).toHaveCount(0);
});

test('planning, ended and missing: ended says so and keeps its goods; an unknown id is a clear message', async ({ page }) => {
  const planning = new PlanningPage(page);
  await planning.goto(6);
  await expect(planning.heading).toHaveText('가을 아우터 클리어런스', { timeout: CONTENT_TIMEOUT });
  await expect(planning.state).toHaveText('종료');
  await expect(planning.countdown).toHaveText('종료되었습니다');
  await expect(planning.root).toContainText('종료된 기획전입니다. 상품은 계속 구매하실 수 있어요.');
  await expect(planning.goods.getByRole('listitem')).toHaveCount(6);
  await planning.goto(999);
  await expect(planning.root).toContainText('기획전을 찾을 수 없습니다.', { timeout: CONTENT_TIMEOUT });
});

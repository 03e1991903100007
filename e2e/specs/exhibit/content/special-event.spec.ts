import { expect, test } from '../../../fixtures/test';
import { SpecialEventPage } from '../../../pages/exhibit-page';
import { CONTENT_TIMEOUT } from '../../../pages/shell-chrome';

test('/special-event: ongoing events closing soonest first, then upcoming and ended ones', async ({ page }) => {
  await page.goto('/special-event');
  const root = page.locator('.remote-root--exhibit');
  await expect(root.getByRole('heading', { level: 1, name: '이벤트' })).toBeVisible({ timeout: CONTENT_TIMEOUT });
  const ongoing = root.getByRole('list', { name: '진행 중인 이벤트' }).getByRole('listitem');
  await expect(ongoing).toHaveCount(3);
  await expect(ongoing.nth(0)).toContainText('앱 다운로드 럭키 드로우');
  await expect(ongoing.nth(0)).toContainText('추첨 100명 10,000원 할인 쿠폰');
  await expect(ongoing.nth(2)).toContainText('첫 구매 웰컴 이벤트');
  await expect(root.getByRole('list', { name: '오픈 예정 이벤트' }).getByRole('listitem')).toHaveText([/신년 출석 체크/]);
  const ended = root.getByRole('list', { name: '종료된 이벤트' }).getByRole('listitem');
  await expect(ended).toHaveCount(2);
  await expect(ended.nth(0)).toContainText('종료');
  await ongoing.nth(2).getByRole('link').click();
  await expect(page).toHaveURL('/special-event/detail/1');
  await expect(page).toHaveTitle('첫 구매 웰컴 이벤트 | 케이몰 이벤트');
});

test('special event, ongoing: benefit, countdown, how to take part, notes and its goods from catalog’s card', async ({ page }) => {
  const event = new SpecialEventPage(page);
  await event.goto(1);
  await expect(event.heading).toHaveText('첫 구매 웰컴 이벤트', { timeout: CONTENT_TIMEOUT });
  await expect(event.state).toHaveText('진행 중');
  await expect(event.root).toContainText('첫 구매 고객 전원 적립금 5,000원');
  await expect(event.countdown).toContainText(/종료까지 \d+일 \d{2}:\d{2}:\d{2}/);
  await expect(event.section('참여 방법').getByRole('listitem')).toHaveCount(3);
  await expect(event.section('유의사항')).toContainText('주문 취소·반품 시 적립금은 회수됩니다.');
  await expect(event.goods.getByRole('listitem')).toHaveCount(6);
});

test('special event, upcoming and ended say so; an unknown id is a clear message', async ({ page }) => {
  const event = new SpecialEventPage(page);
  await event.goto(4);
  await expect(event.heading).toHaveText('신년 출석 체크', { timeout: CONTENT_TIMEOUT });
  await expect(event.state).toHaveText('오픈 예정');
  await expect(event.countdown).toContainText(/오픈까지 2[45]일/);
  await expect(event.root).toContainText('이벤트가 열리면 참여하실 수 있어요.');

  await event.goto(5);
  await expect(event.heading).toHaveText('블랙프라이데이 구매 인증', { timeout: CONTENT_TIMEOUT });
  await expect(event.state).toHaveText('종료');
  await expect(event.countdown).toHaveText('종료되었습니다');
  await expect(event.root).toContainText('종료된 이벤트입니다. 참여해 주셔서 감사합니다.');

  await event.goto(999);
  await expect(event.root).toContainText('이벤트를 찾을 수 없습니다.', { timeout: CONTENT_TIMEOUT });
});

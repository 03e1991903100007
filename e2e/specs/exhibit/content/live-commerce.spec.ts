import { expect, test } from '../../../fixtures/test';
import { LiveCommercePages } from '../../../pages/exhibit-page';
import { ModalStack } from '../../../pages/modal-stack';
import { CONTENT_TIMEOUT } from '../../../pages/shell-chrome';

test('/live-commerce: the broadcasts on air, the upcoming ones with their start, the replays', async ({ page }) => {
  const live = new LiveCommercePages(page);
  await live.goto();
  await expect(live.heading).toHaveText('라이브 커머스', { timeout: CONTENT_TIMEOUT });
  const onAir = live.items('지금 방송 중');
  await expect(onAir).toHaveCount(2);
  await expect(onAir.nth(0)).toContainText('LIVE');
  await expect(onAir.nth(0)).toContainText('겨울 아우터 라이브 특가');
  await expect(onAir.nth(0)).toContainText('쇼호스트 김하늘');
  await expect(onAir.nth(0)).toContainText('방송 상품 4개');
  await expect(onAir.nth(1)).toContainText('러닝화 신상 언박싱 라이브');
  const upcoming = live.items('방송 예정');
  await expect(upcoming).toHaveCount(2);
  await expect(upcoming.nth(0)).toContainText('니트 코디 라이브');
  await expect(upcoming.nth(0)).toContainText(/\d{4}\.\d{2}\.\d{2} \d{2}:\d{2} 시작/);
  await expect(upcoming.nth(0)).toContainText(/오픈까지 (1일 )?\d{2}:\d{2}:\d{2}/);
  await expect(upcoming.nth(1)).toContainText('홀리데이 선물 추천 라이브');
  const replays = live.items('지난 방송 다시보기');
  await expect(replays).toHaveCount(2);
  await expect(replays.nth(0)).toContainText('다시보기');
  await expect(replays.nth(0)).toContainText('가을 니트 시즌오프 라이브');
  await expect(replays.nth(1)).toContainText('블랙프라이데이 라이브');
  await expect(page).toHaveTitle('라이브 커머스 | 케이몰');
  await onAir.nth(0).getByRole('link').click();
  await expect(page).toHaveURL('/live-commerce/1');
});

test('live room on air: the sandbox player, the chat feed, the goods; a visitor is asked to log in to chat', async ({ page }) => {
  const live = new LiveCommercePages(page);
  await live.goto(1);
  await expect(live.heading).toHaveText('겨울 아우터 라이브 특가', { timeout: CONTENT_TIMEOUT });
  await expect(live.badge).toHaveText('LIVE');
  await expect(live.video).toHaveAttribute('aria-label', '라이브 샌드박스 플레이어: 겨울 아우터 라이브 특가');
  await expect(live.stage).toContainText('샌드박스 플레이어: 실제 송출이 아닌 케이몰 데모 영상을 재생합니다.');
  await expect(live.root).toContainText('쇼호스트 김하늘');
  await expect(live.root).toContainText(/종료까지/);
  await expect(live.feed.first()).toContainText('쇼호스트 김하늘');
  await expect(live.feed.first()).toContainText('겨울 아우터 라이브 특가 시작합니다');
  await expect(live.chat).toContainText('키 165에 M 사이즈 괜찮을까요?');
  await expect(live.goods.getByRole('listitem')).toHaveCount(4);
  await expect(page).toHaveTitle('겨울 아우터 라이브 특가 | 케이몰 라이브');

  await expect(live.chat).toContainText('로그인 후 채팅에 참여할 수 있습니다.');
  await live.chat.getByRole('button', { name: '로그인하고 채팅하기' }).click();
  const stack = new ModalStack(page);
  await expect(stack.alert).toContainText('로그인이 필요합니다.');
  await stack.alert.getByRole('button', { name: '확인' }).click();
  await expect(page).toHaveURL(`/login?redirect_to_after=${encodeURIComponent('/live-commerce/1')}`);
});

test('a live room plays the sandbox video', async ({ page }) => {
  const live = new LiveCommercePages(page);
  await live.goto(1);
  await expect(live.video).toBeVisible({ timeout: CONTENT_TIMEOUT });
  // Playing, not only present: the playhead moves on by itself (muted autoplay).
  await expect.poll(() => live.video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: CONTENT_TIMEOUT }).toBeGreaterThan(0.5);
  expect(await live.video.evaluate((v: HTMLVideoElement) => ({ paused: v.paused, error: v.error?.code ?? null }))).toEqual({ paused: false, error: null });
});

test('live room upcoming: when it starts, no player, chat not open yet', async ({ page }) => {
  const live = new LiveCommercePages(page);
  await live.goto(2);
  await expect(live.heading).toHaveText('니트 코디 라이브', { timeout: CONTENT_TIMEOUT });
  await expect(live.badge).toHaveText('방송 예정');
  await expect(live.stage).toContainText(/\d{4}\.\d{2}\.\d{2} \d{2}:\d{2} 방송 시작/);
  await expect(live.stage).toContainText(/오픈까지 (1일 )?\d{2}:\d{2}:\d{2}/);
  await expect(live.video).toHaveCount(0);
  await expect(live.chat).toContainText('아직 채팅이 없습니다.');
  await expect(live.chat).toContainText('방송이 시작되면 채팅할 수 있습니다.');
  await expect(live.goods.getByRole('listitem')).toHaveCount(3);
});

test('live room ended: the replay in the sandbox player, the chat closed; unknown rooms say so', async ({ page }) => {
  const live = new LiveCommercePages(page);
  await live.goto(3);
  await expect(live.heading).toHaveText('블랙프라이데이 라이브', { timeout: CONTENT_TIMEOUT });
  await expect(live.badge).toHaveText('다시보기');
  await expect(live.video).toHaveAttribute('aria-label', '다시보기 샌드박스 플레이어: 블랙프라이데이 라이브');
  await expect(live.chat).toContainText('시청해 주셔서 감사합니다.');
  await expect(live.chat).toContainText('방송이 종료되어 채팅할 수 없습니다.');
  await expect(live.chat.getByRole('textbox')).toHaveCount(0);

  await live.goto(999);
  await expect(live.root).toContainText('라이브 방송을 찾을 수 없습니다.', { timeout: CONTENT_TIMEOUT });
});

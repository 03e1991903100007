import { expect, test } from '../../../fixtures/test';
import { MEMBER_STATE } from '../../../fixtures/member-state';
import { RaffleDetailPage, RaffleListPage } from '../../../pages/exhibit-page';
import { ModalStack } from '../../../pages/modal-stack';
import { CONTENT_TIMEOUT } from '../../../pages/shell-chrome';

test('/raffle: ongoing raffles closing soonest first with their entries, then the upcoming one', async ({ page }) => {
  const list = new RaffleListPage(page);
  await list.goto();
  await expect(list.heading).toBeVisible({ timeout: CONTENT_TIMEOUT });
  await expect(list.tabs.getByRole('link', { name: '진행 중' })).toHaveAttribute('aria-current', 'page');
  const ongoing = list.items('진행 중인 래플');
  await expect(ongoing).toHaveCount(3);
  await expect(ongoing.nth(0)).toContainText('모던 레더 자켓 아카이브 래플');
  await expect(ongoing.nth(0)).toContainText('259,000원');
  await expect(ongoing.nth(0)).toContainText('응모 9명 · 당첨 5명');
  await expect(ongoing.nth(0)).toContainText(/종료까지 (1일 )?\d{2}:\d{2}:\d{2}/);
  await expect(ongoing.nth(1)).toContainText('쿠셔닝 러닝화 러너스 에디션 래플');
  const upcoming = list.items('오픈 예정 래플');
  await expect(upcoming).toHaveCount(1);
  await expect(upcoming.first()).toContainText('태슬 로퍼 홀리데이 에디션 래플');
  await expect(upcoming.first()).toContainText(/오픈까지 [12]일/);
  await expect(page).toHaveTitle('래플 | 케이몰');
});

test('/raffle/end: ended raffles, latest first, announced or waiting for the announcement', async ({ page }) => {
  const list = new RaffleListPage(page);
  await list.goto(true);
  await expect(list.heading).toBeVisible({ timeout: CONTENT_TIMEOUT });
  await expect(list.tabs.getByRole('link', { name: '종료' })).toHaveAttribute('aria-current', 'page');
  const ended = list.items('종료된 래플');
  await expect(ended).toHaveCount(3);
  await expect(ended.nth(0)).toContainText('레더 자켓 블랙 에디션 래플');
  await expect(ended.nth(0)).toContainText(/\d{4}\.\d{2}\.\d{2} \d{2}:\d{2} 당첨자 발표/);
  await expect(ended.nth(1)).toContainText('트레일 러닝화 고어텍스 래플');
  await expect(ended.nth(1)).toContainText('당첨자 발표 완료');
  await ended.nth(1).getByRole('link').click();
  await expect(page).toHaveURL('/raffle/detail/5');
});

test('raffle detail, ongoing: facts, sizes, the goods card; a visitor is asked to log in to enter', async ({ page }) => {
  const raffle = new RaffleDetailPage(page);
  await raffle.goto(3);
  await expect(raffle.heading).toHaveText('모던 레더 자켓 아카이브 래플', { timeout: CONTENT_TIMEOUT });
  await expect(raffle.state).toHaveText('진행 중');
  await expect(raffle.countdown).toContainText(/종료까지/);
  await expect(raffle.facts).toContainText('응모 인원9명');
  await expect(raffle.facts).toContainText('당첨 인원5명');
  await expect(raffle.facts).toContainText('S · M · L · XL');
  await expect(raffle.goods.getByRole('listitem')).toHaveCount(1);
  await raffle.button('응모하기').click();
  const stack = new ModalStack(page);
  await expect(stack.alert).toContainText('로그인이 필요합니다.');
  await stack.alert.getByRole('button', { name: '확인' }).click();
  await expect(page).toHaveURL(`/login?redirect_to_after=${encodeURIComponent('/raffle/detail/3')}`);
});

test('raffle detail, upcoming and ended: no entry before the opening, winners after the end; unknown ids say so', async ({ page }) => {
  const raffle = new RaffleDetailPage(page);
  await raffle.goto(4);
  await expect(raffle.heading).toHaveText('태슬 로퍼 홀리데이 에디션 래플', { timeout: CONTENT_TIMEOUT });
  await expect(raffle.state).toHaveText('오픈 예정');
  await expect(raffle.button(/오픈 예정$/)).toBeDisabled();
  await expect(raffle.facts).toContainText('응모 인원0명');

  await raffle.goto(6);
  await expect(raffle.heading).toHaveText('하이탑 스니커즈 화이트 래플', { timeout: CONTENT_TIMEOUT });
  await expect(raffle.state).toHaveText('종료');
  await expect(raffle.countdown).toHaveText('종료되었습니다');
  await expect(raffle.button('응모 마감')).toBeDisabled();
  await expect(raffle.button('응모하기')).toHaveCount(0);

  await raffle.goto(999);
  await expect(raffle.root).toContainText('래플을 찾을 수 없습니다.', { timeout: CONTENT_TIMEOUT });
});

test('raffle-winners: the drawn winners with names and ids partly hidden; before the announcement, when it comes', async ({ page }) => {
  const raffle = new RaffleDetailPage(page);
  const stack = new ModalStack(page);
  await raffle.goto(5);
  await expect(raffle.heading).toHaveText('트레일 러닝화 고어텍스 래플', { timeout: CONTENT_TIMEOUT });
  await raffle.button('당첨자 보기').click();
  const winners = stack.dialog('당첨자 발표');
  await expect(winners).toContainText('응모 22명 중 5명 추첨');
  const rows = winners.getByRole('table').getByRole('row');
  await expect(rows).toHaveCount(6);
  await expect(rows.nth(1).getByRole('cell').nth(0)).toHaveText('1');
  await expect(rows.nth(1).getByRole('cell').nth(1)).toHaveText(/^.\*+.?$/);
  await expect(rows.nth(1).getByRole('cell').nth(2)).toContainText('*');
  await expect(winners).not.toContainText('김데모');
  await winners.getByRole('button', { name: '확인' }).click();
  await expect(winners).toHaveCount(0);

  await raffle.goto(7);
  await expect(raffle.heading).toHaveText('레더 자켓 블랙 에디션 래플', { timeout: CONTENT_TIMEOUT });
  await stack.openByHash('#raffle-winners?raffle_id=7');
  await expect(stack.dialog('당첨자 발표')).toContainText('당첨자 발표 전입니다.');
});

test('raffle-guide: from the list, the steps from entry to purchase', async ({ page }) => {
  const list = new RaffleListPage(page);
  await list.goto();
  await expect(list.heading).toBeVisible({ timeout: CONTENT_TIMEOUT });
  await list.root.getByRole('button', { name: '래플 안내' }).click();
  const guide = new ModalStack(page).dialog('래플 응모 안내');
  await expect(guide.getByRole('listitem')).toHaveCount(4);
  await expect(guide).toContainText('1. 응모하기');
  await expect(guide).toContainText('래플마다 1회 응모할 수 있어요');
  await expect(guide).toContainText('4. 구매');
});

test.describe('as the demo member', () => {
  test.use({ storageState: MEMBER_STATE });

  test('raffle detail shows the member’s own entry and result; entering again is not offered', async ({ page }) => {
    const raffle = new RaffleDetailPage(page);
    await raffle.goto(2);
    await expect(raffle.heading).toHaveText('쿠셔닝 러닝화 러너스 에디션 래플', { timeout: CONTENT_TIMEOUT });
    await expect(raffle.mine).toContainText('응모 완료');
    await expect(raffle.mine).toContainText('사이즈 260');
    await expect(raffle.button('응모 완료')).toBeDisabled();
    await new ModalStack(page).openByHash('#raffle-entry?raffle_id=2');
    await expect(new ModalStack(page).dialog('래플 응모')).toContainText('이미 응모하신 래플입니다.');

    await raffle.goto(5);
    await expect(raffle.mine).toContainText('당첨', { timeout: CONTENT_TIMEOUT });
    await expect(raffle.mine).toContainText('래플 가격으로 구매해 주세요');
  });

  test('raffle-entry: sizes, the notes and consent, each missing choice refused with a message', async ({ page }) => {
    const raffle = new RaffleDetailPage(page);
    await raffle.goto(3);
    await expect(raffle.heading).toHaveText('모던 레더 자켓 아카이브 래플', { timeout: CONTENT_TIMEOUT });
    await raffle.button('응모하기').click();
    const entry = new ModalStack(page).dialog('래플 응모');
    await expect(entry.getByRole('group', { name: '사이즈 선택' }).getByRole('radio')).toHaveCount(4);
    await expect(entry.getByRole('region', { name: '응모 유의사항' }).getByRole('listitem')).toHaveCount(4);
    await entry.getByRole('button', { name: '응모하기' }).click();
    await expect(entry.getByRole('alert')).toHaveText('응모할 사이즈를 선택해 주세요.');
    await entry.getByText('M', { exact: true }).click();
    await entry.getByRole('button', { name: '응모하기' }).click();
    await expect(entry.getByRole('alert')).toHaveText('응모 유의사항에 동의해 주세요.');
    await expect(entry.getByRole('radio', { name: 'M' })).toBeChecked();
    await entry.getByRole('button', { name: '취소' }).click();
    await expect(entry).toHaveCount(0);
  });

  test('/mypage/raffle: every raffle the member entered with its size and result', async ({ page }) => {
    await page.goto('/mypage/raffle');
    const root = page.locator('.remote-root--mypage');
    await expect(root.getByRole('heading', { level: 1, name: '래플 응모 내역' })).toBeVisible({ timeout: CONTENT_TIMEOUT });
    await expect(root).toContainText('응모 4건 · 당첨 1건 · 발표 대기 2건');
    const items = root.getByRole('list', { name: '응모한 래플' }).getByRole('listitem');
    await expect(items).toHaveCount(4);
    const won = items.filter({ hasText: '트레일 러닝화 고어텍스 래플' });
    await expect(won).toContainText('당첨');
    await expect(won).toContainText('발표 완료');
    await expect(items.filter({ hasText: '하이탑 스니커즈 화이트 래플' })).toContainText('미당첨');
    await expect(items.filter({ hasText: '쿠셔닝 러닝화 러너스 에디션 래플' })).toContainText('사이즈 260 · 래플 가격 119,000원');
    await won.getByRole('link').click();
    await expect(page).toHaveURL('/raffle/detail/5');
  });
});

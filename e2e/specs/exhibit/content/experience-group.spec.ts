import { expect, test } from '../../../fixtures/test';
import { MEMBER_STATE } from '../../../fixtures/member-state';
import { ExperienceGroupPages } from '../../../pages/exhibit-page';
import { ModalStack } from '../../../pages/modal-stack';
import { CONTENT_TIMEOUT } from '../../../pages/shell-chrome';

test('/experience-group: recruiting closing soonest first, then the upcoming one; the announced and ended tabs', async ({ page }) => {
  const groups = new ExperienceGroupPages(page);
  await groups.goto('/experience-group');
  await expect(groups.root.getByRole('heading', { level: 1, name: '체험단' })).toBeVisible({ timeout: CONTENT_TIMEOUT });
  await expect(groups.tabs.getByRole('link', { name: '모집 중' })).toHaveAttribute('aria-current', 'page');
  const recruiting = groups.items('모집 중');
  await expect(recruiting).toHaveCount(3);
  await expect(recruiting.nth(0)).toContainText('캐시미어 머플러 데일리 체험단');
  await expect(recruiting.nth(0)).toContainText('모집 3명 · 신청 2명');
  await expect(recruiting.nth(0)).toContainText(/종료까지 (\d일 )?\d{2}:\d{2}:\d{2}/);
  await expect(recruiting.nth(1)).toContainText('구스다운 롱패딩 한겨울 체험단');
  await expect(recruiting.nth(1)).toContainText('롱패딩 본품 무료 제공');
  await expect(recruiting.nth(2)).toContainText('모집 예정');
  await expect(recruiting.nth(2)).toContainText(/오픈까지 [23]일/);
  await expect(page).toHaveTitle('체험단 | 케이몰');

  await groups.tabs.getByRole('link', { name: '당첨 발표' }).click();
  await expect(page).toHaveURL('/experience-group?tab=announced');
  const announced = groups.items('당첨 발표');
  await expect(announced).toHaveCount(2, { timeout: CONTENT_TIMEOUT });
  await expect(announced.nth(0)).toContainText('러닝화 쿠셔닝 체험단');
  await expect(announced.nth(0)).toContainText('발표 완료');
  await expect(announced.nth(0)).toContainText(/리뷰 작성 ~ \d{4}\.\d{2}\.\d{2}/);
  await expect(announced.nth(1)).toContainText('발표 대기');
  await expect(announced.nth(1)).toContainText(/\d{4}\.\d{2}\.\d{2} \d{2}:\d{2} 선정 발표/);

  await groups.tabs.getByRole('link', { name: '종료' }).click();
  const ended = groups.items('종료');
  await expect(ended).toHaveCount(1, { timeout: CONTENT_TIMEOUT });
  await expect(ended.first()).toContainText('가을 트위드 자켓 체험단');
  await expect(ended.first()).toContainText('체험 종료');
  await ended.first().getByRole('link').click();
  await expect(page).toHaveURL('/experience-group/detail/6');
});

test('experience group detail, recruiting: facts, mission, the goods card; a visitor is asked to log in to apply', async ({ page }) => {
  const groups = new ExperienceGroupPages(page);
  await groups.gotoDetail(1);
  await expect(groups.heading).toHaveText('구스다운 롱패딩 한겨울 체험단', { timeout: CONTENT_TIMEOUT });
  await expect(groups.state).toHaveText('모집 중');
  await expect(groups.countdown).toContainText('종료까지');
  await expect(groups.facts).toContainText('모집 인원5명');
  await expect(groups.facts).toContainText(/신청 인원\d+명/);
  await expect(groups.root.getByRole('region', { name: '체험 미션' }).getByRole('listitem')).toHaveCount(3);
  await expect(groups.goods.getByRole('listitem')).toHaveCount(1);
  await expect(groups.root.getByRole('region', { name: '선정된 회원' })).toHaveCount(0);
  await groups.button('체험단 신청하기').click();
  const stack = new ModalStack(page);
  await expect(stack.alert).toContainText('로그인이 필요합니다.');
  await stack.alert.getByRole('button', { name: '확인' }).click();
  await expect(page).toHaveURL(`/login?redirect_to_after=${encodeURIComponent('/experience-group/detail/1')}`);
});

test('experience group detail, upcoming, selecting and ended: no application outside recruiting, the selected and reviews once announced', async ({ page }) => {
  const groups = new ExperienceGroupPages(page);
  await groups.gotoDetail(3);
  await expect(groups.heading).toHaveText('2027 봄 트렌치코트 미리 입어보기', { timeout: CONTENT_TIMEOUT });
  await expect(groups.state).toHaveText('모집 예정');
  await expect(groups.button(/모집 시작$/)).toBeDisabled();
  await expect(groups.facts).toContainText('신청 인원0명');

  await groups.gotoDetail(4);
  await expect(groups.heading).toHaveText('울 블렌드 니트 선정 발표 대기', { timeout: CONTENT_TIMEOUT });
  await expect(groups.state).toHaveText('발표 대기');
  await expect(groups.button('모집 마감')).toBeDisabled();
  await expect(groups.root.getByRole('region', { name: '선정된 회원' })).toContainText('선정 결과를 발표합니다');
  await expect(groups.selected).toHaveCount(0);

  await groups.gotoDetail(6);
  await expect(groups.heading).toHaveText('가을 트위드 자켓 체험단', { timeout: CONTENT_TIMEOUT });
  await expect(groups.state).toHaveText('종료');
  await expect(groups.countdown).toHaveText('종료되었습니다');
  await expect(groups.button('모집 마감')).toBeDisabled();
  await expect(groups.root.getByRole('region', { name: '선정된 회원' })).toContainText('신청 9명 중 3명 선정');
  await expect(groups.selected).toHaveCount(3);
  await expect(groups.selected.first()).toHaveText(/^.\*+.? \(.+\*+\)$/);
  await expect(groups.reviews).toHaveCount(3);
  await expect(groups.root.getByRole('img', { name: /체험 사진 [12]$/ })).toHaveCount(2);

  await groups.gotoDetail(999);
  await expect(groups.root).toContainText('체험단을 찾을 수 없습니다.', { timeout: CONTENT_TIMEOUT });
});

test('/experience-group/create: a visitor is asked to log in; without a group it says which to pick', async ({ page }) => {
  const groups = new ExperienceGroupPages(page);
  await groups.gotoCreate(1);
  await expect(groups.root.getByRole('heading', { level: 1, name: '체험단 신청' })).toBeVisible({ timeout: CONTENT_TIMEOUT });
  await expect(groups.root).toContainText('로그인 후 체험단에 신청하실 수 있습니다.');
  await groups.root.getByRole('link', { name: '로그인하고 신청하기' }).click();
  await expect(page).toHaveURL(`/login?redirect_to_after=${encodeURIComponent('/experience-group/create?id=1')}`);

  await groups.goto('/experience-group/create');
  await expect(groups.root).toContainText('신청할 체험단을 찾을 수 없습니다.', { timeout: CONTENT_TIMEOUT });
});

test.describe('as the demo member', () => {
  test.use({ storageState: MEMBER_STATE });

  test('the member’s own application: applied, selected with a review to write; applying twice or late is refused', async ({ page }) => {
    const groups = new ExperienceGroupPages(page);
    await groups.gotoDetail(1);
    await expect(groups.mine).toContainText('신청 완료', { timeout: CONTENT_TIMEOUT });
    await expect(groups.mine).toContainText('사이즈');
    await expect(groups.button('신청 완료')).toBeDisabled();
    await groups.gotoCreate(1);
    await expect(groups.root.getByRole('alert')).toHaveText('이미 신청하신 체험단입니다. 체험단은 1인 1회만 신청할 수 있습니다.', { timeout: CONTENT_TIMEOUT });
    await groups.gotoCreate(4);
    await expect(groups.root.getByRole('alert')).toHaveText('모집이 마감된 체험단입니다.', { timeout: CONTENT_TIMEOUT });

    await groups.gotoDetail(5);
    await expect(groups.mine).toContainText('선정', { timeout: CONTENT_TIMEOUT });
    await expect(groups.mine).toContainText('축하합니다! 체험단에 선정되셨어요.');
    await expect(groups.selected).toHaveCount(6);
  });

  test('/experience-group/create: an option and a plan of 20 characters or more, each missing one refused, the input kept', async ({ page }) => {
    const groups = new ExperienceGroupPages(page);
    await groups.gotoCreate(2);
    const form = groups.root.getByRole('form', { name: '체험단 신청' });
    await expect(form).toContainText('캐시미어 머플러 데일리 체험단', { timeout: CONTENT_TIMEOUT });
    await form.getByRole('button', { name: '신청하기' }).click();
    await expect(form.getByRole('alert')).toHaveText('체험할 옵션을 선택해 주세요.');
    await form.getByRole('group', { name: '옵션 선택' }).getByRole('radio').first().check({ force: true });
    await form.getByLabel('체험 계획').fill('잘 쓸게요');
    await form.getByRole('button', { name: '신청하기' }).click();
    await expect(form.getByRole('alert')).toHaveText('체험 계획은 20자 이상 입력해 주세요.');
    await expect(form.getByLabel('체험 계획')).toHaveValue('잘 쓸게요');
    await expect(form.getByRole('group', { name: '옵션 선택' }).getByRole('radio').first()).toBeChecked();
    await expect(form).toContainText('5/300자');
  });

  test('experience-group-review-create: score and text checked like a goods review before sending', async ({ page }) => {
    const groups = new ExperienceGroupPages(page);
    await groups.gotoDetail(5);
    await groups.button('체험 리뷰 쓰기').click();
    const stack = new ModalStack(page);
    const dialog = stack.dialog('체험 리뷰 쓰기');
    await expect(dialog).toContainText('러닝화 쿠셔닝 체험단');
    await dialog.getByRole('button', { name: '등록하기' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('별점을 선택해 주세요.');
    await dialog.getByRole('radio', { name: '5점 최고예요' }).check({ force: true });
    await dialog.getByLabel('리뷰 내용').fill('좋아요');
    await dialog.getByRole('button', { name: '등록하기' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('리뷰는 10자 이상 작성해 주세요.');
    await dialog.getByRole('button', { name: '취소' }).click();
    await expect(dialog).toHaveCount(0);

    // Not selected for a group still selecting: the modal says so instead of a form.
    await stack.openByHash('#experience-group-review-create?experience_group_id=4');
    await expect(stack.dialog('체험 리뷰 쓰기')).toContainText('체험단에 선정된 회원만 체험 리뷰를 작성할 수 있습니다.');
  });
});

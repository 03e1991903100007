import { expect, test } from '../../../fixtures/test';
import { ExperienceGroupPages } from '../../../pages/exhibit-page';
import { LoginPage } from '../../../pages/mypage-page';
import { ModalStack } from '../../../pages/modal-stack';
import { CONTENT_TIMEOUT } from '../../../pages/shell-chrome';

/** mall-api's EXPERIENCE_JOURNEY_MEMBER: not applied to group 1, selected in announced group 5 with no review yet. */
const TESTER = { loginId: 'tester', password: 'tester1234!' } as const;

/** A 4×4 PNG, as a phone's photo picker would hand it over. */
const PHOTO = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAQAAAAECAIAAAAmkwkpAAAAHElEQVR4nGPYUhEFRwytsZ5wxBDubAlHDBpIAAD8pw/xnhtz5AAAAABJRU5ErkJggg==', 'base64');

/**
 * The journey's member applies to recruiting group 1 once (a second try is refused with a clear
 * message), then writes the experience review of group 5, where they were selected, with a photo.
 */
test('apply to an experience group once, then write the selected group’s review with a photo', async ({ page }) => {
  test.slow();
  const groups = new ExperienceGroupPages(page);
  const stack = new ModalStack(page);
  await new LoginPage(page).goto('/experience-group/detail/1');
  await new LoginPage(page).login(TESTER);
  await expect(page).toHaveURL('/experience-group/detail/1');
  await expect(groups.heading).toHaveText('구스다운 롱패딩 한겨울 체험단', { timeout: CONTENT_TIMEOUT });
  const before = Number(/신청 인원(\d+)명/.exec((await groups.facts.textContent()) ?? '')?.[1]);

  await groups.button('체험단 신청하기').click();
  await expect(page).toHaveURL('/experience-group/create?id=1');
  const form = groups.root.getByRole('form', { name: '체험단 신청' });
  await form.getByText('사이즈 M', { exact: true }).click();
  await form.getByLabel('체험 계획').fill('주말마다 캠핑장에서 입어 보고 보온성과 무게감을 사진으로 기록하겠습니다.');
  const posted = page.waitForResponse((r) => r.url().endsWith('/api/v1/experience-reviews/1/applications') && r.request().method() === 'POST');
  await form.getByRole('button', { name: '신청하기' }).click();
  const response = await posted;
  expect(response.status()).toBe(201);
  await expect(stack.alert).toContainText('체험단 신청이 완료되었습니다.');
  await expect(stack.alert).toContainText('신청 옵션: 사이즈 M');
  await stack.alert.getByRole('button', { name: '확인' }).click();
  await expect(page).toHaveURL('/experience-group/detail/1');
  await expect(groups.mine).toContainText('신청 완료', { timeout: CONTENT_TIMEOUT });
  await expect(groups.mine).toContainText('캠핑장에서');
  await expect(groups.facts).toContainText(`신청 인원${before + 1}명`);
  await expect(groups.button('신청 완료')).toBeDisabled();

  const authorization = (await response.request().allHeaders()).authorization!;
  const again = await page.request.post('/api/v1/experience-reviews/1/applications', {
    headers: { authorization },
    data: { goods_option_id: null, plan: '한 번 더 신청합니다. 이번에는 다른 옵션으로요.' },
  });
  expect(again.status()).toBe(409);
  expect(((await again.json()) as { message: string }).message).toBe('이미 신청하신 체험단입니다. 체험단은 1인 1회만 신청할 수 있습니다.');

  await groups.gotoDetail(5);
  await expect(groups.mine).toContainText('선정', { timeout: CONTENT_TIMEOUT });
  const reviewsBefore = await groups.reviews.count();
  await groups.button('체험 리뷰 쓰기').click();
  const dialog = stack.dialog('체험 리뷰 쓰기');
  await dialog.getByRole('radio', { name: '5점 최고예요' }).check({ force: true });
  await dialog.getByLabel('리뷰 내용').fill('매일 5km씩 2주 동안 달려 봤는데 쿠셔닝이 오래 유지돼요. 발볼도 넉넉합니다.');
  await dialog.getByLabel('사진 추가').setInputFiles({ name: 'run.png', mimeType: 'image/png', buffer: PHOTO });
  await expect(dialog.getByRole('img', { name: '올린 사진 1' })).toBeVisible();
  await dialog.getByRole('button', { name: '등록하기' }).click();
  await expect(stack.alert).toContainText('체험 리뷰가 등록되었습니다.');
  await stack.alert.getByRole('button', { name: '확인' }).click();
  await expect(groups.reviews).toHaveCount(reviewsBefore + 1, { timeout: CONTENT_TIMEOUT });
  await expect(groups.reviews.first()).toContainText('쿠셔닝이 오래 유지돼요');
  await expect(groups.reviews.first().getByRole('img', { name: /체험 사진 1$/ })).toBeVisible();
  await expect(groups.mine).toContainText('체험 리뷰를 작성하셨습니다.');
  await expect(groups.button('체험 리뷰 쓰기')).toHaveCount(0);
});

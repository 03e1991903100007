import { expect, test } from '../../../fixtures/test';
import { ModalStack } from '../../../pages/modal-stack';
import { GoodsDetailPage } from '../../../pages/catalog-page';
import { goodsName, LoginPage } from '../../../pages/mypage-page';

/** mall-api's REVIEW_JOURNEY_MEMBER: a member of this journey's own (writing a review earns points). */
const REVIEWER = { loginId: 'reviewer', password: 'review1234!' } as const;

/** A 4×4 PNG, as a phone's photo picker would hand it over. */
const PHOTO = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAQAAAAECAIAAAAmkwkpAAAAHElEQVR4nGPYUhEFRwytsZ5wxBDubAlHDBpIAAD8pw/xnhtz5AAAAABJRU5ErkJggg==', 'base64');

/**
 * The journey's own member writes a photo review for its seeded line (order 20261016-0000904, goods
 * 45), sees it under 작성한 리뷰 and in goods detail's count, then deletes it, so the line is writable
 * again for the next run.
 */
test('write a review with a photo, find it in written and on goods detail, then delete it', async ({ page }) => {
  test.slow();
  const goodsId = 45;
  const name = await goodsName(page, goodsId);
  const countOf = async () => ((await (await page.request.get(`/api/v1/goods/${goodsId}`)).json()) as { review_count: number }).review_count;
  const before = await countOf();

  const login = new LoginPage(page);
  await login.goto('/mypage/review/writable');
  await login.login(REVIEWER);
  await expect(page).toHaveURL('/mypage/review/writable');
  const card = page.getByRole('list', { name: '작성 가능한 리뷰' }).getByRole('listitem').filter({ hasText: '20261016-0000904' });
  await card.getByRole('button', { name: `${name} 리뷰 쓰기` }).click();
  const stack = new ModalStack(page);
  const dialog = stack.dialog('리뷰 쓰기');
  await dialog.getByRole('radio', { name: '4점 좋아요' }).check();
  await dialog.getByLabel('리뷰 내용').fill('색감이 화면과 거의 같고 마감이 깔끔해요. 한 치수 크게 주문하길 잘했어요.');
  await dialog.getByLabel('사진 추가').setInputFiles({ name: 'review.png', mimeType: 'image/png', buffer: PHOTO });
  await expect(dialog.getByRole('img', { name: '올린 사진 1' })).toBeVisible();
  await dialog.getByRole('button', { name: '등록하기' }).click();
  await expect(stack.alert).toContainText('리뷰가 등록되었습니다.');
  await stack.alert.getByRole('button', { name: '확인' }).click();
  await expect(page.getByRole('list', { name: '작성 가능한 리뷰' }).getByText('20261016-0000904')).toHaveCount(0);

  await page
    .getByRole('navigation', { name: '리뷰 종류' })
    .getByRole('link', { name: /작성한 리뷰/ })
    .click();
  const written = page.getByRole('list', { name: '작성한 리뷰' }).getByRole('listitem', { name });
  await expect(written).toContainText('한 치수 크게 주문하길 잘했어요.');
  // The reviewer's paid lines (goods 45, 윈터 레더 부츠, at its seeded price) make them 실버 at the monthly
  // re-grade the server runs at start: 실버's photo review reward.
  await expect(written).toContainText('적립금 700원 적립');
  await expect(written.getByRole('img', { name: '리뷰 사진 1' })).toBeVisible();

  await new GoodsDetailPage(page).goto(goodsId);
  await expect(page.getByRole('tab', { name: `리뷰 ${(before + 1).toLocaleString('ko-KR')}`, exact: true })).toBeVisible();

  await page.goto('/mypage/review/written');
  await page.getByRole('button', { name: `${name} 리뷰 삭제` }).click();
  await stack.alert.getByRole('button', { name: '확인' }).click();
  await expect(stack.alert).toContainText('리뷰가 삭제되었습니다.');
  await stack.alert.getByRole('button', { name: '확인' }).click();
  await expect(page.getByRole('list', { name: '작성한 리뷰' }).getByRole('listitem', { name })).toHaveCount(0);
  expect(await countOf()).toBe(before);
});

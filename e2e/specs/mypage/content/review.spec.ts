import { expect, test } from '../../../fixtures/test';
import { MEMBER_STATE } from '../../../fixtures/member-state';
import { ModalStack } from '../../../pages/modal-stack';
import { goodsName } from '../../../pages/mypage-page';

/**
 * The demo member's review tabs as seeded (mall-api my-reviews-seed): order 20261014-0000903 (goods 21,
 * 22, delivered) still to review, order 20261002-0000901 reviewed. Read only: the journey writes
 * as a member of its own.
 */
test.describe('review pages of the demo member', () => {
  test.use({ storageState: MEMBER_STATE });

  test('/mypage/review: the tabs and the lines still to review', async ({ page }) => {
    await page.goto('/mypage/review');
    await expect(page.getByRole('heading', { name: '리뷰', level: 1 })).toBeVisible();
    const tabs = page.getByRole('navigation', { name: '리뷰 종류' });
    await expect(tabs.getByRole('link', { name: /작성 가능한 리뷰/ })).toHaveAttribute('aria-current', 'page');
    await expect(tabs.getByRole('link', { name: /작성한 리뷰 \d+/ })).toBeVisible();
    await expect(page.getByRole('list', { name: '작성 가능한 리뷰' }).getByText('주문번호 20261014-0000903').first()).toBeVisible();
  });

  test('/mypage/review/writable: delivered and confirmed lines with 리뷰 쓰기 and the grade’s points', async ({ page }) => {
    await page.goto('/mypage/review/writable');
    const list = page.getByRole('list', { name: '작성 가능한 리뷰' });
    const name = await goodsName(page, 21);
    const card = list.getByRole('listitem', { name }).filter({ hasText: '20261014-0000903' });
    await expect(card).toContainText('배송완료');
    await expect(card.getByRole('button', { name: `${name} 리뷰 쓰기` })).toBeVisible();
    await expect(list.getByRole('listitem').filter({ hasText: '20261008-0000902' })).toContainText('구매확정');
    await expect(list.getByText('20261002-0000901')).toHaveCount(0);
    await expect(page.getByText(/리뷰를 쓰면 적립금 500원, 사진과 함께 쓰면 1,500원/)).toBeVisible();
  });

  test('/mypage/review/written: the seeded reviews with score, photos, edit and delete', async ({ page }) => {
    await page.goto('/mypage/review/written');
    await expect(page.getByRole('navigation', { name: '리뷰 종류' }).getByRole('link', { name: /작성한 리뷰/ })).toHaveAttribute('aria-current', 'page');
    const name = await goodsName(page, 11);
    const card = page.getByRole('list', { name: '작성한 리뷰' }).getByRole('listitem', { name });
    await expect(card).toContainText('두께감이 적당해서 가을부터 초겨울까지 잘 입고 있어요.');
    await expect(card.getByRole('img', { name: '별점 5점 만점에 5점' })).toBeVisible();
    const photo = card.getByRole('img', { name: '리뷰 사진 1' });
    await expect(photo).toHaveAttribute('src', /\/media\/review-photos\/\d+$/);
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(480);
    await expect(card.getByRole('button', { name: `${name} 리뷰 수정` })).toBeVisible();
    await expect(card.getByRole('button', { name: `${name} 리뷰 삭제` })).toBeVisible();
  });

  test('review-form: the line’s goods, the score, the text rules and photos', async ({ page }) => {
    await page.goto('/mypage/review/writable');
    await expect(page.getByRole('list', { name: '작성 가능한 리뷰' })).toBeVisible();
    const stack = new ModalStack(page);
    await stack.openByHash('review-form?order_no=20261014-0000903&goods_id=21');
    const dialog = stack.dialog('리뷰 쓰기');
    await expect(dialog.getByText(await goodsName(page, 21))).toBeVisible();
    await expect(dialog.getByText('적립금 500원 (사진 리뷰 1,500원) 적립')).toBeVisible();
    await expect(dialog.getByText('사진 0/5')).toBeVisible();
    await dialog.getByRole('radio', { name: '5점 최고예요' }).check();
    await dialog.getByLabel('리뷰 내용').fill('좋아요');
    await dialog.getByRole('button', { name: '등록하기' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('리뷰는 10자 이상 작성해 주세요.');
    await dialog.getByRole('button', { name: '취소' }).click();
    await expect(stack.modals).toHaveCount(0);
  });
});

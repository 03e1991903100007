import {
  GOODS_REVIEW_API,
  GOODS_REVIEW_RULES,
  Goods360ImagesSchema,
  GoodsReviewListSchema,
  GoodsReviewPhotoListSchema,
  GoodsReviewSchema,
  scoreShare,
} from '@mall/shared-contracts/catalog';
import { expect, test } from '../../../fixtures/test';
import { GoodsDetailPage } from '../../../pages/catalog-page';
import { ModalStack } from '../../../pages/modal-stack';

/** Goods #1 is the demo mall's review showcase (more than a page, photos, best reviews) and has a 360° view. */
const GOODS = 1;

test.describe('goods detail reviews', () => {
  test('the 리뷰 tab shows the average, distribution, best reviews and photos from the rows, and pages', async ({ page, request }) => {
    const seeded = GoodsReviewListSchema.parse(await (await request.get(GOODS_REVIEW_API.reviews(GOODS))).json());
    const detail = new GoodsDetailPage(page);
    await detail.goto(GOODS);
    await expect(detail.root.getByRole('tab', { name: `리뷰 ${seeded.summary.total}` })).toBeVisible();
    await detail.openReviews();
    const { summary } = seeded;
    await expect(detail.reviews.getByLabel(`평균 별점 ${summary.average.toFixed(1)}점`)).toBeVisible();
    await expect(detail.reviews.getByText(`리뷰 ${summary.total}건 · 포토 리뷰 ${summary.photo_count}건`)).toBeVisible();
    const five = summary.distribution[0]!;
    const fiveButton = detail.reviews.getByRole('button', { name: `5점 리뷰 ${five.count}건 (${scoreShare(five.count, summary.total)}%)` });
    await expect(fiveButton).toBeVisible();
    await expect(detail.reviews.getByRole('list', { name: '베스트 리뷰' }).getByRole('listitem')).toHaveCount(seeded.best.length);
    await expect(detail.reviews.getByRole('list', { name: '포토 리뷰 사진' }).getByRole('listitem')).not.toHaveCount(0);

    const list = detail.reviews.getByRole('list', { name: '리뷰 목록' });
    await expect(list.locator(':scope > li')).toHaveCount(GOODS_REVIEW_RULES.pageSize);
    await expect(list.getByText(seeded.data[0]!.contents.slice(0, 20)).first()).toBeVisible();
    await detail.reviews.getByRole('button', { name: '다음' }).click();
    await expect(detail.reviews.getByText(`2 / ${seeded.last_page}`)).toBeVisible();
  });

  test('a score in the distribution, 포토 리뷰만 and the sort narrow and order the list', async ({ page, request }) => {
    const seeded = GoodsReviewListSchema.parse(await (await request.get(GOODS_REVIEW_API.reviews(GOODS))).json());
    const { summary } = seeded;
    const five = summary.distribution[0]!;
    const detail = new GoodsDetailPage(page);
    await detail.goto(GOODS);
    await detail.openReviews();
    const list = detail.reviews.getByRole('list', { name: '리뷰 목록' });
    const fiveButton = detail.reviews.getByRole('button', { name: `5점 리뷰 ${five.count}건 (${scoreShare(five.count, summary.total)}%)` });

    // A score narrows the list to that score, and its count is the distribution's.
    await fiveButton.click();
    await expect(detail.reviews.getByRole('status')).toContainText(`5점 리뷰 ${five.count}건`);
    await expect(list.getByRole('img', { name: '별점 5점 만점에 5점' })).toHaveCount(Math.min(five.count, GOODS_REVIEW_RULES.pageSize));
    await detail.reviews.getByRole('button', { name: '필터 해제' }).click();

    await detail.reviews.getByRole('checkbox', { name: '포토 리뷰만' }).check();
    await expect(detail.reviews.getByRole('status')).toContainText(`포토 리뷰 ${summary.photo_count}건`);
    await detail.reviews.getByRole('combobox', { name: '리뷰 정렬' }).selectOption({ label: '별점 낮은순' });
    const lowest = GoodsReviewListSchema.parse(await (await request.get(`${GOODS_REVIEW_API.reviews(GOODS)}?sort=score_low&photo_only=true`)).json());
    await expect(list.locator(':scope > li').first()).toContainText(lowest.data[0]!.contents.slice(0, 20));
  });

  test('best-review-detail shows a best review in full with its photos', async ({ page, request }) => {
    const seeded = GoodsReviewListSchema.parse(await (await request.get(GOODS_REVIEW_API.reviews(GOODS))).json());
    const best = seeded.best[0]!;
    const detail = new GoodsDetailPage(page);
    await detail.goto(GOODS);
    await detail.openReviews();
    await detail.reviews.getByRole('list', { name: '베스트 리뷰' }).getByRole('button').first().click();
    const dialog = new ModalStack(page).dialog('베스트 리뷰');
    await expect(dialog.getByText(best.contents)).toBeVisible();
    await expect(dialog.getByText('BEST')).toBeVisible();
    await expect(dialog.getByText(`옵션: ${best.option_name}`)).toBeVisible();
    await expect(dialog.getByRole('list', { name: '리뷰 사진' }).getByRole('listitem')).toHaveCount(best.images.length);
  });

  test('photo-reviews lists every photo of the goods, and a photo opens photo-review-detail at that photo', async ({ page, request }) => {
    const photos = GoodsReviewPhotoListSchema.parse(await (await request.get(GOODS_REVIEW_API.photos(GOODS))).json());
    const first = photos.data[0]!;
    const review = GoodsReviewSchema.parse(await (await request.get(GOODS_REVIEW_API.review(GOODS, first.review_id))).json());
    const detail = new GoodsDetailPage(page);
    const stack = new ModalStack(page);
    await detail.goto(GOODS);
    await detail.openReviews();
    await detail.reviews.getByRole('button', { name: '포토 리뷰 전체보기' }).click();

    const grid = stack.dialog(`포토 리뷰 ${photos.total}`);
    await expect(grid.getByRole('list', { name: '포토 리뷰 사진' }).getByRole('listitem')).toHaveCount(
      Math.min(photos.total, GOODS_REVIEW_RULES.photoPageSize),
    );
    await grid.getByRole('button', { name: '포토 리뷰 사진 1 보기' }).click();

    const photoDetail = stack.dialog('포토 리뷰 상세');
    await expect(photoDetail.getByText(review.contents)).toBeVisible();
    await expect(photoDetail.getByText(`${first.index + 1} / ${review.images.length}`)).toBeVisible();
    const photo = photoDetail.getByRole('img', { name: `${review.writer}님의 리뷰 사진 ${first.index + 1}` });
    await expect(photo).toHaveJSProperty('complete', true);
    expect(await photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    // Closing it goes back to the photo grid under it.
    await stack.closeButton('photo-review-detail').click();
    await expect(grid.getByRole('button', { name: '포토 리뷰 사진 1 보기' })).toBeVisible();
  });

  test('review-image-zoom shows a review photo large, zooms by button and key, and moves between the review’s photos', async ({ page, request }) => {
    const seeded = GoodsReviewListSchema.parse(await (await request.get(GOODS_REVIEW_API.reviews(GOODS))).json());
    const review = seeded.data.find((r) => r.images.length > 1) ?? seeded.data.find((r) => r.images.length > 0)!;
    const position = seeded.data.indexOf(review);
    const detail = new GoodsDetailPage(page);
    await detail.goto(GOODS);
    await detail.openReviews();
    const item = detail.reviews.getByRole('list', { name: '리뷰 목록' }).locator(':scope > li').nth(position);
    await item.getByRole('button', { name: '리뷰 사진 1 크게 보기' }).click();

    const stack = new ModalStack(page);
    const zoom = stack.dialog(`리뷰 사진 1 / ${review.images.length}`);
    const photo = zoom.getByRole('img', { name: `${review.writer}님의 리뷰 사진 1` });
    await expect(photo).toBeVisible();
    expect(await photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await zoom.getByRole('button', { name: '확대' }).click();
    await expect(zoom.getByText('150%')).toBeVisible();
    await zoom.getByRole('group').focus();
    await page.keyboard.press('+');
    await expect(zoom.getByText('200%')).toBeVisible();
    await page.keyboard.press('ArrowLeft');
    await expect(stack.dialog(`리뷰 사진 ${review.images.length} / ${review.images.length}`)).toBeVisible();
    await expect(stack.modal('review-image-zoom').getByText('100%')).toBeVisible();
    await stack.closeButton('review-image-zoom').click();
    await expect(stack.modals).toHaveCount(0);
    await expect(item).toContainText(review.contents.slice(0, 20));
  });
});

test.describe('goods 360° view', () => {
  test('goods-360-images turns the goods by keyboard and by dragging, over the seeded frames', async ({ page, request }) => {
    const view = Goods360ImagesSchema.parse(await (await request.get(GOODS_REVIEW_API.images360(GOODS))).json());
    const step = view.frames[1]!.angle;
    const detail = new GoodsDetailPage(page);
    await detail.goto(GOODS);
    await detail.root.getByRole('button', { name: '360° 보기' }).click();
    const dialog = new ModalStack(page).dialog('360° 보기');
    const slider = dialog.getByRole('slider', { name: `${await detail.goodsName.innerText()} 360° 회전` });
    await expect(slider).toHaveAttribute('aria-valuenow', '0');
    const shown = dialog.getByRole('img', { name: /도$/ });
    await expect(shown).toHaveJSProperty('complete', true);
    expect(await shown.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

    await slider.focus();
    await page.keyboard.press('ArrowRight');
    await expect(slider).toHaveAttribute('aria-valuenow', String(step));
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(slider).toHaveAttribute('aria-valuenow', String(view.frames.at(-1)!.angle));
    await page.keyboard.press('Home');
    await expect(slider).toHaveAttribute('aria-valuenow', '0');

    // Dragging a quarter of the width to the left turns the goods a quarter.
    const box = (await slider.boundingBox())!;
    await page.mouse.move(box.x + box.width * 0.75, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * 0.5 - 1, box.y + box.height / 2, { steps: 5 });
    await page.mouse.up();
    await expect(slider).toHaveAttribute('aria-valuenow', '90');
    await dialog.getByRole('button', { name: '오른쪽으로 돌리기' }).click();
    await expect(dialog.locator('output')).toHaveText(`${90 + step}°`);
  });

  test('goods without a 360° view offer no 360° button', async ({ page }) => {
    const detail = new GoodsDetailPage(page);
    const answered = page.waitForResponse((r) => r.url().endsWith(GOODS_REVIEW_API.images360(50)));
    await detail.goto(50);
    expect(Goods360ImagesSchema.parse(await (await answered).json()).frames).toEqual([]);
    await expect(detail.goodsName).toBeVisible();
    await expect(detail.root.getByRole('tab', { name: /^리뷰/ })).toBeVisible();
    await expect(detail.root.getByRole('button', { name: '360° 보기' })).toHaveCount(0);
  });
});

import { GIVEAWAY_API, GiveawayDetailSchema, GiveawayListSchema } from '@mall/shared-contracts/catalog';
import { expect, test } from '../../../fixtures/test';
import { GoodsDetailPage } from '../../../pages/catalog-page';
import { ModalStack } from '../../../pages/modal-stack';

test('goods detail names its gift; giveaway lists the running gifts and giveaway-target-goods the goods that earn one', async ({ page, request }) => {
  const seeded = GiveawayListSchema.parse(await (await request.get(`${GIVEAWAY_API.giveaways}?goods_ids=5`)).json()).giveaways;
  const [bag, gloves] = seeded;
  const detail = new GoodsDetailPage(page);
  await detail.goto(5);
  await expect(detail.root.getByText(`${bag!.name} 외 1개`)).toBeVisible();
  await detail.root.getByRole('button', { name: '사은품 보기' }).click();

  const stack = new ModalStack(page);
  const modal = stack.dialog('사은품');
  const items = modal.locator('.giveaway');
  await expect(items).toHaveCount(seeded.length);
  await expect(items.first()).toContainText(bag!.name);
  await expect(items.first()).toContainText('대상 상품 50,000원 이상 구매 시 증정');
  await expect(items.first()).toContainText('준비 수량 300개 (소진 시 종료)');
  await expect(items.first()).toContainText(/증정 기간 \d{4}\.\d{2}\.\d{2} \d{2}:\d{2} ~ \d{4}\.\d{2}\.\d{2} \d{2}:\d{2}/);
  await expect(items.first().getByRole('img', { name: bag!.name })).toBeVisible();
  // The ended and upcoming gifts of goods 5 are not offered.
  await expect(modal.getByText('가을 울 머플러')).toHaveCount(0);
  await expect(modal.getByText('2027 다이어리')).toHaveCount(0);

  const targets = GiveawayDetailSchema.parse(await (await request.get(GIVEAWAY_API.giveaway(gloves!.id))).json());
  await items
    .nth(1)
    .getByRole('button', { name: `대상 상품 ${gloves!.target_goods_count}개 보기` })
    .click();
  const goods = stack.dialog('사은품 증정 대상 상품');
  await expect(goods.getByText(gloves!.condition_label)).toBeVisible();
  await expect(goods.locator('.giveaways__goods > li')).toHaveCount(targets.goods.length);
  await expect(goods.locator('.giveaways__goods > li').first()).toContainText(targets.goods[0]!.name);
});

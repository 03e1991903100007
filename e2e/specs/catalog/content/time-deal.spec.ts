import { GoodsTimeAttackSchema, goodsTimeAttackPath } from '@mall/shared-contracts/exhibit';
import { expect, test } from '../../../fixtures/test';
import { GoodsDetailPage } from '../../../pages/catalog-page';

const price = (n: number) => `${n.toLocaleString('ko-KR')}원`;

test('goods detail shows its time deal: ongoing counts down to the end with the deal price, upcoming says when it opens', async ({ page, request }) => {
  const ongoing = GoodsTimeAttackSchema.parse(await (await request.get(goodsTimeAttackPath(21))).json()).time_attack!;
  const detail = new GoodsDetailPage(page);
  await detail.goto(21);
  const deal = detail.root.getByRole('region', { name: '타임딜' });
  await expect(deal).toContainText('타임딜 진행 중');
  await expect(deal).toContainText(ongoing.title);
  await expect(deal).toContainText(`타임딜가 ${price(ongoing.sale_price)}`);
  await expect(deal).toContainText('종료까지');
  await expect(deal.getByRole('timer')).toHaveText(/^(\d+일 )?\d{2}:\d{2}:\d{2}$/);

  const upcoming = GoodsTimeAttackSchema.parse(await (await request.get(goodsTimeAttackPath(33))).json()).time_attack!;
  await detail.goto(33);
  const next = detail.root.getByRole('region', { name: '타임딜' });
  await expect(next).toContainText('타임딜 오픈 예정');
  await expect(next).toContainText(/\d{4}\.\d{2}\.\d{2} \d{2}:\d{2} 시작/);
  await expect(next).toContainText(`타임딜가 ${price(upcoming.sale_price)}`);
  await expect(next).toContainText('오픈까지');
});

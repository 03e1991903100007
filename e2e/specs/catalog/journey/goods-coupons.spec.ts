import { GOODS_COUPON_MESSAGES } from '@mall/shared-contracts/catalog';
import { expect, test } from '../../../fixtures/test';
import { GoodsDetailPage } from '../../../pages/catalog-page';
import { ModalStack } from '../../../pages/modal-stack';
import { joinByApi, LoginPage, newSandboxPerson } from '../../../pages/mypage-page';

/** A new member downloads one coupon on goods detail, then the rest at once, and finds them in the wallet. */
test('download coupons on goods detail', async ({ page }) => {
  const person = newSandboxPerson('dlcoupon');
  const member = await joinByApi(page, person, `d${person.phone.slice(-7)}`);
  const login = new LoginPage(page);
  await login.goto('/goods/detail/5');
  await login.login(member);
  await expect(page).toHaveURL('/goods/detail/5');

  const detail = new GoodsDetailPage(page);
  await detail.root.getByRole('button', { name: '쿠폰 받기' }).click();
  const stack = new ModalStack(page);
  const modal = stack.dialog('쿠폰 받기');
  await expect(modal.getByRole('button', { name: '쿠폰 모두 받기 (5장)' })).toBeEnabled();

  await modal.getByRole('button', { name: '남성 아우터 다운로드 12% 할인 받기' }).click();
  await expect(stack.alert).toContainText(GOODS_COUPON_MESSAGES.downloaded);
  await stack.alert.getByRole('button', { name: '확인' }).click();
  await expect(modal.getByRole('button', { name: '남성 아우터 다운로드 12% 할인 받기 완료' })).toBeDisabled();

  await modal.getByRole('button', { name: '쿠폰 모두 받기 (4장)' }).click();
  await expect(stack.alert).toContainText(GOODS_COUPON_MESSAGES.downloadedMany(4));
  await stack.alert.getByRole('button', { name: '확인' }).click();
  await expect(modal.getByRole('button', { name: GOODS_COUPON_MESSAGES.allDownloaded })).toBeDisabled();
  await expect(modal.getByRole('button', { name: /받기 완료$/ })).toHaveCount(5);

  await page.goto('/mypage/benefit/coupon');
  const wallet = page.getByRole('list', { name: '사용 가능 쿠폰' });
  await expect(wallet.getByRole('listitem')).toHaveCount(5);
  await expect(wallet.getByRole('listitem', { name: '남성 아우터 다운로드 12% 할인' })).toContainText('12%');
});

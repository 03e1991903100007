import { API } from '@mall/shared-contracts';
import { formatFindings, seriousViolations } from '../../../fixtures/axe';
import { routeShopSettings, switchOff } from '../../../fixtures/shop-settings';
import { expect, test } from '../../../fixtures/test';
import { GoodsDetailPage } from '../../../pages/catalog-page';
import { CartPage, OrderResultPage, OrderSheetPage, SandboxPgPage } from '../../../pages/order-page';
import { joinByApi, LoginPage, newSandboxPerson } from '../../../pages/mypage-page';

/**
 * My pay on the order sheet (paid switch `myPay`): a new member registers a card with the sandbox easy-pay
 * provider, and the sheet offers it as a payment choice that pays through the sandbox PG like the other easy
 * pays. With the switch off the choice is not there. A member of its own per run and project.
 */
test('a registered my-pay card is a payment choice on the order sheet and pays through the PG; switched off it is absent', async ({ page }) => {
  test.setTimeout(180_000);
  const person = newSandboxPerson('mypayorder');
  const member = await joinByApi(page, person, `mo${person.phone.slice(-7)}`);
  const login = new LoginPage(page);
  await login.goto('/mypage/my-pay');
  await login.login(member);
  await expect(page).toHaveURL('/mypage/my-pay');
  await page.locator('.remote-root--mypage').getByRole('button', { name: '카드 등록' }).click();
  await expect(page).toHaveURL(/\/sandbox\/my-pay\/reg_/);
  await page.getByLabel('카드사').selectOption({ label: '현대카드' });
  await page.getByLabel('카드 번호 (숫자 16자리)').fill('4111 1111 1111 1111');
  await page.getByLabel('유효기간 (MM/YY)').fill('12/30');
  await page.getByRole('button', { name: '등록하기' }).click();
  await expect(page.locator('.remote-root--mypage').getByText('현대카드 카드를 등록했습니다.')).toBeVisible();

  const detail = new GoodsDetailPage(page);
  await detail.goto(5);
  await detail.addFirstOptionToCart();
  const cart = new CartPage(page);
  await cart.goto();
  await cart.root.getByRole('button', { name: /선택 상품 주문하기 \(1\)/ }).click();
  const sheet = new OrderSheetPage(page);
  await expect(sheet.heading).toBeVisible();
  const sheetUrl = page.url();
  const choice = sheet.root.getByRole('radio', { name: '내 간편결제 · 현대카드 4111-****-****-1111' });
  await expect(choice).toBeVisible();
  await choice.check();
  expect(await seriousViolations(page), formatFindings(await seriousViolations(page))).toEqual([]);

  // Switched off: the sheet offers no my-pay choice.
  await routeShopSettings(page, switchOff('my_pay'));
  await page.goto(sheetUrl);
  await expect(sheet.root.getByRole('radio', { name: '신용/체크카드' })).toBeVisible();
  await expect(sheet.root.getByRole('radio', { name: /내 간편결제/ })).toHaveCount(0);
  await page.unroute(`**${API.settings}`);

  await page.goto(sheetUrl);
  await sheet.root.getByLabel('받는 분', { exact: true }).fill(person.name);
  await sheet.root.getByLabel('받는 분 휴대폰 번호').fill('010-5555-6666');
  await sheet.fillAddressBySearch('테헤란로 152', '12층');
  await sheet.chooseMethod('내 간편결제 · 현대카드 4111-****-****-1111');
  const amount = await sheet.paymentAmount.innerText();
  await sheet.pay();
  const pg = new SandboxPgPage(page);
  await pg.expectOpen('내 간편결제');
  await expect(page.getByText('현대카드 4111-****-****-1111')).toBeVisible();
  await expect(pg.amount).toHaveText(amount);
  await pg.press('결제하기');
  const result = new OrderResultPage(page);
  await expect(result.root.getByRole('heading', { name: '주문이 완료되었습니다', level: 1 })).toBeVisible();
  await expect(result.root.getByText('내 간편결제', { exact: false }).first()).toBeVisible();
});

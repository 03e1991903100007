import { expect, test as setup } from '@playwright/test';
import { GUEST_STATE } from '../fixtures/member-state';
import { GUEST_ORDER, GuestLoginForm, LoginPage } from '../pages/mypage-page';
import { GuestOrderPage, MyOrdersPage } from '../pages/order-page';

/**
 * Looks the seeded guest order up once per run (비회원 주문조회 on /login), proves the orderer's phone
 * (다른 주문도 보기: the session then opens the orderer's other guest orders, ADR 0014) and keeps the
 * browser state for specs that visit guest order pages (`test.use({ storageState: GUEST_STATE })`).
 * Specs that log the guest out must look the order up themselves: logout ends this token on the server.
 */
setup('guest order login state', async ({ page }) => {
  await new LoginPage(page).goto();
  await new GuestLoginForm(page).lookUp(GUEST_ORDER);
  await expect(page).toHaveURL(GuestOrderPage.path(GUEST_ORDER.orderId));
  await page.goto('/guest/order');
  await new MyOrdersPage(page).provePhone(GUEST_ORDER.phone);
  await page.context().storageState({ path: GUEST_STATE });
});

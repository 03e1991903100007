import { GUEST_STATE } from '../../../fixtures/member-state';
import { expect, test } from '../../../fixtures/test';
import { ModalStack } from '../../../pages/modal-stack';
import { codeIn, GUEST_ORDER, GuestLoginForm, LoginPage, sandboxOutbox } from '../../../pages/mypage-page';
import { GUEST_ORDERS, GuestOrderPage, MyOrdersPage } from '../../../pages/order-page';

/**
 * Content of the guest mirror (/guest/order) over the seeded guest's orders (order-claims-seed.ts): the
 * guest looked 20261101-0000001 up and proved the phone (setup/guest.setup.ts), so it manages the same
 * orderer's guest orders.
 */
test.use({ storageState: GUEST_STATE });

test.describe('a fresh guest session', () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  test('/guest/order before the phone is proved: the order looked up only, and 다른 주문도 보기 by a code (ADR 0014)', async ({ page }) => {
    const list = new MyOrdersPage(page);
    const stack = new ModalStack(page);
    await new LoginPage(page).goto();
    await new GuestLoginForm(page).lookUp(GUEST_ORDER);
    await expect(page).toHaveURL(GuestOrderPage.path(GUEST_ORDER.orderId));
    await page.goto('/guest/order');
    await expect(list.cards).toHaveCount(1);
    await expect(list.order(GUEST_ORDER.orderId)).toHaveCount(1);
    await expect(list.phoneProof.getByRole('heading', { name: '다른 주문도 보기', level: 2 })).toBeVisible();
    await expect(list.phoneProof).toContainText('같은 휴대폰 번호로 주문하신 다른 비회원 주문은 휴대폰 인증 후 볼 수 있습니다.');
    await expect(list.phoneProof).toContainText('010-****-0001');
    // Another order of the orderer is not open yet.
    await page.goto(`/guest/order/detail/${GUEST_ORDERS.shipping}`);
    await expect(page.locator('.remote-root--order')).toContainText('주문 정보를 찾을 수 없습니다.');

    await page.goto('/guest/order');
    await list.phoneProof.getByRole('button', { name: '인증번호 발송' }).click();
    await expect(stack.alert).toContainText('인증번호가 발송되었습니다.');
    await stack.alert.getByRole('button', { name: '확인' }).click();
    const code = list.phoneProof.getByLabel('인증번호');
    await code.fill('12');
    await list.phoneProof.getByRole('button', { name: '확인' }).click();
    await expect(list.phoneProof.getByRole('alert')).toHaveText('인증번호 6자리를 입력해 주세요.');
    const [sms] = await sandboxOutbox(page, GUEST_ORDER.phone);
    await code.fill(codeIn(sms?.body ?? '') === '000000' ? '000001' : '000000');
    await list.phoneProof.getByRole('button', { name: '확인' }).click();
    await expect(list.phoneProof.getByRole('alert')).toHaveText('인증번호를 확인해 주세요.');
    await expect(list.cards).toHaveCount(1);
  });
});

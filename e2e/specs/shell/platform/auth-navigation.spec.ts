import { expect, test } from '../../../fixtures/test';
import { GuestLoginForm, GUEST_ORDER, LoginPage } from '../../../pages/mypage-page';
import { DEMO_ORDER, GuestOrderPage, MemberOrderDetailPage } from '../../../pages/order-page';
import { SessionPage } from '../../../pages/session-page';
import { ShellPage } from '../../../pages/shell-page';

// Each test logs in and loads several pages of five remotes: more than the default 30 s on a busy 2-core machine.
test.describe.configure({ timeout: 90_000 });

test('a visitor opening a member page goes to /login with the wanted path and query, and comes back after login', async ({ page }) => {
  await page.goto('/mypage?from=header');
  await expect(page).toHaveURL('/login?redirect_to_after=%2Fmypage%3Ffrom%3Dheader');
  await new LoginPage(page).login();
  await expect(page).toHaveURL('/mypage?from=header');
  await expect(page.getByRole('heading', { name: /님, 반갑습니다/ })).toBeVisible();
});

test.describe('a logged-in member on a logged-out-only page', () => {
  test.beforeEach(async ({ page }) => {
    const login = new LoginPage(page);
    await login.goto();
    await login.login();
    await expect(page).toHaveURL('/mypage');
  });

  test('goes to a same-site redirect_to_after', async ({ page }) => {
    await page.goto('/login?redirect_to_after=%2Fgoods%2Fdetail%2F1%3Fcolor%3Dred');
    await expect(page).toHaveURL('/goods/detail/1?color=red');
    await page.goto('/join?redirect_to_after=%2Fcart');
    await expect(page).toHaveURL('/cart');
  });

  for (const unsafe of ['//evil.example', 'https://evil.example', 'javascript:alert(1)', '/\\evil.example']) {
    test(`ignores redirect_to_after=${unsafe} (opened directly: home)`, async ({ page }) => {
      await page.goto(`/login?redirect_to_after=${encodeURIComponent(unsafe)}`);
      await expect(page).toHaveURL('/');
      await expect(page.locator('.remote-root--exhibit')).toBeAttached();
    });
  }

  test('who navigated from another page stays on that page', async ({ page }) => {
    const session = new SessionPage(page);
    await page.goto('/goods/detail/1');
    const heading = page.locator('.remote-root--catalog').getByRole('heading', { level: 1 });
    await expect(heading).toBeVisible();
    await new ShellPage(page).markDocument();
    await session.navigateInApp('/login');
    await expect(page).toHaveURL('/goods/detail/1');
    await expect(heading).toBeVisible();
    await session.navigateInApp('/join');
    await expect(page).toHaveURL('/goods/detail/1');
    await new ShellPage(page).expectSameDocument();
  });

  test('a guest order page opens as the member order page', async ({ page }) => {
    await page.goto(`/guest/order/detail/${DEMO_ORDER.orderId}`);
    await expect(page).toHaveURL(MemberOrderDetailPage.path(DEMO_ORDER.orderId));
    await expect(new MemberOrderDetailPage(page).orderId).toHaveText(DEMO_ORDER.orderId);
    // The guest's landing page has the order's detail page as its member counterpart.
    await page.goto(GuestOrderPage.path(DEMO_ORDER.orderId));
    await expect(page).toHaveURL(MemberOrderDetailPage.path(DEMO_ORDER.orderId));
    await expect(new MemberOrderDetailPage(page).orderId).toHaveText(DEMO_ORDER.orderId);
  });
});

test('a logged-out shopper opening a member order page gets the guest mirror, which needs a guest login', async ({ page }) => {
  await page.goto(`/mypage/order/detail/${GUEST_ORDER.orderId}`);
  await expect(page).toHaveURL(`/login?redirect_to_after=${encodeURIComponent(`/guest/order/detail/${GUEST_ORDER.orderId}`)}`);
  await new GuestLoginForm(page).lookUp();
  await expect(page).toHaveURL(`/guest/order/detail/${GUEST_ORDER.orderId}`);
  await expect(new GuestOrderPage(page).orderId).toHaveText(GUEST_ORDER.orderId);
});

test('guest login ignores an unsafe redirect_to_after and opens the order', async ({ page }) => {
  await page.goto(`/login?redirect_to_after=${encodeURIComponent('https://evil.example/phish')}`);
  await new GuestLoginForm(page).lookUp();
  await expect(page).toHaveURL(GuestOrderPage.path(GUEST_ORDER.orderId));
});

test('a guest is no member: member pages ask for login, the guest pages open', async ({ page }) => {
  await new LoginPage(page).goto();
  await new GuestLoginForm(page).lookUp();
  await expect(page).toHaveURL(GuestOrderPage.path(GUEST_ORDER.orderId));
  await page.goto('/mypage');
  await expect(page).toHaveURL('/login?redirect_to_after=%2Fmypage');
  await page.goto(`/mypage/order/detail/${GUEST_ORDER.orderId}`);
  await expect(page).toHaveURL(`/guest/order/detail/${GUEST_ORDER.orderId}`);
  await expect(new GuestOrderPage(page).orderId).toHaveText(GUEST_ORDER.orderId);
});

test('guest pages need a guest login', async ({ page }) => {
  await page.goto(`/guest/order/${GUEST_ORDER.orderId}`);
  await expect(page).toHaveURL(`/login?redirect_to_after=${encodeURIComponent(`/guest/order/${GUEST_ORDER.orderId}`)}`);
  await expect(new GuestLoginForm(page).root).toBeVisible();
});

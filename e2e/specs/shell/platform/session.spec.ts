import { formatKstDateTime, type Me } from '@mall/shared-contracts';
import { expect, test } from '../../../fixtures/test';
import { GuestLoginForm, GUEST_ORDER, LoginPage } from '../../../pages/mypage-page';
import { GuestOrderPage } from '../../../pages/order-page';
import { SessionPage, STORED, type StoredTokens } from '../../../pages/session-page';

// Each test logs in and loads several pages of five remotes: more than the default 30 s on a busy 2-core machine.
test.describe.configure({ timeout: 90_000 });

const MIN = 60_000;

async function loginAsMember(page: import('@playwright/test').Page) {
  const login = new LoginPage(page);
  await login.goto();
  await login.login();
  await expect(page).toHaveURL('/mypage');
  await expect(page.getByRole('heading', { name: /님, 반갑습니다/ })).toBeVisible();
}

test('a stored token under 10 minutes to expiry is refreshed with refresh-token and the new token is used', async ({ page }) => {
  const session = new SessionPage(page);
  await loginAsMember(page);
  // Calls still in flight from this page carry the old token rightly: record only the next page's.
  await page.waitForLoadState('networkidle');
  const old = (await session.stored<StoredTokens>(STORED.auth))!;
  // The token now looks 9 minutes from expiry (spec format YYYY-MM-DD HH:mm:ss, KST).
  await session.store(STORED.auth, { ...old, expired_at: formatKstDateTime(new Date(Date.now() + 9 * MIN)) });

  const requests = session.recordApiRequests();
  const refreshed = page.waitForResponse((r) => r.url().endsWith('/api/v1/auth/refresh-token') && r.status() === 200);
  await page.reload();
  const refreshResponse = await refreshed;
  // The refresh token is an HttpOnly cookie: the page neither keeps nor sends one, the browser does.
  expect(old).not.toHaveProperty('refresh_token');
  expect(refreshResponse.request().postDataJSON()).toEqual({ token: old.token });
  expect(await refreshResponse.request().headerValue('cookie')).toMatch(/mall_rt=/);
  expect(await page.evaluate(() => document.cookie)).not.toContain('mall_rt');
  const fresh = (await refreshResponse.json()) as StoredTokens;
  expect(fresh.token).not.toBe(old.token);

  await expect(page.getByRole('heading', { name: /님, 반갑습니다/ })).toBeVisible();
  await expect(page.getByRole('term').filter({ hasText: '적립금' })).toBeVisible();
  const authorised = requests.filter((r) => r.headers().authorization);
  expect(authorised.map((r) => new URL(r.url()).pathname)).toEqual(expect.arrayContaining(['/api/v1/auth/me', '/api/v1/my/benefits']));
  for (const r of authorised) expect(r.headers().authorization, new URL(r.url()).pathname).toBe(`Bearer ${fresh.token}`);
  expect((await session.stored<StoredTokens>(STORED.auth))?.token).toBe(fresh.token);
});

test('a session revoked on the server is cleared by the next call (401 AuthenticationException) and the member page goes to /login', async ({ page }) => {
  const session = new SessionPage(page);
  await loginAsMember(page);
  const { token } = (await session.stored<StoredTokens>(STORED.auth))!;
  const revoked = await page.request.post('/api/v1/auth/logout', { headers: { authorization: `Bearer ${token}` } });
  expect(revoked.status()).toBe(200);

  await page.reload();
  await expect(page).toHaveURL('/login?redirect_to_after=%2Fmypage');
  await expect(new LoginPage(page).heading).toBeVisible();
  expect(await session.stored(STORED.auth)).toBeNull();
  expect(await session.stored(STORED.user)).toBeNull();
});

test('logout clears the user, recent views, the cart count and liked goods', async ({ page }) => {
  const session = new SessionPage(page);
  await loginAsMember(page);
  const { token } = (await session.stored<StoredTokens>(STORED.auth))!;
  // Something real to clear: a viewed goods, a cart line, a liked goods of this session.
  await page.goto('/goods/detail/3');
  await expect(page.locator('.remote-root--catalog').getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto('/goods/detail/2');
  await expect(page.locator('.remote-root--catalog').getByRole('heading', { level: 1 })).toBeVisible();
  await expect.poll(() => session.stored<number[]>(STORED.recentViewedGoods)).toEqual([2, 3]);
  const { options } = (await (await page.request.get('/api/v1/goods/2/options')).json()) as { options: Array<{ id: number; is_soldout: boolean }> };
  const option = options.find((o) => !o.is_soldout)!;
  const added = await page.request.post('/api/v1/carts', {
    headers: { authorization: `Bearer ${token}` },
    data: { items: [{ goods_id: 2, option_id: option.id, ea: 1 }] },
  });
  expect(added.status(), await added.text()).toBe(200);
  await session.store(STORED.likedGoods, [2]);

  await page.goto('/mypage');
  await expect(page.getByTestId('cart-count')).toBeVisible();
  await page.getByRole('button', { name: '로그아웃' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByTestId('cart-count')).toBeHidden();
  expect(await session.stored(STORED.auth)).toBeNull();
  expect(await session.stored<Me>(STORED.user)).toBeNull();
  expect(await session.stored(STORED.recentViewedGoods)).toBeNull();
  expect(await session.stored(STORED.likedGoods)).toBeNull();
  await page.goto('/mypage');
  await expect(page).toHaveURL('/login?redirect_to_after=%2Fmypage');
});

test('guest login opens the guest order; a wrong name is refused; member login then clears the guest', async ({ page }) => {
  const session = new SessionPage(page);
  const login = new LoginPage(page);
  const guestForm = new GuestLoginForm(page);
  await login.goto();
  await expect(login.heading).toBeVisible();

  await guestForm.lookUp({ ordererName: '김아무개', orderId: GUEST_ORDER.orderId });
  await expect(guestForm.error).toHaveText('주문자명 또는 주문번호가 일치하지 않습니다.');
  await expect(page).toHaveURL('/login');

  await guestForm.lookUp();
  await expect(page).toHaveURL(`/guest/order/${GUEST_ORDER.orderId}`);
  const order = new GuestOrderPage(page);
  await expect(order.heading).toBeVisible();
  await expect(order.orderId).toHaveText(GUEST_ORDER.orderId);
  await expect(order.status).toHaveText('결제완료');
  await expect(order.items.first()).toContainText(/\d{1,3}(,\d{3})*원/);
  await expect(order.total).toHaveText(/^\d{1,3}(,\d{3})*원$/);
  expect(await session.stored(STORED.guest)).toMatchObject({ ordererName: GUEST_ORDER.ordererName, orderId: GUEST_ORDER.orderId });

  // A guest may still log in as a member: that ends the guest session.
  await login.goto();
  await login.login();
  await expect(page).toHaveURL('/mypage');
  expect(await session.stored(STORED.guest)).toBeNull();
  // The guest token is gone too: the guest page now asks a member for their own order (auth-navigation.spec.ts).
});

test('비회원 로그아웃 ends the guest session on the page and on the server', async ({ page, request }) => {
  const session = new SessionPage(page);
  await new LoginPage(page).goto();
  await new GuestLoginForm(page).lookUp();
  const order = new GuestOrderPage(page);
  await expect(order.orderId).toHaveText(GUEST_ORDER.orderId);
  const { token } = (await session.stored<{ token: string }>(STORED.guest))!;

  await order.logout.click();
  await expect(page).toHaveURL('/');
  expect(await session.stored(STORED.guest)).toBeNull();
  // A copy of the token opens nothing any more: the server ended the session, not just the page.
  const reread = await request.get(`/api/v1/guest/orders/${GUEST_ORDER.orderId}`, { headers: { 'guest-token': token } });
  expect(reread.status()).toBe(401);
  expect((await reread.json()).cause).toBe('GuestAuthenticationException');
});

test('guest login clears what is left of a member session', async ({ page }) => {
  const session = new SessionPage(page);
  await loginAsMember(page);
  const tokens = (await session.stored<StoredTokens>(STORED.auth))!;
  // The member's access token has run out: the shell treats the device as logged out.
  await session.store(STORED.auth, { ...tokens, expired_at: formatKstDateTime(new Date(Date.now() - MIN)) });
  await new LoginPage(page).goto();
  await new GuestLoginForm(page).lookUp();
  await expect(page).toHaveURL(`/guest/order/${GUEST_ORDER.orderId}`);
  await expect(new GuestOrderPage(page).orderId).toHaveText(GUEST_ORDER.orderId);
  expect(await session.stored(STORED.auth)).toBeNull();
  expect(await session.stored(STORED.user)).toBeNull();
  await page.reload();
  await expect(new GuestOrderPage(page).orderId).toHaveText(GUEST_ORDER.orderId);
});

test('every API call carries uid-token (issued by mall-api), user-device-type and the stored affiliate-code', async ({ page }, testInfo) => {
  const session = new SessionPage(page);
  const api = (r: { url: () => string }) => new URL(r.url()).pathname.startsWith('/api/v1/');
  const first = page.waitForResponse(api);
  // The first answer that is not shared-cacheable issues the id (a public one never carries it, issue 25).
  const issuing = page.waitForResponse((r) => api(r) && r.headers()['uid-token'] !== undefined);
  const sharedWithId: string[] = [];
  page.on('response', (r) => {
    if (api(r) && /public/.test(r.headers()['cache-control'] ?? '') && r.headers()['uid-token']) sharedWithId.push(r.url());
  });
  await page.goto('/?affiliate=naver_blog&utm_source=blog');
  const headers = (await first).request().headers();
  expect(headers['affiliate-code']).toBe('naver_blog');
  expect(headers['user-device-type']).toBe(testInfo.project.name === 'mobile' ? 'mobile' : 'pc');
  expect(await session.stored(STORED.affiliate)).toEqual({ code: 'naver_blog', query: 'affiliate=naver_blog&utm_source=blog' });
  // A new device has no id yet: mall-api answers one (signed, 128 random bits) and every later call sends it.
  const issued = (await issuing).headers()['uid-token'];
  expect(issued).toMatch(/^[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{22}$/);

  // Without the parameter the stored code still goes out; another code replaces it.
  const plain = page.waitForRequest((r) => r.url().includes('/api/v1/goods/1'));
  await page.goto('/goods/detail/1');
  expect((await plain).headers()['affiliate-code']).toBe('naver_blog');
  const replaced = page.waitForRequest((r) => r.url().includes('/api/v1/goods/2'));
  await page.goto('/goods/detail/2?affiliate=other');
  expect((await replaced).headers()['affiliate-code']).toBe('other');
  expect(await session.stored(STORED.affiliate)).toEqual({ code: 'other', query: 'affiliate=other' });
  const device = (await plain).headers()['uid-token'];
  expect(device).toMatch(/^[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{22}$/);
  expect((await replaced).headers()['uid-token']).toBe(device);
  expect(device).toBe(issued);
  expect(sharedWithId).toEqual([]);
});

test('a corrupted or expired stored value is ignored, never a crash', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(
    ([auth, user, affiliate]) => {
      localStorage.setItem(auth, '{not json');
      localStorage.setItem(user, JSON.stringify({ value: { name: '유령' }, expiresAt: Date.now() - 1 }));
      localStorage.setItem(affiliate, JSON.stringify({ value: { code: 'old' }, expiresAt: Date.now() - 1 }));
    },
    [STORED.auth, STORED.user, STORED.affiliate] as const,
  );
  const call = page.waitForRequest((r) => r.url().includes('/api/v1/goods/1'));
  await page.goto('/goods/detail/1');
  expect((await call).headers()['affiliate-code']).toBeUndefined();
  expect((await call).headers().authorization).toBeUndefined();
  await expect(page.locator('.remote-root--catalog').getByRole('heading', { level: 1 })).toBeVisible();
  expect(await page.evaluate((k) => localStorage.getItem(k), STORED.auth)).toBeNull();
});

import type { Locator, Page } from '@playwright/test';

/** Demo member seeded by mall-api (README: demo credentials). */
export const DEMO_MEMBER = { loginId: 'demo', password: 'demo1234!' } as const;

/** Login (mypage remote): `/login`. */
export class LoginPage {
  static readonly path = '/login';
  readonly root: Locator;
  readonly heading: Locator;
  readonly loginId: Locator;
  readonly password: Locator;
  readonly submit: Locator;

  constructor(readonly page: Page) {
    this.root = page.locator('.remote-root--mypage');
    this.heading = this.root.getByRole('heading', { name: '로그인', level: 1 });
    this.loginId = this.root.getByLabel('아이디');
    this.password = this.root.getByLabel('비밀번호');
    this.submit = this.root.getByRole('button', { name: '로그인' });
  }

  async goto(redirectTo?: string): Promise<void> {
    await this.page.goto(redirectTo ? `${LoginPage.path}?redirect_to_after=${encodeURIComponent(redirectTo)}` : LoginPage.path);
  }

  async login({ loginId, password }: { loginId: string; password: string } = DEMO_MEMBER): Promise<void> {
    await this.loginId.fill(loginId);
    await this.password.fill(password);
    await this.submit.click();
  }
}

/** Seeded guest order (mall-api seed): orderer name + order number for 비회원 주문조회. */
export const GUEST_ORDER = { ordererName: '이게스트', orderId: '20261101-0000001' } as const;

/** The 비회원 주문조회 form beside member login on `/login` (also used by the guest login modal). */
export class GuestLoginForm {
  readonly root: Locator;
  readonly ordererName: Locator;
  readonly orderId: Locator;
  readonly submit: Locator;
  readonly error: Locator;

  constructor(readonly page: Page) {
    this.root = page.locator('form.guest-login-form');
    this.ordererName = this.root.getByLabel('주문자명');
    this.orderId = this.root.getByLabel('주문번호');
    this.submit = this.root.getByRole('button', { name: '주문조회' });
    this.error = this.root.getByRole('alert');
  }

  async lookUp({ ordererName, orderId }: { ordererName: string; orderId: string } = GUEST_ORDER): Promise<void> {
    await this.ordererName.fill(ordererName);
    await this.orderId.fill(orderId);
    await this.submit.click();
  }
}

import type { Locator, Page } from '@playwright/test';

/** Cart (order remote): `/cart`. */
export class CartPage {
  static readonly path = '/cart';
  readonly root: Locator;
  readonly heading: Locator;

  constructor(readonly page: Page) {
    this.root = page.locator('.remote-root--order');
    this.heading = this.root.getByRole('heading', { name: /^장바구니/, level: 1 });
  }

  async goto(): Promise<void> {
    await this.page.goto(CartPage.path);
  }
}

/** Guest order (order remote): `/guest/order/{orderId}`, after a guest login. */
export class GuestOrderPage {
  static readonly path = (orderId: string): string => `/guest/order/${orderId}`;
  readonly root: Locator;
  readonly heading: Locator;
  readonly orderId: Locator;
  readonly items: Locator;
  readonly total: Locator;
  readonly logout: Locator;

  constructor(readonly page: Page) {
    this.root = page.locator('.remote-root--order');
    this.logout = this.root.getByRole('button', { name: '비회원 로그아웃' });
    this.heading = this.root.getByRole('heading', { name: '비회원 주문조회', level: 1 });
    this.orderId = this.root.getByTestId('guest-order-id');
    this.items = this.root.locator('.guest-order__item');
    this.total = this.root.getByTestId('guest-order-total');
  }
}

/** The demo member's seeded orders (mall-api seed): the first one is paid. */
export const DEMO_ORDER = { orderId: '20261020-0000002' } as const;

/** Member order detail (order remote): `/mypage/order/detail/{orderId}`. */
export class MemberOrderDetailPage {
  static readonly path = (orderId: string): string => `/mypage/order/detail/${orderId}`;
  readonly root: Locator;
  readonly orderId: Locator;

  constructor(readonly page: Page) {
    this.root = page.locator('.remote-root--order');
    this.orderId = this.root.getByTestId('order-detail-order-id');
  }
}

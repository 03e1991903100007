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

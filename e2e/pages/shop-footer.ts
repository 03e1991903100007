import type { Locator, Page } from '@playwright/test';

/** The shell's footer: shop information from the settings and the help links. */
export class ShopFooter {
  readonly root: Locator;
  readonly links: Locator;

  constructor(readonly page: Page) {
    this.root = page.locator('footer.shop-footer');
    this.links = this.root.getByRole('navigation', { name: '쇼핑몰 안내' });
  }

  link(name: string): Locator {
    return this.links.getByRole('link', { name, exact: true });
  }
}

import type { Locator, Page } from '@playwright/test';

/** Goods detail (catalog remote): `/goods/detail/{id}`. */
export class GoodsDetailPage {
  static readonly path = (id: number | string): string => `/goods/detail/${id}`;
  readonly root: Locator;
  readonly goodsName: Locator;
  readonly addToCart: Locator;

  constructor(readonly page: Page) {
    this.root = page.locator('.remote-root--catalog');
    this.goodsName = this.root.getByRole('heading', { level: 1 });
    this.addToCart = this.root.getByRole('button', { name: '장바구니 담기' });
  }

  async goto(id: number | string = 1): Promise<void> {
    await this.page.goto(GoodsDetailPage.path(id));
  }
}

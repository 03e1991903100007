import type { Locator, Page } from '@playwright/test';

/** Main page (exhibit remote): `/`. */
export class MainPage {
  static readonly path = '/';
  readonly root: Locator;
  readonly heading: Locator;

  constructor(readonly page: Page) {
    this.root = page.locator('.remote-root--exhibit');
    this.heading = this.root.getByRole('heading', { name: '케이몰 메인' });
  }

  async goto(): Promise<void> {
    await this.page.goto(MainPage.path);
  }
}

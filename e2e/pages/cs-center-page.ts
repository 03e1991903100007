import type { Locator, Page } from '@playwright/test';

/** Notice list (cs-center remote): `/cs-center/notice`. */
export class NoticeListPage {
  static readonly path = '/cs-center/notice';
  readonly root: Locator;
  readonly heading: Locator;

  constructor(readonly page: Page) {
    this.root = page.locator('.remote-root--cs_center');
    this.heading = this.root.getByRole('heading', { name: '공지사항', level: 1 });
  }

  async goto(): Promise<void> {
    await this.page.goto(NoticeListPage.path);
  }
}

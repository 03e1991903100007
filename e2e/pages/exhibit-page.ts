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

  /** Scrolls to the first section below the top: they load (their own chunk) as the shopper nears them. */
  async revealLowerSections(): Promise<void> {
    await this.root.locator('.lego-placeholder').first().scrollIntoViewIfNeeded();
    await this.root.locator('.lego-placeholder').first().waitFor({ state: 'detached' });
  }
}

/** Exhibit remote mount point. */
const exhibitRoot = (page: Page) => page.locator('.remote-root--exhibit');

/** A lego section of the main page, by its visible heading. */
export function legoSection(page: Page, title: string): Locator {
  return exhibitRoot(page).getByRole('region', { name: title });
}

/** Planning event (기획전) detail: `/planning/{id}` (seeded: 1 ongoing, 4 upcoming, 6 ended). */
export class PlanningPage {
  readonly root: Locator;
  readonly heading: Locator;
  readonly state: Locator;
  readonly countdown: Locator;
  readonly goods: Locator;

  constructor(readonly page: Page) {
    this.root = exhibitRoot(page);
    this.heading = this.root.getByRole('heading', { level: 1 });
    this.state = this.root.locator('.planning__state');
    this.countdown = this.root.locator('.planning__countdown');
    this.goods = this.root.getByRole('list', { name: '기획전 상품' });
  }

  async goto(id: number): Promise<void> {
    await this.page.goto(`/planning/${id}`);
  }
}

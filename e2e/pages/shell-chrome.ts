import { expect, type Locator, type Page } from '@playwright/test';

/** A remote's first content on a busy machine (speed is never asserted; this only bounds a hang). */
export const CONTENT_TIMEOUT = 30_000;

/** The shell's navigation chrome: page frame, back button, skip link, loading bar, scroll-to-top, menu, error view. */
export class ShellChrome {
  readonly frame: Locator;
  readonly backButton: Locator;
  readonly menuLink: Locator;
  readonly skipLink: Locator;
  readonly main: Locator;
  readonly loadingBar: Locator;
  readonly scrollTopButton: Locator;
  readonly appError: Locator;

  constructor(readonly page: Page) {
    this.frame = page.locator('.page-frame');
    this.backButton = page.locator('header.shell-header').getByRole('button', { name: /^(뒤로 가기|닫기)$/ });
    this.menuLink = page.locator('header.shell-header').getByRole('link', { name: '전체 메뉴' });
    this.skipLink = page.getByRole('link', { name: '본문 바로가기' });
    this.main = page.locator('main#content');
    this.loadingBar = page.getByTestId('loading-bar');
    this.scrollTopButton = page.getByRole('button', { name: '맨 위로' });
    this.appError = page.locator('[data-app-error]');
  }

  /** The transition the last navigation played, as the page frame states it. */
  async expectTransition(name: string, direction: 'forward' | 'back'): Promise<void> {
    await expect(this.frame).toHaveAttribute('data-transition', name);
    await expect(this.frame).toHaveAttribute('data-direction', direction);
  }

  scrollY(): Promise<number> {
    return this.page.evaluate(() => Math.round(window.scrollY));
  }

  async scrollTo(y: number): Promise<void> {
    await this.page.evaluate((top) => window.scrollTo(0, top), y);
    await expect.poll(() => this.scrollY()).toBe(y);
  }
}

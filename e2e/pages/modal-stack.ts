import { expect, type Locator, type Page } from '@playwright/test';

/** The shell's modal stack and alert stack: what every remote's modals and alerts are drawn in. */
export class ModalStack {
  readonly modals: Locator;
  /** The active alert (inactive ones are aria-hidden, so role queries skip them). */
  readonly alert: Locator;

  constructor(readonly page: Page) {
    this.modals = page.locator('.modal-stack > .modal');
    this.alert = page.getByRole('alertdialog');
  }

  /** A modal frame by popup name (the `data-modal` the shell sets). */
  modal(name: string): Locator {
    return this.page.locator(`.modal[data-modal="${name}"]`);
  }

  /** The dialog of the top, active modal, by its accessible name (the modal's heading). */
  dialog(name: string): Locator {
    return this.page.getByRole('dialog', { name });
  }

  /**
   * Opens a modal the way a link inside the page does: by setting the hash after the page loaded
   * (a hash present on load has no open popup and is removed, spec section 2).
   */
  async openByHash(hash: string): Promise<void> {
    await this.page.evaluate((h) => (window.location.hash = h), hash);
  }

  closeButton(name: string): Locator {
    return this.modal(name).getByRole('button', { name: '닫기' });
  }

  async zIndex(locator: Locator): Promise<number> {
    return Number(await locator.evaluate((el) => getComputedStyle(el).zIndex));
  }

  async expectHash(hash: string): Promise<void> {
    await expect.poll(() => this.page.evaluate(() => window.location.hash)).toBe(hash);
  }

  async expectInert(locator: Locator, inert: boolean): Promise<void> {
    if (inert) await expect(locator).toHaveAttribute('inert', '');
    else await expect(locator).not.toHaveAttribute('inert');
  }
}

import type { Locator, Page } from '@playwright/test';
import { API, MAIN_POPUP_HIDE_KEY } from '@mall/shared-contracts';

/** The shell's main popup over `/` (a lazy shell overlay fed by GET /api/v1/popups). */
export class MainPopup {
  readonly dialog: Locator;
  readonly hideToday: Locator;
  readonly close: Locator;
  /** Popup list requests seen since this object was made. */
  readonly requests: string[] = [];

  constructor(readonly page: Page) {
    this.dialog = page.getByRole('dialog', { name: '메인 팝업' });
    this.hideToday = this.dialog.getByRole('button', { name: '오늘 하루 보지 않기' });
    this.close = this.dialog.getByRole('button', { name: '닫기' });
    page.on('request', (req) => {
      if (new URL(req.url()).pathname === API.popups) this.requests.push(req.url());
    });
  }

  image(title: string): Locator {
    return this.dialog.getByRole('img', { name: title });
  }

  /** The saved "오늘 하루 보지 않기" entry (the stored value, without the storage envelope), or null. */
  async saved(): Promise<unknown> {
    const raw = await this.page.evaluate((key) => localStorage.getItem(key), MAIN_POPUP_HIDE_KEY);
    return raw === null ? null : (JSON.parse(raw) as { value: unknown }).value;
  }
}

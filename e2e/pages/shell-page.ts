import { expect, type Locator, type Page } from '@playwright/test';
import type { RemoteName } from './remotes';

/**
 * What the shell owns on every page: header, status screens, and the frame each remote mounts in
 * (`.remote-root--<name>`, the parcel wrapper) or its load-error fallback (`[data-remote-fallback]`).
 */
export class ShellPage {
  readonly header: Locator;
  readonly homeLink: Locator;
  readonly cartLink: Locator;

  constructor(readonly page: Page) {
    this.header = page.locator('header.shell-header');
    this.homeLink = this.header.getByRole('link', { name: 'K·MALL 홈' });
    this.cartLink = this.header.getByRole('link', { name: /^장바구니/ });
  }

  heading(name: string | RegExp): Locator {
    return this.page.getByRole('heading', { name });
  }

  get notFoundHeading(): Locator {
    return this.heading('페이지를 찾을 수 없습니다');
  }

  get maintenanceHeading(): Locator {
    return this.heading('서비스 점검 중입니다');
  }

  get configError(): Locator {
    return this.page.getByRole('alert').filter({ hasText: '사이트 설정을 불러오지 못했습니다' });
  }

  remoteRoot(remote: RemoteName): Locator {
    return this.page.locator(`.remote-root--${remote}`);
  }

  /**
   * The remote's parcel runs in the page: a server-rendered page (docs/adr/0027) shows its HTML before, and
   * input before hydration does nothing, so a spec that acts on such a page first waits for this.
   */
  async expectHydrated(remote: RemoteName): Promise<void> {
    await expect(this.page.locator('[data-server-render]')).toHaveCount(0);
    await this.page.waitForFunction((name) => {
      const first = document.querySelector(`.remote-root--${name}`)?.firstElementChild;
      return Boolean(first && Object.keys(first).some((k) => k.startsWith('__react')));
    }, remote);
  }

  remoteFallback(remote: RemoteName): Locator {
    return this.page.locator(`[data-remote-fallback="${remote}"]`);
  }

  retryButton(remote: RemoteName): Locator {
    return this.remoteFallback(remote).getByRole('button', { name: '다시 시도' });
  }

  /**
   * Mounted = the remote's lifecycles rendered something into the parcel (content, or its own loading
   * state), and not its not-found page: a remote that mounted and says "페이지를 찾을 수 없습니다" is a
   * page that does not exist. Tests still assert the page's own content after this.
   */
  async expectRemoteMounted(remote: RemoteName): Promise<void> {
    await expect(this.remoteRoot(remote).locator(':scope > *').first()).toBeAttached();
    await expect(this.remoteFallback(remote)).toHaveCount(0);
    await expect(this.remoteRoot(remote).getByRole('heading', { name: '페이지를 찾을 수 없습니다' }), `${remote} rendered its not-found page`).toHaveCount(0);
  }

  /** A value on window survives client-side navigation and dies with a full reload. */
  async markDocument(): Promise<void> {
    await this.page.evaluate(() => ((window as unknown as Record<string, unknown>).__e2eSameDocument = true));
  }

  async expectSameDocument(): Promise<void> {
    expect(await this.page.evaluate(() => (window as unknown as Record<string, unknown>).__e2eSameDocument), 'no full page reload').toBe(true);
  }
}

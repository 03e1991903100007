import type { Page, Request } from '@playwright/test';
import { RECENT_VIEWED_GOODS_KEY } from '@mall/shared-contracts';

/** Local storage keys of the shell's session (shell/src/platform/session-store.ts, http.ts). */
export const STORED = {
  auth: 'mall.auth',
  user: 'mall.user',
  guest: 'mall.guest',
  likedGoods: 'mall.likedGoods',
  recentViewedGoods: RECENT_VIEWED_GOODS_KEY,
  affiliate: 'mall.affiliate',
} as const;

/** What the page keeps of a member session (the refresh token is an HttpOnly cookie it never sees). */
export interface StoredTokens {
  token: string;
  expired_at: string;
}

/** The browser side of the session: what the shell stored, and the API calls the page makes. */
export class SessionPage {
  constructor(readonly page: Page) {}

  /** A stored value (the shell keeps `{ value, expiresAt }`), or null. */
  async stored<T>(key: string): Promise<T | null> {
    return this.page.evaluate((k) => {
      const raw = localStorage.getItem(k);
      return raw === null ? null : (JSON.parse(raw) as { value: T }).value;
    }, key);
  }

  async store(key: string, value: unknown, expiresAt = Date.now() + 86_400_000): Promise<void> {
    await this.page.evaluate(([k, v, e]) => localStorage.setItem(k as string, JSON.stringify({ value: v, expiresAt: e })), [key, value, expiresAt] as const);
  }

  /** Every /api/v1 request from now on. */
  recordApiRequests(): Request[] {
    const requests: Request[] = [];
    this.page.on('request', (r) => {
      if (new URL(r.url()).pathname.startsWith('/api/v1/')) requests.push(r);
    });
    return requests;
  }

  /**
   * An in-app navigation (what a router link does): history@5 entry with the next index, then the
   * popstate the shell's history listens to. No page of the mall links a member to /login, so the
   * "stay where they are" rule is exercised this way.
   */
  async navigateInApp(path: string): Promise<void> {
    await this.page.evaluate((to) => {
      const idx = ((window.history.state as { idx?: number } | null)?.idx ?? 0) + 1;
      const state = { usr: null, key: Math.random().toString(36).slice(2, 10), idx };
      window.history.pushState(state, '', to);
      window.dispatchEvent(new PopStateEvent('popstate', { state }));
    }, path);
  }
}

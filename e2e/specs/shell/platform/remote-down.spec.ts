import { expect, test } from '../../../fixtures/test';
import { remoteOrigin, type RemoteName } from '../../../pages/remotes';
import { ShellPage } from '../../../pages/shell-page';

/**
 * One remote down never takes the shell or the other remotes down (docs/architecture.md, "소유와 경계";
 * docs/adr/0001): its routes show the domain fallback, the header and other domains keep working,
 * and "다시 시도" mounts the remote once it is back — in the same document, without a reload.
 */
interface Case {
  remote: RemoteName;
  /** A route the remote owns. */
  path: string;
  /** How to reach another remote from the header, and back to the broken route. */
  away: (shell: ShellPage) => Promise<void>;
  awayRemote: RemoteName;
  awayUrl: string | RegExp;
  back: (shell: ShellPage) => Promise<void>;
}

const viaHome = {
  away: (shell: ShellPage) => shell.homeLink.click(),
  awayRemote: 'exhibit' as const,
  awayUrl: '/',
  back: async (shell: ShellPage) => void (await shell.page.goBack()),
};

const CASES: Case[] = [
  { remote: 'catalog', path: '/goods/detail/1', ...viaHome },
  // The home page *is* exhibit: leave through the cart link, come back through the logo.
  { remote: 'exhibit', path: '/', away: (shell) => shell.cartLink.click(), awayRemote: 'order', awayUrl: '/cart', back: (shell) => shell.homeLink.click() },
  { remote: 'mypage', path: '/login', ...viaHome },
  { remote: 'order', path: '/cart', ...viaHome },
  { remote: 'cs_center', path: '/cs-center/notice', ...viaHome },
];

for (const c of CASES) {
  test(`${c.remote} down: fallback on ${c.path}, the rest of the mall works, retry recovers without a reload`, async ({ page }) => {
    test.slow(); // the shell retries manifest and entry loads with back-off before giving up
    const shell = new ShellPage(page);
    let manifestAttempts = 0;
    await page.route(remoteOrigin(c.remote), (route) => {
      if (route.request().url().endsWith('/mf-manifest.json')) manifestAttempts++;
      return route.abort('connectionrefused');
    });

    await page.goto(c.path);
    const fallback = shell.remoteFallback(c.remote);
    await expect(fallback).toBeVisible({ timeout: 20_000 });
    // The first layer of failure handling: the manifest was retried before the fallback showed.
    expect(manifestAttempts).toBeGreaterThanOrEqual(3);
    await expect(fallback).toContainText('잠시 후 다시 시도해 주세요');
    await expect(shell.retryButton(c.remote)).toBeVisible();
    await shell.markDocument();

    // The shell's header still navigates, and another domain still renders.
    await c.away(shell);
    await expect(page).toHaveURL(c.awayUrl);
    await shell.expectRemoteMounted(c.awayRemote);

    // Back on the broken domain: still down, still the fallback.
    await c.back(shell);
    await expect(page).toHaveURL(c.path);
    await expect(fallback).toBeVisible({ timeout: 20_000 });

    // The remote comes back; the retry button mounts it in place.
    await page.unroute(remoteOrigin(c.remote));
    await shell.retryButton(c.remote).click();
    await shell.expectRemoteMounted(c.remote);
    await expect(fallback).toHaveCount(0);
    await shell.expectSameDocument();
  });
}

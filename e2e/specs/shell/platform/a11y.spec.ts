import type { Page } from '@playwright/test';
import { contrastRatio, TEXT_CONTRAST } from '@mall/shared-contracts';
import { MODAL_SAMPLES, sampleOf, SPEC_MODALS, SPEC_ROUTES, type SpecRoute } from '../../../fixtures/spec-samples';
import { formatFindings, seriousViolations } from '../../../fixtures/axe';
import { APP_USER_AGENTS, installFakeApp, newDeviceUuid } from '../../../fixtures/fake-native-app';
import { GUEST_STATE, MEMBER_STATE } from '../../../fixtures/member-state';
import { expect, test } from '../../../fixtures/test';
import { expectVisibleFocus, focusInside, tabStops } from '../../../pages/keyboard';
import { ModalStack } from '../../../pages/modal-stack';

/**
 * The accessibility gate (issue 15): axe-core, WCAG 2.0/2.1 A and AA, on every route and every modal
 * of the spec, on both projects. Any serious or critical violation fails. The lists come from the spec's
 * QA list (shared-contracts spec-routes.ts); the sample URL a route is loaded at is the one its owner
 * declares (its `src/declaration.ts`), a modal's its MODAL_SAMPLES entry.
 * One page load per route (routes batched per test, see ROUTES_PER_TEST); the member and guest sessions come from the setup project.
 */

type Session = 'anonymous' | 'member' | 'guest';

/**
 * Which session a route is visited with: the shell's guards (route-table.ts) send anyone else away
 * from member and guest pages; the cart is visited by the demo member, whose cart holds seeded rows.
 */
function sessionOf(path: string): Session {
  if (path === '/mypage' || path.startsWith('/mypage/') || path === '/cart' || path.startsWith('/order/')) return 'member';
  if (path.startsWith('/guest/order')) return 'guest';
  return 'anonymous';
}

const STATE: Record<Session, string | undefined> = { anonymous: undefined, member: MEMBER_STATE, guest: GUEST_STATE };

/** A sample still holding a pattern (`:id`, `*`) cannot be loaded: the squad must give a seeded URL. */
const hasPattern = (url: string) =>
  url
    .split(/[?#]/)[0]!
    .split('/')
    .some((s) => s.startsWith(':') || s === '*');

const BUILT_ROUTES = SPEC_ROUTES;
const BUILT_MODALS = Object.keys(SPEC_MODALS);

/**
 * Waits until the page has settled: no loading bar, no loading spinner, no skeleton still waiting,
 * fonts and pending images done, so axe sees the page a shopper reads.
 */
async function settle(page: Page): Promise<void> {
  await expect(page.locator('#content, main').first()).toBeVisible();
  await expect(page.getByTestId('loading-bar')).toHaveCount(0);
  await expect(page.locator('.ui-loading, [aria-busy="true"]')).toHaveCount(0);
  await expect(page.locator('[data-remote-fallback]')).toHaveCount(0);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

async function expectNoSeriousViolations(page: Page, what: string): Promise<void> {
  const findings = await seriousViolations(page);
  expect(findings, `axe: serious or critical violations on ${what}\n${formatFindings(findings)}`).toEqual([]);
}

test('the gate covers built pages only with a loadable sample URL and a modal sample', () => {
  // A declared route without a seeded example URL fails here.
  const missingRouteSamples = BUILT_ROUTES.filter((route) => hasPattern(sampleOf(route))).map((route) => route.path);
  expect(missingRouteSamples, "routes need a sample URL with real seeded ids in their owner's src/declaration.ts").toEqual([]);
  const missingModalSamples = BUILT_MODALS.filter((name) => !MODAL_SAMPLES[name]);
  expect(missingModalSamples, 'built modals need an entry in MODAL_SAMPLES (shared-contracts/src/spec-samples.ts)').toEqual([]);
  expect(BUILT_ROUTES.length).toBeGreaterThan(0);
});

/**
 * Routes are gated in batches of this many per test, one page visiting them in turn: the shell and the
 * remotes' JavaScript then comes from the page's cache after the first visit, as it does for a shopper,
 * instead of a fresh browser context per route (most of the gate's time). Each route is its own step,
 * and violations are soft, so one route's findings do not hide the next one's.
 */
const ROUTES_PER_TEST = 8;

/** `items` in as few batches of at most `max` as possible, evenly filled (17 by 8 → 6, 6, 5), so the two workers share them evenly. */
function batchesOf<T>(items: readonly T[], max: number): T[][] {
  const count = Math.ceil(items.length / max);
  return Array.from({ length: count }, (_, i) => items.slice(Math.floor((i * items.length) / count), Math.floor(((i + 1) * items.length) / count)));
}

for (const session of ['anonymous', 'member', 'guest'] as const) {
  const routes = BUILT_ROUTES.filter((route) => sessionOf(route.path) === session);
  const batches = batchesOf(routes, ROUTES_PER_TEST);
  test.describe(`${session} pages`, () => {
    if (STATE[session]) test.use({ storageState: STATE[session] });
    for (const batch of batches) {
      // The title names every route, so `-g "/mypage/wish"` still picks a route's test.
      test(`axe: ${batch.map((route) => route.path).join(' ')}`, async ({ page }) => {
        test.setTimeout(15_000 * batch.length);
        for (const route of batch) {
          await test.step(route.path, async () => {
            expect(
              hasPattern(sampleOf(route)),
              `${route.path} is built but its sample is "${sampleOf(route)}": add a seeded example URL to its owner's src/declaration.ts`,
            ).toBe(false);
            await visit(page, route);
            const findings = await seriousViolations(page);
            expect.soft(findings, `axe: serious or critical violations on ${sampleOf(route)} (${route.path})\n${formatFindings(findings)}`).toEqual([]);
          });
        }
      });
    }
  });
}

async function visit(page: Page, route: SpecRoute): Promise<void> {
  await page.goto(sampleOf(route));
  await settle(page);
  // A guard that sent the visit to /login would gate the login page twice and the route never.
  if (!route.path.startsWith('/login')) expect(new URL(page.url()).pathname, `${sampleOf(route)} redirected`).not.toBe('/login');
}

/**
 * Modals too are gated in batches in one page per session (a step per modal, the sample page loaded
 * afresh for each): axe on the open dialog, then the keyboard — the focus starts inside, Tab goes once
 * round and one stop further (so a focus that escapes at the wrap is caught), always visible, and
 * Escape closes the dialog.
 */
const MODALS_PER_TEST = 8;

for (const session of ['anonymous', 'member', 'guest'] as const) {
  const modals = BUILT_MODALS.filter((name) => (MODAL_SAMPLES[name]?.session ?? 'anonymous') === session);
  const batches = batchesOf(modals, MODALS_PER_TEST);
  test.describe(`${session} modals`, () => {
    if (STATE[session]) test.use({ storageState: STATE[session] });
    for (const batch of batches) {
      // The title names every modal, so `-g "modal receipt"` still picks a modal's test.
      test(`axe and keyboard: ${batch.map((name) => `modal ${name}`).join(', ')}`, async ({ page }) => {
        test.setTimeout(20_000 * batch.length);
        for (const name of batch) await test.step(name, () => gateModal(page, name));
      });
    }
  });
}

async function gateModal(page: Page, name: string): Promise<void> {
  const sample = MODAL_SAMPLES[name];
  expect(sample, `${name} is built but has no MODAL_SAMPLES entry in spec-samples.ts`).toBeTruthy();
  const stack = new ModalStack(page);
  await page.goto(sample!.page);
  await settle(page);
  await stack.openByHash(sample!.hash);
  const modal = stack.modal(name);
  const dialog = modal.getByRole('dialog');
  await expect(dialog).toBeVisible();
  // A modal dialog named by its title (the remote puts `titleId` on its heading).
  await expect(dialog).toHaveAttribute('aria-modal', 'true');
  await expect(dialog).toHaveAccessibleName(/\S/);
  await settle(page);
  await expect(modal).not.toHaveAttribute('inert');
  const findings = await seriousViolations(page);
  expect.soft(findings, `axe: serious or critical violations on modal ${sample!.hash} on ${sample!.page}\n${formatFindings(findings)}`).toEqual([]);

  await expect.poll(() => focusInside(modal)).toBe(true);
  const stops = await tabStops(modal);
  for (let i = 0; i < stops + 1; i++) {
    await page.keyboard.press('Tab');
    expect(await focusInside(modal), `Tab ${i + 1} stays in modal ${name}`).toBe(true);
    if (stops > 0) await expectVisibleFocus(page.locator(':focus'));
  }
  await page.keyboard.press('Escape');
  await expect(stack.modals).toHaveCount(0);
}

/** A white image for every banner: the worst case for white captions. */
const WHITE_SVG = '<svg xmlns="http://www.w3.org/2000/svg" width="780" height="520"><rect width="100%" height="100%" fill="#fff"/></svg>';

test('banner captions keep 4.5:1 over any image: measured over all-white banners (axe cannot judge text over images)', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' }); // no auto-play while measuring
  await page.route('**/media/banners/**', (route) => route.fulfill({ contentType: 'image/svg+xml', body: WHITE_SVG }));
  await page.goto('/');
  const banner = page.getByRole('region', { name: '메인 배너' }).locator('.main-banner').first();
  await expect(banner.locator('img')).toHaveClass(/ui-image--loaded/);
  // Paint the banner white too, and hide the caption's letters: what is left under them is their background.
  await banner.evaluate((el) => {
    el.style.background = '#fff';
    for (const t of el.querySelectorAll<HTMLElement>('.main-banner__text, .main-banner__text *')) {
      t.style.color = 'transparent';
      t.style.textShadow = 'none';
    }
  });
  const lines = banner.locator('.main-banner__text > *');
  expect(await lines.count()).toBeGreaterThan(0);
  for (const line of await lines.all()) {
    const png = await line.screenshot({ animations: 'disabled' });
    const lightest = await page.evaluate(async (b64) => {
      const bytes = Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
      const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
      const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
      const ctx = canvas.getContext('2d')!;
      ctx.drawImage(bitmap, 0, 0);
      const data = ctx.getImageData(0, 0, bitmap.width, bitmap.height).data;
      let best = [0, 0, 0];
      let bestSum = -1;
      for (let i = 0; i < data.length; i += 4) {
        const sum = data[i]! + data[i + 1]! + data[i + 2]!;
        if (sum > bestSum) [bestSum, best] = [sum, [data[i]!, data[i + 1]!, data[i + 2]!]];
      }
      return `#${best.map((v) => v.toString(16).padStart(2, '0')).join('')}`;
    }, png.toString('base64'));
    const ratio = contrastRatio('#ffffff', lightest);
    expect(ratio, `white caption text over ${lightest}`).toBeGreaterThanOrEqual(TEXT_CONTRAST);
  }
});

test.describe('in the app (WebView)', () => {
  test.use({ userAgent: APP_USER_AGENTS.android('2.3.0') });
  test('axe: /setting with its switches, and / with the app popup', async ({ page }, testInfo) => {
    await installFakeApp(page, {
      os: 'android',
      uuid: newDeviceUuid(testInfo.project.name),
      appVersion: '2.3.0',
      seenAppPopup: false,
      biometricSupported: true,
    });
    await page.goto('/setting');
    await expect(page.getByRole('switch').first()).toBeVisible();
    await settle(page);
    await expectNoSeriousViolations(page, '/setting in the app');
    await page.goto('/');
    await expect(page.getByRole('dialog')).toBeVisible();
    await settle(page);
    await expectNoSeriousViolations(page, '/ with the app popup');
  });
});

test.describe('main popup', () => {
  test.use({ showMainPopup: true });
  test('axe: / with the main popup open', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('dialog')).toBeVisible();
    await settle(page);
    await expectNoSeriousViolations(page, '/ with the main popup');
  });
});

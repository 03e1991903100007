import { defineConfig, devices } from '@playwright/test';
import { portOf } from '../tools/ports.mjs';
import { playwrightWebServer } from '../tools/start.mjs';

const CI = Boolean(process.env.CI);

/**
 * Always the system Chromium (Debian package): browsers are never downloaded. Background networking
 * and component updates are off because the test machine has no internet.
 */
const launchOptions = {
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update'],
};

/**
 * What the desktop project runs (docs/adr/0026). Specs live in `specs/<domain>/<kind>/`: `content/` (a page's
 * or modal's own content) runs on the phone and on desktop; `journey/` (flows across pages) and `platform/`
 * (shell and remote behaviour no layout changes) run once, on the phone. The exceptions run on both: the
 * checkout journeys (issue 9: their members are per project), and the platform specs about layout or input
 * that differs on desktop: axe on every route and modal (issue 15), the keyboard, and the widgets that are a
 * bottom sheet, a swipe or a touch drag on phones and something else on desktop.
 */
const DESKTOP = [/\/content\/[^/]+\.spec\.ts$/, /\/order\/journey\/checkout\.spec\.ts$/, /\/shell\/platform\/(a11y|keyboard|layout-widgets)\.spec\.ts$/];

export default defineConfig({
  testDir: './specs',
  fullyParallel: true,
  forbidOnly: CI,
  retries: CI ? 1 : 0,
  workers: 2,
  reporter: 'list',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://localhost:${portOf('shell')}`,
    locale: 'ko-KR',
    timezoneId: 'Asia/Seoul',
    launchOptions,
    // Recording a trace costs every test time; in CI only the retry of a failed test records one.
    trace: CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    // Logs the demo member in once; specs reuse it with `test.use({ storageState: MEMBER_STATE })`.
    { name: 'setup', testDir: './setup', testMatch: /\.setup\.ts$/, use: { launchOptions } },
    {
      name: 'mobile',
      dependencies: ['setup'],
      // Pixel 7, but with the full screen height: the storefront is designed for a 412×915 viewport.
      use: { ...devices['Pixel 7'], viewport: { width: 412, height: 915 }, launchOptions },
    },
    {
      name: 'desktop',
      dependencies: ['setup'],
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions },
      testMatch: DESKTOP,
    },
  ],
  // mall-api on a fresh in-memory database + the six static servers; frontends must be built
  // (`npm run test:e2e` builds first).
  webServer: playwrightWebServer({ ci: CI }),
});

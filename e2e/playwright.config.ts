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
      // Plain HTTP checks do not depend on the viewport: the desktop project runs them once.
      testIgnore: /cache-headers\.spec\.ts/,
    },
    {
      name: 'desktop',
      dependencies: ['setup'],
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions },
      // Journeys (`*.journey.spec.ts`) walk many pages and run once, on the phone; content tests run on both.
      // The checkout journeys (member and guest: buy, pay, cancel a line, the refund) are the exception and run
      // on both (issue 9); their members are per project. So do the shell's behaviour specs that no layout
      // changes: session and guards, the app bridge (an app WebView is a phone), trackers, runtime config, the
      // shop settings' switches and request cache, a remote down, a stale chunk.
      testIgnore: [
        /(?<!order\/checkout)\.journey\.spec\.ts$/,
        /shell\/(session|auth-navigation|native-app|trackers|runtime-config|settings|remote-down|chunk-reload|contract-refusal)\.spec\.ts$/,
      ],
    },
  ],
  // mall-api on a fresh in-memory database + the six static servers; frontends must be built
  // (`npm run test:e2e` builds first).
  webServer: playwrightWebServer({ ci: CI }),
});

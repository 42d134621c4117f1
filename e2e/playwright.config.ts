import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';
import { PHONE_SPECS } from './projects';
import { smtpPort } from './mail-config';

/*
 * Browser tests against the built app (npm run build first; `npm test` does). Chromium is Debian's
 * (/usr/bin/chromium): Playwright never downloads a browser here. The server starts on a fresh SQLite
 * file, which it seeds with the demo tenants on first start.
 */
const port = Number(process.env.E2E_PORT ?? 3100);

/**
 * Debian's headless shell (the package chromium-headless-shell) draws the same pages as its full
 * Chromium with less work: the suite runs about a fifth faster on it (decision 0075). Full Chromium
 * where it is the only one installed.
 */
const chromium =
  process.env.CHROMIUM_PATH ??
  (existsSync('/usr/bin/chromium-headless-shell') ? '/usr/bin/chromium-headless-shell' : '/usr/bin/chromium');
export const baseURL = `http://localhost:${port}`;

export default defineConfig({
  testDir: './tests',
  // A real SMTP sink the app sends its mail to; the tests read what arrived (tests/mail.ts).
  globalSetup: './mail-sink.ts',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  // In CI two workers share 2 cores with the server, and the accessibility walks keep one of them
  // busy with axe for minutes: a screen-by-screen flow with its axe passes then needs more than 30 s.
  timeout: process.env.CI ? 60_000 : 30_000,
  // Under the same load a lazily loaded screen (its chunk, then its data) can take over 5 s to draw:
  // CI's retry of the sticky-header test timed out twice waiting for /menus' items.
  expect: { timeout: process.env.CI ? 15_000 : 5_000 },
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: chromium,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
      ],
    },
  },
  projects: [
    // Tests tagged @phone are about the phone layout (the mobile menu) and run only there.
    {
      name: 'desktop',
      grepInvert: /@phone/,
      use: { browserName: 'chromium', viewport: { width: 1280, height: 800 } },
    },
    // The screens a phone draws differently and the diner's path through them (decision 0075): the
    // storefront's shell and menus, ordering and checkout, payment, the board, every screen's axe walk.
    // A flow whose screens are all covered there (accounts, promotions, the consoles' forms, mail
    // links) runs once, at the desktop's width. Tests tagged @desktop change a location for everyone
    // (pause, 86) and run once, in desktop only.
    {
      name: 'phone',
      testMatch: PHONE_SPECS,
      grepInvert: /@desktop/,
      use: { browserName: 'chromium', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
    },
  ],
  webServer: {
    // One data directory per port, so two suites on different E2E_PORTs can run side by side.
    command: `rm -rf .tmp/${port} && mkdir -p .tmp/${port} && node ../apps/server/dist/server.js`,
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(port),
      DATABASE_URL: `.tmp/${port}/e2e.db`,
      LOG_LEVEL: 'warn',
      DEFAULT_TENANT: 'goldenmaple',
      // The same instant as tests/fixtures.ts FIXED_NOW.
      FIXED_NOW: '2026-11-25T20:30:00Z',
      SMTP_URL: `smtp://127.0.0.1:${smtpPort()}`,
      MAIL_FROM: 'orders@storefront.test',
      // The whole suite orders, books and buys from one address and a few emails (README: limits).
      ORDER_RATE_LIMIT: 'off',
      RESERVATION_RATE_LIMIT: 'off',
      GIFT_CARD_ORDER_RATE_LIMIT: 'off',
      CONTACT_RATE_LIMIT: 'off',
      // The pinned clock never ends a sign-in window, so every staff sign-in of the run counts.
      SIGN_IN_ADDRESS_LIMIT: '1000',
      // webhooks.spec.ts's receiver listens on 127.0.0.1 (decision 0064).
      WEBHOOK_ALLOW_PRIVATE: 'true',
    },
  },
});

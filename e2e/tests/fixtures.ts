import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

/**
 * The instant the browser tests live at: Wednesday 2026-11-25, mid-afternoon in the demo cities, when
 * the demo restaurants are open. The server is pinned to it with FIXED_NOW (playwright.config.ts) and
 * every page's clock here, so both sides agree on what "now" and "open" mean.
 */
export const FIXED_NOW = '2026-11-25T20:30:00Z';

export const test = base.extend({
  page: async ({ page }, use) => {
    await page.clock.setFixedTime(new Date(FIXED_NOW));
    // Prairie Pie Co.'s transition popup would cover the page in tests about something else; the
    // popup's own tests clear this cookie first.
    const port = Number(process.env.E2E_PORT ?? 3100);
    await page
      .context()
      .addCookies([
        { name: 'transitionDismissed', value: 'true', url: `http://prairiepie.localhost:${port}` },
      ]);
    await use(page);
  },
});

export { expect };

/**
 * Waits until the app has adopted the page the server drew (it then keeps the scroll positions
 * itself). Before that the server's buttons do nothing and its links load pages afresh.
 */
export async function appStarted(page: Page): Promise<void> {
  await expect.poll(() => page.evaluate(() => window.history.scrollRestoration)).toBe('manual');
}

/** The URL of a path on a tenant's own host (`<slug>.localhost`), as a diner would reach it. */
export function tenantUrl(slug: string, path = '/'): string {
  const port = Number(process.env.E2E_PORT ?? 3100);
  return `http://${slug}.localhost:${port}${path}`;
}

/*
 * axe's experimental rules are off by default; these serious ones judge what a person meets (a
 * control's spoken name that differs from its text, WCAG 2.5.3; content locked to one orientation),
 * so they are on. 'p-as-heading' is left off: its guess from font size alone calls a price or a
 * member's name a heading.
 */
const EXPERIMENTAL_RULES = ['label-content-name-mismatch', 'css-orientation-lock'];

/** The serious and critical accessibility violations on the page as it is now, one line each. */
export async function accessibilityViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .options({
      rules: Object.fromEntries(EXPERIMENTAL_RULES.map((id) => [id, { enabled: true }])),
      // Only violations are read: axe then gathers no node of the passes, a fifth of a pass's time on
      // a menu page, and the accessibility walks are the browser suite's longest tests.
      resultTypes: ['violations'],
    })
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

/** Fails on any serious or critical accessibility violation on the page as it is now. */
export async function expectAccessible(page: Page): Promise<void> {
  expect(await accessibilityViolations(page)).toEqual([]);
}

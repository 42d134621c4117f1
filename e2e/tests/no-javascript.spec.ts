import { expect, test, type Page } from '@playwright/test';
import { tenantUrl } from './fixtures';

/*
 * The browsing pages come from the server drawn (issue 28): with JavaScript off a diner reads them and
 * follows their links. The server's clock is pinned (FIXED_NOW); a page without scripts reads no other.
 */
test.use({ javaScriptEnabled: false });

const BROWSING_PAGES: [tenant: string, path: string, heading: RegExp][] = [
  ['goldenmaple', '/home', /Golden Maple Bistro/],
  ['goldenmaple', '/menus', /Menu/],
  ['goldenmaple', '/dinein', /Dine-in Menu/],
  ['goldenmaple', '/promotions', /Promotions/],
  ['goldenmaple', '/gallery', /Gallery/],
  ['goldenmaple', '/gift', /Gift Cards/],
  ['goldenmaple', '/reservation', /Reserve/],
  ['goldenmaple', '/contact', /Contact/],
  ['emerald', '/locations', /Locations/],
  ['emerald', '/menus', /Menu/],
];

/** The whole page once it has stopped changing: its lazy photos load and decode as it is taken. */
async function settledPicture(page: Page): Promise<Buffer> {
  let previous = await page.screenshot({ fullPage: true });
  for (let attempt = 0; attempt < 20; attempt++) {
    const current = await page.screenshot({ fullPage: true });
    if (current.equals(previous)) return current;
    previous = current;
  }
  throw new Error('The page kept changing');
}

/**
 * The page as drawn with the whole stylesheet added after the rules the server wrote into it (as the
 * entry applies it, decision 0109): where the page's rules missed one its markup uses, the page looks
 * different.
 */
async function withTheWholeStylesheet(page: Page): Promise<void> {
  const scripts = JSON.parse((await page.locator('#storefront-scripts').textContent()) ?? '{}') as {
    styles: string[];
  };
  expect(scripts.styles.length).toBeGreaterThan(0);
  // Run in Playwright's own world: the page's scripts are off, and so are its events there.
  await page.evaluate((hrefs) => {
    for (const href of hrefs) {
      const link = Object.assign(document.createElement('link'), { rel: 'stylesheet', href });
      link.dataset.whole = '';
      document.head.append(link);
    }
  }, scripts.styles);
  await expect
    .poll(() =>
      page.evaluate(() =>
        Array.from(document.querySelectorAll<HTMLLinkElement>('link[data-whole]')).every(
          (link) => link.sheet,
        ),
      ),
    )
    .toBe(true);
}

for (const [tenant, path, heading] of BROWSING_PAGES) {
  test(`${tenant} ${path} is readable without JavaScript, drawn by the rules in the page alone`, async ({
    page,
  }) => {
    const response = await page.goto(tenantUrl(tenant, path));
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 }).first()).toContainText(heading);
    await expect(page.getByRole('contentinfo')).toBeVisible();
    const drawn = await settledPicture(page);
    await withTheWholeStylesheet(page);
    expect(Buffer.compare(await settledPicture(page), drawn)).toBe(0);
  });
}

test('the menu lists its dishes and the links lead on, all without JavaScript', async ({ page }) => {
  await page.goto(tenantUrl('goldenmaple', '/menus'));
  await expect(page.getByRole('heading', { name: 'Prairie Poutine' })).toBeVisible();
  await page.getByRole('contentinfo').getByRole('link', { name: 'Gallery' }).click();
  await expect(page).toHaveURL(/\/gallery$/);
  await expect(page.getByRole('heading', { level: 1 }).first()).toHaveText(/Gallery/);
});

test('an unknown address says Page Not Found, with a 404, without JavaScript', async ({ page }) => {
  const response = await page.goto(tenantUrl('goldenmaple', '/no-such-page'));
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/not found/i);
});

test('a diner switches to Français without JavaScript, and the next address keeps to it', async ({
  page,
}) => {
  await page.goto(tenantUrl('goldenmaple', '/menus'));
  await page.getByRole('banner').getByRole('link', { name: 'Français' }).click();
  await expect(page).toHaveURL(/\/fr\/menus$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
  await page.goto(tenantUrl('goldenmaple', '/gallery'));
  await expect(page).toHaveURL(/\/fr\/gallery$/);
});

import { expect, test } from '@playwright/test';
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

for (const [tenant, path, heading] of BROWSING_PAGES) {
  test(`${tenant} ${path} is readable without JavaScript`, async ({ page }) => {
    const response = await page.goto(tenantUrl(tenant, path));
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 }).first()).toContainText(heading);
    await expect(page.getByRole('contentinfo')).toBeVisible();
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

import { expect, expectAccessible, tenantUrl, test } from './fixtures';

test('localhost shows the default demo tenant', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Golden Maple Bistro' })).toBeVisible();
  await expect(page).toHaveTitle(/Golden Maple Bistro/);
  expect(await page.locator('html').getAttribute('data-theme')).toBe('gold');
  await expectAccessible(page);
});

test('<slug>.localhost shows that tenant in its theme', async ({ page }) => {
  await page.goto(tenantUrl('emerald', '/home'));
  await expect(page.getByRole('heading', { level: 1, name: 'Emerald Noodle House' })).toBeVisible();
  expect(await page.locator('html').getAttribute('data-theme')).toBe('emerald');
  await expectAccessible(page);
});

test('an unknown path shows Page Not Found with its links', async ({ page }) => {
  await page.goto('/this/does/not/exist');
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  // Golden Maple has one location: no Locations page, so the 404 does not offer it (issue 17 item 10).
  for (const name of ['Home', 'Order Online', 'Menus', 'Contact']) {
    await expect(
      page.getByRole('navigation', { name: 'Helpful links' }).getByRole('link', { name }),
    ).toBeVisible();
  }
});

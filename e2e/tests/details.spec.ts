import { expect, expectAccessible, tenantUrl, test } from './fixtures';
import { pickupOrderOfFirstItem } from './steps';

/*
 * Copy and details (issue 18, item 8): item codes where a tenant turns them on, headings read without
 * stray spaces, and a map whose tiles cannot load shows the address and directions instead.
 */

test('item codes show only where the tenant turns them on', async ({ page }) => {
  await page.goto(tenantUrl('goldenmaple', '/menus'));
  const poutine = page.getByRole('article', { name: 'Prairie Poutine' }).filter({ visible: true });
  await expect(poutine).toBeVisible();
  await expect(poutine.getByText('Item code')).toHaveCount(0);

  await page.goto(tenantUrl('emerald', '/menus'));
  await page
    .getByRole('button', { name: /Order from This Location/ })
    .first()
    .click();
  const dumplings = page.getByRole('article', { name: 'Pork & Chive Dumplings' }).filter({ visible: true });
  await expect(dumplings).toContainText('Item code A1');
});

test('headings read as one phrase, without stray spaces, and counts in words', async ({ page }) => {
  await page.goto(tenantUrl('goldenmaple', '/menus'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveAccessibleName(
    'Menu: Golden Maple Bistro Riversdale',
  );
  await pickupOrderOfFirstItem(page, 'goldenmaple');
  await page.goto(tenantUrl('goldenmaple', '/checkout'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveAccessibleName(
    'Step 1 of 2: Review Your Order',
  );
  await expect(page.getByRole('dialog', { name: /Your Cart \(1 item\)/ })).toHaveCount(0);
});

test('a map whose tiles cannot load shows the address and directions instead', async ({ page }) => {
  await page.route(/tile\.openstreetmap\.org/, (route) => route.abort());
  await page.goto(tenantUrl('goldenmaple', '/home'));
  const map = page.getByRole('region', { name: 'Map showing Golden Maple Bistro Riversdale' });
  await map.scrollIntoViewIfNeeded();
  await expect(map.getByText('The map could not be loaded.')).toBeVisible({ timeout: 15_000 });
  await expect(map).toContainText('220 20th St W');
  await expect(map.getByRole('link', { name: /Get Directions/ })).toHaveAttribute(
    'href',
    /^https:\/\/www\.google\.com\/maps\/dir\//,
  );
  await expectAccessible(page);
});

import { expect, tenantUrl, test } from './fixtures';
import { ownerPage } from './steps';

/*
 * The owner console's settings (issue 19): the demo owner adds a holiday and creates a promotion, and the
 * diner's storefront shows each at once. Both are undone at the end; the promotion applies by code
 * only, so other tests' carts never see it.
 */

test('the owner adds a holiday and the diner sees it on the home page at once @desktop', async ({
  page,
  browser,
}) => {
  const owner = await ownerPage(browser, '/staff/settings/locations');
  const holidays = owner.getByRole('form', { name: 'Holiday hours' });
  await holidays.getByLabel('Date').fill('2026-12-20');
  // A closed day asks for no hours.
  await expect(holidays.getByLabel('Opens')).toHaveCount(0);
  await holidays.getByLabel('Open that day').check();
  await holidays.getByLabel('Opens').fill('11:00 AM');
  await holidays.getByLabel('Closes').fill('3:00 PM');
  await holidays.getByLabel('Note').fill('Holiday brunch only');
  await holidays.getByRole('button', { name: 'Add holiday' }).click();
  await expect(holidays.getByText('2026-12-20', { exact: true })).toBeVisible();

  // One location: its hours are in the home page's Visit Us block.
  await page.goto(tenantUrl('goldenmaple', '/home'));
  await expect(page.getByText('Holiday brunch only').first()).toBeVisible();

  await holidays.getByRole('button', { name: 'Remove 2026-12-20' }).click();
  await expect(holidays.getByText('2026-12-20', { exact: true })).toHaveCount(0);
  await page.reload();
  await expect(page.getByText('Holiday brunch only')).toHaveCount(0);
  await owner.context().close();
});

test('the owner creates a promotion and the diner sees it on the promotions page at once @desktop', async ({
  page,
  browser,
}) => {
  const owner = await ownerPage(browser, '/staff/settings/promotions');
  await owner.getByRole('button', { name: 'New promotion' }).click();
  const form = owner.getByRole('form', { name: 'New promotion' });
  await form.getByLabel('Name', { exact: true }).fill('Owner’s Snow Day Special');
  await form.getByLabel('Description', { exact: true }).fill('10% off when the snow flies');
  await form.getByLabel('Applies').selectOption('Coupon code');
  await form.getByLabel('Coupon code').fill('SNOWDAY');
  await form.getByLabel('Minimum', { exact: true }).selectOption('Minimum amount');
  await form.getByLabel('Minimum order ($)').fill('40');
  // The preview speaks the cart's words.
  await expect(form.getByText('Purchase $5.00 more to get 10% discount')).toBeVisible();
  await form.getByRole('button', { name: 'Create promotion' }).click();
  await expect(owner.getByText('Owner’s Snow Day Special', { exact: true })).toBeVisible();

  await page.goto(tenantUrl('goldenmaple', '/promotions'));
  await expect(page.getByText('Owner’s Snow Day Special').first()).toBeVisible();

  await owner.getByRole('button', { name: 'Delete Owner’s Snow Day Special' }).click();
  await expect(owner.getByText('Owner’s Snow Day Special', { exact: true })).toHaveCount(0);
  await owner.context().close();
});

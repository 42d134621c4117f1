import type { Page } from '@playwright/test';
import { expect, tenantUrl, test } from './fixtures';
import { ownerPage, pickupOrderOfFirstItem, register } from './steps';

/*
 * The owner console's Brand, Customers, Coupons and gift card products (issue 19): the demo owner
 * changes each, and a diner's storefront follows at once. Every test undoes what it changed, and
 * works on its own member, code or product, so other tests never see them.
 */

/** Ordering-core §6, word for word. */
const blockedEmailMessage = (phone: string) =>
  `The email you provided has been blocked for ordering due to suspicious activity. Please call us at ${phone} to unblock your email account.`;

/** From the build-order page to the checkout's Review Your Order. */
async function toCheckout(page: Page) {
  await page.getByRole('button', { name: 'Checkout', exact: true }).first().click();
  await expect(page.getByRole('heading', { name: 'Review Your Order' })).toBeVisible();
}

/** Each test signs the owner in and walks a diner through a page or two: longer than one screen. */
test.beforeEach(() => test.slow());

/** A run's own name: projects and retries never share a member, a code or a product. */
const unique = (what: string) =>
  `${what}-${test.info().project.name}-${test.info().retry}-${Date.now().toString(36)}`;

/** A 4×4 PNG: the server turns any real image into its jpg and webp. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAQAAAAECAIAAAAmkwkpAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEElEQVQImWPYEswJRwzEcQDE8xEBzmz5cgAAAABJRU5ErkJggg==',
  'base64',
);

test('the owner changes the slogan and colour, and the storefront shows them at once @desktop', async ({
  page,
  browser,
}) => {
  const owner = await ownerPage(browser, '/staff/settings/brand');
  const form = owner.getByRole('form', { name: 'The brand' });
  const slogan = form.getByLabel('Slogan', { exact: true });
  const colour = form.getByLabel('Primary colour');
  const [oldSlogan, oldColour] = [await slogan.inputValue(), await colour.inputValue()];
  await slogan.fill('Prairie comfort, all day long');
  await colour.fill('#0F766E');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText('Saved.')).toBeVisible();

  await page.goto(tenantUrl('goldenmaple', '/home'));
  await expect(page.getByText('Prairie comfort, all day long')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.style.getPropertyValue('--color-primary'))).toBe(
    '#0F766E',
  );

  await slogan.fill(oldSlogan);
  await colour.fill(oldColour);
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText('Saved.')).toBeVisible();
  await page.reload();
  await expect(page.getByText('Prairie comfort, all day long')).toHaveCount(0);
  await owner.context().close();
});

test('the owner finds a member, blocks them with a note, and their checkout is refused @desktop', async ({
  page,
  browser,
}) => {
  const email = `${unique('blocked')}@example.com`;
  await register(page, 'goldenmaple', { first: 'Blair', last: 'Blocked', email });
  await expect(page).not.toHaveURL(/\/register/, { timeout: 15_000 });

  const owner = await ownerPage(browser, '/staff/settings/customers');
  await owner.getByLabel('Name, email or phone').fill(email);
  await owner.getByRole('button', { name: 'Search' }).click();
  const row = owner.getByRole('listitem').filter({ hasText: email });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: 'Block…' }).click();
  await row.getByLabel('Why block Blair Blocked?').fill('Three orders never picked up');
  await row.getByRole('button', { name: 'Block customer' }).click();
  await expect(row.getByText('Blocked', { exact: true })).toBeVisible();
  await expect(row.getByText('Note: Three orders never picked up')).toBeVisible();

  // The member's checkout: the spec's words, and no way to pay or complete the order.
  await pickupOrderOfFirstItem(page, 'goldenmaple');
  await toCheckout(page);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Secure Checkout' })).toBeVisible();
  const tenant = (await (await page.request.get('/api/eater/tenants/goldenmaple')).json()) as {
    restaurants: { phone: string | null }[];
    phone: string | null;
  };
  const phone = tenant.restaurants[0]!.phone ?? tenant.phone ?? '';
  await expect(page.getByText(blockedEmailMessage(phone))).toBeVisible();
  await expect(page.getByRole('button', { name: /Complete Order/ })).toBeDisabled();

  await row.getByRole('button', { name: 'Unblock…' }).click();
  await row.getByLabel('Why unblock Blair Blocked?').fill('Test over');
  await row.getByRole('button', { name: 'Unblock customer' }).click();
  await expect(row.getByText('Blocked', { exact: true })).toHaveCount(0);
  await owner.context().close();
});

test('the owner adds a percent coupon and a diner takes it off the order @desktop', async ({
  page,
  browser,
}) => {
  const code = unique('PCT')
    .toUpperCase()
    .replace(/[^A-Z0-9-]/g, '')
    .slice(0, 40);
  const owner = await ownerPage(browser, '/staff/settings/promotions');
  const coupons = owner.getByRole('form', { name: 'Coupons' });
  await coupons.getByLabel('Code').fill(code);
  await coupons.getByLabel('Name').fill('Fifteen percent thanks');
  await coupons.getByLabel('Amount off ($)').fill('0');
  await coupons.getByLabel('Percentage off').fill('15');
  await coupons.getByRole('button', { name: 'Add coupon' }).click();
  await expect(coupons.getByText('15% off')).toBeVisible();

  await pickupOrderOfFirstItem(page, 'goldenmaple');
  await toCheckout(page);
  const coupon = page
    .locator('section')
    .filter({ has: page.getByRole('heading', { name: 'Coupon', exact: true }) });
  await coupon.getByLabel('Coupon code').fill(code.toLowerCase());
  await coupon.getByLabel('Email').fill(`${unique('pct')}@example.com`);
  await coupon.getByRole('button', { name: 'Apply' }).click();
  await expect(coupon.getByRole('status')).toContainText(`${code} applied`);
  const summary = page
    .locator('section')
    .filter({ has: page.getByRole('heading', { name: 'Order Summary' }) });
  await expect(
    summary.locator('dl > div').filter({ hasText: 'Fifteen percent thanks' }).locator('dd'),
  ).toHaveText(/^-\$\d+\.\d\d$/);

  await coupons.getByRole('button', { name: `Delete ${code}` }).click();
  await expect(coupons.getByText(code)).toHaveCount(0);
  await owner.context().close();
});

test('the owner sells a gift card product with its image, and /gift offers it at once @desktop', async ({
  page,
  browser,
}) => {
  const name = `Holiday trio ${unique('gc')}`;
  const owner = await ownerPage(browser, '/staff/settings/promotions');
  await owner.getByRole('button', { name: 'New gift card product' }).click();
  const form = owner.getByRole('form', { name: 'New gift card product' });
  await form.getByLabel('Name', { exact: true }).fill(name);
  await form.getByLabel('Price ($)').fill('65');
  await form.getByLabel('Card value ($)').fill('25');
  await form.getByLabel('Cards').fill('3');
  await form.getByLabel('Card image').setInputFiles({ name: 'card.png', mimeType: 'image/png', buffer: PNG });
  await expect(form.getByRole('img', { name: 'Card image' })).toBeVisible();
  // The server's rule, in the form: a card worth nothing is refused under its field.
  await form.getByLabel('Card value ($)').fill('0');
  await form.getByRole('button', { name: 'Create gift card product' }).click();
  await expect(form.getByText('The card value must be more than $0')).toBeVisible();
  await form.getByLabel('Card value ($)').fill('25');
  await form.getByRole('button', { name: 'Create gift card product' }).click();
  const products = owner.getByRole('region', { name: 'Gift card products' });
  await expect(products.getByText(name, { exact: true })).toBeVisible();
  await expect(products.getByText('$65.00 for 3 × $25.00')).toBeVisible();

  await page.goto(tenantUrl('goldenmaple', '/gift'));
  await expect(page.getByText(name)).toBeVisible();

  await products.getByRole('button', { name: `Delete ${name}` }).click();
  await expect(products.getByText(name)).toHaveCount(0);
  await owner.context().close();
});

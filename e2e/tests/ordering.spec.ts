import type { Page } from '@playwright/test';
import { expect, expectAccessible, tenantUrl, test } from './fixtures';
import { waitForMail } from './mail';
import { addFirstItem, choose, fillGuest, orderNumberOnThankYou } from './steps';

/*
 * Ordering as a diner does it (issue 4): a guest pickup ASAP order at Golden Maple Bistro and a
 * scheduled delivery order at Emerald Noodle House, with axe checks on each step. The server and
 * the pages live at FIXED_NOW (a Wednesday afternoon, restaurants open).
 */

const guest = { first: 'Avery', last: 'Lee', email: 'avery.e2e@example.com', phone: '3065550123' };

async function checkOutAsGuest(page: Page) {
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Secure Checkout' })).toBeVisible();
  // The guest form's own fields: the Member Login form beside it has an Email too.
  const form = page.getByRole('form', { name: 'Guest Checkout' });
  await fillGuest(form, guest);
  await expectAccessible(page);
  const complete = page.getByRole('button', { name: /Complete Order/ });
  await complete.click();
  await expect(page.getByText(/Thank you/i).first()).toBeVisible();
}

for (const slug of ['goldenmaple', 'emerald']) {
  test(`a guest orders for pickup as soon as possible at ${slug}`, async ({ page }) => {
    // Every step of the order: about a minute in CI beside a walk. The accessibility walks run axe on
    // each of these screens.
    test.slow();
    await page.goto(tenantUrl(slug, '/orderonline'));
    // With several locations the chooser asks first, in its confirmation mode.
    if (slug === 'emerald')
      await page
        .getByRole('button', { name: /Continue with This Location/ })
        .first()
        .click();
    await expect(page.getByRole('heading', { name: 'Start Your Order' })).toBeVisible();
    await page.getByRole('button', { name: /Pick Up/ }).click();

    await expect(page).toHaveURL(/\/pickuptime$/);
    await choose(page, /ASAP/);
    await expect(page.getByText(/minutes after order placed/).first()).toBeVisible();
    await page.getByRole('button', { name: 'Continue' }).click();

    await expect(page).toHaveURL(/\/buildorder$/);
    await expect(page.getByRole('link', { name: 'Edit pickup time' })).toBeVisible();
    await addFirstItem(page, 2);
    await page.getByRole('button', { name: 'Checkout', exact: true }).first().click();

    await expect(page).toHaveURL(/\/checkout/);
    await expect(page.getByRole('heading', { name: 'Review Your Order' })).toBeVisible();
    await expect(page.getByText('GST')).toBeVisible();
    await checkOutAsGuest(page);
    const number = `#${await orderNumberOnThankYou(page)}`;
    // Saving the order cleared its pickup data and coupon already, before Got It (ordering-core §4).
    const saved = await page.evaluate(() => ({
      order: JSON.parse(sessionStorage.getItem('order') ?? '{}').state,
      cart: JSON.parse(localStorage.getItem('cart') ?? '{}').state,
    }));
    expect(saved.order).toMatchObject({ pickupTimeType: null, pickupDate: null, pickupTime: null });
    expect(saved.cart?.coupon ?? null).toBeNull();
    await page.getByRole('button', { name: 'Got It' }).click();
    await expect(page).toHaveURL(/\/orderonline$/);

    // The receipt is in the diner's mailbox at once (issue 31): its HTML, read as a mail client
    // shows it, leads back to the order's live status page.
    const receipt = await waitForMail(guest.email, (mail) =>
      mail.subject.startsWith(`Order ${number} received`),
    );
    expect(receipt.text).toContain('Payment: To pay at pickup');
    expect(receipt.text).toMatch(/Total: \$\d+\.\d{2}/);
    await page.setContent(receipt.html);
    await expect(page.getByText(`Order number`)).toBeVisible();
    // The button opens a new window in a mail client: the test follows its address.
    const status = await page.getByRole('link', { name: 'Follow your order' }).getAttribute('href');
    expect(status).toMatch(new RegExp(`^${tenantUrl(slug, '/order')}\\?id=`));
    await page.goto(status!);
    await expect(page.getByText(number).first()).toBeVisible();
  });
}

test('a guest schedules a delivery order at a chosen location', async ({ page }) => {
  test.slow();
  await page.goto(tenantUrl('emerald', '/orderonline'));
  // Several locations: the chooser, in its confirmation mode.
  await page
    .getByRole('button', { name: /Continue with This Location/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { name: 'Start Your Order' })).toBeVisible();
  await page.getByRole('button', { name: /Delivery/ }).click();

  await expect(page).toHaveURL(/\/deliveryaddress$/);
  const address = page.getByRole('combobox', { name: /Delivery address/ });
  await address.fill('Kensing');
  await page.getByRole('option', { name: /1410 Kensington Rd NW/ }).click();
  await expect(page.getByText(/We deliver to this address/)).toBeVisible();
  await choose(page, /Home/);
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page).toHaveURL(/\/pickuptime$/);
  await choose(page, /Pre-order For Later/);
  // Tomorrow, at the first delivery time offered.
  await page
    .locator('label')
    .filter({ has: page.locator('input[name="pickupDate"]:not([disabled])') })
    .nth(1)
    .click();
  await page
    .locator('label')
    .filter({ has: page.locator('input[name="pickupTime"]') })
    .first()
    .click();
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page).toHaveURL(/\/buildorder$/);
  await expect(page.getByRole('link', { name: 'Edit delivery time' })).toBeVisible();
  // The delivery minimum: add until Checkout is allowed.
  for (
    let i = 0;
    i < 6 && (await page.getByRole('button', { name: 'Checkout', exact: true }).first().isDisabled());
    i++
  ) {
    await addFirstItem(page);
  }
  await page.getByRole('button', { name: 'Checkout', exact: true }).first().click();

  await expect(page.getByRole('heading', { name: 'Review Your Order' })).toBeVisible();
  await expect(page.getByText(/Delivery Fee \(\d+\.\d km\)/)).toBeVisible();
  await expectAccessible(page);
  await checkOutAsGuest(page);
  await expect(page.getByText(/^#\d{4}$/).first()).toBeVisible();
});

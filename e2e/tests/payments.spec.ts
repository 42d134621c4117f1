import type { Page } from '@playwright/test';
import { expect, expectAccessible, tenantUrl, test } from './fixtures';
import { waitForMail } from './mail';
import {
  boardCard,
  choose,
  fillCard,
  fillGuest,
  orderNumberOnThankYou,
  pickupOrderOfFirstItem,
  staffSignIn,
} from './steps';

/*
 * Paying online (issue 14) at Golden Maple Bistro, which takes online payment on the built-in test
 * provider while no Stripe key is configured: the test card succeeds, the declined card shows the
 * provider's message in the 'Error!' alert, the extra-step card asks for a confirmation; staff see
 * the order authorised, and paid once they accept it.
 */

/** From an empty cart to the Pay With Card form, as a guest choosing Pay Online. */
async function openCardForm(page: Page, email: string) {
  await pickupOrderOfFirstItem(page, 'goldenmaple');
  await page.getByRole('button', { name: 'Checkout', exact: true }).first().click();
  await expect(page.getByRole('heading', { name: 'Review Your Order' })).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  const form = page.getByRole('form', { name: 'Guest Checkout' });
  await fillGuest(form, { first: 'Jordan', last: 'Card', email, phone: '3065550188' });
  await choose(page, /Pay Online/);
  await page.getByRole('button', { name: 'Pay With Card' }).click();
  await expect(page.getByRole('heading', { name: 'Pay With Card' })).toBeVisible();
  await expect(page.getByText('Test mode: no real charge')).toBeVisible();
  // The holder name defaults to the customer's name.
  await expect(page.getByLabel('Name on card')).toHaveValue('Jordan Card');
}

test('a guest pays online with the test card; staff see it authorised, then paid once accepted', async ({
  page,
}) => {
  // A diner's checkout and a staff session, accept included: close to 30 s beside another worker.
  test.slow();
  await openCardForm(page, 'jordan.paid@example.com');
  await expectAccessible(page);
  await fillCard(page, '4242 4242 4242 4242');
  const number = await orderNumberOnThankYou(page);

  await staffSignIn(page);
  const received = await boardCard(page, 'Received', number);
  await expect(received).toBeVisible();
  await expect(received.getByTestId('payment-status')).toHaveText('Online · Authorised');
  // The test provider took it: the board says no money moved (decision 0073).
  await expect(received.getByTestId('test-payment')).toHaveText('Test payment: no money was taken');
  await received.getByRole('button', { name: 'Accept' }).click();
  const accepted = page
    .getByRole('region', { name: /^Accepted/ })
    .getByRole('article', { name: new RegExp(`Order #${number}`) });
  await expect(accepted.getByTestId('payment-status')).toHaveText('Online · Paid');
  await expect(accepted.getByTestId('test-payment')).toHaveText('Test payment: no money was taken');
});

test('a declined card shows the provider message, and another card then pays', async ({ page }) => {
  await openCardForm(page, 'jordan.declined@example.com');
  await fillCard(page, '4000 0000 0000 0002');
  const alert = page.getByRole('alert').filter({ hasText: 'Error!' });
  await expect(alert).toContainText('Your card was declined.');
  await expectAccessible(page);
  await fillCard(page, '4242 4242 4242 4242');
  await orderNumberOnThankYou(page);
});

test('a card that needs an extra confirmation step pays once it is confirmed', async ({ page }) => {
  await openCardForm(page, 'jordan.3ds@example.com');
  await fillCard(page, '4000 0027 6000 3184');
  await expect(page.getByRole('heading', { name: 'Confirm this payment' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Complete Confirmation' }).click();
  const number = await orderNumberOnThankYou(page);
  expect(Number(number)).toBeGreaterThan(0);
});

test('a guest buys a digital gift card online and receives its cards by mail at once', async ({ page }) => {
  const email = 'jordan.giftonline@example.com';
  await page.goto(tenantUrl('goldenmaple', '/gift'));
  await page.getByRole('link', { name: /Holiday bundle/ }).click();
  await expect(page.getByRole('radio', { name: /Digital/ })).toBeChecked();
  await page.getByRole('button', { name: 'PROCEED TO CHECKOUT' }).click();
  await expect(page).toHaveURL(/\/gift-checkout$/);
  const guestForm = page
    .locator('form')
    .filter({ has: page.getByRole('heading', { name: 'Guest Checkout' }) });
  await fillGuest(guestForm, { first: 'Jordan', last: 'Gift', email, phone: '3065550190' });
  await choose(page, /Pay Online/);
  await page.getByRole('button', { name: 'PAY ONLINE $100.00' }).click();
  await expect(page.getByRole('heading', { name: 'Pay With Card' })).toBeVisible();
  await expect(page.getByLabel('Name on card')).toHaveValue('Jordan Gift');
  await fillCard(page, '4242 4242 4242 4242');
  await expect(page.getByRole('heading', { name: 'Order Confirmed!' })).toBeVisible();
  await expect(page.getByText('Your payment is confirmed.')).toBeVisible();
  await expect(page.getByText('Test payment: no money was taken', { exact: true })).toBeVisible();
  await expect(page.getByText(`Your gift cards have been issued and emailed to ${email}.`)).toBeVisible();
  await expectAccessible(page);
  const mail = await waitForMail(email);
  expect(mail.text).toMatch(/\d{4} \d{4} \d{4} \d{4}/);
});

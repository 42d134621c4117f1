import type { Locator, Page } from '@playwright/test';
import { expect, tenantUrl, test } from './fixtures';
import {
  addFirstItem,
  boardCard,
  choose,
  fillCard,
  fillGuest,
  startPickupOrder,
  orderNumberOnThankYou,
} from './steps';

/*
 * A tip and the "Pay online, get $2 off" reward on a real online order (issue 14 items 6 and 7), at
 * Emerald Noodle House Kensington on the built-in test provider: the diner tips 15% and pays by card;
 * the order page and the staff board show the same money, the tip is 15% of the subtotal before
 * discounts, untaxed, and the total is what the card paid.
 */

const STAFF = { email: 'calgary@emerald.example.ca', password: 'staff-pass-2026' };
const REWARD = 'Pay online, get $2 off';

/** The first amount in a text ('-$2.00' → -200; '15% $3.60' → 360). */
const cents = (text: string | null) => {
  const found = /(-?)\$([\d,]+\.\d{2})/.exec(text ?? '');
  if (!found) throw new Error(`no amount in '${text}'`);
  return (found[1] ? -1 : 1) * Math.round(Number(found[2]!.replace(/,/g, '')) * 100);
};

/** A row of the totals on the order page or a board card: the <dd> after its <dt>. */
const row = (scope: Locator, label: string) =>
  scope
    .locator('dt', { hasText: new RegExp(`^${label.replace(/[$.]/g, '\\$&')}$`) })
    .locator('xpath=following-sibling::dd[1]');

async function money(row: Locator): Promise<number> {
  await expect(row).toBeVisible();
  return cents(await row.textContent());
}

async function signInStaff(page: Page) {
  await page.goto(tenantUrl('emerald', '/staff/login'));
  await page.getByLabel('Email').fill(STAFF.email);
  await page.getByLabel('Password').fill(STAFF.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test('a 15% tip and the pay-online reward on a card-paid order: the order page and the staff board agree', async ({
  page,
}) => {
  await startPickupOrder(page, 'emerald');
  await addFirstItem(page, 2);
  await page.getByRole('button', { name: 'Checkout', exact: true }).first().click();
  await page.getByRole('button', { name: 'Continue' }).click();
  const form = page.getByRole('form', { name: 'Guest Checkout' });
  await fillGuest(form, {
    first: 'Robin',
    last: 'Tipper',
    email: 'robin.tipper@example.com',
    phone: '4035550123',
  });
  await choose(page, /Pay Online/);
  await choose(page, /^15%/);
  const offered = cents(await page.getByRole('radio', { name: /^15%/ }).locator('xpath=..').textContent());
  await page.getByRole('button', { name: 'Pay With Card' }).click();
  await expect(page.getByRole('heading', { name: 'Pay With Card' })).toBeVisible();
  const pay = page.getByRole('button', { name: /^Pay \$/ });
  const charged = cents(await pay.textContent());
  await fillCard(page, '4242 4242 4242 4242', 'T2N 3P5');

  await expect(page.getByText(/Thank you/i).first()).toBeVisible();
  const number = await orderNumberOnThankYou(page);
  await page.getByRole('link', { name: 'View order status' }).click();
  await expect(page).toHaveURL(/\/order\?id=/);
  const main = page.getByRole('main');
  const order = {
    subtotal: await money(row(main, 'Subtotal')),
    reward: await money(row(main, REWARD)),
    tax: await money(row(main, 'GST')),
    tip: await money(row(main, 'Tip')),
    total: await money(row(main, 'Total')),
  };
  // Shown as a saving: -$2.00.
  expect(order.reward).toBe(-200);
  expect(order.tip).toBe(offered);
  expect(Math.abs(order.tip - order.subtotal * 0.15)).toBeLessThanOrEqual(0.5);
  expect(order.total).toBe(charged);
  // The tip is added after tax, never taxed; the reward comes off before it.
  const discounts = order.subtotal + order.tax + order.tip - order.total;
  expect(discounts).toBeGreaterThanOrEqual(200);
  expect(order.tax).toBe(Math.round((order.subtotal - discounts) * 0.05));

  await signInStaff(page);
  const card = await boardCard(page, 'Received', number);
  await expect(card).toBeVisible();
  await expect(card.getByTestId('payment-status')).toHaveText('Online · Authorised');
  expect(await money(row(card, 'Subtotal'))).toBe(order.subtotal);
  expect(await money(row(card, 'Discounts'))).toBe(-discounts);
  expect(await money(row(card, 'Tax'))).toBe(order.tax);
  expect(await money(row(card, 'Tip'))).toBe(order.tip);
  expect(await money(row(card, 'Total'))).toBe(order.total);
});

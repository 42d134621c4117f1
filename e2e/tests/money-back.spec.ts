import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures';
import {
  boardCard,
  fillGuest,
  pickupOrderOfFirstItem,
  placeGiftCardOrderByApi,
  placeOrderByApi,
  STAFF,
  staffSignIn,
} from './steps';

/*
 * Money comes back (issue 14 item 8, decision 0032): a diner pays part of an order with a gift card,
 * cancels it, and sees the card's balance restored; staff rejecting an order restores it too. Each
 * test buys its own $25 digital gift card (a gift card order that staff mark paid), so no other test
 * moves its balance.
 */

const guest = { first: 'Morgan', last: 'Refund', email: 'morgan.refund@example.com', phone: '3065550177' };

async function staffToken(request: APIRequestContext): Promise<string> {
  const login = await request.post('/api/staff/login', { data: STAFF });
  expect(login.status()).toBe(200);
  return ((await login.json()) as { token: string }).token;
}

/** A new $25 digital gift card of Golden Maple: ordered, then marked paid by staff, which issues it. */
async function newGiftCard(request: APIRequestContext): Promise<string> {
  const { _id: orderId } = await placeGiftCardOrderByApi(request, {
    quantity: 1,
    customer: { firstName: guest.first, lastName: guest.last, email: guest.email, phone: guest.phone },
  });
  const paid = await request.post(`/api/staff/giftcardorders/${orderId}/paid`, {
    headers: { authorization: `Bearer ${await staffToken(request)}` },
  });
  expect(paid.status()).toBe(200);
  const cards = ((await paid.json()) as { giftCards: { giftCardNumber: string }[] }).giftCards;
  expect(cards).toHaveLength(1);
  return cards[0]!.giftCardNumber;
}

async function balanceOf(request: APIRequestContext, number: string) {
  const tenant = await (await request.get('/api/eater/tenants/goldenmaple')).json();
  const response = await request.get(`/api/eater/tenants/${tenant._id}/giftcards/${number}`);
  expect(response.status()).toBe(200);
  return (await response.json()) as { balance: number; pendingBalance: number };
}

/** A money row (a <dt> named exactly `label`) of the summaries in `scope`. */
function summaryRow(scope: Page | Locator, label: string): Locator {
  const page = 'page' in scope ? scope.page() : scope;
  return scope
    .locator('dl > div')
    .filter({ has: page.locator('dt').filter({ hasText: new RegExp(`^${label.replace(/[•]/g, '.')}$`) }) });
}

/** The review step's Gift Card panel, with the card's balance checked. */
async function checkBalance(page: Page, number: string): Promise<Locator> {
  const panel = page
    .locator('section')
    .filter({ has: page.getByRole('heading', { name: 'Gift Card', exact: true }) });
  await panel.getByLabel('Gift card number').fill(number);
  await panel.getByRole('button', { name: 'Check Balance' }).click();
  await expect(panel.getByText('Pending balance')).toBeVisible();
  return panel;
}

const balanceRow = (panel: Locator, label: 'Balance' | 'Pending balance') =>
  panel.locator('dl > div').filter({ has: panel.page().locator('dt').getByText(label, { exact: true }) });

/** A pickup order of two of the first item in the review step (Your Order / checkout). */
async function reviewOrder(page: Page) {
  await pickupOrderOfFirstItem(page, 'goldenmaple', 2);
  await page.getByRole('button', { name: 'Checkout', exact: true }).first().click();
  // Checkout reopens at the step the last one ended on (Secure Checkout after an order): back to step 1.
  const review = page.getByRole('heading', { name: /Review Your Order/ });
  const secure = page.getByRole('heading', { name: /Secure Checkout/ });
  await expect(review.or(secure)).toBeVisible();
  if (await secure.isVisible())
    await page.getByRole('main').getByRole('button', { name: 'Back', exact: true }).click();
  await expect(review).toBeVisible();
}

test('a diner pays part with a gift card, cancels, and sees the balance restored', async ({
  page,
  request,
}) => {
  test.slow();
  const number = await newGiftCard(request);
  const last4 = number.slice(-4);

  await reviewOrder(page);
  let panel = await checkBalance(page, number);
  await expect(balanceRow(panel, 'Balance').locator('dd')).toHaveText('$25.00');
  await panel.getByLabel('Amount to redeem').fill('5.00');
  await panel.getByRole('button', { name: 'Redeem' }).click();
  const summary = page
    .locator('section')
    .filter({ has: page.getByRole('heading', { name: 'Order Summary' }) });
  await expect(summaryRow(summary, `Gift Card •••• ${last4}`).locator('dd')).toHaveText('-$5.00');

  await page.getByRole('button', { name: 'Continue' }).click();
  const form = page.getByRole('form', { name: 'Guest Checkout' });
  await fillGuest(form, guest);
  await page.getByRole('button', { name: /Complete Order/ }).click();
  await expect(page.getByRole('heading', { name: /Thank you/ })).toBeVisible();
  await expect(summaryRow(page, 'Gift Cards').locator('dd')).toHaveText('-$5.00');
  expect(await balanceOf(request, number)).toEqual(expect.objectContaining({ balance: 20 }));

  // The order view: cancel while Received.
  await page.getByRole('link', { name: 'View order status' }).click();
  const cancel = page.getByRole('main').getByRole('button', { name: 'Cancel', exact: true });
  await cancel.click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Yes, Cancel Order' }).click();
  await expect(page.getByText('Your order has been cancelled.')).toBeVisible();
  await expect(cancel).toHaveCount(0);
  await expectAccessible(page);

  // The card has its $25 again, as the diner sees it at the next checkout.
  await reviewOrder(page);
  panel = await checkBalance(page, number);
  await expect(balanceRow(panel, 'Balance').locator('dd')).toHaveText('$25.00');
  await expect(balanceRow(panel, 'Pending balance').locator('dd')).toHaveText('$25.00');
});

test('staff reject an order paid partly by gift card, and the card gets its money back', async ({
  page,
  request,
}) => {
  const number = await newGiftCard(request);
  const tenant = await (await request.get('/api/eater/tenants/goldenmaple')).json();
  const held = await request.post(`/api/eater/tenants/${tenant._id}/giftcards/${number}/preauth`, {
    data: { amountToRedeem: 5 },
  });
  expect(held.status()).toBe(201);
  const { orderNumber } = await placeOrderByApi(request, {
    customer: { firstName: guest.first, lastName: 'Rejected', email: guest.email, phone: guest.phone },
    quantity: 1,
    pick: (item) => item.price >= 5,
    giftCardRedemptions: [((await held.json()) as { _id: string })._id],
  });
  expect((await balanceOf(request, number)).balance).toBe(20);

  await staffSignIn(page);
  const card = await boardCard(page, 'Received', orderNumber);
  await expect(card).toBeVisible();
  await card.getByRole('button', { name: 'Reject' }).click();
  await card
    .getByRole('group', { name: 'Confirm rejection' })
    .getByRole('button', { name: 'Yes, reject' })
    .click();
  await expect(card).toBeHidden();
  await expect.poll(async () => (await balanceOf(request, number)).balance).toBe(25);
  expect((await balanceOf(request, number)).pendingBalance).toBe(25);
});

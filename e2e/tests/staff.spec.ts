import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectAccessible, tenantUrl, test } from './fixtures';
import { boardCard, placeOrderByApi, STAFF, staffSignIn } from './steps';

// One board for the whole file: the rush of sixty orders must not land while another test works it.
test.describe.configure({ mode: 'default' });

/*
 * The staff console (/staff): a Golden Maple staff member signs in, a diner's order arrives live
 * (socket.io) with a highlight and a screen-reader announcement, and staff accept and fulfil it.
 * Credentials are the demo seed's (apps/server/src/db/seed/staff.ts).
 */

/** A guest's pickup order through the diner's API, as checkout places it. */
async function placeOrder(request: APIRequestContext): Promise<number> {
  return (await placeGuestOrder(request)).orderNumber;
}

const placeGuestOrder = (request: APIRequestContext) =>
  placeOrderByApi(request, {
    customer: {
      firstName: 'Robin',
      lastName: 'Staffcheck',
      email: 'robin.e2e@example.com',
      phone: '3065550199',
    },
    specialInstructions: 'Extra napkins',
  });

async function signIn(page: Page) {
  await staffSignIn(page);
  await expect(page.getByText('Live', { exact: true })).toBeVisible();
}

test('a wrong password gets the enumeration-safe message', async ({ page }) => {
  await page.goto(tenantUrl('goldenmaple', '/staff/login'));
  await expectAccessible(page);
  await page.getByLabel('Email').fill(STAFF.email);
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toContainText(
    'Email address and/or password is not correct. Please try again.',
  );
});

test('staff receive a new order live, accept it and mark it fulfilled', async ({ page, request }) => {
  // Sign in, a live order, accept, fulfil, an axe pass and sign out: near 30 s on a loaded CI machine.
  test.slow();
  await signIn(page);
  await expectAccessible(page);

  const number = await placeOrder(request);
  const card = await boardCard(page, 'Received', number);
  await expect(card).toBeVisible();
  await expect(card.getByText('New', { exact: true })).toBeVisible();
  await expect(card).toContainText('Robin Staffcheck');
  await expect(card).toContainText('Note: Extra napkins');
  await expect(page.getByRole('status').filter({ hasText: `New order #${number}` })).toBeAttached();
  await expectAccessible(page);

  await card.getByRole('button', { name: 'Accept' }).click();
  const accepted = page.getByRole('region', { name: /^Accepted/ }).getByRole('article', {
    name: new RegExp(`Order #${number}`),
  });
  await expect(accepted).toBeVisible();
  await accepted.getByRole('button', { name: 'Mark Fulfilled' }).click();
  await expect(
    page
      .getByRole('region', { name: /^Fulfilled/ })
      .getByRole('article', { name: new RegExp(`Order #${number}`) }),
  ).toBeVisible();

  // The board is the API's: a reload shows the same.
  await page.reload();
  await expect(
    page
      .getByRole('region', { name: /^Fulfilled/ })
      .getByRole('article', { name: new RegExp(`Order #${number}`) }),
  ).toBeVisible();

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('heading', { name: 'Staff sign in' })).toBeVisible();
  await page.goto(tenantUrl('goldenmaple', '/staff'));
  await expect(page.getByRole('heading', { name: 'Staff sign in' })).toBeVisible();
});

test('an order placed while the board is still loading appears without a reload', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  // The board's lists answer slowly, with what the server had when they were asked: the order
  // placed meanwhile reaches the board only through the live event.
  let slow = true;
  let asked!: () => void;
  const listAsked = new Promise<void>((resolve) => (asked = resolve));
  await page.route('**/api/staff/orders?**', async (route) => {
    if (!slow) return route.continue();
    // From Node, `localhost` (the default tenant) stands for goldenmaple.localhost.
    const response = await route.fetch({
      url: route.request().url().replace('goldenmaple.localhost', 'localhost'),
    });
    asked();
    await new Promise((resolve) => setTimeout(resolve, 6_000));
    await route.fulfill({ response });
  });
  await signIn(page);
  await listAsked;
  await expect(page.getByText('Live', { exact: true })).toBeVisible();
  const number = await placeOrder(request);
  slow = false;
  const card = await boardCard(page, 'Received', number);
  await expect(card).toBeVisible({ timeout: 15_000 });
  // And it stays after the slow answers have landed.
  await page.waitForTimeout(6_500);
  await expect(card).toBeVisible();
});

// @desktop: sixty orders on the one shared board once per run, not once per project.
test('a rush of orders stays workable: the column counts them all and shows them 50 at a time @desktop', async ({
  page,
  request,
}) => {
  // Sixty orders is a heavy test on a busy machine: more time than the default.
  test.setTimeout(90_000);
  // More than a column draws at first (50); the API's paging itself is the server tests'.
  const placed: { _id: string }[] = [];
  for (let batch = 0; batch < 6; batch++) {
    placed.push(...(await Promise.all(Array.from({ length: 10 }, () => placeGuestOrder(request)))));
  }
  try {
    await signIn(page);
    const received = page.getByRole('region', { name: /^Received/ });
    const cards = received.getByRole('article');
    await expect(cards).toHaveCount(50);
    const heading = received.getByRole('heading', { level: 2 });
    const count = Number((await heading.textContent())?.match(/\((\d+)\)/)?.[1]);
    expect(count).toBeGreaterThanOrEqual(60);
    await expectAccessible(page);
    await received
      .getByRole('button', { name: `Show ${Math.min(50, count - 50)} more of ${count - 50}` })
      .click();
    await expect(cards).toHaveCount(Math.min(100, count));
  } finally {
    // The diners cancel them, so the board the other tests see is not crowded.
    const tenant = await (await request.get('/api/eater/tenants/goldenmaple')).json();
    for (const order of placed) {
      await request.post(`/api/eater/tenants/${tenant._id}/orders/${order._id}/cancel`);
    }
  }
});

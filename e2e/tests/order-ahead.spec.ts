import type { Browser, Page } from '@playwright/test';
import { FIXED_NOW, expect, expectAccessible, tenantUrl, test } from './fixtures';
import { addFirstItem, boardCard, chooseTableTime, fillGuest, runIndex, staffSignIn } from './steps';

/*
 * Issue 17 item 1 (decision 0043): at Golden Maple Bistro (online ordering and online reservation
 * on) a guest reserves a table and orders the food for it at /orderahead, checking out once; the
 * booking appears live in the staff reservations inbox with its pre-order, and the order is on the
 * staff board as Dine-in with the party's table time.
 */

async function openPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.clock.setFixedTime(new Date(FIXED_NOW));
  return page;
}

test('a diner books a table with its food, and staff see the booking and its order together', async ({
  browser,
  page,
}) => {
  // Two sessions and a whole order on a shared machine.
  test.setTimeout(120_000);
  const staff = await openPage(browser);
  await staffSignIn(staff);
  await staff.getByRole('link', { name: 'Reservations' }).click();
  await expect(staff.getByText('Live', { exact: true })).toBeVisible();

  await page.clock.setFixedTime(new Date(FIXED_NOW));
  await page.goto(tenantUrl('goldenmaple', '/home'));
  // In the navigation where both settings are on (behind the menu button on a phone).
  await expect(page.locator('header a[href="/orderahead"]').first()).toBeAttached();
  await page.goto(tenantUrl('goldenmaple', '/orderahead'));
  await expect(page.getByRole('heading', { name: 'Order Ahead' })).toBeVisible();
  await expectAccessible(page);
  // Each run (project, repeat, retry) takes its own table time.
  const run = runIndex();
  const tableTime = await chooseTableTime(page, 2, 8 + run);
  await page.getByLabel('Party Size').selectOption({ label: '4 People' });
  await page.getByRole('button', { name: 'Choose Your Food' }).click();

  await expect(page).toHaveURL(/\/buildorder$/);
  await addFirstItem(page, 2);
  await page.getByRole('button', { name: 'Checkout', exact: true }).first().click();
  await expect(page.getByRole('heading', { name: 'Review Your Order' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Dine-in Information' })).toBeVisible();
  await expect(page.getByText('Table Time')).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  const form = page.getByRole('form', { name: 'Guest Checkout' });
  await fillGuest(form, {
    first: 'Robin',
    last: 'Ahead',
    email: `ahead-${Date.now()}-${run}@example.com`,
    phone: '3065550188',
  });
  await page.getByRole('button', { name: /Complete Order/ }).click();

  await expect(page.getByText(/Thank you/i).first()).toBeVisible();
  await expect(page.getByText('Table Time')).toBeVisible();
  const tableFact = (await page.getByText(/^Reservation #\d+ for 4$/).textContent())!;
  const reservationNumber = /#(\d+)/.exec(tableFact)![1]!;
  const orderNumber = /#(\d+)/.exec(
    (await page
      .getByText(/^#\d+$/)
      .first()
      .textContent())!,
  )![1]!;
  await expectAccessible(page);

  // The inbox row, live: the booking with its pre-order.
  const row = staff.getByTestId(`reservation-${reservationNumber}`);
  await expect(row).toBeVisible();
  await expect(row).toContainText('Robin Ahead · party of 4');
  await expect(row.getByTestId('pre-order')).toContainText(`Dine-in pre-order #${orderNumber} · 2 items`);

  // The board's card: Dine-in, at the table's time, with the party.
  await staff
    .getByRole('navigation', { name: 'Staff console' })
    .getByRole('link', { name: 'Orders' })
    .click();
  const card = await boardCard(staff, 'Received', orderNumber);
  await expect(card).toContainText('Dine-in');
  await expect(card).toContainText(`Table at`);
  await expect(card).toContainText(tableTime);
  await expect(card).toContainText(`Party of 4 · Reservation #${reservationNumber}`);
  await staff.context().close();
});

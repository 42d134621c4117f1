import { expect, expectAccessible, tenantUrl, test } from './fixtures';
import { addFirstItem, boardCard, fillGuest, staffPage, startPickupOrder } from './steps';

/*
 * Issue 29 items 3 and 6 (decision 0085): a diner declares an allergy at checkout; the board shows
 * it as a banner and will not accept the order until someone taps "Allergy read"; accepted, the
 * order is on the kitchen display's station, struck and bumped there, and the expo marks it Ready,
 * which the diner's page shows. A reload of the display keeps what was done.
 */

test('an allergy is read before accepting; the kitchen display bumps it and the expo calls it ready', async ({
  page,
  browser,
}) => {
  test.slow();
  // The diner: a pickup order with peanuts and a note declared under "Any allergies?".
  await startPickupOrder(page, 'goldenmaple');
  await addFirstItem(page);
  await page.getByRole('button', { name: 'Checkout', exact: true }).first().click();
  await expect(page.getByRole('heading', { name: /Review Your Order/ })).toBeVisible({ timeout: 15_000 });
  await page.getByText('Any allergies?').click();
  await page.getByRole('checkbox', { name: 'Peanuts' }).check();
  await page.getByLabel('Allergy note').fill('Severe, even traces');
  await page.getByRole('button', { name: 'Continue' }).click();
  await fillGuest(page.getByRole('form', { name: 'Guest Checkout' }), {
    first: 'Noor',
    last: 'Haddad',
    email: `noor-${Date.now().toString(36)}@example.com`,
    phone: '3065550166',
  });
  await page.getByRole('button', { name: 'Complete Order' }).click();
  await expect(page.getByRole('heading', { name: /Thank you/ })).toBeVisible();
  const orderNumber = (
    (await page
      .getByText(/^#\d{4}$/)
      .first()
      .textContent()) ?? ''
  ).slice(1);
  await page.getByRole('link', { name: 'View order status' }).click();
  await expect(page.getByText('Peanuts: “Severe, even traces”')).toBeVisible();

  // The board: the banner, Accept held back until "Allergy read".
  const staff = await staffPage(browser);
  const card = await boardCard(staff, 'Received', orderNumber);
  const banner = card.getByTestId('allergy-banner');
  await expect(banner).toContainText('Peanuts: “Severe, even traces”');
  await expect(card.getByRole('button', { name: 'Accept' })).toBeDisabled();
  // The API refuses too (another tablet, an integration).
  const orderId = new URL(page.url()).searchParams.get('id');
  const refused = await staff.evaluate(async (url) => {
    const response = await fetch(url, {
      method: 'POST',
      headers: { accept: 'application/json', 'content-type': 'application/json' },
      body: '{}',
    });
    return { status: response.status, body: (await response.json()) as { message: string } };
  }, `/api/staff/orders/${orderId}/accept`);
  expect(refused).toEqual({
    status: 409,
    body: expect.objectContaining({ message: 'Read the allergy note before accepting this order.' }),
  });
  await banner.getByRole('button', { name: /Allergy read/ }).click();
  await expect(banner).toContainText('Allergy read at');
  await card.getByRole('button', { name: 'Accept' }).click();
  await boardCard(staff, 'Accepted', orderNumber);

  // The kitchen's station: the ticket with its (read) banner; strike the item, Bump.
  await staff.goto(tenantUrl('goldenmaple', '/staff/kitchen?station=kitchen'));
  await expect(staff.getByTestId('live-status')).toContainText('Live');
  const ticket = staff
    .getByTestId('kitchen-ticket')
    .and(staff.locator(`[data-order-number="${orderNumber}"]`));
  await expect(ticket.getByTestId('allergy-banner')).toContainText('Peanuts');
  await expect(ticket).toContainText(/On time|Due soon|Late/);
  const item = ticket.getByRole('list').getByRole('button').first();
  await item.click();
  await expect(item).toHaveAttribute('aria-pressed', 'true');
  await ticket.getByRole('button', { name: `Bump order #${orderNumber}` }).click();
  await expect(ticket.getByRole('button', { name: /Bumped · Recall/ })).toBeVisible();
  await expectAccessible(staff);

  // A reload keeps the station (in the address) and what was done (on the server).
  await staff.reload();
  await expect(staff.getByRole('heading', { name: /Station: kitchen/ })).toBeVisible();
  await expect(item).toHaveAttribute('aria-pressed', 'true');
  await expect(ticket.getByRole('button', { name: /Bumped · Recall/ })).toBeVisible();

  // The expo: every station bumped, Ready; the order leaves the display and the diner sees it ready.
  await staff.getByRole('button', { name: 'expo' }).click();
  await expect(staff).toHaveURL(/station=expo/);
  await expect(ticket.getByRole('listitem').filter({ hasText: '✓ kitchen' })).toBeVisible();
  await ticket.getByRole('button', { name: `Ready order #${orderNumber}` }).click();
  await expect(ticket).toHaveCount(0);
  await expect(page.getByRole('listitem').filter({ hasText: 'Ready' })).toHaveAttribute(
    'aria-current',
    'step',
    {
      timeout: 15_000,
    },
  );
  await expect(page.getByText('Ready for pickup.')).toBeVisible();
  await staff.context().close();
});

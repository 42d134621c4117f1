import type { Page } from '@playwright/test';
import { expect, expectAccessible, tenantUrl, test } from './fixtures';
import {
  boardCard,
  fillGuest,
  orderNumberOnThankYou,
  OWNER_EMAIL,
  pickupOrderOfFirstItem,
  staffPage,
  toOrderReview,
} from './steps';

/*
 * Issue 29 items 3 and 6 (decision 0085): a diner declares an allergy at checkout; the board shows
 * it as a banner and will not accept the order until someone taps "Allergy read"; accepted, the
 * order is on the kitchen display's station, struck and bumped there, and the expo marks it Ready,
 * which the diner's page shows. A reload of the display keeps what was done, and a dropped
 * connection comes back by itself. The order's second item is made at the bar (its station set
 * through the owner's menu API, and put back after). The diner asked for texts: the owner's
 * Messages show the accepted and the ready texts (item 9; the ticket of such an order is captured
 * in printers.spec.ts).
 */

/** A JSON call of the staff API from the signed-in page (Node resolves no `*.localhost` name). */
const staffApi = (page: Page, method: string, path: string, body?: unknown) =>
  page.evaluate(
    async ([method, path, body]) => {
      const response = await fetch(`/api/staff${path}`, {
        method,
        headers: { accept: 'application/json', 'content-type': 'application/json' },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      return { status: response.status, body: (await response.json()) as Record<string, unknown> };
    },
    [method, path, body] as const,
  );

type TreeItem = { _id: string; station: string | null } & Record<string, unknown>;

/** Sets the station of a menu item of Golden Maple's location, as the owner's menu editor does. */
async function setStation(owner: Page, restaurantId: string, itemId: string, station: string | null) {
  const tree = await staffApi(owner, 'GET', `/restaurants/${restaurantId}/menu-tree`);
  const menus = tree.body.menus as { sections: { items: TreeItem[] }[] }[];
  const item = menus.flatMap((m) => m.sections.flatMap((s) => s.items)).find((i) => i._id === itemId)!;
  const changed = await staffApi(owner, 'PUT', `/items/${itemId}`, { ...item, station });
  expect(changed.status, JSON.stringify(changed.body)).toBe(200);
}

test('an allergy is read before accepting; the kitchen display bumps it and the expo calls it ready', async ({
  page,
  browser,
}) => {
  test.slow();
  // The diner: a pickup order with peanuts and a note declared under "Any allergies?".
  await pickupOrderOfFirstItem(page, 'goldenmaple');
  // A second dish, another line (made at the bar, below).
  await page
    .getByRole('main')
    .locator('article button[aria-haspopup="dialog"]')
    .filter({ visible: true })
    .nth(1)
    .click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /Add to Cart/i })
    .click();
  await expect(page.getByRole('dialog')).toBeHidden();
  await toOrderReview(page);
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
  await page.getByRole('checkbox', { name: 'Text me updates about this order' }).check();
  await page.getByRole('button', { name: 'Complete Order' }).click();
  await expect(page.getByRole('heading', { name: /Thank you/ })).toBeVisible();
  const orderNumber = await orderNumberOnThankYou(page);
  await page.getByRole('link', { name: 'View order status' }).click();
  await expect(page.getByText('Peanuts: “Severe, even traces”')).toBeVisible();

  // The board: the banner, Accept held back until "Allergy read".
  const staff = await staffPage(browser, OWNER_EMAIL);
  const card = await boardCard(staff, 'Received', orderNumber);
  const banner = card.getByTestId('allergy-banner');
  await expect(banner).toContainText('Peanuts: “Severe, even traces”');
  await expect(card.getByRole('button', { name: 'Accept' })).toBeDisabled();
  // The API refuses too (another tablet, an integration).
  const orderId = new URL(page.url()).searchParams.get('id');
  const refused = await staffApi(staff, 'POST', `/orders/${orderId}/accept`, {});
  expect(refused).toEqual({
    status: 409,
    body: expect.objectContaining({ message: 'Read the allergy note before accepting this order.' }),
  });
  await banner.getByRole('button', { name: /Allergy read/ }).click();
  await expect(banner).toContainText('Allergy read at');
  await card.getByRole('button', { name: 'Accept' }).click();
  await boardCard(staff, 'Accepted', orderNumber);

  const placed = await staffApi(staff, 'GET', `/orders?day=today&limit=100`);
  const order = (
    placed.body.orders as { _id: string; restaurant: { _id: string }; items: { menuItem: string }[] }[]
  ).find((o) => o._id === orderId)!;
  const barItem = order.items[1]!.menuItem;
  await setStation(staff, order.restaurant._id, barItem, 'bar');
  try {
    await kitchenDisplay(staff, page, orderNumber);
  } finally {
    await setStation(staff, order.restaurant._id, barItem, null);
  }
  // The diner asked for texts: accepted, then ready, each in the owner's Messages (issue 29 item 9).
  await staff.goto(tenantUrl('goldenmaple', '/staff/settings/messages'));
  const texts = staff.getByRole('listitem').filter({ hasText: `order #${orderNumber}` });
  await expect(texts.filter({ hasText: 'is accepted, ready at' })).toHaveCount(1, { timeout: 15_000 });
  await expect(texts.filter({ hasText: 'is ready for pickup' })).toHaveCount(1, { timeout: 15_000 });
  await staff.context().close();
});

async function kitchenDisplay(staff: Page, page: Page, orderNumber: string) {
  // The kitchen's station: the ticket with its (read) banner and its own dish; strike it, Bump.
  await staff.goto(tenantUrl('goldenmaple', '/staff/kitchen?station=kitchen'));
  await expect(staff.getByTestId('live-status')).toContainText('Live');
  const ticket = staff
    .getByTestId('kitchen-ticket')
    .and(staff.locator(`[data-order-number="${orderNumber}"]`));
  await expect(ticket.getByTestId('allergy-banner')).toContainText('Peanuts');
  await expect(ticket).toContainText(/On time|Due soon|Late/);
  await expect(ticket.getByRole('list').getByRole('button')).toHaveCount(1);
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

  // A dropped connection says so, and the screen reconnects by itself.
  await staff.context().setOffline(true);
  await expect(staff.getByTestId('live-status')).not.toContainText('Live', { timeout: 30_000 });
  await staff.context().setOffline(false);
  await expect(staff.getByTestId('live-status')).toContainText('Live', { timeout: 30_000 });

  // The bar: its own dish, bumped too.
  await staff.getByRole('button', { name: 'bar', exact: true }).click();
  await expect(staff).toHaveURL(/station=bar/);
  await expect(ticket.getByRole('list').getByRole('button')).toHaveCount(1);
  await ticket.getByRole('button', { name: `Bump order #${orderNumber}` }).click();
  await expect(ticket.getByRole('button', { name: /Bumped · Recall/ })).toBeVisible();

  // The expo: both dishes, every station bumped, Ready; the ticket leaves and the diner sees it ready.
  await staff.getByRole('button', { name: 'expo' }).click();
  await expect(staff).toHaveURL(/station=expo/);
  await expect(ticket.getByRole('listitem').filter({ hasText: '✓ kitchen' })).toBeVisible();
  await expect(ticket.getByRole('listitem').filter({ hasText: '✓ bar' })).toBeVisible();
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
}

import type { APIRequestContext, Browser, Locator, Page } from '@playwright/test';
import { expect, expectAccessible, tenantUrl, test } from './fixtures';
import {
  boardCard,
  openKitchenControls,
  placeOrderByApi,
  plainMenuItems,
  staffPage as signedInStaffPage,
} from './steps';

/*
 * The kitchen controls (issue 15) with a staff page and a diner page side by side: accepting with a
 * ready time reaches the diner's open status page live, an 86'd item shows sold out on the diner's
 * menu, and pausing delivery shows on the storefront. Credentials are the demo seed's.
 */

// The pause tests change the same location's pickup and delivery: they run in order, in one worker.
test.describe.configure({ mode: 'default' });

/** A pickup ASAP order placed through the diner's API, as checkout does; its id is the order link. */
async function placeOrder(request: APIRequestContext): Promise<{ id: string; number: number }> {
  const order = await placeOrderByApi(request, {
    customer: {
      firstName: 'Sam',
      lastName: 'Kitchencheck',
      email: 'sam.e2e@example.com',
      phone: '3065550142',
    },
    quantity: 1,
  });
  return { id: order._id, number: order.orderNumber };
}

/** A staff page in its own browser context (its own cookies), beside the diner's. */
async function staffPage(browser: Browser): Promise<Page> {
  const page = await signedInStaffPage(browser);
  await expect(page.getByText('Live', { exact: true })).toBeVisible();
  return page;
}

test("accepting with a ready time updates the diner's open status page without a reload", async ({
  page,
  browser,
  request,
}) => {
  const order = await placeOrder(request);
  await page.goto(tenantUrl('goldenmaple', `/order?id=${order.id}`));
  const progress = page.getByRole('region', { name: 'Order progress' });
  await expect(progress.getByRole('listitem').filter({ hasText: 'Received' })).toHaveAttribute(
    'aria-current',
    'step',
  );
  await expect(progress).toContainText('Updates live');
  await expectAccessible(page);

  const staff = await staffPage(browser);
  const card = await boardCard(staff, 'Received', order.number);
  await card.getByLabel('Prep time').selectOption({ label: 'Ready in 45 min' });
  await card.getByRole('button', { name: 'Accept' }).click();

  // 2:30 PM in Saskatoon plus 45 minutes, on the diner's page, without a reload.
  await expect(progress.getByRole('listitem').filter({ hasText: 'Accepted' })).toHaveAttribute(
    'aria-current',
    'step',
    { timeout: 2000 },
  );
  await expect(progress).toContainText('Ready at');
  await expect(progress).toContainText('3:15');

  const accepted = staff
    .getByRole('region', { name: /^Accepted/ })
    .getByRole('article', { name: new RegExp(`Order #${order.number}`) });
  await accepted.getByLabel('Delay by').selectOption({ label: '10 min' });
  await accepted.getByRole('button', { name: 'Delay' }).click();
  await expect(progress).toContainText('3:25', { timeout: 2000 });

  await accepted.getByRole('button', { name: 'Mark Ready' }).click();
  await expect(progress).toContainText('Ready for pickup.', { timeout: 2000 });
  await staff.context().close();
});

// @desktop: these change the location for everyone, so they run once (not also in the phone project).
test("an 86'd item shows sold out on the diner's menu, and comes back @desktop", async ({
  page,
  browser,
  request,
}) => {
  const { items } = await plainMenuItems(request);
  // The last plain item: the other specs order the first ones.
  const item = items[items.length - 1]!;
  const label = `${item.cd ? `${item.cd} ` : ''}${item.name}`;
  const staff = await staffPage(browser);
  const panel = staff.getByRole('region', { name: /^Menu items/ });
  await panel.getByLabel('Find an item').fill(item.name);
  const row = panel.locator(`li[data-menu-item="${item.name}"]`).first();
  await row.getByRole('button', { name: `86 ${label}` }).click();
  await expect(row).toContainText('Sold out until');

  try {
    await page.goto(tenantUrl('goldenmaple', '/menus'));
    const card = page.getByRole('article', { name: item.name }).first();
    // The end of the business day in Saskatoon (the menu page is a lazily loaded screen).
    await expect(card).toContainText('Will be available again after Nov 26, 2026 12:00 AM', {
      timeout: 15_000,
    });
  } finally {
    await row.getByRole('button', { name: 'Back on the menu' }).click();
    await expect(row.getByRole('button', { name: `86 ${label}` })).toBeVisible();
  }
  await page.reload();
  const again = page.getByRole('article', { name: item.name }).first();
  await expect(again).toBeVisible({ timeout: 15_000 });
  await expect(again).not.toContainText('Will be available again after');
  await staff.context().close();
});

test('pausing delivery shows on the storefront @desktop', async ({ page, browser }) => {
  const staff = await staffPage(browser);
  await openKitchenControls(staff);
  const delivery = staff.getByRole('group', { name: 'Delivery' });
  await delivery.getByLabel('Message to diners').fill('Our driver is out for the evening');
  await delivery.getByLabel('Pause delivery for').selectOption({ label: 'Until resumed' });
  await delivery.getByRole('button', { name: 'Pause delivery' }).click();
  await expect(delivery.getByRole('status')).toHaveText('Delivery paused until resumed');

  try {
    await page.goto(tenantUrl('goldenmaple', '/orderonline'));
    await expect(page.getByText('Delivery Paused')).toBeVisible();
    await expect(page.getByText('Delivery is paused: Our driver is out for the evening')).toBeVisible();
    await expect(page.getByRole('button', { name: /Pick Up/ })).toBeVisible();
  } finally {
    await delivery.getByRole('button', { name: 'Resume delivery' }).click();
    await expect(delivery.getByText('Taking delivery orders')).toBeVisible();
  }
  await page.reload();
  await expect(page.getByRole('button', { name: /Delivery/ })).toBeVisible();
  await staff.context().close();
});

test('pause and busy mode until a time of day, and an option 86’d until a date @desktop', async ({
  browser,
  request,
}) => {
  const staff = await staffPage(browser);
  await openKitchenControls(staff);
  // The two timed controls, each until a time of day. 2:30 PM in Saskatoon: 4 PM is later today, 9 AM
  // is tomorrow's (the restaurant's clock, not UTC).
  for (const control of [
    {
      group: 'Pickup',
      forLabel: 'Pause pickup for',
      untilLabel: 'Pause pickup until (restaurant time)',
      time: '16:00',
      start: 'Pause pickup',
      status: 'Pickup paused until 4:00 PM',
      end: 'Resume pickup',
      ended: (group: Locator) => group.getByText('Taking pickup orders'),
    },
    {
      group: 'Busy mode',
      forLabel: 'For',
      untilLabel: 'Busy mode until (restaurant time)',
      time: '09:00',
      start: '+20 min',
      status: '+20 min until 9:00 AM',
      end: 'End busy mode',
      ended: (group: Locator) => group.getByRole('button', { name: '+20 min' }),
    },
  ]) {
    const group = staff.getByRole('group', { name: control.group });
    await group.getByLabel(control.forLabel).selectOption({ label: 'Until a time' });
    await group.getByLabel(control.untilLabel).fill(control.time);
    await group.getByRole('button', { name: control.start }).click();
    await expect(group.getByRole('status')).toHaveText(control.status);
    await group.getByRole('button', { name: control.end }).click();
    await expect(control.ended(group)).toBeVisible();
  }

  // One option of an item, 86'd until Saturday: sold out until that day begins in Saskatoon.
  const tenant = await (await request.get('/api/eater/tenants/goldenmaple')).json();
  const restaurantId: string = tenant.restaurants[0]._id;
  const optionOf = async () => {
    const menus = await (
      await request.get(`/api/eater/restaurants/${restaurantId}/menus?onlineOrdering=true`)
    ).json();
    type Option = { _id: string; name: string; sold_out_until: string | null };
    type Item = { _id: string; name: string; options: { items: Option[] }[] };
    const item: Item = menus.menus
      .flatMap((m: { sections: { items: Item[] }[] }) => m.sections.flatMap((s) => s.items))
      .find((i: Item) => i.options.some((g) => g.items.length > 0));
    return { item, option: item.options.flatMap((g) => g.items)[0]! };
  };
  const { item, option } = await optionOf();
  const panel = staff.getByRole('region', { name: /^Menu items/ });
  await panel.getByLabel('Find an item').fill(item.name);
  const options = panel.getByRole('list', { name: `Options of ${item.name}` }).first();
  const row = options.getByRole('listitem').filter({ hasText: option.name }).first();
  await row.getByLabel(`Sold out how long: option ${option.name}`).selectOption({ label: 'Until a date' });
  await row.getByLabel(`Available again on: option ${option.name}`).fill('2026-11-28');
  await row.getByRole('button', { name: `86 option ${option.name}` }).click();
  try {
    await expect(row).toContainText('Sold out until Nov 28, 12:00 AM');
    expect((await optionOf()).option.sold_out_until).toBe('2026-11-28T06:00:00.000Z');
  } finally {
    await row.getByRole('button', { name: `Back on: ${option.name}` }).click();
    await expect(row.getByRole('button', { name: `86 option ${option.name}` })).toBeVisible();
  }
  await staff.context().close();
});

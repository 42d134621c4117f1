import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, expectAccessible, FIXED_NOW, tenantUrl, test } from './fixtures';
import { openSettingsPage, STAFF } from './steps';

/*
 * The owner's reports (issue 32): Emerald's owner opens Reports for today at Whyte Ave, where no
 * other browser test orders, so the day's sales move by this test's orders alone: the table's
 * totals grow by exactly what the two orders placed here came to, and the downloaded CSV adds up
 * to the table, as does the sales report's CSV. Then last month, from the demo's history: sales
 * by day, the heat map and the orders ready on time, as the staff API counts them. Orders go in
 * through the diner's API from the owner's page (its browser resolves emerald.localhost; Node
 * does not).
 */

const LOCATION = 'Emerald Noodle House Whyte Ave';
const TODAY = '2026-11-25';
const LAST_MONTH = { from: '2026-10-01', to: '2026-10-31' };

interface PlacedOrder {
  orderNumber: number;
  subtotal: number;
  discountTotal: number;
}

/** Places a pickup order of `quantity` of the first plain all-day item at the location, paid at pickup. */
function placeOrder(page: Page, restaurantId: string, quantity: number): Promise<PlacedOrder> {
  return page.evaluate(
    async ({ restaurantId, quantity }) => {
      const menus = await (
        await fetch(`/api/eater/restaurants/${restaurantId}/menus?onlineOrdering=true`)
      ).json();
      type Item = {
        _id: string;
        sizes: { name: string }[];
        options: unknown[];
        sold_out_until: string | null;
      };
      const item: Item = menus.menus
        .filter((m: { duration: { name: string } }) => m.duration.name === 'all')
        .flatMap((m: { sections: { items: Item[] }[] }) => m.sections.flatMap((s) => s.items))
        .find((i: Item) => i.options.length === 0 && !i.sold_out_until);
      const response = await fetch(`/api/eater/restaurants/${restaurantId}/orders`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': `e2e-reports-${Math.random()}` },
        body: JSON.stringify({
          deliveryMethod: 'Pickup',
          pickupTimeType: 'ASAP',
          items: [{ id: item._id, size: item.sizes[0]?.name ?? null, options: [], quantity }],
          customer: {
            firstName: 'Report',
            lastName: 'Reader',
            email: 'reports@example.com',
            phone: '5875550123',
          },
          payment: { method: 'Offline' },
        }),
      });
      if (response.status !== 201)
        throw new Error(`order refused: ${response.status} ${await response.text()}`);
      return (await response.json()).order;
    },
    { restaurantId, quantity },
  );
}

/** Dollars as the page writes them. */
const money = (dollars: number) =>
  `$${Math.floor(dollars).toLocaleString('en-US')}.${String(Math.round((dollars % 1) * 100)).padStart(2, '0')}`;

test('the owner reads today’s sales, equal to the orders placed, downloads them as CSV, then reads last month @desktop', async ({
  browser,
}) => {
  // Signing in (argon2), two orders, six reports and one axe pass, beside another worker.
  test.setTimeout(60_000);
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, acceptDownloads: true });
  const owner = await context.newPage();
  await owner.clock.setFixedTime(new Date(FIXED_NOW));
  await owner.goto(tenantUrl('emerald', '/staff/login'));
  await owner.getByLabel('Email').fill('staff@emerald.example.ca');
  await owner.getByLabel('Password').fill(STAFF.password);
  await owner.getByRole('button', { name: 'Sign in' }).click();
  await expect(owner.getByRole('heading', { name: 'Today’s orders' })).toBeVisible({ timeout: 20_000 });

  const tenant = await owner.evaluate(async () => (await fetch('/api/eater/tenants/emerald')).json());
  const restaurantId: string = tenant.restaurants.find((r: { name: string }) => r.name === LOCATION)._id;
  const salesNow = async () =>
    (
      await owner.evaluate(
        async (query) => (await fetch(`/api/staff/reports/sales?${query}`)).json(),
        `from=${TODAY}&to=${TODAY}&restaurantId=${restaurantId}`,
      )
    ).totals as { orders: number; grossSales: number; discounts: number; netSales: number };
  const before = await salesNow();
  const placed = [await placeOrder(owner, restaurantId, 2), await placeOrder(owner, restaurantId, 1)];
  const cents = (pick: (o: PlacedOrder) => number) =>
    placed.reduce((sum, o) => sum + Math.round(pick(o) * 100), 0);
  const gross = Math.round(before.grossSales * 100) + cents((o) => o.subtotal);
  const discounts = Math.round(before.discounts * 100) + cents((o) => o.discountTotal);

  await openSettingsPage(owner, 'emerald', '/staff/settings/reports', 'Reports');
  await expect(owner.getByLabel('Dates')).toHaveValue('today');
  await owner.getByLabel('Location').selectOption({ label: LOCATION });

  const sales = owner.getByRole('table', { name: `Sales by day, ${TODAY} to ${TODAY}` });
  const total = sales.locator('tfoot tr');
  // Total, Orders, Gross sales, Discounts, Net sales, …
  await expect(total.locator('th, td').nth(1)).toHaveText(String(before.orders + 2));
  await expect(total.locator('th, td').nth(2)).toHaveText(money(gross / 100));
  await expect(total.locator('th, td').nth(3)).toHaveText(money(discounts / 100));
  await expect(total.locator('th, td').nth(4)).toHaveText(money((gross - discounts) / 100));
  await expect(owner.getByRole('status')).toHaveCount(0);
  // The sales chart, drawn by the charting library this page alone downloads.
  await expect(owner.getByRole('figure').first().locator('svg.ct-chart-bar')).toBeVisible();

  const [download] = await Promise.all([
    owner.waitForEvent('download'),
    owner.getByRole('link', { name: 'Download the orders (CSV)' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`orders-${TODAY}-to-${TODAY}.csv`);
  const [header, ...lines] = (await readFile(await download.path())).toString('utf8').trimEnd().split('\r\n');
  const columns = header!.split(',');
  const rows = lines.map((line) => Object.fromEntries(line.split(',').map((v, i) => [columns[i]!, v])));
  const inSales = rows.filter((r) => r.in_sales === 'yes');
  const csvCents = (column: string) =>
    inSales.reduce((sum, r) => sum + Math.round(Number(r[column]) * 100), 0);
  expect(inSales).toHaveLength(before.orders + 2);
  expect(csvCents('gross_sales')).toBe(gross);
  expect(csvCents('discounts')).toBe(discounts);
  for (const order of placed) {
    expect(rows.some((r) => r.order_number === String(order.orderNumber) && r.location === LOCATION)).toBe(
      true,
    );
  }

  // The sales report's own CSV, written by the server: its total line is the table's total.
  const [salesDownload] = await Promise.all([
    owner.waitForEvent('download'),
    owner.getByRole('link', { name: 'Sales: download as CSV' }).click(),
  ]);
  expect(salesDownload.suggestedFilename()).toBe(`sales-${TODAY}-to-${TODAY}.csv`);
  const salesLines = (await readFile(await salesDownload.path())).toString('utf8').trimEnd().split('\r\n');
  expect(salesLines.at(-1)!.split(',').slice(0, 5)).toEqual([
    'Total',
    String(before.orders + 2),
    (gross / 100).toFixed(2),
    (discounts / 100).toFixed(2),
    ((gross - discounts) / 100).toFixed(2),
  ]);

  // Last month, from the demo's season of history (issue 32's walk): sales by day, the heat map of
  // hours by weekdays, and how many orders were ready on time, each as the staff API counts them.
  const report = async <T>(name: string): Promise<T> =>
    owner.evaluate(
      async (query) => (await fetch(`/api/staff/reports/${query}`)).json(),
      `${name}?from=${LAST_MONTH.from}&to=${LAST_MONTH.to}&restaurantId=${restaurantId}&groupBy=day`,
    );
  const history = await report<{ rows: { period: string; orders: number }[] }>('sales');
  const promises = await report<{ totals: { orders: number; onTime: number } }>('promises');
  expect(history.rows.length).toBeGreaterThan(20);
  expect(promises.totals.orders).toBeGreaterThan(0);
  await owner.getByLabel('Dates').selectOption({ label: 'Last month' });
  const byDay = owner.getByRole('table', { name: `Sales by day, ${LAST_MONTH.from} to ${LAST_MONTH.to}` });
  await expect(byDay.locator('tbody tr')).toHaveCount(history.rows.length);
  await expect(byDay.locator('tbody tr').first().locator('th, td').nth(1)).toHaveText(
    String(history.rows[0]!.orders),
  );
  const heatMap = owner.getByRole('region', { name: 'Orders by hour and weekday' });
  await expect(heatMap.locator('tbody tr').first()).toBeVisible();
  await expect(
    owner.getByText(`Of ${promises.totals.orders} orders marked Ready, ${promises.totals.onTime} (`, {
      exact: false,
    }),
  ).toBeVisible();

  await expectAccessible(owner);
  await context.close();
});

import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { decodeEscPos, printedText, type PrintedTicket } from '@storefront/domain';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expect, expectAccessible, FIXED_NOW, tenantUrl, test } from './fixtures';
import { boardCard, STAFF, type MenuItem } from './steps';

/*
 * Kitchen printers (issue 29 items 1, 4, 5 and 9; decision 0079): the owner adds a printer that is
 * a TCP listener started here (the printer's raw port), an order placed by a diner and accepted on
 * the board comes out of it as ESC/POS tickets, decoded by the server's own decoder. The printer
 * goes off: the board shows a red banner while a ticket waits; it comes back, Try again prints what
 * waited, in order, each job once. The printer is deleted at the end. It prints for Emerald's
 * Whyte Ave location, whose board no other spec looks at (a banner there would move their cards).
 */

const EMERALD_OWNER = 'staff@emerald.example.ca';
const WHYTE_AVE = 'edmonton-whyte-ave';

/** Emerald's owner signed in, in a browser context of their own, at `path`. */
async function emeraldOwner(browser: Browser, path: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.clock.setFixedTime(new Date(FIXED_NOW));
  await page.goto(tenantUrl('emerald', '/staff/login'));
  await page.getByLabel('Email').fill(EMERALD_OWNER);
  await page.getByLabel('Password').fill(STAFF.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Today’s orders' })).toBeVisible({ timeout: 20_000 });
  await page.goto(tenantUrl('emerald', path));
  return page;
}

/** Emerald's own host, for the diner's API from Node (which resolves no `*.localhost` name). */
const AT_EMERALD = { host: new URL(tenantUrl('emerald')).host };

/** Emerald's Whyte Ave location: its id and name. */
async function whyteAve(request: APIRequestContext): Promise<{ _id: string; name: string }> {
  const tenant = await (await request.get('/api/eater/tenants/emerald', { headers: AT_EMERALD })).json();
  return tenant.restaurants.find((r: { slug: string }) => r.slug === WHYTE_AVE);
}

/** An ASAP pickup order at Whyte Ave of an item without options, paid at the counter. */
async function placeWhyteAveOrder(
  request: APIRequestContext,
  restaurantId: string,
): Promise<{ _id: string; orderNumber: number }> {
  const menus = await (
    await request.get(`/api/eater/restaurants/${restaurantId}/menus?onlineOrdering=true`, {
      headers: AT_EMERALD,
    })
  ).json();
  const item: MenuItem = menus.menus
    .flatMap((m: { sections: { items: MenuItem[] }[] }) => m.sections.flatMap((section) => section.items))
    .find((i: MenuItem) => i.options.length === 0 && !i.sold_out_until);
  const response = await request.post(`/api/eater/restaurants/${restaurantId}/orders`, {
    headers: { ...AT_EMERALD, 'idempotency-key': `e2e-print-${Date.now()}-${Math.random()}` },
    data: {
      deliveryMethod: 'Pickup',
      pickupTimeType: 'ASAP',
      items: [
        {
          id: item._id,
          size: item.sizes[0]?.name ?? null,
          options: [],
          quantity: 2,
        },
      ],
      customer,
      payment: { method: 'Offline' },
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()).order;
}

const customer = {
  firstName: 'Hélène',
  lastName: 'Côté',
  email: 'helene.print@example.com',
  phone: '3065550177',
};

/** A printer's raw port: each connection's bytes are one job. `stop` switches it off, `start` on again. */
function rawPort() {
  const jobs: Buffer[] = [];
  let server: net.Server | null = null;
  let port = 0;
  const start = () =>
    new Promise<void>((resolve) => {
      const next = net.createServer((socket) => {
        const chunks: Buffer[] = [];
        socket.on('data', (chunk: Buffer) => chunks.push(chunk));
        socket.on('end', () => {
          jobs.push(Buffer.concat(chunks));
          socket.end();
        });
      });
      next.listen(port, '127.0.0.1', () => {
        port = (next.address() as AddressInfo).port;
        server = next;
        resolve();
      });
    });
  const stop = () =>
    new Promise<void>((resolve) => {
      if (!server) return resolve();
      server.close(() => resolve());
      server = null;
    });
  /** The tickets of order `number`, decoded (other tests' orders print here too while it is on). */
  const ticketsOf = (number: number): PrintedTicket[] =>
    jobs.flatMap((job) => decodeEscPos(job)).filter((t) => t.lines.some((l) => l.text === `#${number}`));
  const testPages = () =>
    jobs.flatMap((job) => decodeEscPos(job)).filter((t) => t.lines.some((l) => l.text === 'TEST PRINT'));
  return { start, stop, ticketsOf, testPages, port: () => port };
}

const texts = (ticket: PrintedTicket) => ticket.lines.map((line) => line.text);
const jobIdOf = (ticket: PrintedTicket) => texts(ticket).find((text) => text.startsWith('Job '));

test('an accepted order prints at the kitchen; an offline printer shows a banner and prints each waiting ticket once when back @desktop', async ({
  browser,
  request,
}) => {
  // Two consoles, four orders' tickets over TCP and one axe pass: longer than a minute beside another worker.
  test.setTimeout(120_000);
  const printer = rawPort();
  await printer.start();
  const name = `Pass ${printer.port()}`;
  const location = await whyteAve(request);
  const owner = await emeraldOwner(browser, '/staff/settings/printers');
  try {
    await expect(owner.getByRole('heading', { name: 'Printers', level: 1 })).toBeVisible();
    await owner.getByRole('button', { name: 'Add printer' }).click();
    const form = owner.getByRole('form', { name: 'New printer' });
    await form.getByLabel('Name', { exact: true }).fill(name);
    await form.getByLabel('Location').selectOption({ label: location.name });
    await form.getByLabel('Stations').fill('kitchen, expo');
    await form.getByLabel('Printer’s IP address or host name').fill('127.0.0.1');
    await form.getByLabel('Port', { exact: true }).fill(String(printer.port()));
    await form.getByRole('button', { name: 'Create printer' }).click();
    const list = owner.getByRole('region', { name: 'Printers' });
    await expect(list.getByText(name, { exact: true })).toBeVisible();
    // On the server's own machine: only a fake printer can be there.
    await expect(list.getByText('Test printer (this machine)')).toBeVisible();

    const board = await emeraldOwner(browser, '/staff');
    await board.getByLabel('Restaurant').selectOption({ label: location.name });
    const first = await placeWhyteAveOrder(request, location._id);
    const card = await boardCard(board, 'Received', first.orderNumber);
    await card.getByRole('button', { name: 'Accept' }).click();
    await expect.poll(() => printer.ticketsOf(first.orderNumber).length).toBe(2);
    const [kitchen, expo] = printer.ticketsOf(first.orderNumber) as [PrintedTicket, PrintedTicket];
    expect(texts(kitchen), printedText(kitchen)).toEqual(
      expect.arrayContaining(['KITCHEN', 'PICKUP', 'Hélène Côté']),
    );
    expect(texts(expo)).toContain('EXPO');
    expect(kitchen.codePage).toBe(19);
    expect(kitchen.cuts).toBe(1);
    expect(kitchen.qrCodes).toEqual([expect.stringMatching(new RegExp(`/order\\?id=${first._id}$`))]);
    await expect(board.getByTestId('printer-state').filter({ hasText: name })).toContainText('online');

    // Off: the next order's tickets wait, and the board says so in red.
    await printer.stop();
    const second = await placeWhyteAveOrder(request, location._id);
    await (
      await boardCard(board, 'Received', second.orderNumber)
    )
      .getByRole('button', { name: 'Accept' })
      .click();
    const banner = board.getByTestId('printer-offline').filter({ hasText: name });
    await expect(banner).toContainText(`Printer ${name} is offline`);
    await expectAccessible(board);

    // Back on: Try again prints what waited, in order, then a test page; each job once.
    await printer.start();
    await banner.getByRole('button', { name: `Try ${name} again now (prints a test page)` }).click();
    await expect.poll(() => printer.testPages().length).toBe(1);
    expect(printer.ticketsOf(second.orderNumber).map((t) => texts(t)[2])).toEqual(['KITCHEN', 'EXPO']);
    const ours = [...printer.ticketsOf(first.orderNumber), ...printer.ticketsOf(second.orderNumber)];
    expect(new Set(ours.map(jobIdOf)).size).toBe(4);
    await expect(banner).toHaveCount(0);
    await board.context().close();
  } finally {
    await owner.getByRole('button', { name: `Delete ${name}` }).click();
    await expect(owner.getByText(name, { exact: true })).toHaveCount(0);
    await owner.context().close();
    await printer.stop();
  }
});

test('a Star CloudPRNT printer added in the console shows its URL once; the printer polls it and the console says online @desktop', async ({
  browser,
  request,
}) => {
  const name = `Star ${Date.now() % 100_000}`;
  const location = await whyteAve(request);
  const owner = await emeraldOwner(browser, '/staff/settings/printers');
  try {
    await owner.getByRole('button', { name: 'Add printer' }).click();
    const form = owner.getByRole('form', { name: 'New printer' });
    await form.getByLabel('Name', { exact: true }).fill(name);
    await form.getByLabel('Location').selectOption({ label: location.name });
    // A station no item is made at: the other test's orders at this location print nothing here.
    await form.getByLabel('Stations').fill('pastry');
    await form
      .getByLabel('Connection')
      .selectOption({ label: 'Star CloudPRNT (the printer polls the server over HTTPS)' });
    await expect(form.getByLabel('Printer’s IP address or host name')).toHaveCount(0);
    await form.getByRole('button', { name: 'Create printer' }).click();

    const notice = owner.getByRole('region', { name: 'Printer connection' });
    await expect(notice.getByRole('heading', { name: `CloudPRNT URL of ${name}` })).toBeVisible();
    const url = new URL((await notice.getByTestId('printer-secret').textContent())!);
    expect(url.pathname).toMatch(/^\/api\/print\/cloudprnt\/[0-9a-f]{24}\.[\w-]+$/);
    await expectAccessible(owner);
    await notice.getByRole('button', { name: 'Done' }).click();
    await expect(notice).toHaveCount(0);

    // The printer's first poll, as Star's firmware sends it.
    const poll = await request.post(url.pathname, {
      data: { statusCode: '200%20OK', printerMAC: '00:11:62:00:00:01' },
    });
    expect(poll.status()).toBe(200);
    expect(await poll.json()).toEqual({ jobReady: false });
    await owner.reload();
    const row = owner.getByRole('listitem').filter({ hasText: name });
    await expect(row).toContainText('Online');
    await expect(row).toContainText('Star CloudPRNT');
    await expect(row.getByRole('button', { name: `New token for ${name}` })).toBeVisible();
  } finally {
    await owner.getByRole('button', { name: `Delete ${name}` }).click();
    await expect(owner.getByText(name, { exact: true })).toHaveCount(0);
    await owner.context().close();
  }
});

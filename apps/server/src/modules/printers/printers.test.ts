import {
  CP858_ESC_T,
  PRINTER_MESSAGES,
  printedText,
  type PrintedTicket,
  type ApiOrder,
  type ApiPrinter,
  type PrinterRequest,
  type PrintersResponse,
  type PrintJobsQueued,
} from '@storefront/domain';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eventOfRow } from '../../events/outbox';
import { TEST_NOW } from '../../test/harness';
import { placeTestOrder } from '../../test/orders-fixture';
import {
  auditEntriesOf,
  client,
  expectRefusals,
  goldRestaurantId,
  t,
  useConsoleApp,
} from '../../test/owner-console-fixture';
import { startPrinterListener, type PrinterListener } from '../../test/printer-listener';
import { printerSubscriber } from './printers.jobs';
import { outboxEventOf } from '../../test/rows';

/*
 * Issue 29 items 1-5 and 9 (printing): printers in the owner console, and what a real TCP listener
 * on the printer's raw port receives, decoded: the text, the code page, the QR code and the cut.
 */

useConsoleApp();

let hot: PrinterListener;
let front: PrinterListener;
const realNow = () => TEST_NOW;

beforeAll(async () => {
  [hot, front] = await Promise.all([startPrinterListener(), startPrinterListener()]);
});
afterAll(async () => {
  await Promise.all([hot.close(), front.close()]);
});
afterEach(async () => {
  await t.app.background.idle();
  t.app.printing.now = realNow;
  hot.jobs.length = 0;
  front.jobs.length = 0;
  await t.db.kysely.deleteFrom('printers').execute();
  await t.db.kysely.updateTable('restaurants').set({ print_on: 'accept' }).execute();
});

const printerBody = (overrides: Partial<PrinterRequest> = {}): PrinterRequest => ({
  name: 'Hot line',
  restaurantId: goldRestaurantId,
  stations: ['Kitchen', 'expo'],
  width: 80,
  connection: { kind: 'escpos-tcp', host: '127.0.0.1', port: hot.port },
  ...overrides,
});

async function addPrinter(overrides: Partial<PrinterRequest> = {}) {
  const created = await client.as<ApiPrinter>('goldOwner', 'POST', '/api/staff/printers', {
    body: printerBody(overrides),
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body;
}

/** The hot line (kitchen and expo, 80 mm) and the front counter's receipts (58 mm). */
async function addKitchenPrinters() {
  const kitchen = await addPrinter();
  const receipts = await addPrinter({
    name: 'Front counter',
    stations: ['receipt'],
    width: 58,
    connection: { kind: 'escpos-tcp', host: '127.0.0.1', port: front.port },
  });
  return { kitchen, receipts };
}

const printers = async (role: 'goldOwner' | 'goldStaff' = 'goldOwner') =>
  (await client.as<PrintersResponse>(role, 'GET', '/api/staff/printers')).body;

const staffPost = <T>(url: string, body?: object) => client.as<T>('goldStaff', 'POST', url, { body });

async function placeOrder(name = 'Hélène Côté') {
  const [firstName, lastName] = name.split(' ');
  return placeTestOrder(t.app, {
    restaurantId: goldRestaurantId,
    specialInstructions: 'Très épicé, sans oignons',
    extra: {
      customer: {
        firstName: firstName!,
        lastName: lastName!,
        email: 'helene@example.com',
        phone: '(306) 555 0142',
      },
    },
  });
}

async function accept(order: ApiOrder) {
  const accepted = await staffPost<ApiOrder>(`/api/staff/orders/${order._id}/accept`, { prepMinutes: 20 });
  expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
  await t.app.background.idle();
  return accepted.body;
}

const textOf = (ticket: PrintedTicket) => ticket.lines.map((line) => line.text);
const jobIdOf = (ticket: PrintedTicket) => textOf(ticket).find((line) => line.startsWith('Job '));

describe('the owner keeps printers', () => {
  it('adds, lists with their state, changes and removes them, audited; staff see them and cannot change them', async () => {
    const created = await addPrinter({ connection: { kind: 'escpos-tcp', host: '192.168.1.50' } });
    expect(created).toMatchObject({
      name: 'Hot line',
      restaurantId: goldRestaurantId,
      stations: ['kitchen', 'expo'],
      width: 80,
      connection: { kind: 'escpos-tcp', host: '192.168.1.50', port: 9100 },
      test: false,
      state: { online: false, lastSeenAt: null, lastError: null, waitingJobs: 0 },
    });

    const seen = await printers('goldStaff');
    expect(seen.printers.map((p) => p._id)).toEqual([created._id]);
    expect(seen.printOn[goldRestaurantId]).toBe('accept');
    expect(seen.nextCursor).toBeNull();
    const refused = await client.as('goldStaff', 'POST', '/api/staff/printers', { body: printerBody() });
    expect(refused.status).toBe(403);
    const otherTenant = await client.as('emeraldOwner', 'POST', `/api/staff/printers/${created._id}/test`);
    expect(otherTenant.status).toBe(404);

    const changed = await client.as<ApiPrinter>('goldOwner', 'PUT', `/api/staff/printers/${created._id}`, {
      body: printerBody({ name: 'Grill', stations: ['grill', 'Grill'], width: 58 }),
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body).toMatchObject({ name: 'Grill', stations: ['grill'], width: 58, test: true });

    const removed = await client.as('goldOwner', 'DELETE', `/api/staff/printers/${created._id}`);
    expect(removed.status).toBe(204);
    expect((await printers()).printers).toEqual([]);
    const audit = await auditEntriesOf(t, 'printer', created._id);
    expect(audit.map((entry) => entry.action).sort()).toEqual(['create', 'delete', 'update']);
  });

  it('refuses a bad printer with a 400 that names the problem', async () => {
    await expectRefusals(
      (body) =>
        client.as('goldOwner', 'POST', '/api/staff/printers', { body: { ...printerBody(), ...body } }),
      [
        [{ width: 70 }, `width: ${PRINTER_MESSAGES.width}`],
        [{ stations: [] }, `stations: ${PRINTER_MESSAGES.stations}`],
        [{ stations: ['!!'] }, `stations.0: ${PRINTER_MESSAGES.station}`],
        [
          { connection: { kind: 'escpos-tcp', host: 'printer; rm -rf' } },
          `connection.host: ${PRINTER_MESSAGES.host}`,
        ],
        [
          { connection: { kind: 'escpos-tcp', host: '10.0.0.9', port: 70000 } },
          `connection.port: ${PRINTER_MESSAGES.port}`,
        ],
        [{ connection: { kind: 'fax' } }, `connection.kind: ${PRINTER_MESSAGES.kind}`],
      ],
    );
    const elsewhere = await client.as('goldOwner', 'POST', '/api/staff/printers', {
      body: printerBody({ restaurantId: 'not-a-location' }),
    });
    expect(elsewhere.status).toBe(404);
  });
});

describe('tickets', () => {
  it('prints an accepted order at each station and the expo, with the receipt at the front, in code page 858, once however often the event is handed over', async () => {
    await addKitchenPrinters();
    const order = await placeOrder();
    await t.app.background.idle();
    expect(hot.jobs).toEqual([]);
    await accept(order);

    const kitchenTickets = hot.tickets();
    expect(kitchenTickets).toHaveLength(2);
    const [kitchen, expo] = kitchenTickets as [PrintedTicket, PrintedTicket];
    for (const ticket of kitchenTickets) {
      expect(ticket.codePage).toBe(CP858_ESC_T);
      expect(ticket.cuts).toBe(1);
      expect(ticket.qrCodes).toEqual([`http://goldenmaple.localhost:3000/order?id=${order._id}`]);
    }
    const kitchenText = printedText(kitchen);
    expect(textOf(kitchen)).toEqual(
      expect.arrayContaining([order.restaurant.name, `#${order.orderNumber}`, 'KITCHEN', 'PICKUP']),
    );
    expect(kitchenText).toContain('Hélène Côté');
    expect(kitchenText).toContain('> Très épicé, sans oignons');
    expect(kitchenText).toContain(`2 x ${order.items[0]!.name}`);
    expect(kitchenText).toContain('AMOUNT DUE');
    expect(kitchen.lines.find((line) => line.text === `#${order.orderNumber}`)).toMatchObject({
      big: true,
      center: true,
    });
    expect(textOf(expo)).toContain('EXPO');

    const [receipt] = front.tickets() as [PrintedTicket];
    expect(front.tickets()).toHaveLength(1);
    expect(textOf(receipt)).toContain('RECEIPT');
    expect(printedText(receipt)).toMatch(/TOTAL +\$\d+\.\d\d/);
    for (const line of textOf(receipt)) expect(line.length).toBeLessThanOrEqual(32);

    // The accepted event handed over again (after a crash, or another subscriber's failure) prints nothing.
    const row = await outboxEventOf(t.db, order._id, 'order.accepted');
    await printerSubscriber(t.app.printing).handle(eventOfRow(row));
    await t.app.printing.printDue();
    expect(hot.jobs).toHaveLength(2);
    expect(front.jobs).toHaveLength(1);
  });

  it('prints on arrival where the location says so, a VOID slip where the tickets went when rejected, and an UPDATE slip on a delay', async () => {
    await addKitchenPrinters();
    const setting = await client.as('goldOwner', 'PUT', `/api/staff/printing/${goldRestaurantId}`, {
      body: { printOn: 'arrival' },
    });
    expect(setting.status, JSON.stringify(setting.body)).toBe(200);
    expect(
      (
        await client.as('goldStaff', 'PUT', `/api/staff/printing/${goldRestaurantId}`, {
          body: { printOn: 'accept' },
        })
      ).status,
    ).toBe(403);
    const badMoment = await client.as<{ message: string }>(
      'goldOwner',
      'PUT',
      `/api/staff/printing/${goldRestaurantId}`,
      {
        body: { printOn: 'sometimes' },
      },
    );
    expect(badMoment.status).toBe(400);
    expect(badMoment.body.message).toBe('printOn: Choose when tickets print: accept or arrival');

    const rejected = await placeOrder();
    await t.app.background.idle();
    expect(hot.tickets().map((ticket) => textOf(ticket)[2])).toEqual(['KITCHEN', 'EXPO']);
    await staffPost(`/api/staff/orders/${rejected._id}/reject`, { reason: 'Plus de frites' });
    await t.app.background.idle();
    const voids = hot.tickets().slice(2);
    expect(voids.map((ticket) => printedText(ticket))).toEqual([
      expect.stringContaining(`VOID #${rejected.orderNumber}`),
      expect.stringContaining(`VOID #${rejected.orderNumber}`),
    ]);
    expect(printedText(voids[0]!)).toContain('Rejected: Plus de frites');
    expect(front.tickets()).toHaveLength(1); // its receipt, and no slip

    const delayed = await placeOrder('Zoé Lévesque');
    await accept(delayed);
    hot.jobs.length = 0;
    const answer = await staffPost(`/api/staff/orders/${delayed._id}/delay`, { minutes: 10 });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    await t.app.background.idle();
    expect(hot.tickets().map((ticket) => textOf(ticket).slice(1, 3))).toEqual([
      [`UPDATE #${delayed.orderNumber}`, 'KITCHEN'],
      [`UPDATE #${delayed.orderNumber}`, 'EXPO'],
    ]);
  });

  it('sends an item made at the bar to the bar’s printer, and only the expo ticket to the hot line', async () => {
    await addPrinter({
      name: 'Bar',
      stations: ['bar'],
      connection: { kind: 'escpos-tcp', host: '127.0.0.1', port: front.port },
    });
    await addPrinter();
    const order = await placeOrder();
    await t.db.kysely
      .updateTable('menu_items')
      .set({ station: 'bar' })
      .where('id', '=', order.items[0]!.menuItem!)
      .execute();
    await accept(order);
    await t.db.kysely
      .updateTable('menu_items')
      .set({ station: null })
      .where('id', '=', order.items[0]!.menuItem!)
      .execute();
    expect(front.tickets().map((ticket) => textOf(ticket)[2])).toEqual(['BAR']);
    expect(printedText(front.tickets()[0]!)).toContain(`2 x ${order.items[0]!.name}`);
    expect(hot.tickets().map((ticket) => textOf(ticket)[2])).toEqual(['EXPO']);
  });

  it('reprints an order marked REPRINT and prints a test page with the accents, for staff of the location only', async () => {
    const { kitchen } = await addKitchenPrinters();
    const order = await placeOrder();
    const reprint = await staffPost<PrintJobsQueued>(`/api/staff/orders/${order._id}/print`);
    expect(reprint.status).toBe(202);
    expect(reprint.body).toEqual({ jobs: 3 });
    const test = await staffPost<PrintJobsQueued>(`/api/staff/printers/${kitchen._id}/test`);
    expect(test.body).toEqual({ jobs: 1 });
    await t.app.background.idle();
    const texts = hot.tickets().map((ticket) => printedText(ticket));
    expect(texts[0]).toContain('KITCHEN - REPRINT');
    expect(texts[1]).toContain('EXPO - REPRINT');
    expect(texts[2]).toContain('TEST PRINT');
    expect(texts[2]).toContain('é è ê à ç ô û ë ï É À Ç €');
    const elsewhere = await client.as('emeraldOwner', 'POST', `/api/staff/orders/${order._id}/print`);
    expect(elsewhere.status).toBe(404);
  });
});

describe('a printer that is off', () => {
  it('keeps its jobs in order while the board shows it offline, and prints each once when it is back', async () => {
    const { kitchen } = await addKitchenPrinters();
    await hot.stop();
    const first = await placeOrder();
    const second = await placeOrder('Zoé Lévesque');
    await accept(first);
    await accept(second);

    const stuck = (await printers('goldStaff')).printers.find((p) => p._id === kitchen._id)!;
    expect(stuck.state).toMatchObject({ online: false, waitingJobs: 4 });
    expect(stuck.state.lastError).toMatch(/ECONNREFUSED/);
    // Not yet due again: a sweep before its retry time sends nothing.
    await hot.start();
    expect(await t.app.printing.printDue()).toBe(0);

    t.app.printing.now = () => new Date(TEST_NOW.getTime() + 60_000);
    expect(await t.app.printing.printDue()).toBe(4);
    expect(await t.app.printing.printDue()).toBe(0);
    const tickets = hot.tickets();
    expect(tickets.map((ticket) => textOf(ticket)[1])).toEqual([
      `#${first.orderNumber}`,
      `#${first.orderNumber}`,
      `#${second.orderNumber}`,
      `#${second.orderNumber}`,
    ]);
    expect(new Set(tickets.map(jobIdOf)).size).toBe(4);
    const back = (await printers()).printers.find((p) => p._id === kitchen._id)!;
    expect(back.state).toEqual({
      online: true,
      lastSeenAt: new Date(TEST_NOW.getTime() + 60_000).toISOString(),
      lastError: null,
      waitingJobs: 0,
    });
    expect(front.tickets()).toHaveLength(2);
  });
});

describe('Test print on a printer that was off', () => {
  it('tries it at once: what waited prints first, in order, then the test page', async () => {
    const { kitchen } = await addKitchenPrinters();
    await hot.stop();
    const order = await placeOrder();
    await accept(order);
    expect((await printers()).printers.find((p) => p._id === kitchen._id)!.state.waitingJobs).toBe(2);
    await hot.start();
    const test = await staffPost<PrintJobsQueued>(`/api/staff/printers/${kitchen._id}/test`);
    expect(test.status).toBe(202);
    await t.app.background.idle();
    expect(hot.tickets().map((ticket) => textOf(ticket)[0])).toEqual([
      order.restaurant.name,
      order.restaurant.name,
      'TEST PRINT',
    ]);
    expect((await printers()).printers.find((p) => p._id === kitchen._id)!.state).toMatchObject({
      online: true,
      waitingJobs: 0,
    });
  });
});

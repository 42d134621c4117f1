import { spawn, type ChildProcess } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import {
  decodeEscPos,
  isStuckPrinter,
  type ApiOrder,
  type ApiPrinter,
  type PrinterRequest,
  type PrintersResponse,
  type PrintedTicket,
} from '@storefront/domain';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { TEST_NOW } from '../../test/harness';
import { placeTestOrder } from '../../test/orders-fixture';
import { auditEntriesOf, client, goldRestaurantId, t, useConsoleApp } from '../../test/owner-console-fixture';
import { startPrinterListener, type PrinterListener } from '../../test/printer-listener';
import { httpCloudPrntPrinters } from '../../production';
import { markPulledOffline } from './printers.jobs';

/*
 * Issue 29 item 1 (decision 0084): printers that come for their jobs. A Star CloudPRNT emulator
 * polls the server over real HTTP, takes, prints (decodes) and confirms jobs; the print agent runs as
 * its own process against the listening server, writing to a TCP listener as its printer.
 */

useConsoleApp();

let origin: string;
const at = (seconds: number) => new Date(TEST_NOW.getTime() + seconds * 1000);
const setClock = (instant: Date) => {
  t.app.now = () => instant;
};

beforeAll(async () => {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterEach(async () => {
  await t.app.background.idle();
  setClock(TEST_NOW);
  await t.db.kysely.deleteFrom('printers').execute();
  await t.db.kysely.deleteFrom('rate_limits').execute();
});

async function addPrinter(connection: PrinterRequest['connection'], name = 'Hot line') {
  const created = await client.as<ApiPrinter>('goldOwner', 'POST', '/api/staff/printers', {
    body: { name, restaurantId: goldRestaurantId, stations: ['kitchen', 'expo'], width: 80, connection },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body;
}

const printerState = async (printerId: string) =>
  (await client.as<PrintersResponse>('goldStaff', 'GET', '/api/staff/printers')).body.printers.find(
    (p) => p._id === printerId,
  )!;

async function acceptedOrder(firstName = 'Hélène') {
  const order = await placeTestOrder(t.app, {
    restaurantId: goldRestaurantId,
    extra: {
      customer: { firstName, lastName: 'Côté', email: 'helene@example.com', phone: '(306) 555 0142' },
    },
  });
  const accepted = await client.as<ApiOrder>('goldStaff', 'POST', `/api/staff/orders/${order._id}/accept`, {
    body: { prepMinutes: 20 },
  });
  expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
  await t.app.background.idle();
  return accepted.body;
}

const headingOf = (ticket: PrintedTicket) => ticket.lines.slice(1, 3).map((line) => line.text);

/** A Star CloudPRNT printer as the protocol has it: poll (POST), take the job (GET), confirm (DELETE). */
class CloudPrntEmulator {
  readonly printed: PrintedTicket[] = [];
  constructor(readonly path: string) {}

  async poll(statusCode = '200%20OK') {
    const response = await fetch(`${origin}${this.path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        status: '23 86 00 00 00 00 00 00 00',
        printerMAC: '00:11:62:aa:bb:cc',
        statusCode,
      }),
    });
    expect(response.status).toBe(200);
    return (await response.json()) as { jobReady: boolean; mediaTypes?: string[]; jobToken?: string };
  }

  async take(jobToken: string) {
    const response = await fetch(
      `${origin}${this.path}?mac=00%3A11%3A62%3Aaa%3Abb%3Acc&type=application%2Foctet-stream&token=${jobToken}`,
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/octet-stream');
    return decodeEscPos(Buffer.from(await response.arrayBuffer()));
  }

  confirm(jobToken: string, code = '200%20OK') {
    return fetch(`${origin}${this.path}?mac=00%3A11%3A62%3Aaa%3Abb%3Acc&code=${code}&token=${jobToken}`, {
      method: 'DELETE',
    });
  }

  /** One poll, and the job it offers printed and confirmed: its token, or null when none was ready. */
  async printNext(): Promise<string | null> {
    const answer = await this.poll();
    if (!answer.jobReady) return null;
    expect(answer.mediaTypes).toEqual(['application/octet-stream']);
    this.printed.push(...(await this.take(answer.jobToken!)));
    const confirmed = await this.confirm(answer.jobToken!);
    expect(confirmed.status).toBe(200);
    expect(await confirmed.json()).toEqual({ printed: true });
    return answer.jobToken!;
  }
}

async function cloudPrntPrinter() {
  const printer = await addPrinter({ kind: 'cloudprnt' });
  const url = new URL(printer.secret!.url!);
  return { printer, emulator: new CloudPrntEmulator(url.pathname) };
}

describe('a Star CloudPRNT printer', () => {
  it('gets a URL with its secret once, from the configured origin, never in the audit trail or the list', async () => {
    const printer = await addPrinter({ kind: 'cloudprnt' });
    expect(printer.connection).toEqual({ kind: 'cloudprnt' });
    expect(printer.test).toBe(false);
    expect(printer.secret!.url).toMatch(
      /^http:\/\/goldenmaple\.localhost:3000\/api\/print\/cloudprnt\/[0-9a-f]{24}\.[\w-]{40,}$/,
    );
    expect(printer.secret!.url!.endsWith(printer.secret!.token)).toBe(true);
    const listed = await printerState(printer._id);
    expect(listed.secret).toBeUndefined();
    expect(JSON.stringify(await auditEntriesOf(t, 'printer', printer._id))).not.toContain(
      printer.secret!.token,
    );

    // A new token: the old URL stops working at once.
    const rotated = await client.as<ApiPrinter>(
      'goldOwner',
      'POST',
      `/api/staff/printers/${printer._id}/token`,
    );
    expect(rotated.status).toBe(200);
    expect(rotated.body.secret!.url).not.toBe(printer.secret!.url);
    const old = await fetch(`${origin}${new URL(printer.secret!.url!).pathname}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ statusCode: '200 OK' }),
    });
    expect(old.status).toBe(401);
    expect(((await old.json()) as { message: string }).message).toMatch(/names no printer/);
    expect(await new CloudPrntEmulator(new URL(rotated.body.secret!.url!).pathname).poll()).toEqual({
      jobReady: false,
    });
    expect((await client.as('goldStaff', 'POST', `/api/staff/printers/${printer._id}/token`)).status).toBe(
      403,
    );
  });

  it('is named at start in production while its URL is plain http', async () => {
    await addPrinter({ kind: 'cloudprnt' });
    await addPrinter({ kind: 'agent' }, 'Back office');
    expect(await httpCloudPrntPrinters(t.db.kysely, t.app.links)).toEqual([
      expect.stringMatching(/^Golden Maple.*: Hot line at /),
    ]);
    const https = { tenantBaseUrl: new URL('https://orders.example.ca'), publicUrl: null };
    expect(await httpCloudPrntPrinters(t.db.kysely, https)).toEqual([]);
  });

  it('takes its jobs one at a time, in order, each printed once however often it confirms; says out of paper', async () => {
    const { printer, emulator } = await cloudPrntPrinter();
    const order = await acceptedOrder();
    // Not pushed: the worker leaves a CloudPRNT printer's jobs to its polls.
    expect(await t.app.printing.printDue()).toBe(0);

    expect(await emulator.poll('410%20Out%20of%20paper')).toEqual({ jobReady: false });
    const empty = await printerState(printer._id);
    expect(empty.state).toMatchObject({
      online: false,
      lastError: 'Out of paper (status 410)',
      waitingJobs: 2,
    });
    expect(isStuckPrinter(empty)).toBe(true);

    const first = await emulator.poll();
    expect(first).toMatchObject({ jobReady: true, mediaTypes: ['application/octet-stream'] });
    // One at a time: the next waits until this one is confirmed.
    expect(await emulator.poll()).toEqual({ jobReady: false });
    emulator.printed.push(...(await emulator.take(first.jobToken!)));
    const confirmed = await emulator.confirm(first.jobToken!);
    expect(await confirmed.json()).toEqual({ printed: true });
    // The printer did not hear the answer and confirms again: nothing prints twice.
    const again = await emulator.confirm(first.jobToken!);
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ printed: true });

    const second = await emulator.printNext();
    expect(second).not.toBe(first.jobToken);
    expect(await emulator.printNext()).toBeNull();
    expect(emulator.printed.map(headingOf)).toEqual([
      [`#${order.orderNumber}`, 'KITCHEN'],
      [`#${order.orderNumber}`, 'EXPO'],
    ]);
    expect((await printerState(printer._id)).state).toEqual({
      online: true,
      lastSeenAt: TEST_NOW.toISOString(),
      lastError: null,
      waitingJobs: 0,
    });
  });

  it('offers again a job it took and never confirmed, and one it could not print', async () => {
    const { emulator } = await cloudPrntPrinter();
    await acceptedOrder();
    const taken = await emulator.poll();
    expect(taken.jobReady).toBe(true);
    setClock(at(30));
    expect(await emulator.poll()).toEqual({ jobReady: false });
    setClock(at(61));
    expect(await emulator.poll()).toMatchObject({ jobReady: true, jobToken: taken.jobToken });
    // The cover opened while printing: the printer says so, and the job is first again.
    const failed = await emulator.confirm(taken.jobToken!, '420%20Cover%20open');
    expect(await failed.json()).toEqual({ printed: false });
    expect(await emulator.printNext()).toBe(taken.jobToken);
    expect(emulator.printed.map((ticket) => ticket.lines[2]!.text)).toEqual(['KITCHEN']);
  });

  it('when off for a while is offline on the board, and prints what waited in order when it is back', async () => {
    const { printer, emulator } = await cloudPrntPrinter();
    expect(await emulator.poll()).toEqual({ jobReady: false });
    expect((await printerState(printer._id)).state.online).toBe(true);
    setClock(at(31));
    await markPulledOffline(t.app.printing);
    const first = await acceptedOrder('Zoé');
    const second = await acceptedOrder('Léa');
    const off = await printerState(printer._id);
    expect(off.state).toMatchObject({ online: false, waitingJobs: 4 });
    expect(off.state.lastError).toMatch(/Not heard from for 30 s/);
    expect(isStuckPrinter(off)).toBe(true);

    setClock(at(600));
    while (await emulator.printNext());
    expect(emulator.printed.map(headingOf)).toEqual([
      [`#${first.orderNumber}`, 'KITCHEN'],
      [`#${first.orderNumber}`, 'EXPO'],
      [`#${second.orderNumber}`, 'KITCHEN'],
      [`#${second.orderNumber}`, 'EXPO'],
    ]);
    expect((await printerState(printer._id)).state).toMatchObject({ online: true, waitingJobs: 0 });
  });

  it('answers a bad token, body, code or media type with a 4xx that says what is wrong', async () => {
    const { printer, emulator } = await cloudPrntPrinter();
    const post = (path: string, body: string) =>
      fetch(`${origin}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    const cases: [Promise<Response>, number, RegExp][] = [
      [post('/api/print/cloudprnt/nonsense', '{"statusCode":"200 OK"}'), 401, /names no printer/],
      [post(emulator.path, '{"statusCode":"fine"}'), 400, /statusCode must be a CloudPRNT status code/],
      [post(emulator.path, '{}'), 400, /statusCode/],
      [post(emulator.path, '{"statusCode":'), 400, /JSON/i],
      [fetch(`${origin}${emulator.path}?type=application%2Fvnd.star.starprnt`), 415, /ESC\/POS emulation/],
      [fetch(`${origin}${emulator.path}?token=nope`), 404, /No job/],
      [fetch(`${origin}${emulator.path}?token=x`, { method: 'DELETE' }), 400, /code/],
      [fetch(`${origin}${emulator.path}?code=printed&token=x`, { method: 'DELETE' }), 400, /code must be/],
    ];
    for (const [request, status, message] of cases) {
      const response = await request;
      expect(response.status).toBe(status);
      expect(((await response.json()) as { message: string }).message).toMatch(message);
    }
    expect((await printerState(printer._id)).state.lastSeenAt).toBeNull();
  });

  it('limits how often one printer’s URL is called', async () => {
    const { emulator } = await cloudPrntPrinter();
    for (let i = 0; i < 120; i += 1) await emulator.poll();
    const limited = await fetch(`${origin}${emulator.path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ statusCode: '200 OK' }),
    });
    expect(limited.status).toBe(429);
  });
});

const repoRoot = fileURLToPath(new URL('../../../../../', import.meta.url));

/** The print agent, as its own process, as a restaurant runs it. */
function runAgent(token: string, printer: string): { process: ChildProcess; output: string[] } {
  const output: string[] = [];
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'apps/print-agent/src/cli.ts', '--server', origin, '--printer', printer],
    { cwd: repoRoot, env: { ...process.env, PRINT_AGENT_TOKEN: token }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  child.stdout!.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  return { process: child, output };
}

async function until(what: string, condition: () => boolean | Promise<boolean>, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('the print agent', () => {
  let listener: PrinterListener;
  let agent: ReturnType<typeof runAgent> | null = null;
  beforeAll(async () => {
    listener = await startPrinterListener();
  });
  afterEach(() => {
    agent?.process.kill();
    agent = null;
  });
  afterAll(() => listener.close());

  it('prints each job once on its local printer, in order, through a dropped connection and a printer that was off', async () => {
    const printer = await addPrinter({ kind: 'agent' }, 'Back office');
    expect(printer.secret).toMatchObject({ url: null });
    agent = runAgent(printer.secret!.token, `127.0.0.1:${listener.port}`);
    await until('the agent is connected', () => t.app.printing.agents.connected(printer._id));
    await until('the board says online', async () => (await printerState(printer._id)).state.online);

    const first = await acceptedOrder('Zoé');
    await until('two tickets printed', () => listener.jobs.length === 2);

    // The connection drops: what is made meanwhile waits, and prints when the agent is back by itself.
    t.app.printing.agents.dropConnection(printer._id);
    await until('the server saw it go', () => !t.app.printing.agents.connected(printer._id));
    const second = await acceptedOrder('Léa');
    await until('the agent reconnected', () => t.app.printing.agents.connected(printer._id));
    await until('four tickets printed', () => listener.jobs.length === 4);

    // The printer is off: the agent says so, the board shows it, and the job prints when it is back.
    await listener.stop();
    const third = await acceptedOrder('Inès');
    await until('the board says why', async () =>
      /could not print: .*ECONNREFUSED/.test((await printerState(printer._id)).state.lastError ?? ''),
    );
    expect(isStuckPrinter(await printerState(printer._id))).toBe(true);
    await listener.start();
    await t.app.printing.agents.pumpAll();
    await until('six tickets printed', () => listener.jobs.length === 6);

    const tickets = listener.tickets();
    expect(tickets.map(headingOf)).toEqual(
      [first, second, third].flatMap((order) => [
        [`#${order.orderNumber}`, 'KITCHEN'],
        [`#${order.orderNumber}`, 'EXPO'],
      ]),
    );
    const jobIds = tickets.map((ticket) => ticket.lines.find((line) => line.text.startsWith('Job '))?.text);
    expect(new Set(jobIds).size).toBe(6);
    expect((await printerState(printer._id)).state).toMatchObject({
      online: true,
      lastError: null,
      waitingJobs: 0,
    });

    agent.process.kill();
    await until('the board says offline', async () => !(await printerState(printer._id)).state.online);
  }, 60_000);

  it('stops with a clear message when its token is not a printer’s', async () => {
    agent = runAgent('0123456789abcdef01234567.not-the-secret-of-any-printer', `127.0.0.1:${listener.port}`);
    const code = await new Promise<number | null>((resolve) => agent!.process.on('exit', resolve));
    expect(code).toBe(1);
    expect(agent.output.join('')).toMatch(/names no printer/);
  }, 30_000);
});

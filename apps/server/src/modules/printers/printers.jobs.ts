import {
  DEFAULT_STATION,
  isAllergen,
  PRINTER_COLUMNS,
  PULLING_PRINTER_OFFLINE_AFTER_MS,
  routeTickets,
  slipTargets,
  stationOf,
  testTicketLines,
  ticketLines,
  type ApiOrder,
  type Locale,
  type PrinterConnection,
  type PrinterWidth,
  type RoutedTicket,
  type TicketItem,
  type TicketLine,
  type TicketSlip,
} from '@storefront/domain';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Selectable } from 'kysely';
import { encodeTicket } from '../../adapters/printers/escpos';
import { sendToPrinter } from '../../adapters/printers/escpos-tcp';
import type { Db } from '../../db';
import type { Executor } from '../../db/executor';
import { newId } from '../../db/ids';
import { doublingDelayMs, workLeasedBatches } from '../../db/leased-batches';
import type { NewRow, PrintersTable } from '../../db/schema';
import type { EventSubscriber, OutboxEvent } from '../../events/event';
import { fromJson } from '../../http/json';
import { tenantOriginOf, type LinkOrigins } from '../../http/origin';
import { requireTenantRow } from '../tenants/tenants.service';
import { startAgentHub, type AgentHub } from './printers.agent';
import {
  claimPrinters,
  countAttempt,
  insertPrintJobs,
  itemsForTickets,
  lastPositions,
  markPrinted,
  markUnheardOffline,
  printersAt,
  printMomentsOf,
  recordReach,
  releasePrinterLeases,
  ticketsOfOrder,
  waitingJobsOf,
} from './printers.repository';

/*
 * Printing (issue 29 items 2, 4 and 5; decision 0079). The outbox's subscriber turns an order's
 * event into print jobs: its tickets when the location prints (on arrival or on acceptance), an
 * UPDATE slip on a delay and a VOID slip on a rejection or a cancel, to the printers and stations
 * that printed it. Jobs are rows, unique by (printer, event, station): an event handed over twice
 * prints once. The worker runs in every server process: it claims a printer with jobs (a lease),
 * sends its jobs one by one in their order, and stops at the first that does not go through; the
 * printer is then offline and tried again after a backoff, its jobs waiting, in order, until it is back.
 */

const FIRST_RETRY_MS = 5_000;
const LONGEST_RETRY_MS = 60_000;
/** How long a claimed printer is this process's: longer than its queue may take to send. */
const LEASE_MS = 5 * 60_000;
const BATCH = 20;
const SWEEP_EVERY_MS = 5_000;

/** The wait before a printer that could not be reached is tried again: 5 s, 10 s… at most a minute. */
export const printerRetryDelayMs = (attempts: number): number =>
  doublingDelayMs(attempts, FIRST_RETRY_MS, LONGEST_RETRY_MS);

export interface PrintDeps {
  db: Db;
  now: () => Date;
  log: FastifyBaseLogger;
  links: LinkOrigins;
  /** Wakes the worker now (after jobs were written). */
  kick: () => void;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Kitchen printing: the worker's deps, its run (tests call it), its wake-up and the print agents. */
    printing: PrintDeps & { printDue: () => Promise<number>; agents: AgentHub };
  }
}

/** The order's items with where each is made and what it contains (an item deleted since: the kitchen). */
export async function ticketItemsOf(db: Executor, tenantId: string, order: ApiOrder): Promise<TicketItem[]> {
  return (await ticketItemsOfOrders(db, tenantId, [order]))[0] ?? [];
}

/** As ticketItemsOf, for many orders in one query (a page of the kitchen display). */
export async function ticketItemsOfOrders(
  db: Executor,
  tenantId: string,
  orders: readonly ApiOrder[],
): Promise<TicketItem[][]> {
  const ids = [
    ...new Set(orders.flatMap((o) => o.items.flatMap((item) => (item.menuItem ? [item.menuItem] : [])))),
  ];
  const known = new Map((await itemsForTickets(db, tenantId, ids)).map((row) => [row.id, row]));
  return orders.map((order) =>
    order.items.map((item) => {
      const row = item.menuItem ? known.get(item.menuItem) : undefined;
      return {
        ...item,
        station: row
          ? stationOf({ station: row.station }, { station: row.section_station })
          : DEFAULT_STATION,
        allergens: row ? fromJson<unknown[]>(row.allergens, []).filter(isAllergen) : [],
      };
    }),
  );
}

const columnsOf = (printer: Selectable<PrintersTable>) => PRINTER_COLUMNS[printer.width as PrinterWidth];

/** One job: its id is printed on it, so the bytes are made with the row. */
function jobRow(
  printer: Selectable<PrintersTable>,
  job: {
    orderId: string;
    eventId: string;
    station: string;
    slip: TicketSlip;
    reprint: boolean;
    position: number;
  },
  linesOf: (jobId: string) => TicketLine[],
  now: Date,
): NewRow<'print_jobs'> {
  const id = newId();
  const at = now.toISOString();
  return {
    id,
    tenant_id: printer.tenant_id,
    printer_id: printer.id,
    order_id: job.orderId,
    event_id: job.eventId,
    station: job.station,
    slip: job.slip,
    reprint: job.reprint ? 1 : 0,
    position: job.position,
    body: encodeTicket(linesOf(id), columnsOf(printer)).toString('base64'),
    status: 'pending',
    created_at: at,
    updated_at: at,
  };
}

export interface OrderPrint {
  /** Its tickets are in the brand's default language: the kitchen's. */
  tenant: { id: string; slug: string; website_url: string | null; default_language: Locale };
  order: ApiOrder;
  eventId: string;
  slip: TicketSlip;
  reprint: boolean;
}

/**
 * Writes an order's jobs: its tickets at its location's printers, or a slip where its tickets went;
 * the number written (none twice for one event).
 */
export async function queueOrderPrint(deps: PrintDeps, print: OrderPrint): Promise<number> {
  const db = deps.db.kysely;
  const { tenant, order } = print;
  const printers = await printersAt(db, tenant.id, order.restaurant._id);
  if (printers.length === 0) return 0;
  const items = await ticketItemsOf(db, tenant.id, order);
  const targets: RoutedTicket[] =
    print.slip === 'ticket'
      ? routeTickets(
          items.map((item) => item.station),
          printers.map((p) => ({ id: p.id, stations: fromJson<string[]>(p.stations, []) })),
        )
      : slipTargets(await ticketsOfOrder(db, tenant.id, order._id));
  const byId = new Map(printers.map((p) => [p.id, p]));
  const positions = await lastPositions(
    db,
    printers.map((p) => p.id),
  );
  const nextPosition = (printerId: string) => {
    const position = (positions.get(printerId) ?? 0) + 1;
    positions.set(printerId, position);
    return position;
  };
  const statusUrl = `${tenantOriginOf(tenant, deps.links)}/order?id=${encodeURIComponent(order._id)}`;
  const now = deps.now();
  const rows = targets.flatMap((target) => {
    const printer = byId.get(target.printerId);
    if (!printer) return [];
    const job = { ...print, orderId: order._id, station: target.station, position: nextPosition(printer.id) };
    return [
      jobRow(
        printer,
        job,
        (jobId) =>
          ticketLines({
            ...print,
            items,
            station: target.station,
            columns: columnsOf(printer),
            statusUrl,
            jobId,
            locale: tenant.default_language,
          }),
        now,
      ),
    ];
  });
  const written = await insertPrintJobs(db, rows);
  if (written > 0) deps.kick();
  return written;
}

/** A test page for one printer; the worker must be woken after. */
export async function queueTestPrint(
  db: Executor,
  printer: Selectable<PrintersTable>,
  locale: Locale,
  now: Date,
): Promise<number> {
  const stations = fromJson<string[]>(printer.stations, []);
  const position = ((await lastPositions(db, [printer.id])).get(printer.id) ?? 0) + 1;
  const row = jobRow(
    printer,
    {
      orderId: '',
      eventId: `test:${newId()}`,
      station: stations[0] ?? DEFAULT_STATION,
      slip: 'ticket',
      reprint: false,
      position,
    },
    (jobId) => testTicketLines({ name: printer.name, stations }, columnsOf(printer), jobId, locale),
    now,
  );
  return insertPrintJobs(db, [row]);
}

/** What an order's event prints, given when its location prints; null: nothing. */
function slipOf(type: OutboxEvent['type'], printOn: string): TicketSlip | null {
  if (type === 'order.placed') return printOn === 'arrival' ? 'ticket' : null;
  if (type === 'order.accepted') return printOn === 'accept' ? 'ticket' : null;
  if (type === 'order.delayed') return 'update';
  if (type === 'order.rejected' || type === 'order.cancelled') return 'void';
  return null;
}

/** The outbox's subscriber for the kitchen printers of the domain's table. */
export function printerSubscriber(deps: PrintDeps): EventSubscriber {
  return {
    name: 'kitchen printers',
    audience: 'kitchen printers',
    handle: async (event) => {
      if (event.aggregate !== 'order') return;
      const printOn = (await printMomentsOf(deps.db.kysely, event.tenantId, [event.restaurantId]))[
        event.restaurantId
      ];
      const slip = printOn ? slipOf(event.type, printOn) : null;
      if (!slip) return;
      const tenant = await requireTenantRow(deps.db.kysely, event.tenantId);
      await queueOrderPrint(deps, {
        tenant,
        order: event.data as ApiOrder,
        eventId: event.id,
        slip,
        reprint: false,
      });
    },
  };
}

/** Sends one claimed printer its waiting jobs in order, stopping at the first that does not go through. */
async function printQueue(
  deps: PrintDeps,
  printer: Selectable<PrintersTable>,
  leaseUntil: string,
): Promise<number> {
  const db = deps.db.kysely;
  const connection = fromJson<PrinterConnection>(printer.connection, {
    kind: 'escpos-tcp',
    host: '',
    port: 9100,
  });
  const held = { id: printer.id, leaseUntil };
  // Claimed by kind, so never a CloudPRNT or agent printer: they come for their jobs.
  if (connection.kind !== 'escpos-tcp') {
    await recordReach(db, held, {});
    return 0;
  }
  let sent = 0;
  // Jobs written while this queue is sent (the process held the printer then) are sent too.
  for (
    let jobs = await waitingJobsOf(db, printer.id);
    jobs.length > 0;
    jobs = await waitingJobsOf(db, printer.id)
  ) {
    for (const job of jobs) {
      await countAttempt(db, job.id, deps.now().toISOString());
      try {
        await sendToPrinter(connection, Buffer.from(job.body, 'base64'));
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        const retryAt = new Date(deps.now().getTime() + printerRetryDelayMs(job.attempts + 1));
        deps.log.warn(
          { printerId: printer.id, jobId: job.id, error: message },
          'a printer could not be reached: its jobs wait',
        );
        await recordReach(db, held, {
          online: 0,
          last_error: message,
          next_attempt_at: retryAt.toISOString(),
        });
        return sent;
      }
      await markPrinted(db, job.id, deps.now().toISOString());
      sent += 1;
    }
  }
  const at = deps.now().toISOString();
  await recordReach(db, held, { online: 1, last_seen_at: at, last_error: null, next_attempt_at: null });
  return sent;
}

/** Prints what is due at the app's now, printer after printer; the number of jobs printed. */
export function printDueJobs(deps: PrintDeps): Promise<number> {
  return workLeasedBatches(
    deps,
    { leaseMs: LEASE_MS, batch: BATCH },
    claimPrinters,
    async (claimed, leaseUntil) => {
      const sent = await Promise.all(claimed.map((printer) => printQueue(deps, printer, leaseUntil)));
      return sent.reduce((a, b) => a + b, 0);
    },
  );
}

/**
 * Printing in this process: `app.printing` (the worker's deps and its run), the sweep every few
 * seconds (a printer back online; jobs another process wrote), and a wake-up right after jobs are written.
 */
export function startPrinting(app: FastifyInstance): void {
  const deps: PrintDeps = {
    db: app.db,
    now: () => app.now(),
    log: app.log,
    links: app.links,
    kick: () => {
      app.background.run('print jobs', () => printDueJobs(deps));
      app.background.run('print agents', () => agents.pumpAll());
    },
  };
  const agents = startAgentHub(app, deps);
  app.decorate('printing', Object.assign(deps, { printDue: () => printDueJobs(deps), agents }));
  // One SQLite process: what a process before it was printing when it stopped is due at once.
  if (app.db.engine === 'sqlite')
    app.background.run('releasing printer leases', () => releasePrinterLeases(app.db.kysely));
  app.background.repeat('the print jobs', SWEEP_EVERY_MS, () => printDueJobs(deps));
  app.background.repeat('the print agents and CloudPRNT printers', SWEEP_EVERY_MS, async () => {
    await agents.pumpAll();
    await markPulledOffline(deps);
  });
}

/** CloudPRNT and agent printers not heard from for a while are offline (the board's banner). */
export function markPulledOffline(deps: Pick<PrintDeps, 'db' | 'now'>) {
  const before = new Date(deps.now().getTime() - PULLING_PRINTER_OFFLINE_AFTER_MS).toISOString();
  return markUnheardOffline(
    deps.db.kysely,
    before,
    `Not heard from for ${PULLING_PRINTER_OFFLINE_AFTER_MS / 1000} s: check its power and network`,
  );
}

import type { PrintMoment } from '@storefront/domain';
import type { ExpressionBuilder, Updateable } from 'kysely';
import type { Executor } from '../../db/executor';
import { NEWEST_PAGE_KEYS, readKeysetPage, type PageRequest } from '../../db/keyset';
import type { Database, NewRow, PrintersTable } from '../../db/schema';
import { deleteTenantRow, fromTenantRows, selectTenantRows, updateTenantRow } from '../../db/tenant-rows';
import type { LeaseClaim } from '../../db/leased-batches';

/* Kitchen printers' SQL (decision 0079): the printers, their print jobs, and what routing reads. */

/** A page of the printers of some locations, newest first. */
export const listPrinterPage = (
  db: Executor,
  tenantId: string,
  restaurantIds: readonly string[],
  page: PageRequest,
) =>
  readKeysetPage(
    selectTenantRows(db, 'printers', tenantId).where('restaurant_id', 'in', restaurantIds),
    NEWEST_PAGE_KEYS,
    page,
  );

export const findPrinter = (db: Executor, tenantId: string, printerId: string) =>
  selectTenantRows(db, 'printers', tenantId).where('id', '=', printerId).executeTakeFirst();

/** A location's printers, the oldest first (the order its tickets come out in). */
export const printersAt = (db: Executor, tenantId: string, restaurantId: string) =>
  selectTenantRows(db, 'printers', tenantId)
    .where('restaurant_id', '=', restaurantId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();

export const insertPrinter = (db: Executor, row: NewRow<'printers'>) =>
  db.insertInto('printers').values(row).returningAll().executeTakeFirstOrThrow();

export const updatePrinter = (
  db: Executor,
  tenantId: string,
  printerId: string,
  fields: Updateable<PrintersTable>,
) => updateTenantRow(db, 'printers', tenantId, printerId).set(fields).returningAll().executeTakeFirst();

export const deletePrinter = (db: Executor, tenantId: string, printerId: string) =>
  deleteTenantRow(db, 'printers', tenantId, printerId).returningAll().executeTakeFirst();

/** How many jobs wait for each of the printers. */
export async function waitingJobCounts(db: Executor, printerIds: readonly string[]) {
  if (printerIds.length === 0) return new Map<string, number>();
  const rows = await db
    .selectFrom('print_jobs')
    .select((eb) => ['printer_id', eb.fn.countAll<number>().as('waiting')])
    .where('printer_id', 'in', printerIds)
    .where('status', '=', 'pending')
    .groupBy('printer_id')
    .execute();
  return new Map(rows.map((r) => [r.printer_id, Number(r.waiting)]));
}

/** When the locations print. */
export async function printMomentsOf(db: Executor, tenantId: string, restaurantIds: readonly string[]) {
  if (restaurantIds.length === 0) return {};
  const rows = await fromTenantRows(db, 'restaurants', tenantId)
    .select(['id', 'print_on'])
    .where('id', 'in', restaurantIds)
    .execute();
  return Object.fromEntries(rows.map((r) => [r.id, r.print_on])) as Record<string, PrintMoment>;
}

export const setPrintMoment = (db: Executor, tenantId: string, restaurantId: string, printOn: PrintMoment) =>
  updateTenantRow(db, 'restaurants', tenantId, restaurantId)
    .set({ print_on: printOn })
    .returning('id')
    .executeTakeFirst();

/** Where menu items are made and what they contain: the item's station, its section's, its allergens. */
export async function itemsForTickets(db: Executor, tenantId: string, itemIds: readonly string[]) {
  if (itemIds.length === 0) return [];
  return db
    .selectFrom('menu_items as i')
    .innerJoin('menu_sections as s', 's.id', 'i.section_id')
    .select(['i.id', 'i.station', 's.station as section_station', 'i.allergens', 'i.print_name'])
    .where('i.tenant_id', '=', tenantId)
    .where('i.id', 'in', itemIds)
    .execute();
}

/** The last place taken in each printer's queue (0 for none). */
export async function lastPositions(db: Executor, printerIds: readonly string[]) {
  if (printerIds.length === 0) return new Map<string, number>();
  const rows = await db
    .selectFrom('print_jobs')
    .select((eb) => ['printer_id', eb.fn.max<number>('position').as('last')])
    .where('printer_id', 'in', printerIds)
    .groupBy('printer_id')
    .execute();
  return new Map(rows.map((r) => [r.printer_id, Number(r.last)]));
}

/** Jobs for printers, none twice for one printer, event and station (the unique key); the number written. */
export async function insertPrintJobs(db: Executor, rows: NewRow<'print_jobs'>[]): Promise<number> {
  if (rows.length === 0) return 0;
  const inserted = await db
    .insertInto('print_jobs')
    .values(rows)
    .onConflict((oc) => oc.columns(['printer_id', 'event_id', 'station']).doNothing())
    .returning('id')
    .execute();
  return inserted.length;
}

/** The tickets an order was given (not slips, not tests): where its UPDATE and VOID slips go. */
export const ticketsOfOrder = (db: Executor, tenantId: string, orderId: string) =>
  fromTenantRows(db, 'print_jobs', tenantId)
    .select(['printer_id as printerId', 'station'])
    .where('order_id', '=', orderId)
    .where('slip', '=', 'ticket')
    .orderBy('position')
    .execute();

/**
 * Claims printers that have jobs to print and are due (never tried, or their retry time came), held
 * by no one, for `leaseUntil`, in one conditional write: one process sends a printer's jobs at a
 * time, so they come out in order and none twice.
 */
export async function claimPrinters(db: Executor, options: LeaseClaim) {
  const { at, leaseUntil, limit } = options;
  const free = (eb: ExpressionBuilder<Database, 'printers'>) =>
    eb.and([
      eb.or([eb('lease_until', 'is', null), eb('lease_until', '<=', at)]),
      eb.or([eb('next_attempt_at', 'is', null), eb('next_attempt_at', '<=', at)]),
    ]);
  const candidates = db
    .selectFrom('printers')
    .select('id')
    // CloudPRNT and agent printers come for their jobs: the worker pushes to network printers only.
    .where('kind', '=', 'escpos-tcp')
    .where(free)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('print_jobs')
          .select('print_jobs.id')
          .whereRef('print_jobs.printer_id', '=', 'printers.id')
          .where('print_jobs.status', '=', 'pending'),
      ),
    )
    .limit(limit)
    .$if(options.skipLocked, (q) => q.forUpdate().skipLocked());
  return db
    .updateTable('printers')
    .set({ lease_until: leaseUntil })
    .where('id', 'in', candidates)
    .where(free)
    .returningAll()
    .execute();
}

/** A printer's jobs still to print, in their order (the first `limit` of them). */
export const waitingJobsOf = (db: Executor, printerId: string, limit?: number) =>
  db
    .selectFrom('print_jobs')
    .selectAll()
    .where('printer_id', '=', printerId)
    .where('status', '=', 'pending')
    .orderBy('position')
    .orderBy('id')
    .$if(limit !== undefined, (q) => q.limit(limit!))
    .execute();

export const countAttempt = (db: Executor, jobId: string, at: string) =>
  db
    .updateTable('print_jobs')
    .set((eb) => ({ attempts: eb('attempts', '+', 1), updated_at: at }))
    .where('id', '=', jobId)
    .execute();

/** Marks a job printed, once: whether this call did (false: it was already). */
export async function markPrinted(db: Executor, jobId: string, at: string): Promise<boolean> {
  const marked = await db
    .updateTable('print_jobs')
    .set({ status: 'printed', printed_at: at, updated_at: at })
    .where('id', '=', jobId)
    .where('status', '=', 'pending')
    .returning('id')
    .executeTakeFirst();
  return marked !== undefined;
}

/** What reaching a printer came to, written while this process still holds it; its lease ends. */
export const recordReach = (
  db: Executor,
  printer: { id: string; leaseUntil: string },
  fields: Pick<Updateable<PrintersTable>, 'online' | 'last_seen_at' | 'last_error' | 'next_attempt_at'>,
) =>
  db
    .updateTable('printers')
    .set({ ...fields, lease_until: null })
    .where('id', '=', printer.id)
    .where('lease_until', '=', printer.leaseUntil)
    .execute();

/** The printer is tried at the next pass, whatever its backoff said (someone says it is back). */
export const tryNow = (db: Executor, printerId: string) =>
  db.updateTable('printers').set({ next_attempt_at: null }).where('id', '=', printerId).execute();

/** SQLite has one server process: at its start, no other is printing, so every lease ends now. */
export async function releasePrinterLeases(db: Executor): Promise<void> {
  await db.updateTable('printers').set({ lease_until: null }).where('lease_until', 'is not', null).execute();
}

/** A printer by its id alone: a CloudPRNT or agent token names it, whatever the tenant. */
export const findPrinterById = (db: Executor, printerId: string) =>
  db.selectFrom('printers').selectAll().where('id', '=', printerId).executeTakeFirst();

/** What a CloudPRNT poll or an agent's connection says of the printer's reach. */
export const recordPull = (
  db: Executor,
  printerId: string,
  fields: Pick<Updateable<PrintersTable>, 'online' | 'last_seen_at' | 'last_error'>,
) => db.updateTable('printers').set(fields).where('id', '=', printerId).execute();

/**
 * CloudPRNT and agent printers not heard from since `before` are offline (the board's banner), in
 * one conditional write: one that polled meanwhile stays online.
 */
export const markUnheardOffline = (db: Executor, before: string, message: string) =>
  db
    .updateTable('printers')
    .set({ online: 0, last_error: message })
    .where('kind', '!=', 'escpos-tcp')
    .where('online', '=', 1)
    .where('last_seen_at', '<', before)
    .execute();

/** A printer's next job: the first still to print. */
export const nextJobOf = async (db: Executor, printerId: string) =>
  (await waitingJobsOf(db, printerId, 1))[0];

/** One of a printer's jobs by its id (a CloudPRNT job token is the job's id). */
export const findJobOf = (db: Executor, printerId: string, jobId: string) =>
  db
    .selectFrom('print_jobs')
    .selectAll()
    .where('printer_id', '=', printerId)
    .where('id', '=', jobId)
    .executeTakeFirst();

/**
 * Hands a pending job to its CloudPRNT printer, if no one holds it (never handed out, or handed out
 * before `expiredBefore` and never confirmed): one conditional write, so two polls never both take it.
 */
export async function handOutJob(db: Executor, jobId: string, at: string, expiredBefore: string) {
  const taken = await db
    .updateTable('print_jobs')
    .set((eb) => ({ handed_out_at: at, attempts: eb('attempts', '+', 1), updated_at: at }))
    .where('id', '=', jobId)
    .where('status', '=', 'pending')
    .where((eb) => eb.or([eb('handed_out_at', 'is', null), eb('handed_out_at', '<=', expiredBefore)]))
    .returning('id')
    .executeTakeFirst();
  return taken !== undefined;
}

/** A job its printer could not print goes back to the head of its queue. */
export const releaseJob = (db: Executor, jobId: string, at: string) =>
  db
    .updateTable('print_jobs')
    .set({ handed_out_at: null, updated_at: at })
    .where('id', '=', jobId)
    .where('status', '=', 'pending')
    .execute();

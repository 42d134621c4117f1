import {
  isPullingPrinter,
  type ApiPrinter,
  type PrinterInput,
  type PrintersResponse,
  type PrintJobsQueued,
  type PrintMoment,
} from '@storefront/domain';
import type { Selectable } from 'kysely';
import type { Executor } from '../../db/executor';
import { newId } from '../../db/ids';
import { NEWEST_PAGE_KEYS } from '../../db/keyset';
import type { PrintersTable } from '../../db/schema';
import { badRequest, foundById, notFound } from '../../http/errors';
import type { LinkOrigins } from '../../http/origin';
import { readPage, type PageQuery } from '../../http/pagination';
import { staffRestaurantIds, worksAt, type StaffPrincipal } from '../../http/staff-principal';
import {
  ownerRemoval,
  ownersTenant,
  ownerTransaction,
  recordOwnerChange,
  recordOwnerItemChange,
  type OwnerRemoval,
} from '../audit/audit.service';
import { getOrder } from '../orders/orders.service';
import { requireTenantRow } from '../tenants/tenants.service';
import { printerColumnsOf, presentPrinter } from './printers.presenter';
import { queueOrderPrint, queueTestPrint, type PrintDeps } from './printers.jobs';
import {
  deletePrinter,
  findPrinter,
  insertPrinter,
  listPrinterPage,
  printMomentsOf,
  setPrintMoment,
  tryNow,
  updatePrinter,
  waitingJobCounts,
} from './printers.repository';
import { newPrinterToken, printerSecretOf } from './printers.tokens';

/*
 * The owner console's Printers (issue 29 items 1 and 4; decision 0079): every staff member sees
 * the printers of their locations with their state (the board's banner), the owner adds, changes
 * and removes them, each change in one transaction with its audit entry. Staff print a test page
 * and reprint an order's tickets; the worker must be woken after.
 */

const AUDIT_ENTITY = 'printer';
const WHAT = 'Printer';

async function presentAll(db: Executor, rows: Selectable<PrintersTable>[]): Promise<ApiPrinter[]> {
  const waiting = await waitingJobCounts(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((row) => presentPrinter(row, waiting.get(row.id) ?? 0));
}

const presentOne = async (db: Executor, row: Selectable<PrintersTable>) => (await presentAll(db, [row]))[0]!;

/** The printers of the staff member's locations (or of one), newest first, and when each location prints. */
export async function listPrinters(
  db: Executor,
  principal: StaffPrincipal,
  query: PageQuery,
): Promise<PrintersResponse> {
  const restaurantIds = staffRestaurantIds(principal, undefined);
  // An account linked to no location has no printers (and `IN ()` is no SQL).
  if (restaurantIds.length === 0) return { printers: [], nextCursor: null, printOn: {} };
  const { items, nextCursor } = await readPage(
    query,
    NEWEST_PAGE_KEYS,
    (request) => listPrinterPage(db, principal.tenantId, restaurantIds, request),
    (rows) => presentAll(db, rows),
  );
  return {
    printers: items,
    nextCursor,
    printOn: await printMomentsOf(db, principal.tenantId, restaurantIds),
  };
}

/** An owner's write at one of the tenant's locations (any other is a 404), in one transaction with its audit entry. */
function locationWrite<T>(
  db: Executor,
  principal: StaffPrincipal,
  restaurantId: string,
  work: (trx: Executor, tenantId: string) => Promise<T>,
): Promise<T> {
  ownersTenant(principal);
  if (!worksAt(principal, restaurantId)) throw notFound('Restaurant');
  return ownerTransaction(db, principal, work);
}

/**
 * A CloudPRNT or agent printer gets a token when it becomes one (created so, or changed to that
 * kind): the answer carries it once, with a CloudPRNT printer's URL. Another kind keeps none.
 */
function tokenFor(printerId: string, kind: PrinterInput['connection']['kind'], hadOne: boolean) {
  if (!isPullingPrinter(kind)) return { token: null, columns: { token_hash: null } };
  if (hadOne) return { token: null, columns: {} };
  const { token, hash } = newPrinterToken(printerId);
  return { token, columns: { token_hash: hash } };
}

async function withSecret(
  trx: Executor,
  printer: ApiPrinter,
  row: Selectable<PrintersTable>,
  token: string | null,
  links: LinkOrigins,
): Promise<ApiPrinter> {
  return token ? { ...printer, secret: await printerSecretOf(trx, row, token, links) } : printer;
}

export async function createPrinter(
  db: Executor,
  principal: StaffPrincipal,
  input: PrinterInput,
  now: Date,
  links: LinkOrigins,
): Promise<ApiPrinter> {
  return locationWrite(db, principal, input.restaurantId, async (trx, tenantId) => {
    const at = now.toISOString();
    const id = newId();
    const { token, columns } = tokenFor(id, input.connection.kind, false);
    const row = await insertPrinter(trx, {
      id,
      tenant_id: tenantId,
      restaurant_id: input.restaurantId,
      ...printerColumnsOf(input, at),
      ...columns,
      created_at: at,
    });
    const after = await presentOne(trx, row);
    await recordOwnerItemChange(trx, principal, now, AUDIT_ENTITY, 'create', { after: withoutState(after) });
    return withSecret(trx, after, row, token, links);
  });
}

/** The audit trail keeps what the owner set, not the printer's reach at that moment. */
const withoutState = ({ state: _state, secret: _secret, ...printer }: ApiPrinter) => printer;

export async function changePrinter(
  db: Executor,
  principal: StaffPrincipal,
  printerId: string,
  input: PrinterInput,
  now: Date,
  links: LinkOrigins,
): Promise<ApiPrinter> {
  return locationWrite(db, principal, input.restaurantId, async (trx, tenantId) => {
    const row = await foundById(WHAT, printerId, (id) => findPrinter(trx, tenantId, id));
    const stillPulling = row.kind === input.connection.kind && row.token_hash !== null;
    const { token, columns } = tokenFor(row.id, input.connection.kind, stillPulling);
    const updated = await updatePrinter(trx, tenantId, row.id, {
      restaurant_id: input.restaurantId,
      ...printerColumnsOf(input, now.toISOString()),
      ...columns,
    });
    if (!updated) throw notFound(WHAT);
    const after = await presentOne(trx, updated);
    await recordOwnerItemChange(trx, principal, now, AUDIT_ENTITY, 'update', {
      before: withoutState(await presentOne(trx, row)),
      after: withoutState(after),
    });
    return withSecret(trx, after, updated, token, links);
  });
}

/**
 * A new token for a CloudPRNT or agent printer (owner only, audited without it): the old one stops
 * working at once, so a leaked URL is closed by typing the new one into the printer or the agent.
 */
export async function rotatePrinterToken(
  db: Executor,
  principal: StaffPrincipal,
  printerId: string,
  now: Date,
  links: LinkOrigins,
): Promise<ApiPrinter> {
  return ownerTransaction(db, principal, async (trx, tenantId) => {
    const row = await foundById(WHAT, printerId, (id) => findPrinter(trx, tenantId, id));
    if (!worksAt(principal, row.restaurant_id)) throw notFound(WHAT);
    if (!isPullingPrinter(row.kind)) {
      throw badRequest('Only a CloudPRNT or print agent printer has a token; a network printer needs none.');
    }
    const { token, hash } = newPrinterToken(row.id);
    const updated = await updatePrinter(trx, tenantId, row.id, {
      token_hash: hash,
      updated_at: now.toISOString(),
    });
    if (!updated) throw notFound(WHAT);
    await recordOwnerChange(trx, principal, now, {
      entity: AUDIT_ENTITY,
      entityId: row.id,
      action: 'update',
      before: { secret: 'replaced' },
      after: { secret: 'new' },
    });
    return withSecret(trx, await presentOne(trx, updated), updated, token, links);
  });
}

/** Removes a printer and the jobs it had still to print. */
export const removePrinter: OwnerRemoval = ownerRemoval(AUDIT_ENTITY, WHAT, deletePrinter, (row) =>
  withoutState(presentPrinter(row, 0)),
);

/** A printer of the staff member's locations. */
async function staffPrinter(db: Executor, principal: StaffPrincipal, printerId: string) {
  const printer = await foundById(WHAT, printerId, (id) => findPrinter(db, principal.tenantId, id));
  if (!worksAt(principal, printer.restaurant_id)) throw notFound(WHAT);
  return printer;
}

/**
 * Test print: a page with the printer's name, stations and accents, after whatever waits for it.
 * It is tried at once: someone at the printer says it is back, so its backoff ends.
 */
export async function printTestPage(
  db: Executor,
  principal: StaffPrincipal,
  printerId: string,
  now: Date,
): Promise<PrintJobsQueued> {
  const printer = await staffPrinter(db, principal, printerId);
  const { default_language } = await requireTenantRow(db, principal.tenantId);
  const jobs = await queueTestPrint(db, printer, default_language, now);
  await tryNow(db, printer.id);
  return { jobs };
}

/** Reprint: the order's tickets again at its location's printers, marked REPRINT. */
export async function reprintOrder(
  deps: PrintDeps,
  principal: StaffPrincipal,
  orderId: string,
): Promise<PrintJobsQueued> {
  const db = deps.db.kysely;
  const order = await getOrder(db, principal.tenantId, orderId);
  if (!worksAt(principal, order.restaurant._id)) throw notFound('Order');
  const tenant = await requireTenantRow(db, principal.tenantId);
  const jobs = await queueOrderPrint(deps, {
    tenant,
    order,
    eventId: `reprint:${newId()}`,
    slip: 'ticket',
    reprint: true,
  });
  return { jobs };
}

/** When a location's tickets print: on acceptance or on arrival (owner only, audited). */
export async function changePrintMoment(
  db: Executor,
  principal: StaffPrincipal,
  restaurantId: string,
  printOn: PrintMoment,
  now: Date,
): Promise<{ restaurantId: string; printOn: PrintMoment }> {
  return locationWrite(db, principal, restaurantId, async (trx, tenantId) => {
    const before = (await printMomentsOf(trx, tenantId, [restaurantId]))[restaurantId];
    if (!(await setPrintMoment(trx, tenantId, restaurantId, printOn))) throw notFound('Restaurant');
    await recordOwnerChange(trx, principal, now, {
      entity: 'printing',
      entityId: restaurantId,
      action: 'update',
      before: { printOn: before },
      after: { printOn },
    });
    return { restaurantId, printOn };
  });
}

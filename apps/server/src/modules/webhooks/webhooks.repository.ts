import type { Updateable } from 'kysely';
import type { Executor } from '../../db/executor';
import { NEWEST_PAGE_KEYS, readKeysetPage, type PageRequest } from '../../db/keyset';
import type { NewRow, WebhookDeliveriesTable, WebhookEndpointsTable } from '../../db/schema';
import { deleteTenantRow, selectTenantRows, updateTenantRow } from '../../db/tenant-rows';
import type { LeaseClaim } from '../../db/leased-batches';

/* Outbound webhooks' SQL (decision 0064): the owner's endpoints and their deliveries. */

export const listEndpointPage = (db: Executor, tenantId: string, page: PageRequest) =>
  readKeysetPage(selectTenantRows(db, 'webhook_endpoints', tenantId), NEWEST_PAGE_KEYS, page);

export const findEndpoint = (db: Executor, tenantId: string, endpointId: string) =>
  selectTenantRows(db, 'webhook_endpoints', tenantId).where('id', '=', endpointId).executeTakeFirst();

/** The enabled endpoints of a tenant (the subscriber picks those of the event's type). */
export const listEnabledEndpoints = (db: Executor, tenantId: string) =>
  selectTenantRows(db, 'webhook_endpoints', tenantId).where('enabled', '=', 1).execute();

export const insertEndpoint = (db: Executor, row: NewRow<'webhook_endpoints'>) =>
  db.insertInto('webhook_endpoints').values(row).returningAll().executeTakeFirstOrThrow();

export const updateEndpoint = (
  db: Executor,
  tenantId: string,
  endpointId: string,
  fields: Updateable<WebhookEndpointsTable>,
) =>
  updateTenantRow(db, 'webhook_endpoints', tenantId, endpointId)
    .set(fields)
    .returningAll()
    .executeTakeFirst();

export const deleteEndpoint = (db: Executor, tenantId: string, endpointId: string) =>
  deleteTenantRow(db, 'webhook_endpoints', tenantId, endpointId).returningAll().executeTakeFirst();

/** The delivery log of one endpoint, newest first. */
export const listDeliveryPage = (db: Executor, tenantId: string, endpointId: string, page: PageRequest) =>
  readKeysetPage(
    selectTenantRows(db, 'webhook_deliveries', tenantId).where('endpoint_id', '=', endpointId),
    NEWEST_PAGE_KEYS,
    page,
  );

/** Deliveries of one event: one per endpoint; an event handed over again adds none (the unique key). */
export async function insertDeliveries(db: Executor, rows: NewRow<'webhook_deliveries'>[]): Promise<number> {
  if (rows.length === 0) return 0;
  const inserted = await db
    .insertInto('webhook_deliveries')
    .values(rows)
    .onConflict((oc) => oc.columns(['endpoint_id', 'event_id']).doNothing())
    .returning('id')
    .execute();
  return inserted.length;
}

/** A delivery sent again from now on: pending, due at once, retried for another window. */
export const requeueDelivery = (
  db: Executor,
  tenantId: string,
  endpointId: string,
  deliveryId: string,
  fields: Pick<Updateable<WebhookDeliveriesTable>, 'next_attempt_at' | 'retry_until' | 'updated_at'>,
) =>
  updateTenantRow(db, 'webhook_deliveries', tenantId, deliveryId)
    .where('endpoint_id', '=', endpointId)
    .set({ ...fields, status: 'pending', lease_until: null })
    .returningAll()
    .executeTakeFirst();

/**
 * Claims up to `limit` due deliveries for `leaseUntil` in one conditional write: pending, due at
 * `at`, held by no one (or by someone whose lease has lapsed). Two processes never claim one
 * delivery: on PostgreSQL the rows are locked as read and others skipped (FOR UPDATE SKIP LOCKED),
 * and the outer condition is checked again on the row as it is when written.
 */
export async function claimDueDeliveries(db: Executor, options: LeaseClaim) {
  const { at, leaseUntil, limit } = options;
  const candidates = db
    .selectFrom('webhook_deliveries')
    .select('id')
    .where('status', '=', 'pending')
    .where('next_attempt_at', '<=', at)
    .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<=', at)]))
    .orderBy('next_attempt_at')
    .limit(limit)
    .$if(options.skipLocked, (q) => q.forUpdate().skipLocked());
  return db
    .updateTable('webhook_deliveries')
    .set((eb) => ({ lease_until: leaseUntil, attempts: eb('attempts', '+', 1) }))
    .where('id', 'in', candidates)
    .where('status', '=', 'pending')
    .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<=', at)]))
    .returningAll()
    .execute();
}

/** SQLite has one server process: at its start, no other is sending, so every lease ends now. */
export async function releaseDeliveryLeases(db: Executor): Promise<void> {
  await db
    .updateTable('webhook_deliveries')
    .set({ lease_until: null })
    .where('status', '=', 'pending')
    .where('lease_until', 'is not', null)
    .execute();
}

export interface DeliveryEndpoint {
  url: string;
  secret: string;
}

/**
 * The endpoints of claimed deliveries, by id (a removed endpoint has taken its deliveries with it).
 * One switched off still gets what was queued before (and a test event): off stops new deliveries.
 */
export async function endpointsByIds(db: Executor, ids: readonly string[]) {
  if (ids.length === 0) return new Map<string, DeliveryEndpoint>();
  const rows = await db
    .selectFrom('webhook_endpoints')
    .select(['id', 'url', 'secret'])
    .where('id', 'in', ids)
    .execute();
  return new Map(rows.map((r) => [r.id, r]));
}

/** What one attempt came to, written only while this process still holds the delivery's lease. */
export const recordAttempt = (
  db: Executor,
  delivery: { id: string; leaseUntil: string },
  fields: Pick<
    Updateable<WebhookDeliveriesTable>,
    'status' | 'next_attempt_at' | 'last_status_code' | 'last_error' | 'delivered_at' | 'updated_at'
  >,
) =>
  db
    .updateTable('webhook_deliveries')
    .set({ ...fields, lease_until: null })
    .where('id', '=', delivery.id)
    .where('lease_until', '=', delivery.leaseUntil)
    .executeTakeFirst();

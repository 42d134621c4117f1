import type { Selectable } from 'kysely';
import type { Executor } from '../../db/executor';
import type { NewRow, OrderPaymentStatus, PaymentsTable } from '../../db/schema';
import { changedOneRow, deleteTenantRow, selectTenantRows, updateTenantRow } from '../../db/tenant-rows';

export type PaymentRow = Selectable<PaymentsTable>;

export function findPaymentByKey(
  db: Executor,
  tenantId: string,
  purpose: PaymentRow['purpose'],
  idempotencyKey: string,
) {
  return selectTenantRows(db, 'payments', tenantId)
    .where('purpose', '=', purpose)
    .where('idempotency_key', '=', idempotencyKey)
    .executeTakeFirst();
}

export function findPayment(db: Executor, tenantId: string, paymentId: string) {
  return selectTenantRows(db, 'payments', tenantId).where('id', '=', paymentId).executeTakeFirst();
}

export function findOrderPayment(db: Executor, tenantId: string, orderId: string) {
  return selectTenantRows(db, 'payments', tenantId).where('order_id', '=', orderId).executeTakeFirst();
}

/** A payment by the provider's id, in any tenant (a webhook names only the PaymentIntent). */
export function findPaymentByProviderId(
  db: Executor,
  provider: PaymentRow['provider'],
  providerPaymentId: string,
) {
  return db
    .selectFrom('payments')
    .selectAll()
    .where('provider', '=', provider)
    .where('provider_payment_id', '=', providerPaymentId)
    .executeTakeFirst();
}

export function insertPayment(db: Executor, row: NewRow<'payments'>) {
  return db.insertInto('payments').values(row).execute();
}

export async function updatePayment(
  db: Executor,
  tenantId: string,
  paymentId: string,
  changes: Partial<Omit<PaymentRow, 'id' | 'tenant_id'>>,
): Promise<void> {
  await updateTenantRow(db, 'payments', tenantId, paymentId).set(changes).execute();
}

/** The provider statuses in which the card's money is held (authorised) or taken. */
export const AUTHORISED_STATUSES = ['requires_capture', 'succeeded'];
/** A PaymentIntent never leaves these for one where the card is still to be confirmed. */
const SETTLED_STATUSES = [...AUTHORISED_STATUSES, 'canceled'];

/**
 * Ties the payment to its order, once, in the order's transaction: only while the payment's current
 * PaymentIntent is authorised (its status is written by conditional writes on that intent, below),
 * so an order is never tied to an attempt whose intent was replaced; false otherwise.
 */
export async function attachOrderIfAuthorised(
  db: Executor,
  tenantId: string,
  paymentId: string,
  order: { orderId: string; status: string },
  at: string,
): Promise<boolean> {
  return changedOneRow(
    updateTenantRow(db, 'payments', tenantId, paymentId)
      .set({ order_id: order.orderId, status: order.status, last_error: null, updated_at: at })
      .where('order_id', 'is', null)
      .where('status', 'in', AUTHORISED_STATUSES),
  );
}

/**
 * Notes the provider's word on the payment's PaymentIntent `intentId`: only while the payment still
 * names that intent, and never back from authorised (or cancelled) to a status still waiting for the
 * card, which an older read than another's could say. False when nothing was written.
 */
export async function noteIntentState(
  db: Executor,
  tenantId: string,
  paymentId: string,
  intentId: string,
  changes: Partial<Omit<PaymentRow, 'id' | 'tenant_id' | 'provider_payment_id'>>,
): Promise<boolean> {
  let update = updateTenantRow(db, 'payments', tenantId, paymentId)
    .set(changes)
    .where('provider_payment_id', '=', intentId);
  if (changes.status !== undefined && !SETTLED_STATUSES.includes(changes.status))
    update = update.where('status', 'not in', SETTLED_STATUSES);
  return changedOneRow(update);
}

/**
 * Points a checkout attempt at a new PaymentIntent (its cart changed): one conditional write on the
 * intent it named when read, so of two changes at once one wins, and never once it has its order.
 */
export async function swapAttemptIntent(
  db: Executor,
  tenantId: string,
  paymentId: string,
  fromIntentId: string,
  changes: Partial<Omit<PaymentRow, 'id' | 'tenant_id'>>,
): Promise<boolean> {
  return changedOneRow(
    updateTenantRow(db, 'payments', tenantId, paymentId)
      .set(changes)
      .where('provider_payment_id', '=', fromIntentId)
      .where('order_id', 'is', null),
  );
}

/**
 * Owes the provider a money call for the order's payment (capture, void or refund), in the
 * transaction that changes the order's status. One conditional write: a second cancel finds it
 * already owed and owes nothing more.
 */
export async function owePaymentAction(
  db: Executor,
  tenantId: string,
  orderId: string,
  action: 'capture' | 'void' | 'refund',
  at: string,
): Promise<boolean> {
  return changedOneRow(
    db
      .updateTable('payments')
      .set({ pending_action: action, updated_at: at })
      .where('tenant_id', '=', tenantId)
      .where('order_id', '=', orderId)
      .where((eb) => eb.or([eb('pending_action', 'is', null), eb('pending_action', '=', 'capture')])),
  );
}

/** Clears an owed action once the provider has done it; false when another caller cleared it first. */
export async function settleOwedAction(
  db: Executor,
  tenantId: string,
  paymentId: string,
  action: 'capture' | 'void' | 'refund',
  changes: Partial<Omit<PaymentRow, 'id' | 'tenant_id' | 'pending_action'>>,
): Promise<boolean> {
  return changedOneRow(
    updateTenantRow(db, 'payments', tenantId, paymentId)
      .set({ ...changes, pending_action: null })
      .where('pending_action', '=', action),
  );
}

export function listOwedActions(db: Executor, limit: number) {
  return db
    .selectFrom('payments')
    .selectAll()
    .where('pending_action', 'is not', null)
    .orderBy('updated_at')
    .limit(limit)
    .execute();
}

/** The order's payment status, with why it is a Problem (null clears an earlier one). */
export async function setOrderPaymentStatus(
  db: Executor,
  tenantId: string,
  orderId: string,
  status: OrderPaymentStatus,
  at: string,
  problem: string | null = null,
): Promise<void> {
  await updateTenantRow(db, 'orders', tenantId, orderId)
    .set({ payment_status: status, payment_problem: problem, updated_at: at })
    .execute();
}

export function findOrderTotal(db: Executor, tenantId: string, orderId: string) {
  return selectTenantRows(db, 'orders', tenantId)
    .select(['total_cents', 'order_number'])
    .where('id', '=', orderId)
    .executeTakeFirst();
}

/** Records a provider event; false when it was recorded before (a replay). */
export async function isEventRecorded(db: Executor, provider: string, eventId: string): Promise<boolean> {
  const row = await db
    .selectFrom('payment_events')
    .select('event_id')
    .where('provider', '=', provider)
    .where('event_id', '=', eventId)
    .executeTakeFirst();
  return row !== undefined;
}

export function insertEvent(db: Executor, row: NewRow<'payment_events'>) {
  return db.insertInto('payment_events').values(row).execute();
}

/**
 * Checkout attempts that never became an order, started before `cutoff`: no money moved on them
 * and none is owed (a refunded one stays as the record of the refund).
 */
export function listAbandonedPayments(db: Executor, cutoff: string, limit: number) {
  return db
    .selectFrom('payments')
    .selectAll()
    .where('order_id', 'is', null)
    .where('created_at', '<', cutoff)
    .where('amount_refunded_cents', '=', 0)
    .where('pending_action', 'is', null)
    .orderBy('created_at')
    .limit(limit)
    .execute();
}

/** Deletes an abandoned attempt's row, unless it became an order meanwhile. */
export async function deleteAbandonedPayment(db: Executor, tenantId: string, paymentId: string) {
  await deleteTenantRow(db, 'payments', tenantId, paymentId).where('order_id', 'is', null).execute();
}

/**
 * Authorisations given before `cutoff` whose order staff have not accepted yet (still Received), and
 * that nobody was told about: with the order's number and the restaurant and brand to tell.
 */
export function listLapsingAuthorisations(db: Executor, cutoff: string, limit: number) {
  return db
    .selectFrom('payments as p')
    .innerJoin('orders as o', (join) =>
      join.onRef('o.id', '=', 'p.order_id').onRef('o.tenant_id', '=', 'p.tenant_id'),
    )
    .innerJoin('restaurants as r', 'r.id', 'o.restaurant_id')
    .innerJoin('tenants as t', 't.id', 'p.tenant_id')
    .select([
      'p.id as payment_id',
      'p.tenant_id',
      'p.amount_cents',
      'p.created_at as authorised_at',
      'o.id as order_id',
      'o.order_number',
      'o.restaurant_id',
      'r.name as restaurant_name',
      'r.email as restaurant_email',
      't.name as tenant_name',
      't.email as tenant_email',
      't.default_language as tenant_language',
      't.slug as tenant_slug',
      't.website_url as tenant_website_url',
    ])
    .where('p.status', '=', 'requires_capture')
    .where('p.pending_action', 'is', null)
    .where('p.lapse_alerted_at', 'is', null)
    .where('p.created_at', '<', cutoff)
    .where('o.status', '=', 'Received')
    .orderBy('p.created_at')
    .limit(limit)
    .execute();
}

/** Marks that staff were told an authorisation lapses: false when another process told them first. */
export async function claimLapseAlert(db: Executor, tenantId: string, paymentId: string, at: string) {
  return changedOneRow(
    updateTenantRow(db, 'payments', tenantId, paymentId)
      .set({ lapse_alerted_at: at })
      .where('lapse_alerted_at', 'is', null),
  );
}

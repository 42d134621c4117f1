import type { MemberLookup, PaymentProviderName } from '@storefront/domain';
import { sql, type Selectable, type Updateable } from 'kysely';
import type { CustomersTable, NewRow, PaymentMethodsTable } from '../../db/schema';
import type { Executor } from '../../db/executor';
import { deleteTenantRow, selectTenantRows, updateTenantRow } from '../../db/tenant-rows';
import {
  asc,
  type KeysetPage,
  NEWEST_PAGE_KEYS,
  type PageRequest,
  readKeysetPage,
  type SortKey,
} from '../../db/keyset';

export function findCustomerByEmail(db: Executor, tenantId: string, email: string) {
  return selectTenantRows(db, 'customers', tenantId)
    .where('email', '=', email.trim().toLowerCase())
    .executeTakeFirst();
}

export function findCustomerById(db: Executor, tenantId: string, customerId: string) {
  return selectTenantRows(db, 'customers', tenantId).where('id', '=', customerId).executeTakeFirst();
}

export function findCustomerByReferralToken(db: Executor, tenantId: string, token: string) {
  return selectTenantRows(db, 'customers', tenantId).where('referral_token', '=', token).executeTakeFirst();
}

/** Members (accounts with a password, not guest records) that a counter lookup finds, by id. */
export function listMembersByLookup(db: Executor, tenantId: string, lookup: MemberLookup, page: PageRequest) {
  let query = selectTenantRows(db, 'customers', tenantId).where('password_hash', 'is not', null);
  if (lookup.by === 'code') query = query.where('id', '=', lookup.customerId);
  else if (lookup.by === 'email') query = query.where('email', '=', lookup.email);
  else query = query.where('telephone', '=', lookup.telephone);
  return readKeysetPage(query, MEMBER_PAGE_KEYS, page);
}

export const MEMBER_PAGE_KEYS: readonly SortKey[] = [asc('id')];

export function insertCustomer(db: Executor, row: NewRow<'customers'>) {
  return db.insertInto('customers').values(row).returningAll().executeTakeFirstOrThrow();
}

/**
 * Turns a guest record (an email seen before, no password) into a member: one conditional write,
 * so it cannot take over an account that already has a password. Keeps the record's block.
 */
export function claimGuestCustomer(
  db: Executor,
  tenantId: string,
  customerId: string,
  fields: Pick<
    Updateable<CustomersTable>,
    'first_name' | 'last_name' | 'telephone' | 'password_hash' | 'referrer_id' | 'updated_at'
  >,
) {
  return db
    .updateTable('customers')
    .set(fields)
    .where('tenant_id', '=', tenantId)
    .where('id', '=', customerId)
    .where('password_hash', 'is', null)
    .returningAll()
    .executeTakeFirst();
}

export function updateCustomer(
  db: Executor,
  tenantId: string,
  customerId: string,
  fields: Updateable<CustomersTable>,
) {
  return db
    .updateTable('customers')
    .set(fields)
    .where('tenant_id', '=', tenantId)
    .where('id', '=', customerId)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** A member's coupons, gift cards or saved cards: newest first. */
function listOwnedPage(
  db: Executor,
  table: 'coupons' | 'gift_cards' | 'payment_methods',
  tenantId: string,
  customerId: string,
  page: PageRequest,
  provider?: string,
) {
  let query = db
    .selectFrom(table)
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('customer_id', '=', customerId);
  // A voided coupon (its order was cancelled or rejected) is not the member's to use any more.
  if (table === 'coupons') query = query.where(sql<boolean>`voided_at is null`);
  if (provider) query = query.where(sql<boolean>`provider = ${provider}`);
  return readKeysetPage(query, NEWEST_PAGE_KEYS, page);
}

export function listCustomerCoupons(db: Executor, tenantId: string, customerId: string, page: PageRequest) {
  return listOwnedPage(db, 'coupons', tenantId, customerId, page);
}

/** The member's saved cards of one provider (a test card is not offered once Stripe is configured). */
export function listCustomerPaymentMethods(
  db: Executor,
  tenantId: string,
  customerId: string,
  provider: string,
  page: PageRequest,
) {
  // The shared query's rows are typed for all three tables; these are payment_methods rows.
  return listOwnedPage(db, 'payment_methods', tenantId, customerId, page, provider) as Promise<
    KeysetPage<Selectable<PaymentMethodsTable>>
  >;
}

export function findCustomerPaymentMethod(
  db: Executor,
  tenantId: string,
  customerId: string,
  methodId: string,
) {
  return selectTenantRows(db, 'payment_methods', tenantId)
    .where('customer_id', '=', customerId)
    .where('id', '=', methodId)
    .executeTakeFirst();
}

export function insertPaymentMethod(db: Executor, row: NewRow<'payment_methods'>) {
  return db.insertInto('payment_methods').values(row).execute();
}

export async function updatePaymentMethodRow(
  db: Executor,
  tenantId: string,
  methodId: string,
  changes: Updateable<PaymentMethodsTable>,
) {
  await updateTenantRow(db, 'payment_methods', tenantId, methodId).set(changes).execute();
}

export async function deletePaymentMethodRow(db: Executor, tenantId: string, methodId: string) {
  await deleteTenantRow(db, 'payment_methods', tenantId, methodId).execute();
}

export function findProviderCustomer(
  db: Executor,
  tenantId: string,
  customerId: string,
  provider: PaymentProviderName,
) {
  return db
    .selectFrom('payment_customers')
    .select('provider_customer_id')
    .where('tenant_id', '=', tenantId)
    .where('customer_id', '=', customerId)
    .where('provider', '=', provider)
    .executeTakeFirst();
}

export function insertProviderCustomer(db: Executor, row: NewRow<'payment_customers'>) {
  return db.insertInto('payment_customers').values(row).execute();
}

export function listCustomerGiftCards(db: Executor, tenantId: string, customerId: string, page: PageRequest) {
  return listOwnedPage(db, 'gift_cards', tenantId, customerId, page);
}

/**
 * The menu items one eater ordered most (a member by id, a guest by their stored eater id), by the
 * number of orders they appear in; cancelled and rejected orders do not count.
 */
export function mostOrderedItems(
  db: Executor,
  tenantId: string,
  eater: { customerId: string } | { eaterUuid: string },
  limit: number,
) {
  return db
    .selectFrom('order_lines as l')
    .innerJoin('orders as o', (join) =>
      join.onRef('o.id', '=', 'l.order_id').onRef('o.tenant_id', '=', 'l.tenant_id'),
    )
    .select((eb) => [
      'l.menu_item_id as item',
      eb.fn.max('l.cd').as('cd'),
      eb.fn.max('l.name').as('name'),
      eb.fn.count<number | string>('l.order_id').distinct().as('times_ordered'),
    ])
    .where('l.tenant_id', '=', tenantId)
    .where('l.kind', '=', 'item')
    .where('l.menu_item_id', 'is not', null)
    .where('o.status', 'not in', ['Cancelled', 'Rejected'])
    .where((eb) =>
      'customerId' in eater
        ? eb('o.customer_id', '=', eater.customerId)
        : eb('o.eater_uuid', '=', eater.eaterUuid),
    )
    .groupBy('l.menu_item_id')
    .orderBy('times_ordered', 'desc')
    .orderBy('name')
    .limit(limit)
    .execute();
}

/** The owner's customer list: by email (unique in a tenant), so pages are stable. */
export const SEARCH_PAGE_KEYS: readonly SortKey[] = [asc('email'), asc('id')];

/** `%text%` for LIKE, with the text's own % and _ taken literally (ESCAPE '\'). */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * A page of the tenant's customers whose name, email or phone contains `search` (without regard to
 * case; a phone matches on its digits, whatever dashes either side has). An empty search lists all.
 */
export async function searchCustomers(db: Executor, tenantId: string, search: string, page: PageRequest) {
  let query = selectTenantRows(db, 'customers', tenantId);
  const text = search.trim().toLowerCase();
  if (text !== '') {
    const digits = text.replace(/\D/g, '');
    query = query.where((eb) =>
      eb.or([
        sql<boolean>`lower(first_name || ' ' || last_name) like ${containing(text)} escape '\\'`,
        sql<boolean>`email like ${containing(text)} escape '\\'`,
        ...(digits.length >= 3
          ? [sql<boolean>`replace(telephone, '-', '') like ${containing(digits)} escape '\\'`]
          : []),
      ]),
    );
  }
  return readKeysetPage(query, SEARCH_PAGE_KEYS, page);
}

/**
 * Blocks or unblocks a customer of the tenant with the owner's note: one write; a block keeps the
 * instant it began when it is already blocked. Undefined when the tenant has no such customer.
 */
export function setCustomerBlock(
  db: Executor,
  tenantId: string,
  customerId: string,
  change: { blocked: boolean; note: string; at: string },
) {
  return updateTenantRow(db, 'customers', tenantId, customerId)
    .set({
      is_blocked: change.blocked ? 1 : 0,
      block_note: change.note,
      blocked_at: change.blocked ? sql<string>`coalesce(blocked_at, ${change.at})` : null,
      updated_at: change.at,
    })
    .returningAll()
    .executeTakeFirst();
}

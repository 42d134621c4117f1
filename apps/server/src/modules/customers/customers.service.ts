import {
  type ApiOwnerCustomer,
  type CustomerBlockRequest,
  type MostOrderedItemsResponse,
  type Locale,
  type OwnerCustomersResponse,
} from '@storefront/domain';
import { bool } from '../../http/json';
import { memberList, type PageQuery } from '../../http/pagination';
import { foundById, HttpError } from '../../http/errors';
import { findTenantById } from '../tenants/tenants.service';
import { tenantSettingsOf } from '../tenants/tenants.presenter';
import { auditedOwnerWrite, ownersTenant, readOwnerPage } from '../audit/audit.service';
import type { StaffPrincipal } from '../../http/staff-principal';
import { presentCoupon, presentGiftCard, presentOwnerCustomer } from './customers.presenter';
import {
  findCustomerByEmail,
  findCustomerById,
  listCustomerCoupons,
  listCustomerGiftCards,
  mostOrderedItems,
  SEARCH_PAGE_KEYS,
  searchCustomers,
  setCustomerBlock,
  updateCustomer,
} from './customers.repository';
import type { UpdateProfileInput } from './customers.schemas';
import type { Executor } from '../../db/executor';
import { NEWEST_PAGE_KEYS } from '../../db/keyset';
import type { CustomerRow } from '../../db/schema';

// The module's face for the others: they reach its tables through here, never through its repository.
export {
  claimGuestCustomer,
  findCustomerByEmail,
  findCustomerById,
  findCustomerByReferralToken,
  insertCustomer,
  listMembersByLookup,
  updateCustomer,
  MEMBER_PAGE_KEYS,
} from './customers.repository';
export { presentStaffMember } from './customers.presenter';

/**
 * Whether an order may be placed here with this email (spec §6) by this member (null: a guest): the
 * block follows the customer record, so a blocked member is blocked whatever email they type.
 */
export async function isCustomerBlocked(
  db: Executor,
  tenantId: string,
  email: string,
  memberId: string | null,
): Promise<boolean> {
  const [byEmail, member] = await Promise.all([
    findCustomerByEmail(db, tenantId, email),
    memberId ? findCustomerById(db, tenantId, memberId) : undefined,
  ]);
  return bool(byEmail?.is_blocked) || bool(member?.is_blocked);
}

/**
 * The checkout's question (ordering-core §6): may this email, or the signed-in member, order here?
 * Whether an email is blocked is told only where the spec needs it (issue 27 item 7): at a checkout,
 * so only by a brand that takes orders online or sells gift cards (the two checkouts, and the only
 * places a block refuses anything). A brand with neither has no checkout, and its 404 tells nothing
 * about anyone's email.
 */
export async function getCustomerView(
  db: Executor,
  tenantId: string,
  email: string,
  memberId: string | null,
) {
  const tenant = await findTenantById(db, tenantId);
  const settings = tenant && tenantSettingsOf(tenant);
  if (!settings?.online_ordering && !settings?.gift_card)
    throw new HttpError(
      404,
      'NOT_FOUND',
      'This restaurant brand takes no orders online: there is no checkout.',
    );
  return { isBlocked: await isCustomerBlocked(db, tenantId, email, memberId) };
}

/** The owner's customer search (name, email or phone), one page at a time. */
export async function findCustomers(
  db: Executor,
  principal: StaffPrincipal,
  search: string,
  query: PageQuery,
): Promise<OwnerCustomersResponse> {
  const { items, nextCursor } = await readOwnerPage(
    principal,
    query,
    SEARCH_PAGE_KEYS,
    (tenantId, request) => searchCustomers(db, tenantId, search, request),
    presentOwnerCustomer,
  );
  return { customers: items, nextCursor };
}

/** What the audit log keeps of a block: the customer, whether blocked, and the note. */
const blockOf = (row: CustomerRow) => ({
  email: row.email,
  is_blocked: bool(row.is_blocked),
  block_note: row.block_note,
});

/** The owner blocks or unblocks a customer with a note; audited in the same transaction. */
export async function blockCustomer(
  db: Executor,
  principal: StaffPrincipal,
  customerId: string,
  input: CustomerBlockRequest,
  now: Date,
): Promise<ApiOwnerCustomer> {
  const tenantId = ownersTenant(principal);
  const before = await foundById('Customer', customerId, (id) => findCustomerById(db, tenantId, id));
  const row = await auditedOwnerWrite(
    db,
    principal,
    now,
    'Customer',
    (trx) =>
      setCustomerBlock(trx, tenantId, before.id, {
        blocked: input.blocked,
        note: input.note,
        at: now.toISOString(),
      }),
    (updated) => ({
      entity: 'customer',
      entityId: updated.id,
      action: 'update',
      before: blockOf(before),
      after: blockOf(updated),
    }),
  );
  return presentOwnerCustomer(row);
}

/** Saves the member's own profile fields; nothing else of the record can change here. */
export async function updateProfile(
  db: Executor,
  tenantId: string,
  customerId: string,
  input: UpdateProfileInput,
  now: Date,
): Promise<CustomerRow> {
  const { address } = input;
  const updated = await updateCustomer(db, tenantId, customerId, {
    first_name: input.local.firstName,
    last_name: input.local.lastName,
    telephone: input.local.telephone,
    address_1: address.address_1,
    address_2: address.address_2,
    city_town: address.city_town,
    state_province: address.state_province,
    postal_code: address.postal_code,
    country: address.country,
    ...(input.language === undefined ? {} : { language: input.language }),
    updated_at: now.toISOString(),
  });
  return updated;
}

/** The member's language, as the storefront's language switch chose it. */
export async function updateLanguage(
  db: Executor,
  tenantId: string,
  customerId: string,
  language: Locale | null,
  now: Date,
): Promise<CustomerRow> {
  return updateCustomer(db, tenantId, customerId, { language, updated_at: now.toISOString() });
}

/** A page of the member's coupons, newest first. */
export const listCoupons = memberList(NEWEST_PAGE_KEYS, listCustomerCoupons, (rows, { now }) =>
  rows.map((row) => presentCoupon(row, now)),
);

/** A page of the member's gift cards, newest first. */
export const listGiftCards = memberList(NEWEST_PAGE_KEYS, listCustomerGiftCards, (rows) =>
  rows.map(presentGiftCard),
);

/** How many items 'Picked for you' offers. */
export const MOST_ORDERED_LIMIT = 10;

/**
 * 'Picked for you': a member's own most ordered items (by their session), else a guest's by the
 * eater id their browser keeps; no eater, no items.
 */
export async function getMostOrderedItems(
  db: Executor,
  tenantId: string,
  eater: { customerId: string } | { eaterUuid: string } | null,
): Promise<MostOrderedItemsResponse> {
  if (!eater) return { items: [] };
  const rows = await mostOrderedItems(db, tenantId, eater, MOST_ORDERED_LIMIT);
  return {
    items: rows.map((row) => ({
      item: row.item!,
      cd: row.cd ?? null,
      name: row.name ?? '',
      timesOrdered: Number(row.times_ordered),
    })),
  };
}

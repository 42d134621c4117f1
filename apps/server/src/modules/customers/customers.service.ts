import type {
  ApiCoupon,
  ApiCustomer,
  ApiGiftCard,
  ApiReservation,
  MostOrderedItemsResponse,
} from '@storefront/domain';
import { bool } from '../../http/json';
import { nextCursorOf, pageRequestOf, type Page, type PageQuery } from '../../http/pagination';
import { presentReservation } from '../reservations/reservations.presenter';
import { presentCoupon, presentCustomer, presentGiftCard } from './customers.presenter';
import {
  findCustomerByEmail,
  listCustomerCoupons,
  listCustomerGiftCards,
  listCustomerReservations,
  mostOrderedItems,
  updateCustomer,
  OWNED_PAGE_KEYS,
  RESERVATION_PAGE_KEYS,
} from './customers.repository';
import type { UpdateProfileInput } from './customers.schemas';
import type { Executor } from '../../db/executor';

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

/** Whether an email may order here (spec §6: a blocked customer is determined by a check on the email). */
export async function getCustomerView(db: Executor, tenantId: string, email: string) {
  const customer = await findCustomerByEmail(db, tenantId, email);
  return { isBlocked: bool(customer?.is_blocked) };
}

/** Saves the member's own profile fields; nothing else of the record can change here. */
export async function updateProfile(
  db: Executor,
  tenantId: string,
  customerId: string,
  input: UpdateProfileInput,
  now: Date,
): Promise<ApiCustomer> {
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
    updated_at: now.toISOString(),
  });
  return presentCustomer(updated);
}

/** A page of the member's coupons, newest first. */
export async function listCoupons(
  db: Executor,
  tenantId: string,
  customerId: string,
  query: PageQuery,
  now: Date,
): Promise<Page<ApiCoupon>> {
  const page = await listCustomerCoupons(
    db,
    tenantId,
    customerId,
    pageRequestOf(query, OWNED_PAGE_KEYS.length),
  );
  return { items: page.rows.map((row) => presentCoupon(row, now)), nextCursor: nextCursorOf(page) };
}

/** A page of the member's gift cards, newest first. */
export async function listGiftCards(
  db: Executor,
  tenantId: string,
  customerId: string,
  query: PageQuery,
): Promise<Page<ApiGiftCard>> {
  const page = await listCustomerGiftCards(
    db,
    tenantId,
    customerId,
    pageRequestOf(query, OWNED_PAGE_KEYS.length),
  );
  return { items: page.rows.map(presentGiftCard), nextCursor: nextCursorOf(page) };
}

/** A page of the member's reservations, the latest date and time first. */
export async function listReservations(
  db: Executor,
  tenantId: string,
  customerId: string,
  query: PageQuery,
  now: Date,
): Promise<Page<ApiReservation>> {
  const page = await listCustomerReservations(
    db,
    tenantId,
    customerId,
    pageRequestOf(query, RESERVATION_PAGE_KEYS.length),
  );
  const items = page.rows.map((row) =>
    presentReservation(
      row,
      {
        id: row.restaurant_id,
        name: row.restaurant_name,
        address_1: row.restaurant_address_1,
        city_town: row.restaurant_city_town,
        phone: row.restaurant_phone,
        settings: row.restaurant_settings,
      },
      now,
    ),
  );
  return { items, nextCursor: nextCursorOf(page) };
}

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

import {
  couponStatus,
  memberCodeOf,
  toDollars,
  type ApiCoupon,
  type ApiCustomer,
  type ApiGiftCard,
  type ApiPaymentMethod,
  type ApiOwnerCustomer,
  type StaffLoyaltyMember,
  type Country,
  type CustomerCookieRecord,
  type Province,
} from '@storefront/domain';
import type { Selectable } from 'kysely';
import type { CouponsTable, CustomerRow, GiftCardsTable } from '../../db/schema';
import { bool } from '../../http/json';

/**
 * The member as the API shows them (the `user` of auth responses and GET /customers/{id}), with
 * their saved cards (`memberRecord` reads them).
 */
export function presentCustomer(row: CustomerRow, paymentMethods: ApiPaymentMethod[]): ApiCustomer {
  return {
    _id: row.id,
    local: {
      email: row.email,
      firstName: row.first_name,
      lastName: row.last_name,
      telephone: row.telephone,
    },
    address: {
      address_1: row.address_1,
      address_2: row.address_2,
      city_town: row.city_town,
      state_province: row.state_province as Province | null,
      postal_code: row.postal_code,
      country: row.country as Country | null,
    },
    pointBalance: row.point_balance,
    // The member's identity for the counter: their id, which staff look up (never a credential).
    qrcode: memberCodeOf(row.id),
    referralToken: row.referral_token,
    paymentMethods,
    isBlocked: bool(row.is_blocked),
    language: row.language,
  };
}

/** The readable `customer` cookie: display fields only. */
export function customerCookieRecord(row: CustomerRow): CustomerCookieRecord {
  return {
    _id: row.id,
    local: { firstName: row.first_name, lastName: row.last_name },
  };
}

export function presentCoupon(row: Selectable<CouponsTable>, now: Date): ApiCoupon {
  return {
    _id: row.id,
    name: row.name,
    couponCode: row.coupon_code,
    amount: toDollars(row.amount_cents),
    validFrom: row.valid_from,
    validUntil: row.valid_until,
    redeemedBy: row.redeemed_by,
    redeemedAt: row.redeemed_at,
    status: couponStatus({ redeemedAt: row.redeemed_at, validUntil: row.valid_until }, now),
  };
}

export function presentGiftCard(row: Selectable<GiftCardsTable>): ApiGiftCard {
  return {
    _id: row.id,
    giftCardNumber: row.gift_card_number,
    kind: row.kind,
    initialBalance: toDollars(row.initial_balance_cents),
    balance: toDollars(row.balance_cents),
    pendingBalance: toDollars(row.pending_balance_cents),
  };
}

/** A customer as staff find them: who they are, how to reach them, their points. */
export function presentStaffMember(row: CustomerRow): StaffLoyaltyMember {
  return {
    _id: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    telephone: row.telephone,
    pointBalance: row.point_balance,
  };
}

/** A customer as the owner's console shows them. */
export function presentOwnerCustomer(row: CustomerRow): ApiOwnerCustomer {
  return {
    ...presentStaffMember(row),
    isMember: row.password_hash !== null,
    isBlocked: bool(row.is_blocked),
    blockNote: row.block_note,
    blockedAt: row.blocked_at,
    createdAt: row.created_at,
  };
}

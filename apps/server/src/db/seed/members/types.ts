/* The demo member's plan, as the tenant builder resolves it from the tenant's data. */
import type { RegularBusinessHours, Weekday } from '@storefront/domain';
import type { OrderStatus } from '../../schema';
import type { BuiltItem, GiftCardProductRow, Relative } from '../builders';

export const DEMO_CREDENTIALS = { email: 'demo@example.com', password: 'demo-pass-2026' } as const;

export interface PersonDef {
  first: string;
  last: string;
  email: string;
  phone: string;
}

export interface AddressDef {
  address_1: string;
  address_2?: string | null;
  city_town: string;
  state_province: string;
  postal_code: string;
}

export interface LinePlan {
  cd: string;
  quantity: number;
  size?: string;
  /** [option group name, option name]. */
  options?: readonly (readonly [string, string])[];
  instructions?: string;
}

export interface DeliveryPlan {
  address: string;
  postalCode: string;
  suiteApartmentNumber?: string;
  addressType: 'Business' | 'Home' | 'Other';
  businessName?: string;
  otherPublicVenueName?: string;
  distanceInMeter: number;
  /** Dollars, from the restaurant's tiers or flat fee. */
  fee: number;
}

export interface OrderPlan {
  status: OrderStatus;
  /** Days before today (moved further back to a day the restaurant is open). */
  daysAgo: number;
  /** Local clock time the order was placed, 'HH:mm'. */
  placedAt: string;
  /** Minutes from placing to the pickup (or delivery) time. */
  readyAfter: number;
  pickupTimeType: 'ASAP' | 'Schedule';
  lines: readonly LinePlan[];
  cutlery?: readonly (readonly [string, number])[];
  delivery?: DeliveryPlan;
  specialRequests?: string;
  /** A 'Buy one, get one free' applied: the line (by code) whose one unit was free. */
  bogo?: { promotionId: string; promotionName: string; freeCd: string };
  /** Pay part of it with the demo member's gift card (dollars). */
  giftCard?: number;
  /** Redeem the member's single-use coupon on this order. */
  redeemCoupon?: boolean;
  /** Issue the next-order coupon from this order. */
  issueNextOrderCoupon?: boolean;
  statusNote?: string;
  /** Only on these weekdays (e.g. a promotion's days); the day moves further back until it matches. */
  onWeekdays?: readonly Weekday[];
}

export interface GuestOrderPlan extends OrderPlan {
  guest: PersonDef;
  eater: string;
}

export interface MembersPlan {
  tenantId: string;
  /** The tenant slug (links, coupon codes). */
  tenant: string;
  rel: Relative;
  passwordHash: string;
  /** The counters the tenant row was inserted with; the next numbers are these plus one. */
  sequences: { order: number; reservation: number; giftCardOrder: number };
  restaurant: {
    id: string;
    gstRate: number;
    pstRate: number;
    hours: RegularBusinessHours;
    /** Local dates the restaurant is closed for a holiday. */
    closedDates: readonly string[];
  };
  reservationRestaurantId: string;
  items: ReadonlyMap<string, BuiltItem>;
  demoAddress: AddressDef;
  demoOrders: readonly OrderPlan[];
  guestOrders?: readonly GuestOrderPlan[];
  /** Prefix of generated coupon codes, e.g. 'GM'. */
  codePrefix: string;
  /** The next-order coupon promotion (is_next_order_coupon) and its coupon terms. */
  nextOrderPromotion: { id: string; name: string; amount: number; expireInDays: number };
  /** The $50 card the member's digital card came from and the bundle their physical cards came from. */
  giftCardProducts: { single: GiftCardProductRow; bundle: GiftCardProductRow };
  loyalty: { perOrder: number; perDollar: number; perReferral: number } | null;
  referredMember?: PersonDef & { address: AddressDef };
  blockedGuest?: PersonDef;
  reservationNotes: readonly [pending: string, confirmed: string, completed: string];
}

export interface MembersResult {
  demoCustomerId: string;
  orders: number;
}

/** What every part of the history is built with. */
export interface MemberSeed {
  plan: MembersPlan;
  rel: Relative;
  tenantId: string;
  /**
   * Days from today of an open day at or before `offset` (direction -1) or at or after it (+1), on
   * one of `weekdays` when given.
   */
  openDay(offset: number, direction: -1 | 1, weekdays?: readonly Weekday[]): number;
}

/*
 * What a Dine-in order (`/orderahead`, decision 0043) needs of the reservations module: its table is
 * checked before the order is priced, booked in the order's transaction and given up in the
 * transaction that cancels or rejects the order. The reservations service implements it and app.ts
 * passes it in, since reservations already reach orders (through staff): importing it here would
 * close a cycle.
 */
import type { ApiOrderTable, Locale } from '@storefront/domain';
import type { Executor } from '../../db/executor';
import type { RestaurantRow } from '../../db/schema';
import type { PaymentDeps } from '../payments/payments.service';

/** The table booked with a Dine-in order: at the order's pickup date and time, for the orderer. */
export interface DineInBooking {
  restaurant: RestaurantRow;
  reservedDate: string;
  reservedTime: string;
  partySize: number;
  note: string | null;
  nameReservedUnder: string;
  email: string;
  telephone: string;
}

export interface TableBooking {
  /** Refuses (an HttpError) a table the booking form would not offer now; no write. */
  check(db: Executor, tenantId: string, booking: DineInBooking, now: Date): Promise<void>;
  /** Inside the order's transaction: takes a place at the table time, or refuses (409 when full). */
  book(
    trx: Executor,
    tenantId: string,
    booking: DineInBooking,
    customerId: string | null,
    now: Date,
    /** The order's language: the booking's mails speak it too. */
    locale: Locale,
  ): Promise<ApiOrderTable>;
  /** Inside the transaction that withdrew the order: cancels its still active booking. */
  cancel(
    trx: Executor,
    tenantId: string,
    reservationId: string,
    by: 'diner' | 'restaurant',
    reason: string,
    at: string,
  ): Promise<boolean>;
}

/**
 * What withdrawing or moving on an order reaches outside it, each left alone when absent: an Online
 * order's card money (decision 0031) and a Dine-in order's table (decision 0043).
 */
export interface OrderSides {
  payments?: PaymentDeps | null;
  tables?: TableBooking | null;
}

/*
 * An order's method and the words for it, apart from the ordering API's schemas (contract/orders.ts)
 * so that the menus, which need only these, do not load zod with them.
 */
import type { DeliveryMethod } from './settings';

/**
 * How an order reaches the diner: picked up, delivered, or served at the table they booked with it
 * (`/orderahead`, decision 0043). A Dine-in order is priced and scheduled as a pickup at the table's
 * time (`pricingMethodOf`): the kitchen has it ready when the party sits down.
 */
export type OrderMethod = DeliveryMethod | 'Dine-in';

/** The method a cart is priced, scheduled and promoted as: Dine-in as Pickup. */
export const pricingMethodOf = (method: OrderMethod): DeliveryMethod =>
  method === 'Delivery' ? 'Delivery' : 'Pickup';

/** The words the diner and staff read for an order's method. */
export const orderMethodLabel = (method: OrderMethod): string =>
  method === 'Dine-in' ? 'Dine-in' : method === 'Delivery' ? 'Delivery' : 'Pickup';

/** The heading of an order's time: the pickup, the delivery or the table's time. */
export const orderTimeHeading = (method: OrderMethod): string =>
  method === 'Dine-in' ? 'Table Time' : method === 'Delivery' ? 'Delivery Time' : 'Pickup Time';

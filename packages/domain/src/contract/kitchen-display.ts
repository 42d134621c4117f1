/*
 * The kitchen display's API (issue 29 item 6; decision 0085): GET /api/staff/kitchen answers a
 * station's tickets; bumps and strikes are POSTs on an order, un-done by DELETE.
 */
import type { ApiOrder, ApiOrderItem } from './orders';

/** An order's line as a station's screen shows it: where it is made, and whether it was struck. */
export interface KitchenItem extends ApiOrderItem {
  station: string;
  struck: boolean;
}

export interface KitchenBump {
  station: string;
  bumpedAt: string;
}

export interface KitchenTicket {
  order: ApiOrder;
  /** The time promised to the diner (the ready time once accepted), for the timer. */
  promisedAt: string;
  /** The station's items (the expo: every item). */
  items: KitchenItem[];
  /** Every station that makes something of the order, and those that bumped it. */
  stations: string[];
  bumps: KitchenBump[];
}

export interface KitchenDisplayResponse {
  restaurantId: string;
  station: string;
  /** The stations of the location's printers and menus, for the chooser (expo last). */
  stations: string[];
  tickets: KitchenTicket[];
  nextCursor: string | null;
}

/*
 * The kitchen display (issue 29 item 6; decision 0085): a station's tickets, the orders of a
 * location the kitchen is making (accepted, and received too where tickets print on arrival), in
 * the order they came, with the station's items (the expo: all of them), what was struck and which
 * stations bumped. A bump or a strike is one row, unique, so two tablets tapping at once make one;
 * recalling a bump or a strike deletes it. The expo's Ready is the order's own `ready` change
 * (kitchen-orders.service markReady): the diner's page, mail and integrations follow from it.
 */
import {
  displayedStatuses,
  EXPO_STATION,
  DEFAULT_STATION,
  isOnKitchenDisplay,
  RECEIPT_STATION,
  stationItems,
  stationsOfItems,
  type ApiOrder,
  type KitchenDisplayResponse,
  type KitchenTicket,
  type TicketItem,
} from '@storefront/domain';
import type { Kysely } from 'kysely';
import type { Executor } from '../../db/executor';
import { newId } from '../../db/ids';
import type { Database } from '../../db/schema';
import { HttpError, notFound } from '../../http/errors';
import { fromJson } from '../../http/json';
import { readPage } from '../../http/pagination';
import { worksAt, type StaffPrincipal } from '../../http/staff-principal';
import { presentOrders } from '../orders/order-records.service';
import { getStaffOrder } from '../orders/staff-orders.service';
import { ticketItemsOfOrders } from '../printers/printers.jobs';
import { requireRestaurant } from '../restaurants/restaurants.service';
import {
  deleteBump,
  deleteStrike,
  insertBump,
  insertStrike,
  KITCHEN_PAGE_KEYS,
  listDisplayedOrderPage,
  listKnownStations,
  loadKitchenMarks,
} from './kitchen-display.repository';
import type { KitchenQuery } from './kitchen-display.schemas';

type Marks = Awaited<ReturnType<typeof loadKitchenMarks>>;

/** An order as a station's screen shows it. */
function ticketOf(
  order: ApiOrder,
  items: readonly TicketItem[],
  marks: Marks,
  station: string,
): KitchenTicket {
  const struck = new Set(marks.strikes.filter((s) => s.order_id === order._id).map((s) => s.order_line_id));
  return {
    order,
    promisedAt: order.adjustedPickupTime ?? order.pickupTime,
    items: stationItems(items, station).map(({ allergens: _contained, ...item }) => ({
      ...item,
      struck: struck.has(item._id),
    })),
    stations: stationsOfItems(items),
    bumps: marks.bumps
      .filter((b) => b.order_id === order._id)
      .map((b) => ({ station: b.station, bumpedAt: b.bumped_at })),
  };
}

async function ticketsOf(db: Executor, tenantId: string, orders: ApiOrder[], station: string) {
  const [items, marks] = await Promise.all([
    ticketItemsOfOrders(db, tenantId, orders),
    loadKitchenMarks(
      db,
      tenantId,
      orders.map((o) => o._id),
    ),
  ]);
  return orders.map((order, i) => ticketOf(order, items[i] ?? [], marks, station));
}

/** The chooser's stations: the kitchen, the menus' and the printers' (never the receipt), the expo last. */
function stationsOf(known: Awaited<ReturnType<typeof listKnownStations>>): string[] {
  const named = [...known.printers.flatMap((s) => fromJson<unknown[]>(s, [])), ...known.menus].filter(
    (s): s is string => typeof s === 'string' && s !== RECEIPT_STATION && s !== EXPO_STATION,
  );
  return [...new Set([DEFAULT_STATION, ...named.sort()]), EXPO_STATION];
}

/** A station's page of tickets at one of the staff member's locations. */
export async function listKitchenTickets(
  db: Executor,
  principal: StaffPrincipal,
  query: KitchenQuery,
): Promise<KitchenDisplayResponse> {
  const { tenantId } = principal;
  if (!worksAt(principal, query.restaurantId)) throw notFound('Restaurant');
  const restaurant = await requireRestaurant(db, tenantId, query.restaurantId);
  const statuses = displayedStatuses(restaurant.print_on);
  const [page, known] = await Promise.all([
    readPage(
      query,
      KITCHEN_PAGE_KEYS,
      (request) => listDisplayedOrderPage(db, tenantId, restaurant.id, statuses, request),
      (rows) => presentOrders(db, tenantId, rows),
    ),
    listKnownStations(db, tenantId, restaurant.id),
  ]);
  return {
    restaurantId: restaurant.id,
    station: query.station,
    stations: stationsOf(known),
    tickets: await ticketsOf(db, tenantId, page.items, query.station),
    nextCursor: page.nextCursor,
  };
}

/** An order the display may mark: one of the staff's, still being made; its ticket as the expo sees it. */
async function displayedOrder(db: Executor, principal: StaffPrincipal, orderId: string) {
  const order = await getStaffOrder(db, principal, orderId);
  const restaurant = await requireRestaurant(db, principal.tenantId, order.restaurant._id);
  if (!isOnKitchenDisplay(order, restaurant.print_on)) {
    throw new HttpError(
      409,
      'NOT_ON_KITCHEN_DISPLAY',
      `Order #${order.orderNumber} is no longer being made (it is ${order.readyAt ? 'ready' : order.status.toLowerCase()}).`,
    );
  }
  const [ticket] = await ticketsOf(db, principal.tenantId, [order], EXPO_STATION);
  return ticket as KitchenTicket;
}

/** What a mark answers: the order's ticket with every item, as it is after the mark. */
const ticketAfter = async (db: Executor, principal: StaffPrincipal, orderId: string) => {
  const order = await getStaffOrder(db, principal, orderId);
  const [ticket] = await ticketsOf(db, principal.tenantId, [order], EXPO_STATION);
  return ticket as KitchenTicket;
};

/** A station is done with its part of an order (Bump); `bumped: false` recalls it. */
export async function bumpOrder(
  db: Kysely<Database>,
  principal: StaffPrincipal,
  orderId: string,
  station: string,
  bumped: boolean,
  now: Date,
): Promise<KitchenTicket> {
  const ticket = await displayedOrder(db, principal, orderId);
  if (!ticket.stations.includes(station)) {
    throw new HttpError(
      409,
      'NOT_AT_STATION',
      `Order #${ticket.order.orderNumber} has nothing made at the ${station} station.`,
    );
  }
  if (bumped) {
    await insertBump(db, {
      id: newId(),
      tenant_id: principal.tenantId,
      order_id: ticket.order._id,
      station,
      bumped_by: principal.staff._id,
      bumped_at: now.toISOString(),
    });
  } else {
    await deleteBump(db, principal.tenantId, ticket.order._id, station);
  }
  return ticketAfter(db, principal, ticket.order._id);
}

/** A line was made (struck through on the display); `struck: false` takes the strike back. */
export async function strikeLine(
  db: Kysely<Database>,
  principal: StaffPrincipal,
  orderId: string,
  lineId: string,
  struck: boolean,
  now: Date,
): Promise<KitchenTicket> {
  const ticket = await displayedOrder(db, principal, orderId);
  if (!ticket.items.some((item) => item._id === lineId)) throw notFound('Order line');
  if (struck) {
    await insertStrike(db, {
      id: newId(),
      tenant_id: principal.tenantId,
      order_id: ticket.order._id,
      order_line_id: lineId,
      struck_by: principal.staff._id,
      struck_at: now.toISOString(),
    });
  } else {
    await deleteStrike(db, principal.tenantId, lineId);
  }
  return ticketAfter(db, principal, ticket.order._id);
}

import {
  ALLERGY_MESSAGES,
  awaitsAllergyRead,
  OPEN_ORDER_STATUSES,
  STAFF_TRANSITIONS,
  safeTimeZone,
  startOfToday,
  type ApiOrder,
  type StaffStatusChangeRequest,
} from '@storefront/domain';
import type { Executor } from '../../db/executor';
import { isId } from '../../db/ids';
import { HttpError, badRequest, notFound } from '../../http/errors';
import { readPage, type Page } from '../../http/pagination';
import { staffRestaurantIds, worksAt, type StaffPrincipal } from '../../http/staff-principal';
import type { OrderChange, OrderLife } from './order-life.service';
import { listOrderPage, ORDER_PAGE_KEYS, presentOrders } from './order-records.service';
import { getOrder } from './orders.service';
import type { StaffOrdersQuery } from './staff-orders.schemas';

/* The staff's order board: the orders of their restaurants, and a status change of one. */

/** Orders of the staff member's restaurants (or one of them), newest first. */
export async function listStaffOrders(
  db: Executor,
  principal: StaffPrincipal,
  query: StaffOrdersQuery,
  now: Date,
): Promise<Page<ApiOrder>> {
  const restaurantIds = staffRestaurantIds(principal, query.restaurantId);
  const filter = {
    restaurantIds,
    statuses: query.status,
    since: query.since,
    today: query.day === 'today' ? boardDay(principal, restaurantIds, now) : undefined,
  };
  return readPage(
    query,
    ORDER_PAGE_KEYS,
    (request) => listOrderPage(db, principal.tenantId, filter, request),
    (rows) => presentOrders(db, principal.tenantId, rows),
  );
}

/**
 * Each restaurant's today as the board keeps it: since its own local midnight (two locations may be
 * in different time zones), and the orders still open from any day before.
 */
function boardDay(principal: StaffPrincipal, restaurantIds: readonly string[], now: Date) {
  const zoneOf = new Map(principal.staff.restaurants.map((r) => [r._id, r.time_zone]));
  return {
    since: restaurantIds.map((id) => ({
      restaurantId: id,
      at: startOfToday(now, safeTimeZone(zoneOf.get(id))),
    })),
    open: OPEN_ORDER_STATUSES,
  };
}

/** One order of the staff member's restaurants; any other order (tenant or restaurant) is a 404. */
export async function getStaffOrder(
  db: Executor,
  principal: StaffPrincipal,
  orderId: string,
): Promise<ApiOrder> {
  if (!isId(orderId)) throw notFound('Order');
  const order = await getOrder(db, principal.tenantId, orderId);
  if (!worksAt(principal, order.restaurant._id)) throw notFound('Order');
  return order;
}

const VERBS = { Accepted: 'accepted', Rejected: 'rejected', Fulfilled: 'marked fulfilled' } as const;

/**
 * Received → Accepted or Rejected, Accepted → Fulfilled, through the order's lifecycle: the check
 * and the change are one conditional write, so two people pressing buttons at once cannot both win;
 * the loser gets a 409.
 */
export async function changeStaffOrderStatus(
  db: Executor,
  life: OrderLife,
  principal: StaffPrincipal,
  orderId: string,
  change: StaffStatusChangeRequest,
  now: Date,
): Promise<ApiOrder> {
  const order = await getStaffOrder(db, principal, orderId);
  if (change.adjustedPickupTime && change.status !== 'Accepted') {
    throw badRequest('adjustedPickupTime can only be set when accepting an order.', 'VALIDATION_FAILED');
  }
  // A ready time already gone would tell the diner to come for an order that is late before it starts.
  if (change.adjustedPickupTime && Date.parse(change.adjustedPickupTime) < now.getTime()) {
    throw badRequest(
      'The ready time has already passed. Please choose a time from now on.',
      'VALIDATION_FAILED',
    );
  }
  const lifeChange: OrderChange =
    change.status === 'Accepted'
      ? { event: 'accept', readyAt: change.adjustedPickupTime ?? null }
      : change.status === 'Rejected'
        ? { event: 'reject', reason: null }
        : { event: 'fulfil' };
  const result = await life.change(
    principal.tenantId,
    order._id,
    lifeChange,
    { actor: 'staff', note: `By ${principal.staff.name}` },
    now,
  );
  if (!result.changed) {
    const from = STAFF_TRANSITIONS[change.status];
    const current = result.order;
    if (change.status === 'Accepted' && current.status === 'Received' && awaitsAllergyRead(current)) {
      throw new HttpError(409, 'ALLERGY_UNREAD', ALLERGY_MESSAGES.unread);
    }
    throw new HttpError(
      409,
      'ORDER_STATUS_CONFLICT',
      `Order #${current.orderNumber} is ${current.status.toLowerCase()}; only ${from === 'Accepted' ? 'an' : 'a'} ${from.toLowerCase()} order can be ${VERBS[change.status]}.`,
    );
  }
  return result.order;
}

/*
 * A location's kitchen controls (issue 15; decision 0037): pause per method, busy mode, capacity
 * per slot and 86'ing items, set by staff. The slot bookings that placement takes and a withdrawal
 * gives back are kitchen-slots.service.ts. The schedule that reads them is the domain's orderSchedule.
 */
import {
  addDays,
  formatInstant,
  limitsSlots,
  localDateOf,
  nextWallClock,
  orderSchedule,
  parseClock,
  safeTimeZone,
  slotHasRoom,
  soldOutUntilFor,
  UNTIL_FURTHER_NOTICE,
  type ApiRestaurant,
  type DeliveryMethod,
  type LocalDate,
  type OptionGroup,
  type PickupSlotsResponse,
  type RestaurantOperations,
  type SoldOutChoice,
} from '@storefront/domain';
import type { Executor } from '../../db/executor';
import { HttpError, badRequest, notFound } from '../../http/errors';
import { fromJson } from '../../http/json';
import { recordAudit, type AuditEntryInput } from '../audit/audit.service';
import { presentHolidayHours, presentRestaurant } from '../restaurants/restaurants.presenter';
import { listHolidayHours, requireRestaurant } from '../restaurants/restaurants.service';
import { staffRestaurantIds, type StaffPrincipal } from '../../http/staff-principal';
import {
  findMenuItemOfRestaurant,
  replaceItemOptions,
  setItemSoldOut,
  updateOperations,
  type OperationsColumns,
} from './kitchen.repository';
import { loadSlotLoads } from './kitchen-slots.service';

/** GET /restaurants/{id}/pickupslots: the full slots of a date and the location's operations. */
export async function getPickupSlots(
  db: Executor,
  tenantId: string,
  restaurantId: string,
  method: DeliveryMethod,
  date: LocalDate | undefined,
  now: Date,
): Promise<PickupSlotsResponse> {
  const restaurant = presentRestaurant(await requireRestaurant(db, tenantId, restaurantId));
  const timeZone = safeTimeZone(restaurant.settings.time_zone);
  const day = date ?? localDateOf(now.getTime(), timeZone);
  const operations = restaurant.operations!;
  if (!limitsSlots(operations.slot_capacity)) return { date: day, timeZone, fullSlots: [], operations };
  const holidays = (
    await listHolidayHours(db, tenantId, {
      restaurantId,
      fromDate: addDays(day, -1),
      toDate: day,
    })
  ).map(presentHolidayHours);
  const bookings = await loadSlotLoads(db, tenantId, restaurant, [day]);
  const schedule = orderSchedule({ now: now.getTime(), restaurant, holidays, method });
  const fullSlots = schedule
    .openingSlotsOn(day)
    .filter((slot) => !slotHasRoom(operations.slot_capacity, bookings.get(slot)))
    .map((slot) => new Date(slot).toISOString());
  return { date: day, timeZone, fullSlots, operations };
}

/** The staff member's restaurant, or a 404 when it is not theirs. */
async function staffRestaurant(db: Executor, principal: StaffPrincipal, restaurantId: string) {
  staffRestaurantIds(principal, restaurantId);
  return presentRestaurant(await requireRestaurant(db, principal.tenantId, restaurantId));
}

export async function getOperations(
  db: Executor,
  principal: StaffPrincipal,
  restaurantId: string,
): Promise<RestaurantOperations> {
  return (await staffRestaurant(db, principal, restaurantId)).operations!;
}

/** A staff member's kitchen write, recorded as theirs at `now` in its transaction (issue 27 item 5). */
function recordKitchenChange(
  trx: Executor,
  principal: StaffPrincipal,
  now: Date,
  change: Omit<AuditEntryInput, 'tenantId' | 'staffAccountId' | 'at' | 'action'>,
): Promise<void> {
  return recordAudit(trx, {
    ...change,
    action: 'update',
    tenantId: principal.tenantId,
    staffAccountId: principal.staff._id,
    at: now,
  });
}

/*
 * The kitchen's changes in words, as its audit entries keep them for the Activity page: in English,
 * said in the owner's language when read (listAudit), each matched against its catalogue message. A
 * `time` is when the change ends (untilTime); null is until further notice.
 */
export const OPERATIONS_MESSAGES = {
  paused: {
    Pickup: (time: string | null) =>
      time === null ? 'Paused pickup orders until further notice' : `Paused pickup orders until ${time}`,
    Delivery: (time: string | null) =>
      time === null ? 'Paused delivery orders until further notice' : `Paused delivery orders until ${time}`,
  } satisfies Record<DeliveryMethod, unknown>,
  resumed: {
    Pickup: 'Resumed pickup orders',
    Delivery: 'Resumed delivery orders',
  } satisfies Record<DeliveryMethod, string>,
  busy: (extraMinutes: number, time: string | null) =>
    time === null
      ? `Busy mode: ${extraMinutes} more minutes until further notice`
      : `Busy mode: ${extraMinutes} more minutes until ${time}`,
  busyEnded: 'Busy mode ended',
  capacity: (maxOrders: string, maxItems: string) =>
    `Capacity per slot: ${maxOrders} orders, ${maxItems} items`,
  anyNumberOf: 'any number of',
  backOn: (name: string) => `${name} is back on`,
  soldOut: (name: string, time: string | null) =>
    time === null ? `86'd ${name} until further notice` : `86'd ${name} until ${time}`,
};

/**
 * When an end instant comes, as the restaurant's clock shows it: its time today, else its date too;
 * null until further notice.
 */
function untilTime(restaurant: ApiRestaurant, until: string | null, now: Date): string | null {
  if (until === null || until === UNTIL_FURTHER_NOTICE) return null;
  const timeZone = safeTimeZone(restaurant.settings.time_zone);
  const today = localDateOf(now.getTime(), timeZone) === localDateOf(Date.parse(until), timeZone);
  return formatInstant(new Date(until), timeZone, today ? 'h:mm A' : 'MMM D, h:mm A');
}

/**
 * Changes some of a location's operations columns and records the change (its columns before and
 * after, and `summary` of it in words) in one transaction.
 */
async function changeOperations(
  db: Executor,
  principal: StaffPrincipal,
  restaurantId: string,
  values: OperationsColumns | ((restaurant: ApiRestaurant) => OperationsColumns),
  now: Date,
  summary: (restaurant: ApiRestaurant, columns: OperationsColumns) => string,
): Promise<RestaurantOperations> {
  staffRestaurantIds(principal, restaurantId);
  const row = await requireRestaurant(db, principal.tenantId, restaurantId);
  const restaurant = presentRestaurant(row);
  const columns = typeof values === 'function' ? values(restaurant) : values;
  const keys = Object.keys(columns) as (keyof OperationsColumns)[];
  await db.transaction().execute(async (trx) => {
    await updateOperations(trx, principal.tenantId, restaurantId, columns, now.toISOString());
    await recordKitchenChange(trx, principal, now, {
      entity: 'operations',
      entityId: restaurantId,
      restaurantId,
      before: Object.fromEntries(keys.map((key) => [key, row[key] ?? null])),
      after: { ...columns },
      summary: summary(restaurant, columns),
    });
  });
  return getOperations(db, principal, restaurantId);
}

const pauseColumn = (method: DeliveryMethod) =>
  method === 'Delivery' ? 'delivery_paused_until' : 'pickup_paused_until';

/** How long a pause or busy period runs: until an instant, or until a time of day ('HH:MM'). */
export interface OperationsEnd {
  until?: string;
  untilTime?: string;
}

/**
 * The instant (ISO) an end stands for: `until` as given, or the next time the restaurant's wall
 * clock shows `untilTime` (its time zone, not the staff member's device). Refused unless ahead.
 */
function endOf(restaurant: ApiRestaurant, end: OperationsEnd, now: Date, what: string): string {
  const minutes = parseClock(end.untilTime);
  const until =
    minutes !== null
      ? new Date(nextWallClock(now, minutes, restaurant.settings.time_zone)).toISOString()
      : end.until!;
  if (Date.parse(until) <= now.getTime())
    throw badRequest(`${what} must be in the future.`, 'VALIDATION_FAILED');
  return until;
}

/** Pauses one method until an end (see endOf) or, with `until: null`, until resumed. */
export function pauseOrdering(
  db: Executor,
  principal: StaffPrincipal,
  restaurantId: string,
  pause: { method: DeliveryMethod; until?: string | null; untilTime?: string; message?: string | null },
  now: Date,
) {
  return changeOperations(
    db,
    principal,
    restaurantId,
    (restaurant) => ({
      [pauseColumn(pause.method)]:
        pause.until === null
          ? UNTIL_FURTHER_NOTICE
          : endOf(restaurant, { until: pause.until, untilTime: pause.untilTime }, now, 'The pause end'),
      ...(pause.message !== undefined ? { paused_message: pause.message?.trim() || null } : {}),
    }),
    now,
    (restaurant, columns) =>
      OPERATIONS_MESSAGES.paused[pause.method](
        untilTime(restaurant, columns[pauseColumn(pause.method)] ?? null, now),
      ),
  );
}

export function resumeOrdering(
  db: Executor,
  principal: StaffPrincipal,
  restaurantId: string,
  method: DeliveryMethod,
  now: Date,
) {
  return changeOperations(
    db,
    principal,
    restaurantId,
    { [pauseColumn(method)]: null },
    now,
    () => OPERATIONS_MESSAGES.resumed[method],
  );
}

/** Busy mode: `extraMinutes` more lead time until an end (see endOf); null ends it. */
export function setBusyMode(
  db: Executor,
  principal: StaffPrincipal,
  restaurantId: string,
  busy: ({ extraMinutes: number } & OperationsEnd) | null,
  now: Date,
) {
  return changeOperations(
    db,
    principal,
    restaurantId,
    (restaurant) =>
      busy
        ? {
            busy_extra_minutes: busy.extraMinutes,
            busy_until: endOf(restaurant, busy, now, 'The busy period end'),
          }
        : { busy_extra_minutes: 0, busy_until: null },
    now,
    (restaurant, columns) =>
      busy
        ? OPERATIONS_MESSAGES.busy(busy.extraMinutes, untilTime(restaurant, columns.busy_until ?? null, now))
        : OPERATIONS_MESSAGES.busyEnded,
  );
}

export function setSlotCapacity(
  db: Executor,
  principal: StaffPrincipal,
  restaurantId: string,
  capacity: { maxOrders: number | null; maxItems: number | null },
  now: Date,
) {
  return changeOperations(
    db,
    principal,
    restaurantId,
    { slot_max_orders: capacity.maxOrders, slot_max_items: capacity.maxItems },
    now,
    () =>
      OPERATIONS_MESSAGES.capacity(
        String(capacity.maxOrders ?? OPERATIONS_MESSAGES.anyNumberOf),
        String(capacity.maxItems ?? OPERATIONS_MESSAGES.anyNumberOf),
      ),
  );
}

/** The sold_out_until a choice means for a restaurant now (null: available again). */
async function soldOutUntilAt(
  db: Executor,
  principal: StaffPrincipal,
  restaurant: ApiRestaurant,
  choice: SoldOutChoice | { until: 'available' },
  now: Date,
): Promise<string | null> {
  if (choice.until === 'available') return null;
  const timeZone = safeTimeZone(restaurant.settings.time_zone);
  const holidays = (
    await listHolidayHours(db, principal.tenantId, {
      restaurantId: restaurant._id,
      fromDate: localDateOf(now.getTime() - 86_400_000, timeZone),
    })
  ).map(presentHolidayHours);
  const until = soldOutUntilFor(choice, {
    now: now.getTime(),
    timeZone,
    regularHours: restaurant.regular_business_hours,
    holidays,
  });
  if (until === null) throw badRequest('Choose a date after today.', 'VALIDATION_FAILED');
  return until;
}

/** An 86 in words: "86'd Poutine until 11:00 PM", or "Poutine is back on". */
const soldOutWords = (restaurant: ApiRestaurant, name: string, until: string | null, now: Date) =>
  until === null
    ? OPERATIONS_MESSAGES.backOn(name)
    : OPERATIONS_MESSAGES.soldOut(name, untilTime(restaurant, until, now));

/** 86's an item (or brings it back with `available`), at once for menus, quotes and placement. */
export async function markItemSoldOut(
  db: Executor,
  principal: StaffPrincipal,
  restaurantId: string,
  itemId: string,
  choice: SoldOutChoice | { until: 'available' },
  now: Date,
): Promise<{ itemId: string; sold_out_until: string | null }> {
  const restaurant = await staffRestaurant(db, principal, restaurantId);
  const item = await findMenuItemOfRestaurant(db, principal.tenantId, restaurantId, itemId);
  if (!item) throw notFound('Menu item');
  const until = await soldOutUntilAt(db, principal, restaurant, choice, now);
  await db.transaction().execute(async (trx) => {
    await setItemSoldOut(trx, principal.tenantId, restaurantId, item.id, until, now.toISOString());
    await recordKitchenChange(trx, principal, now, {
      entity: 'menu_item',
      entityId: item.id,
      restaurantId,
      before: { sold_out_until: item.sold_out_until },
      after: { sold_out_until: until },
      summary: soldOutWords(restaurant, item.name, until, now),
    });
  });
  return { itemId: item.id, sold_out_until: until };
}

/** 86's one option of an item (wherever it appears among the item's groups), or brings it back. */
export async function markOptionSoldOut(
  db: Executor,
  principal: StaffPrincipal,
  restaurantId: string,
  itemId: string,
  optionId: string,
  choice: SoldOutChoice | { until: 'available' },
  now: Date,
): Promise<{ itemId: string; optionId: string; sold_out_until: string | null }> {
  const restaurant = await staffRestaurant(db, principal, restaurantId);
  const item = await findMenuItemOfRestaurant(db, principal.tenantId, restaurantId, itemId);
  const groups = fromJson<OptionGroup[]>(item?.options, []);
  if (!item || !groups.some((g) => g.items.some((o) => o._id === optionId))) throw notFound('Option');
  const until = await soldOutUntilAt(db, principal, restaurant, choice, now);
  const after = groups.map((group) => ({
    ...group,
    items: group.items.map((option) =>
      option._id === optionId ? { ...option, sold_out_until: until } : option,
    ),
  }));
  const option = groups.flatMap((g) => g.items).find((o) => o._id === optionId)!;
  const changed = await db.transaction().execute(async (trx) => {
    const replaced = await replaceItemOptions(trx, principal.tenantId, restaurantId, item.id, {
      before: item.options,
      after: JSON.stringify(after),
      at: now.toISOString(),
    });
    if (replaced) {
      await recordKitchenChange(trx, principal, now, {
        entity: 'menu_item',
        entityId: item.id,
        restaurantId,
        before: { optionId, sold_out_until: option.sold_out_until ?? null },
        after: { optionId, sold_out_until: until },
        summary: soldOutWords(restaurant, `${option.name} (${item.name})`, until, now),
      });
    }
    return replaced;
  });
  if (!changed) {
    throw new HttpError(409, 'ITEM_CHANGED', 'This item was changed at the same time. Please try again.');
  }
  return { itemId: item.id, optionId, sold_out_until: until };
}

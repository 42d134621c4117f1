import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  DINE_IN_MESSAGES,
  RESERVATION_MESSAGES,
  SLOT_FULL_MESSAGE,
  type ApiOrder,
  type ApiReservation,
  type PlaceOrderResponse,
  type StaffReservationsResponse,
} from '@storefront/domain';
import { TEST_NOW } from '../../test/harness';
import { patchSettings } from '../../test/row-changes';
import { bookableSlots, type BookableSlot } from '../../test/reservations-fixture';
import { MANAGE_LINK_PURPOSE } from '../reservations/reservations.notify';
import { CUSTOMER, newKey, useStaffedOrderingBed } from './orders.test-support';

/*
 * Issue 17 item 1, `/orderahead` (decision 0043): a table and its Dine-in order are booked together,
 * atomically and once per Idempotency-Key, under the reservation rules and the kitchen's capacity;
 * cancelling either cancels both and gives all the money back.
 */

const bed = useStaffedOrderingBed();
/** Table times of the coming days that are kitchen slots too (18:00 to 20:00). */
let evenings: BookableSlot[];
let nextSlot = 0;
const takeSlot = () => evenings[nextSlot++]!;

function dineIn(slot: BookableSlot, over: Record<string, unknown> = {}, customer = CUSTOMER) {
  return {
    deliveryMethod: 'Dine-in',
    pickupTimeType: 'Schedule',
    pickupDate: slot.date,
    pickupTime: slot.time,
    table: { partySize: 4, note: 'A high chair, please' },
    items: [bed.line('C1', 2)],
    customer,
    payment: { method: 'Offline' },
    ...over,
  };
}

const place = (body: object, key = newKey()) =>
  bed.request<PlaceOrderResponse>('POST', `/api/eater/restaurants/${bed.restaurantId}/orders`, body, {
    'idempotency-key': key,
  });

const reservationsAt = (slot: BookableSlot) =>
  bed.t.db.kysely
    .selectFrom('reservations')
    .selectAll()
    .where('restaurant_id', '=', bed.restaurantId)
    .where('reserved_date', '=', slot.date)
    .where('reserved_time', '=', slot.time)
    .execute();

const reservationRow = (id: string) =>
  bed.t.db.kysely.selectFrom('reservations').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const orderRow = (id: string) =>
  bed.t.db.kysely.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const cardRow = (id: string) => bed.giftCardBalances(id);

const setRestaurantSettings = (patch: Record<string, unknown>) =>
  patchSettings(bed.t.db, 'restaurants', bed.restaurantId, patch);

const capacity = (maxOrders: number | null) =>
  bed.request(
    'PUT',
    `/api/staff/restaurants/${bed.restaurantId}/capacity`,
    { maxOrders, maxItems: null },
    bed.staff,
  );

/**
 * `diners` (each their own email, tagged `tag`) order a table at `slot` all at once: `placed` of them
 * are placed, every other one is refused with a 409 saying `message`.
 */
async function expectOnlySomePlacedAtOnce(
  slot: BookableSlot,
  tag: string,
  { diners, placed }: { diners: number; placed: number },
  message: string,
) {
  const responses = await Promise.all(
    Array.from({ length: diners }, (_, i) =>
      place(dineIn(slot, {}, { ...CUSTOMER, email: `${tag}${i}@example.com` })),
    ),
  );
  const codes = responses.map((r) => r.status);
  expect(codes.filter((c) => c === 201)).toHaveLength(placed);
  expect(codes.filter((c) => c === 409)).toHaveLength(diners - placed);
  expect(responses.find((r) => r.status === 409)!.body.message).toBe(message);
}

/** A Dine-in order of $20 of a new $60 gift card, placed and checked. */
async function placedWithGiftCard(slot = takeSlot()) {
  const card = await bed.newGiftCard(6000);
  const redemption = await bed.holdGiftCard(card.number, 20);
  const placed = await place(dineIn(slot, { giftCardRedemptions: [redemption] }));
  expect(placed.status, placed.body.message).toBe(201);
  expect(await cardRow(card.id)).toEqual({ balance_cents: 4000, pending_balance_cents: 4000 });
  return { card, order: placed.body.order, slot };
}

const expectEverythingBack = async (order: ApiOrder, card: { id: string }) => {
  expect((await orderRow(order._id)).status).toBe('Cancelled');
  expect((await reservationRow(order.table!.reservationId)).status).toBe('Cancelled');
  expect(await cardRow(card.id)).toEqual({ balance_cents: 6000, pending_balance_cents: 6000 });
};

beforeAll(async () => {
  const restaurant = bed.gold.restaurants[0]!;
  evenings = (await bookableSlots(bed.t.app, restaurant, TEST_NOW, 4)).filter(
    (s) => s.time >= '18:00' && s.time <= '20:00',
  );
});
beforeEach(async () => {
  await capacity(null);
  await setRestaurantSettings({ max_reservations_per_slot: 0 });
});

describe('/orderahead', () => {
  it('is a page where online ordering and online reservation are both on, else Page Not Found', async () => {
    const page = (slug: string) =>
      bed.t.app.inject({ url: '/orderahead', headers: { host: `${slug}.localhost` } });
    expect((await page('goldenmaple')).statusCode).toBe(200);
    // Prairie Pie Co. has both off.
    expect((await page('prairiepie')).statusCode).toBe(404);
  });

  it('books the table and places its Dine-in order together, once per Idempotency-Key', async () => {
    const slot = takeSlot();
    const key = newKey();
    const placed = await place(dineIn(slot), key);
    expect(placed.status, placed.body.message).toBe(201);
    const { order } = placed.body;
    expect(order.deliveryMethod).toBe('Dine-in');
    expect(order.orderType).toBe('DineIn');
    expect(order.table).toMatchObject({ partySize: 4, status: 'Pending' });
    const [reservation] = await reservationsAt(slot);
    expect(reservation).toMatchObject({
      id: order.table!.reservationId,
      reservation_number: order.table!.reservationNumber,
      party_size: 4,
      email: CUSTOMER.email,
      name_reserved_under: `${CUSTOMER.firstName} ${CUSTOMER.lastName}`,
      note: 'A high chair, please',
    });

    // The retry answers the same order and books nothing more.
    const again = await place(dineIn(slot), key);
    expect(again.status).toBe(200);
    expect(again.body.order._id).toBe(order._id);
    expect(await reservationsAt(slot)).toHaveLength(1);

    // The order view and the staff inbox show the two together.
    const view = await bed.request<ApiOrder>('GET', `/api/eater/tenants/${bed.gold._id}/orders/${order._id}`);
    expect(view.body.table).toEqual(order.table);
    const inbox = await bed.request<StaffReservationsResponse>(
      'GET',
      `/api/staff/reservations?restaurantId=${bed.restaurantId}&from=${slot.date}&pageSize=100`,
      undefined,
      bed.staff,
    );
    const row = inbox.body.reservations.find((r) => r._id === order.table!.reservationId);
    expect(row?.preOrder).toEqual({
      _id: order._id,
      orderNumber: order.orderNumber,
      status: 'Received',
      total: order.total,
      itemCount: 2,
    });
  });

  it('refuses a Dine-in order without its table or its time, with a message', async () => {
    const slot = takeSlot();
    const noTable = await place(dineIn(slot, { table: null }));
    expect(noTable.status).toBe(400);
    expect(noTable.body.message).toContain(DINE_IN_MESSAGES.tableRequired);
    const asap = await place(dineIn(slot, { pickupTimeType: 'ASAP' }));
    expect(asap.status).toBe(400);
    expect(asap.body.message).toContain(DINE_IN_MESSAGES.scheduled);
  });

  it('keeps neither the table nor the order when the time is not one the booking form offers', async () => {
    const slot = { date: evenings[0]!.date, time: '03:00' };
    const refused = await place(dineIn(slot));
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(RESERVATION_MESSAGES.unavailable);
    expect(await reservationsAt(slot)).toHaveLength(0);
    const tooMany = await place(dineIn(takeSlot(), { table: { partySize: 500 } }));
    expect(tooMany.status).toBe(400);
  });

  it('never books a table beyond max_reservations_per_slot, even all at once, and keeps no order for a refused one', async () => {
    await setRestaurantSettings({ max_reservations_per_slot: 2 });
    const slot = takeSlot();
    await expectOnlySomePlacedAtOnce(slot, 'table', { diners: 10, placed: 2 }, RESERVATION_MESSAGES.full);
    const reservations = await reservationsAt(slot);
    expect(reservations).toHaveLength(2);
    const orders = await bed.t.db.kysely
      .selectFrom('orders')
      .select('reservation_id')
      .where(
        'reservation_id',
        'in',
        reservations.map((r) => r.id),
      )
      .execute();
    expect(orders).toHaveLength(2);
  });

  it('gives the table back when the kitchen slot is full: of five at once only one keeps both', async () => {
    expect((await capacity(1)).status).toBe(200);
    const slot = takeSlot();
    await expectOnlySomePlacedAtOnce(slot, 'slot', { diners: 5, placed: 1 }, SLOT_FULL_MESSAGE);
    // The refused orders' tables were rolled back with them.
    expect(await reservationsAt(slot)).toHaveLength(1);
  });
});

describe('cancelling a Dine-in order or its table cancels both and returns everything', () => {
  it('the diner cancels the order: the table is cancelled and the gift card credited back', async () => {
    const { card, order } = await placedWithGiftCard();
    const cancelled = await bed.request<ApiOrder>(
      'POST',
      `/api/eater/tenants/${bed.gold._id}/orders/${order._id}/cancel`,
    );
    expect(cancelled.status, cancelled.body.message).toBe(200);
    expect(cancelled.body.table?.status).toBe('Cancelled');
    await expectEverythingBack(order, card);
  });

  it('the diner cancels the booking from the mail link: its order is cancelled with its money', async () => {
    const { card, order } = await placedWithGiftCard();
    const token = bed.t.app.linkSigner.sign(MANAGE_LINK_PURPOSE, bed.gold._id, order.table!.reservationId);
    const cancelled = await bed.request<ApiReservation>(
      'POST',
      `/api/eater/tenants/${bed.gold._id}/reservations/manage/${encodeURIComponent(token)}/cancel`,
    );
    expect(cancelled.status, cancelled.body.message).toBe(200);
    await expectEverythingBack(order, card);
    // The kitchen slot is free again too.
    const slotTaken = await bed.t.db.kysely
      .selectFrom('order_slot_bookings')
      .selectAll()
      .where('order_id', '=', order._id)
      .execute();
    expect(slotTaken).toHaveLength(0);
  });

  it('staff cancel the booking in the inbox: its order is cancelled with its money', async () => {
    const { card, order } = await placedWithGiftCard();
    const cancelled = await bed.request<ApiReservation>(
      'POST',
      `/api/staff/reservations/${order.table!.reservationId}/status`,
      { status: 'Cancelled', reason: 'Kitchen closed for a private event', expectedStatus: 'Pending' },
      bed.staff,
    );
    expect(cancelled.status, cancelled.body.message).toBe(200);
    await expectEverythingBack(order, card);
  });

  it('staff reject the order: its table is cancelled too', async () => {
    const { card, order } = await placedWithGiftCard();
    const rejected = await bed.setStatus(order._id, 'Rejected');
    expect(rejected.status, rejected.body.message).toBe(200);
    expect(rejected.body.table?.status).toBe('Cancelled');
    expect((await reservationRow(order.table!.reservationId)).cancelled_by).toBe('restaurant');
    expect(await cardRow(card.id)).toEqual({ balance_cents: 6000, pending_balance_cents: 6000 });
  });

  it('the kitchen rejects the order: its table is cancelled too, as from the staff board', async () => {
    const { card, order } = await placedWithGiftCard();
    const rejected = await bed.request<ApiOrder>(
      'POST',
      `/api/staff/orders/${order._id}/reject`,
      { reason: 'Out of maple syrup' },
      bed.staff,
    );
    expect(rejected.status, rejected.body.message).toBe(200);
    expect(rejected.body).toMatchObject({ status: 'Rejected', statusReason: 'Out of maple syrup' });
    expect(rejected.body.table?.status).toBe('Cancelled');
    expect((await reservationRow(order.table!.reservationId)).cancelled_by).toBe('restaurant');
    expect(await cardRow(card.id)).toEqual({ balance_cents: 6000, pending_balance_cents: 6000 });
  });

  it('staff accept the order: the diner is told it will be ready for the table', async () => {
    const { order } = await placedWithGiftCard();
    const accepted = await bed.setStatus(order._id, 'Accepted');
    expect(accepted.status, accepted.body.message).toBe(200);
    await bed.t.app.background.idle();
    const mail = await bed.t.db.kysely
      .selectFrom('mail_outbox')
      .select('text_body')
      .where('kind', '=', 'order-accepted')
      .where('subject', 'like', `Order #${order.orderNumber} %`)
      .executeTakeFirstOrThrow();
    expect(mail.text_body).toContain('ready for your table');
  });

  it('a booking with a pre-order is not moved (the kitchen prepares for its time)', async () => {
    const { order, slot } = await placedWithGiftCard();
    const token = bed.t.app.linkSigner.sign(MANAGE_LINK_PURPOSE, bed.gold._id, order.table!.reservationId);
    const other = evenings.find((s) => s.date === slot.date && s.time !== slot.time)!;
    const moved = await bed.request<ApiReservation>(
      'POST',
      `/api/eater/tenants/${bed.gold._id}/reservations/manage/${encodeURIComponent(token)}/move`,
      { reservedDate: other.date, reservedTime: other.time },
    );
    expect(moved.status).toBe(409);
    expect(moved.body.message).toBe(DINE_IN_MESSAGES.moveWithOrder);
  });
});

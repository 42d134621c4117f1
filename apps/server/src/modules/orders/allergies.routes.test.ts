import { ALLERGY_MESSAGES, type ApiOrder } from '@storefront/domain';
import { describe, expect, it } from 'vitest';
import { call } from '../../test/accounts-fixture';
import { hostOf, TEST_NOW } from '../../test/harness';
import { newIdempotencyKey, orderableItems, pickupOrder, placeTestOrder } from '../../test/orders-fixture';
import {
  auditEntriesOf,
  client,
  gold,
  goldRestaurantId,
  t,
  useConsoleApp,
} from '../../test/owner-console-fixture';
import { outboxEventOf, staffRowOf } from '../../test/rows';

/*
 * Issue 29 item 3: the diner declares allergies at checkout; the order carries them to the board,
 * the staff API and the integrations, and cannot be accepted until someone tapped "Allergy read".
 */

useConsoleApp();

const allergies = { allergens: ['peanut', 'sesame'], note: '  Anaphylactic: no traces please  ' };

const placeAllergic = (declared: object | null = allergies) =>
  placeTestOrder(t.app, { restaurantId: goldRestaurantId, extra: { allergies: declared } as object });

const staffPost = <T>(url: string, body?: object) => client.as<T>('goldStaff', 'POST', url, { body });

async function placeRaw(body: object) {
  const [item] = await orderableItems(t.app, 'goldenmaple', goldRestaurantId, TEST_NOW);
  return t.app.inject({
    method: 'POST',
    url: `/api/eater/restaurants/${goldRestaurantId}/orders`,
    headers: { ...hostOf('goldenmaple'), 'idempotency-key': newIdempotencyKey() },
    payload: { ...pickupOrder(item!), ...body },
  });
}

describe('declaring allergies at checkout', () => {
  it('keeps the menu’s allergens and the trimmed note with the order, unread, for the diner’s page too', async () => {
    const order = await placeAllergic();
    expect(order.allergies).toEqual({
      allergens: ['peanut', 'sesame'],
      note: 'Anaphylactic: no traces please',
      acknowledgedAt: null,
    });
    const page = await call<ApiOrder>(t.app, 'GET', `/api/eater/tenants/${gold._id}/orders/${order._id}`);
    expect(page.status, JSON.stringify(page.body)).toBe(200);
    expect(page.body.allergies?.allergens).toEqual(['peanut', 'sesame']);
  });

  it('keeps nothing when the diner declared nothing (no field, or an empty one)', async () => {
    expect((await placeAllergic(null)).allergies).toBeNull();
    expect((await placeAllergic({ allergens: [], note: '   ' })).allergies).toBeNull();
  });

  it('refuses an allergen not on the menu’s list and a note too long, with a message, and places nothing', async () => {
    for (const [declared, message] of [
      [{ allergens: ['kiwi'] }, ALLERGY_MESSAGES.allergen],
      [{ allergens: ['milk', 'milk'] }, ALLERGY_MESSAGES.tooMany],
      [{ allergens: [], note: 'x'.repeat(301) }, ALLERGY_MESSAGES.note],
      [{ allergens: 'peanut' }, null],
    ] as const) {
      const response = await placeRaw({ allergies: declared });
      expect(response.statusCode, response.body).toBe(400);
      if (message) expect(response.json<{ message: string }>().message).toContain(message);
    }
  });
});

describe('"Allergy read" before accepting', () => {
  it('refuses to accept an unread order with a 409, by either accept call, until someone read it; then accepts', async () => {
    const order = await placeAllergic();
    const refused = await staffPost<{ code: string; message: string }>(
      `/api/staff/orders/${order._id}/accept`,
      {
        prepMinutes: 15,
      },
    );
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'ALLERGY_UNREAD', message: ALLERGY_MESSAGES.unread });
    const byStatus = await staffPost<{ message: string }>(`/api/staff/orders/${order._id}/status`, {
      status: 'Accepted',
    });
    expect(byStatus.status).toBe(409);
    expect(byStatus.body.message).toBe(ALLERGY_MESSAGES.unread);

    const read = await staffPost<ApiOrder>(`/api/staff/orders/${order._id}/allergies/acknowledge`);
    expect(read.status, JSON.stringify(read.body)).toBe(200);
    expect(read.body.status).toBe('Received');
    expect(read.body.allergies?.acknowledgedAt).toBe(TEST_NOW.toISOString());
    const row = await t.db.kysely
      .selectFrom('orders')
      .select(['allergies_acknowledged_at', 'allergies_acknowledged_by'])
      .where('id', '=', order._id)
      .executeTakeFirstOrThrow();
    const staffId = (await staffRowOf(t.db)).id;
    expect(row).toEqual({
      allergies_acknowledged_at: TEST_NOW.toISOString(),
      allergies_acknowledged_by: staffId,
    });

    // A second tap (another tablet) changes nothing and answers the order as it is.
    const again = await staffPost<ApiOrder>(`/api/staff/orders/${order._id}/allergies/acknowledge`);
    expect(again.status).toBe(200);
    const audit = await auditEntriesOf(t, 'order', order._id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ staff_account_id: staffId, restaurant_id: goldRestaurantId });
    expect(audit[0]!.changes).toContain(`Allergy read on order #${order.orderNumber}`);

    const accepted = await staffPost<ApiOrder>(`/api/staff/orders/${order._id}/accept`, { prepMinutes: 15 });
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    expect(accepted.body.status).toBe('Accepted');
    expect(accepted.body.allergies?.note).toBe('Anaphylactic: no traces please');
  });

  it('still rejects an unread order (a refusal needs no reading), and says an order without allergies has none to read', async () => {
    const order = await placeAllergic();
    const rejected = await staffPost<ApiOrder>(`/api/staff/orders/${order._id}/reject`, { reason: 'Closed' });
    expect(rejected.status).toBe(200);
    const plain = await placeAllergic(null);
    const none = await staffPost<{ message: string }>(`/api/staff/orders/${plain._id}/allergies/acknowledge`);
    expect(none.status).toBe(409);
    expect(none.body.message).toBe(ALLERGY_MESSAGES.none);
    expect((await staffPost(`/api/staff/orders/${plain._id}/accept`, {})).status).toBe(200);
  });

  it('answers 404 to another tenant’s staff and to an id that is no order', async () => {
    const order = await placeAllergic();
    const elsewhere = await client.as(
      'emeraldOwner',
      'POST',
      `/api/staff/orders/${order._id}/allergies/acknowledge`,
    );
    expect(elsewhere.status).toBe(404);
    expect((await staffPost('/api/staff/orders/not-an-order/allergies/acknowledge')).status).toBe(404);
    const unread = await t.db.kysely
      .selectFrom('orders')
      .select('allergies_acknowledged_at')
      .where('id', '=', order._id)
      .executeTakeFirstOrThrow();
    expect(unread.allergies_acknowledged_at).toBeNull();
  });

  it('carries the allergies in the order events integrators receive', async () => {
    const order = await placeAllergic();
    await t.app.background.idle();
    const placed = await outboxEventOf(t.db, order._id, 'order.placed');
    const data = JSON.parse(placed.data) as ApiOrder;
    expect(data.allergies).toMatchObject({ allergens: ['peanut', 'sesame'], acknowledgedAt: null });
    const listed = await client.as<{ orders: ApiOrder[] }>('goldStaff', 'GET', '/api/staff/orders?day=today');
    expect(listed.body.orders.find((o) => o._id === order._id)?.allergies?.allergens).toEqual([
      'peanut',
      'sesame',
    ]);
  });
});

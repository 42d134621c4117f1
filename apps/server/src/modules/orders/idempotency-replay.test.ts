import { describe, expect, it } from 'vitest';
import type { PlaceOrderResponse } from '@storefront/domain';
import { registerMember, signIn } from '../../test/accounts-fixture';
import { CUSTOMER, newKey, useOrderingBed, PICKUP_ASAP } from './orders.test-support';

/*
 * Issue 16: a replay answers the first order (names, email, phone, what was bought), so the same
 * Idempotency-Key from another session must not read it: 409, with nothing of the order.
 */
const bed = useOrderingBed();

const order = (customer = CUSTOMER) => ({
  ...PICKUP_ASAP,
  items: [bed.line('C1')],
  customer,
  payment: { method: 'Offline' },
});
const place = (key: string, body: object, token?: string) =>
  bed.request<PlaceOrderResponse & { message: string; code: string }>(
    'POST',
    `/api/eater/restaurants/${bed.restaurantId}/orders`,
    body,
    { 'idempotency-key': key, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  );

describe('an Idempotency-Key replays only to whoever placed the order', () => {
  it('a guest’s order replays to the same guest, not to another email or a member', async () => {
    const key = newKey();
    const first = await place(key, order());
    expect(first.status).toBe(201);
    const again = await place(key, order({ ...CUSTOMER, email: 'AVERY@example.com' }));
    expect(again.status).toBe(200);
    expect(again.body.order._id).toBe(first.body.order._id);

    const other = await place(key, order({ ...CUSTOMER, email: 'mallory@example.com' }));
    expect(other.status).toBe(409);
    expect(other.body.code).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(JSON.stringify(other.body)).not.toContain('avery');
    const member = await signIn(bed.t.app);
    expect((await place(key, order(), member.token)).status).toBe(409);
  });

  it('a member’s order replays to that member only', async () => {
    const member = await registerMember(bed.t.app);
    const mine = { ...CUSTOMER, email: member.user.local.email };
    const key = newKey();
    const first = await place(key, order(mine), member.token);
    expect(first.status).toBe(201);
    expect((await place(key, order(mine), member.token)).body.order._id).toBe(first.body.order._id);
    // Signed out (or the session gone), the same key and email read nothing.
    const guest = await place(key, order(mine));
    expect(guest.status).toBe(409);
    expect(guest.body.order).toBeUndefined();
    const someoneElse = await registerMember(bed.t.app);
    expect((await place(key, order(mine), someoneElse.token)).status).toBe(409);
  });
});

// Issue 27 item 7: a retry of a placed order is answered from what is stored; the rate limit counts
// only new orders, so a diner whose network retried is never told to slow down.
describe('a replay is answered before the rate limit counts it', () => {
  it('an email allowed one order gets its order back on every retry, and a second order is refused', async () => {
    const restaurants = bed.t.db.kysely.updateTable('restaurants').where('id', '=', bed.restaurantId);
    await restaurants.set({ orders_per_email_limit: 1 }).execute();
    try {
      const diner = { ...CUSTOMER, email: `retry-${newKey()}@example.com` };
      const key = newKey();
      const first = await place(key, order(diner));
      expect(first.status, first.body.message).toBe(201);
      for (let retry = 0; retry < 3; retry++) {
        const again = await place(key, order(diner));
        expect(again.status, again.body.message).toBe(200);
        expect(again.body.order._id).toBe(first.body.order._id);
      }
      expect((await place(newKey(), order(diner))).status).toBe(429);
    } finally {
      await restaurants.set({ orders_per_email_limit: null }).execute();
    }
  });
});

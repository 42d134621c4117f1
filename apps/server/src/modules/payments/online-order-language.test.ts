import type {
  ApiTenant,
  OnlinePayment,
  PlaceOrderPaymentRequired,
  PlaceOrderRequest,
} from '@storefront/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../db/ids';
import { createTestApp, hostOf, TEST_NOW, type TestApp } from '../../test/harness';
import {
  goldenmapleOrderable,
  lineFor,
  newIdempotencyKey,
  rowsWithKey,
  TEST_CARD,
} from '../../test/orders-fixture';

/*
 * Issue 31: an Online order is priced again when its card is authorised. When it can no longer be
 * placed then (here the restaurant closed its pickup date meanwhile), the diner's refusal is in the
 * language the order was placed in, the date inside it too.
 */

const FRENCH = { 'accept-language': 'fr-CA,fr;q=0.9' };
// Thursday: Golden Maple Bistro is open at 6 PM, until this test closes it.
const PICKUP_DATE = '2026-11-26';

let t: TestApp;
let gold: ApiTenant;
let restaurantId: string;
let order: PlaceOrderRequest;

async function post<T>(url: string, body: object, headers: Record<string, string> = {}) {
  const response = await t.app.inject({
    method: 'POST',
    url,
    headers: { ...hostOf('goldenmaple'), ...FRENCH, ...headers },
    payload: body,
  });
  return { status: response.statusCode, body: response.json<T & { message: string; code: string }>() };
}

beforeAll(async () => {
  t = await createTestApp({ now: TEST_NOW });
  const bed = await goldenmapleOrderable(t.app);
  ({ tenant: gold, restaurantId } = bed);
  order = {
    deliveryMethod: 'Pickup',
    pickupTimeType: 'Schedule',
    pickupDate: PICKUP_DATE,
    pickupTime: '18:00',
    items: [lineFor(bed.item)],
    customer: {
      firstName: 'Camille',
      lastName: 'Roy',
      email: 'camille@example.com',
      phone: '(306) 555 0188',
    },
    payment: { method: 'Online' },
  };
});
afterAll(() => t.close());

describe('an Online order refused when its card is authorised', () => {
  it('is refused in the language it was placed in, its date written in that language', async () => {
    const key = newIdempotencyKey();
    const placed = await post<PlaceOrderPaymentRequired>(
      `/api/eater/restaurants/${restaurantId}/orders`,
      order,
      {
        'idempotency-key': key,
      },
    );
    expect(placed.status, JSON.stringify(placed.body)).toBe(202);
    // Between the checkout and the card, the restaurant closes the pickup date.
    await t.db.kysely
      .insertInto('holiday_hours')
      .values({
        id: newId(),
        tenant_id: gold._id,
        restaurant_id: restaurantId,
        date: PICKUP_DATE,
        is_open: 0,
        open_time: null,
        close_time: null,
        note: 'Fermé',
      })
      .execute();

    const confirmed = await post<{ payment: OnlinePayment }>(
      `/api/eater/payments/${placed.body.payment._id}/confirm`,
      { card: TEST_CARD },
    );
    expect(confirmed.status).toBe(409);
    expect(confirmed.body.code).toBe('CLOSED_ON_DATE');
    expect(confirmed.body.message).toBe(
      'Désolé, nous sommes fermés le 26 nov. 2026. Votre carte n’a pas été débitée.',
    );
    expect(await rowsWithKey(t.db, 'orders', key)).toEqual([]);
  });
});

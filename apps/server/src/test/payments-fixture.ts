import type {
  ApiMenuItem,
  ApiOrder,
  ApiTenant,
  PlaceOrderPaymentRequired,
  PlaceOrderRequest,
  PlaceOrderResponse,
  StaffOrdersResponse,
} from '@storefront/domain';
import { afterAll, beforeAll } from 'vitest';
import { call, staffTokenOf } from './accounts-fixture';
import { createTestApp, TEST_NOW, type TestApp } from './harness';
import { goldenmapleOrderable } from './orders-fixture';

/*
 * The Online payment tests' bed, on the built-in test provider: the app at TEST_NOW on its own seeded
 * database, Golden Maple's first location and an item orderable there, and its demo staff member
 * signed in. A file calls `const { place, boardOrders, setStatus } = usePaymentsApp()` once at its
 * top and reads `t`, `gold`, `restaurantId` and `item` in its tests and its own beforeAll (which runs
 * after this one). Each test file has its own module instance.
 */

export let t: TestApp;
export let gold: ApiTenant;
export let restaurantId: string;
export let item: ApiMenuItem;
let staffToken: string;

/**
 * Places `body` at the location as a guest under the Idempotency-Key `key`: paid Online, the payment
 * to confirm (202) until the card is; else the order (201, and 200 when the key is sent again).
 */
const place = (key: string, body: PlaceOrderRequest) =>
  call<PlaceOrderResponse | PlaceOrderPaymentRequired>(
    t.app,
    'POST',
    `/api/eater/restaurants/${restaurantId}/orders`,
    { body, headers: { 'idempotency-key': key } },
  );

/** The location's orders on the staff board. */
const boardOrders = async () =>
  (
    await call<StaffOrdersResponse>(t.app, 'GET', `/api/staff/orders?restaurantId=${restaurantId}`, {
      token: staffToken,
    })
  ).body.orders;

/** Moves an order to `status` as the staff member: accepting captures its card, rejecting voids it. */
const setStatus = (orderId: string, status: string) =>
  call<ApiOrder>(t.app, 'POST', `/api/staff/orders/${orderId}/status`, {
    body: { status },
    token: staffToken,
  });

/** Starts the bed before the file's tests and closes it after them; answers the requests to it. */
export function usePaymentsApp() {
  beforeAll(async () => {
    t = await createTestApp({ now: TEST_NOW });
    ({ tenant: gold, restaurantId, item } = await goldenmapleOrderable(t.app));
    staffToken = await staffTokenOf(t.app);
  });
  afterAll(() => t.close());
  return { place, boardOrders, setStatus };
}

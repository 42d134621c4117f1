/*
 * The set-up the ordering tests share: the application at TEST_NOW, Golden Maple Bistro's first
 * restaurant and its online menus, JSON requests on a tenant's host, and a cart line by item code.
 */
import type { ApiMenuItem, ApiMenus, ApiTenant, CartItemInput } from '@storefront/domain';
import { createTestApp, hostOf, TEST_NOW, type TestApp } from '../../test/harness';
import { lineFor } from '../../test/orders-fixture';

export interface OrderingBed {
  t: TestApp;
  gold: ApiTenant;
  restaurantId: string;
  menus: ApiMenus;
  /** The online menus' items by code. */
  byCd: Map<string, ApiMenuItem>;
  /** A line of the item with that code, with the add-to-cart modal's default choices. */
  line(cd: string, quantity?: number, uuid?: string): CartItemInput;
  request<T>(
    method: 'GET' | 'POST',
    url: string,
    body?: unknown,
    headers?: Record<string, string>,
    slug?: string,
  ): Promise<{ status: number; body: T & { message?: string } }>;
}

export async function openOrderingBed(): Promise<OrderingBed> {
  const t = await createTestApp({ now: TEST_NOW });
  const request: OrderingBed['request'] = async (method, url, body, headers = {}, slug = 'goldenmaple') => {
    const response = await t.app.inject({
      method,
      url,
      headers: { ...hostOf(slug), ...headers },
      ...(body === undefined ? {} : { payload: body as object }),
    });
    return { status: response.statusCode, body: response.json() };
  };
  const gold = (await request<ApiTenant>('GET', '/api/eater/tenants/goldenmaple')).body;
  const restaurantId = gold.restaurants[0]!._id;
  const menus = (
    await request<ApiMenus>('GET', `/api/eater/restaurants/${restaurantId}/menus?onlineOrdering=true`)
  ).body;
  const byCd = new Map(menus.menus.flatMap((m) => m.sections.flatMap((s) => s.items)).map((i) => [i.cd!, i]));
  const line = (cd: string, quantity = 1, uuid?: string): CartItemInput =>
    lineFor(byCd.get(cd)!, quantity, uuid);
  return { t, gold, restaurantId, menus, byCd, line, request };
}

export const CUSTOMER = {
  firstName: 'Avery',
  lastName: 'Lee',
  email: 'avery@example.com',
  phone: '(306) 555 0123',
};
export const PICKUP_ASAP = { deliveryMethod: 'Pickup', pickupTimeType: 'ASAP' } as const;

let key = 0;
export const newKey = () => `test-key-${++key}-${Math.random().toString(36).slice(2)}`;

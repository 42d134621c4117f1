import http from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  REALTIME_EVENTS,
  type ApiOrder,
  type ApiTenant,
  type OrderEvent,
  type PlaceOrderResponse,
  type StaffLoginResponse,
} from '@storefront/domain';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { DEMO_STAFF_PASSWORD } from '../db/seed/staff';
import { createTestApp, TEST_NOW, type TestApp } from './harness';
import { newIdempotencyKey, orderableItems, pickupOrder, tenantOf } from './orders-fixture';

/*
 * The app listening on a real port, with real HTTP and socket.io clients, for the real-time tests.
 * A test file calls `useRealtimeApp()` once at its top.
 */

export let t: TestApp;
export let port: number;
export let gold: ApiTenant;
const sockets: Socket[] = [];

export const hostOf = (slug: string) => `${slug}.localhost:${port}`;

/** A real HTTP request to the listening app, with the tenant's Host header. */
export function httpJson<T>(
  method: 'GET' | 'POST' | 'DELETE',
  path: string,
  slug: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: T }> {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        headers: {
          host: hostOf(slug),
          ...(payload ? { 'content-type': 'application/json' } : {}),
          ...headers,
        },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, body: (text ? JSON.parse(text) : null) as T }),
        );
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

export async function login(email: string, slug: string): Promise<string> {
  const { status, body } = await httpJson<StaffLoginResponse>('POST', '/api/staff/login', slug, {
    email,
    password: DEMO_STAFF_PASSWORD,
  });
  expect(status).toBe(200);
  return body.token;
}

/** A socket.io client like the staff console's, reaching the app at a tenant's address. */
export function client(
  slug: string,
  options: { token?: string; cookie?: string; port?: number; origin?: string } = {},
) {
  const socket = connect(`http://127.0.0.1:${options.port ?? port}`, {
    path: '/socket.io',
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    extraHeaders: {
      host: hostOf(slug),
      ...(options.cookie ? { cookie: options.cookie } : {}),
      ...(options.origin ? { origin: options.origin } : {}),
    },
    auth: options.token ? { token: options.token } : {},
  });
  sockets.push(socket);
  const received: { event: string; payload: OrderEvent }[] = [];
  socket.on(REALTIME_EVENTS.newOrder, (payload: OrderEvent) =>
    received.push({ event: REALTIME_EVENTS.newOrder, payload }),
  );
  socket.on(REALTIME_EVENTS.orderUpdated, (payload: OrderEvent) =>
    received.push({ event: REALTIME_EVENTS.orderUpdated, payload }),
  );
  const outcome = new Promise<'connected' | string>((resolve) => {
    socket.once('connect', () => resolve('connected'));
    socket.once('connect_error', (error) => resolve(error.message));
  });
  return { socket, received, outcome };
}

export const until = async (condition: () => boolean, ms = 5000) => {
  const start = Date.now();
  while (!condition()) {
    if (Date.now() - start > ms) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 20));
  }
};
export const settle = () => new Promise((r) => setTimeout(r, 300));

export async function placeOrder(): Promise<ApiOrder> {
  const restaurantId = gold.restaurants[0]!._id;
  const [item] = await orderableItems(t.app, 'goldenmaple', restaurantId, TEST_NOW);
  const { status, body } = await httpJson<PlaceOrderResponse>(
    'POST',
    `/api/eater/restaurants/${restaurantId}/orders`,
    'goldenmaple',
    pickupOrder(item!),
    { 'idempotency-key': newIdempotencyKey() },
  );
  expect(status).toBe(201);
  return body.order;
}

async function startRealtimeApp(): Promise<void> {
  t = await createTestApp({ now: TEST_NOW });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
  gold = await tenantOf(t.app, 'goldenmaple');
}

function disconnectClients(): void {
  for (const socket of sockets.splice(0)) socket.disconnect();
}

const closeRealtimeApp = () => t.close();

/** Starts the listening app for the file's tests, disconnects their sockets after each, closes it at the end. */
export function useRealtimeApp(): void {
  beforeAll(startRealtimeApp);
  afterEach(disconnectClients);
  afterAll(closeRealtimeApp);
}

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
 * A test file calls `const live = useRealtimeApp()` once at its top.
 */

let t: TestApp;
let port: number;
let gold: ApiTenant;
const sockets: Socket[] = [];

const hostOf = (slug: string) => `${slug}.localhost:${port}`;

/** A real HTTP request to the listening app, with the tenant's Host header. */
function httpJson<T>(
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

async function login(email: string, slug: string): Promise<string> {
  const { status, body } = await httpJson<StaffLoginResponse>('POST', '/api/staff/login', slug, {
    email,
    password: DEMO_STAFF_PASSWORD,
  });
  expect(status).toBe(200);
  return body.token;
}

/** A socket.io client like the staff console's, reaching the app at a tenant's address. */
function client(
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

/**
 * A socket of Golden Maple's staff and one of another tenant's (Emerald's), both connected: who must
 * hear of a Golden Maple event, and who must not. `token` is the Golden Maple staff member's session.
 */
async function staffAndOtherTenant() {
  const token = await login('staff@goldenmaple.example.ca', 'goldenmaple');
  const staff = client('goldenmaple', { token });
  const otherTenant = client('emerald', { token: await login('staff@emerald.example.ca', 'emerald') });
  expect(await staff.outcome).toBe('connected');
  expect(await otherTenant.outcome).toBe('connected');
  return { token, staff, otherTenant };
}

/** What a socket hears of these events from now on, in order, as [event, payload]. */
export function heard<Payload>(socket: Socket, events: readonly string[]): [string, Payload][] {
  const received: [string, Payload][] = [];
  for (const name of events) socket.on(name, (payload: Payload) => received.push([name, payload]));
  return received;
}

/**
 * Golden Maple's staff and another tenant's, connected (staffAndOtherTenant), each hearing `events`
 * from now on: what the staff heard, and what the other tenant heard, which should stay empty.
 */
async function hearing<Payload>(events: readonly string[]) {
  const { token, staff, otherTenant } = await staffAndOtherTenant();
  return {
    token,
    received: heard<Payload>(staff.socket, events),
    elsewhere: heard<Payload>(otherTenant.socket, events),
  };
}

export const until = async (condition: () => boolean, ms = 5000) => {
  const start = Date.now();
  while (!condition()) {
    if (Date.now() - start > ms) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 20));
  }
};
export const settle = () => new Promise((r) => setTimeout(r, 300));

async function placeOrder(): Promise<ApiOrder> {
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

/**
 * Starts the listening app for the file's tests, disconnects their sockets after each, closes it at
 * the end. What it answers reaches that app: `t` and `gold` are there from the file's own beforeAll on.
 */
export function useRealtimeApp() {
  beforeAll(startRealtimeApp);
  afterEach(disconnectClients);
  afterAll(closeRealtimeApp);
  return {
    get t() {
      return t;
    },
    get gold() {
      return gold;
    },
    get port() {
      return port;
    },
    hostOf,
    httpJson,
    login,
    client,
    placeOrder,
    staffAndOtherTenant,
    hearing,
  };
}

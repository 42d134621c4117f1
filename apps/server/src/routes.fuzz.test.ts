import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { z } from 'zod';
import {
  brandRequestSchema,
  contactRequestSchema,
  couponRequestSchema,
  customerBlockSchema,
  giftCardProductRequestSchema,
  holidayRequestSchema,
  itemFieldsSchema,
  locationUpdateSchema,
  menuFieldsSchema,
  promotionRequestSchema,
  reorderSchema,
  reservationRequestSchema,
  sectionFieldsSchema,
  webhookEndpointRequestSchema,
  printerRequestSchema,
  printingSettingsSchema,
  cloudPrntPollSchema,
  type ApiMenus,
  type ApiTenant,
} from '@storefront/domain';
import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { DEMO_CREDENTIALS } from './db/seed/members';
import { DEMO_STAFF_PASSWORD } from './db/seed/staff';
import type { Database } from './db/schema';
import * as authSchemas from './modules/auth/auth.schemas';
import {
  inviteByEmailSchema,
  updateLanguageSchema,
  updateProfileSchema,
} from './modules/customers/customers.schemas';
import {
  savePaymentMethodSchema,
  updatePaymentMethodSchema,
} from './modules/customers/payment-methods.schemas';
import * as kitchen from './modules/kitchen/kitchen.schemas';
import * as loyaltyCounter from './modules/loyalty/loyalty-counter.schemas';
import * as reservations from './modules/reservations/reservations.schemas';
import * as staffAccounts from './modules/staff/staff-accounts.schemas';
import { giftCardOrderSchema } from './modules/gift-card-orders/gift-card-orders.schemas';
import { preauthSchema } from './modules/giftcards/giftcards.routes';
import { confirmPaymentSchema, onlinePaymentSwitchSchema } from './modules/payments/payments.schemas';
import { applyCouponSchema, cartQuoteSchema, placeOrderSchema } from './modules/orders/orders.schemas';
import { staffLoginSchema } from './modules/staff/staff.schemas';
import * as staffOrders from './modules/orders/staff-orders.schemas';
import { phoneOrderSchema } from './modules/orders/phone-orders.schemas';
import { createTestApp, hostOf, TEST_NOW, type TestApp } from './test/harness';
import { registerMember } from './test/accounts-fixture';
import { lineFor, orderableItems, pickupOrder } from './test/orders-fixture';
import { arbitraryFor, weirdValue } from './test/schema-arbitrary';
import { DINER_ACTIVITY_TABLES } from './test/tables';

/*
 * Issue 16 item 10: every POST, PUT, PATCH and DELETE route, driven by inputs generated from its own
 * schema and beyond it. A response is never a 5xx, and a refused request (any non-2xx) writes
 * nothing. Fixed seed and a bounded count so CI sees the same inputs every run; FUZZ_RUNS and
 * FUZZ_SEED widen or vary a run by hand (a failure prints the seed and the shrunk input).
 */

const SEED = Number(process.env.FUZZ_SEED ?? 20261125);
const RUNS = Number(process.env.FUZZ_RUNS ?? 20);

interface RouteFuzz {
  /** The route's body schema; none for routes that read no body (their body is anything). */
  body?: z.ZodType;
  /** The route takes an Idempotency-Key header. */
  idempotent?: boolean;
  /** A body the route accepts (built once the demo data is read): runs also send it with one field changed. */
  valid?: keyof ValidBodies;
  /** Which real value a path parameter most often takes (else any real one), so runs get past lookups. */
  prefer?: Record<string, keyof Reals>;
}

interface ValidBodies {
  order: Record<string, unknown>;
}

interface Reals {
  tenantId: string;
  restaurantId: string;
  orderId: string;
  memberId: string;
  giftCardNumber: string;
  itemId: string;
  optionId: string;
}

/** A route whose `:restaurantId` most often takes a real location; `body`, the schema of the body it reads. */
const atRestaurant = (body?: z.ZodType): RouteFuzz => ({ body, prefer: { restaurantId: 'restaurantId' } });
/** A route whose `:id` most often takes the real member. */
const ofMember = (body?: z.ZodType): RouteFuzz => ({ body, prefer: { id: 'memberId' } });
/** A route whose `:orderId` most often takes a real order. */
const onOrder = (body?: z.ZodType): RouteFuzz => ({ body, prefer: { orderId: 'orderId' } });

/** Every state-changing route, keyed as `METHOD path` (Fastify's path, first parameter name). */
const ROUTES: Record<string, RouteFuzz> = {
  'POST /api/eater/tenants/:id/giftcards/:giftCardNumber/preauth': {
    body: preauthSchema,
    prefer: { id: 'tenantId', giftCardNumber: 'giftCardNumber' },
  },
  'PUT /api/eater/tenants/:id/giftcards/:giftCardNumber/preauth': {
    body: preauthSchema,
    prefer: { id: 'tenantId', giftCardNumber: 'giftCardNumber' },
  },
  'DELETE /api/eater/tenants/:id/giftcardredemptions/:redemptionId': {},
  'POST /api/eater/tenants/:id/reservations': { body: reservationRequestSchema, prefer: { id: 'tenantId' } },
  'POST /api/eater/tenants/:id/orders/:orderId/cancel': { prefer: { id: 'tenantId', orderId: 'orderId' } },
  'POST /api/eater/restaurants/:id/cart/quote': {
    body: cartQuoteSchema,
    valid: 'order',
    prefer: { id: 'restaurantId' },
  },
  'POST /api/eater/restaurants/:id/orders': {
    body: placeOrderSchema,
    idempotent: true,
    valid: 'order',
    prefer: { id: 'restaurantId' },
  },
  'POST /api/eater/restaurants/:id/apply-coupon': { body: applyCouponSchema, prefer: { id: 'restaurantId' } },
  'POST /api/eater/payments/:paymentId/confirm': { body: confirmPaymentSchema },
  // No Stripe key in the test app: every provider's webhook answers 404 and writes nothing, whatever it is sent.
  'POST /api/payments/:provider/webhook': {},
  'POST /api/eater/restaurants/:id/giftcardorders': {
    body: giftCardOrderSchema,
    idempotent: true,
    prefer: { id: 'restaurantId' },
  },
  'POST /api/eater/auth/login': { body: authSchemas.loginSchema },
  'POST /api/eater/auth/logout': {},
  'POST /api/eater/auth/register': { body: authSchemas.registerSchema },
  'POST /api/eater/tenants/:id/orders/:orderId/account': {
    body: authSchemas.orderAccountSchema,
    prefer: { id: 'tenantId', orderId: 'orderId' },
  },
  'POST /api/eater/auth/reset-password/:token': { body: authSchemas.resetPasswordSchema },
  'POST /api/eater/auth/forgot-password': { body: authSchemas.forgotPasswordSchema },
  'PUT /api/eater/customers/:id': ofMember(updateProfileSchema),
  'PATCH /api/eater/customers/:id': ofMember(updateLanguageSchema),
  'PATCH /api/eater/customers/:id/changepassword': ofMember(authSchemas.changePasswordSchema),
  'POST /api/eater/customers/:id/referral/email': ofMember(inviteByEmailSchema),
  'POST /api/eater/customers/:id/paymentmethods': ofMember(savePaymentMethodSchema),
  'PUT /api/eater/customers/:id/paymentmethods/:methodId': ofMember(updatePaymentMethodSchema),
  'DELETE /api/eater/customers/:id/paymentmethods/:methodId': ofMember(),
  // No Stripe key in the test app: refused with a 409, nothing written.
  'POST /api/staff/settings/payments/:restaurantId/onboarding': atRestaurant(),
  'PUT /api/staff/settings/payments/:restaurantId': atRestaurant(onlinePaymentSwitchSchema),
  'POST /api/eater/communication/contact': { body: contactRequestSchema },
  'POST /api/staff/login': { body: staffLoginSchema },
  'POST /api/staff/logout': {},
  'POST /api/staff/orders': { body: phoneOrderSchema, idempotent: true },
  'POST /api/staff/orders/:orderId/status': onOrder(staffOrders.staffStatusChangeSchema),
  'POST /api/staff/giftcardorders/:id/paid': {},
  'POST /api/eater/tenants/:id/reservations/manage/:token/cancel': { prefer: { id: 'tenantId' } },
  'POST /api/eater/tenants/:id/reservations/manage/:token/move': {
    body: reservations.reservationMoveSchema,
    prefer: { id: 'tenantId' },
  },
  'POST /api/eater/customers/:id/reservations/:reservationId/cancel': ofMember(),
  'POST /api/eater/customers/:id/reservations/:reservationId/move': ofMember(
    reservations.reservationMoveSchema,
  ),
  'POST /api/staff/reservations/:reservationId/status': { body: reservations.staffReservationChangeSchema },
  'PUT /api/staff/reservation-settings': { body: reservations.reservationSettingsSchema },
  'POST /api/staff/accounts': { body: staffAccounts.staffInviteSchema },
  'POST /api/staff/loyalty/members/:customerId/purchases': {
    body: loyaltyCounter.inStorePurchaseSchema,
    idempotent: true,
    prefer: { customerId: 'memberId' },
  },
  'POST /api/staff/loyalty/members/:customerId/redemptions': {
    body: loyaltyCounter.counterDebitSchema,
    idempotent: true,
    prefer: { customerId: 'memberId' },
  },
  'DELETE /api/staff/accounts/:accountId': {},
  'POST /api/staff/invitations/:token': { body: staffAccounts.invitationAcceptSchema },
  'POST /api/staff/restaurants/:restaurantId/pause': atRestaurant(kitchen.pauseSchema),
  'POST /api/staff/restaurants/:restaurantId/resume': atRestaurant(kitchen.resumeSchema),
  'PUT /api/staff/restaurants/:restaurantId/busy': atRestaurant(kitchen.busySchema),
  'DELETE /api/staff/restaurants/:restaurantId/busy': atRestaurant(),
  'PUT /api/staff/restaurants/:restaurantId/capacity': atRestaurant(kitchen.capacitySchema),
  'POST /api/staff/restaurants/:restaurantId/items/:itemId/sold-out': {
    body: kitchen.soldOutSchema,
    prefer: { restaurantId: 'restaurantId', itemId: 'itemId' },
  },
  'POST /api/staff/restaurants/:restaurantId/items/:itemId/options/:optionId/sold-out': {
    body: kitchen.soldOutSchema,
    prefer: { restaurantId: 'restaurantId', itemId: 'itemId', optionId: 'optionId' },
  },
  'POST /api/staff/orders/:orderId/accept': onOrder(staffOrders.acceptSchema),
  'POST /api/staff/orders/:orderId/delay': onOrder(staffOrders.delaySchema),
  'POST /api/staff/orders/:orderId/ready': onOrder(),
  'POST /api/staff/orders/:orderId/print': onOrder(),
  'POST /api/staff/orders/:orderId/reject': onOrder(staffOrders.rejectSchema),
  'POST /api/staff/orders/:orderId/allergies/acknowledge': onOrder(),
  'POST /api/staff/orders/:orderId/kitchen/:station/bump': onOrder(),
  'DELETE /api/staff/orders/:orderId/kitchen/:station/bump': onOrder(),
  'POST /api/staff/orders/:orderId/kitchen/items/:lineId/strike': onOrder(),
  'DELETE /api/staff/orders/:orderId/kitchen/items/:lineId/strike': onOrder(),
  // The owner console's menus (the fuzz's staff account is not the owner: every one is refused).
  'POST /api/staff/restaurants/:restaurantId/menus': atRestaurant(menuFieldsSchema),
  'PUT /api/staff/restaurants/:restaurantId/menus/order': atRestaurant(reorderSchema),
  'PUT /api/staff/menus/:menuId': { body: menuFieldsSchema },
  'DELETE /api/staff/menus/:menuId': {},
  'POST /api/staff/menus/:menuId/sections': { body: sectionFieldsSchema },
  'PUT /api/staff/menus/:menuId/sections/order': { body: reorderSchema },
  'PUT /api/staff/sections/:sectionId': { body: sectionFieldsSchema },
  'DELETE /api/staff/sections/:sectionId': {},
  'POST /api/staff/sections/:sectionId/items': { body: itemFieldsSchema },
  'PUT /api/staff/sections/:sectionId/items/order': { body: reorderSchema },
  'PUT /api/staff/items/:itemId': { body: itemFieldsSchema, prefer: { itemId: 'itemId' } },
  'DELETE /api/staff/items/:itemId': { prefer: { itemId: 'itemId' } },
  'POST /api/staff/items/:itemId/photo': { prefer: { itemId: 'itemId' } },
  'DELETE /api/staff/items/:itemId/photo': { prefer: { itemId: 'itemId' } },
  // The owner console's settings: refused for the fuzz's staff account too.
  'PUT /api/staff/locations/:restaurantId': atRestaurant(locationUpdateSchema),
  'POST /api/staff/locations/:restaurantId/holidays': atRestaurant(holidayRequestSchema),
  'DELETE /api/staff/locations/:restaurantId/holidays/:holidayId': atRestaurant(),
  'POST /api/staff/promotions': { body: promotionRequestSchema },
  'PUT /api/staff/promotions/:promotionId': { body: promotionRequestSchema },
  'DELETE /api/staff/promotions/:promotionId': {},
  'POST /api/staff/coupons': { body: couponRequestSchema },
  'DELETE /api/staff/coupons/:couponId': {},
  'PUT /api/staff/brand': { body: brandRequestSchema },
  'POST /api/staff/images': {},
  'POST /api/staff/gift-card-products': { body: giftCardProductRequestSchema },
  'PUT /api/staff/gift-card-products/:productId': { body: giftCardProductRequestSchema },
  'DELETE /api/staff/gift-card-products/:productId': {},
  'POST /api/staff/webhooks': { body: webhookEndpointRequestSchema },
  'PUT /api/staff/webhooks/:endpointId': { body: webhookEndpointRequestSchema },
  'DELETE /api/staff/webhooks/:endpointId': {},
  'POST /api/staff/webhooks/:endpointId/test': {},
  'POST /api/staff/webhooks/:endpointId/secret': {},
  'POST /api/staff/webhooks/:endpointId/deliveries/:deliveryId/resend': {},
  'POST /api/staff/printers': { body: printerRequestSchema },
  'PUT /api/staff/printers/:printerId': { body: printerRequestSchema },
  'DELETE /api/staff/printers/:printerId': {},
  'POST /api/staff/printers/:printerId/test': {},
  'POST /api/staff/printers/:printerId/token': {},
  'POST /api/print/cloudprnt/:token': { body: cloudPrntPollSchema },
  'DELETE /api/print/cloudprnt/:token': {},
  'PUT /api/staff/printing/:restaurantId': atRestaurant(printingSettingsSchema),
  // The log provider in the test app: Twilio's callbacks answer 404 and write nothing, whatever they are sent.
  'POST /api/sms/twilio/inbound': {},
  'POST /api/sms/twilio/status': {},
  'PUT /api/staff/customers/:customerId/block': {
    body: customerBlockSchema,
    prefer: { customerId: 'memberId' },
  },
};

const WRITE_METHODS = ['POST', 'PUT', 'PATCH', 'DELETE'];

/** `METHOD path` of every state-changing route the app registers, read from Fastify's route tree. */
function writeRoutesOf(app: FastifyInstance): string[] {
  const found: string[] = [];
  const stack: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^([│ ]*)[├└]── (\S+)(?: \(([^)]*)\))?/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    // `:id|:tenantId` is one segment with two names: the first one names it here.
    const segment = match[2]!.replace(/(:\w+)(\|:\w+)+/g, '$1');
    stack.length = depth;
    stack[depth] = segment;
    const path = stack.join('').replace(/\/\//g, '/');
    for (const method of (match[3] ?? '').split(', ')) {
      if (WRITE_METHODS.includes(method)) found.push(`${method} ${path}`);
    }
  }
  return found.sort();
}

/* Tables a refused request must leave as they were (rate_limits counts refusals on purpose). */
const GUARDED_TABLES: (keyof Database)[] = [
  ...DINER_ACTIVITY_TABLES,
  'staff_users',
  'staff_sessions',
  'menus',
  'menu_sections',
  'menu_items',
  'audit_log',
  'uploaded_images',
  'promotions',
  'holiday_hours',
  'webhook_endpoints',
  'webhook_deliveries',
  'texts',
  'text_opt_outs',
];

/** The guarded tables' rows, one sorted line per row, each line prefixed with its table. */
async function snapshot(t: TestApp): Promise<string[]> {
  const tables = await Promise.all(
    GUARDED_TABLES.map(async (table) => {
      const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(
        t.db.kysely,
      );
      return rows.map((r) => `${table} ${JSON.stringify(r)}`);
    }),
  );
  return tables.flat().sort();
}

/** What a request changed: rows gone (-) and rows new or altered (+). */
function changes(before: string[], after: string[]): string[] {
  const was = new Set(before);
  const is = new Set(after);
  return [
    ...before.filter((r) => !is.has(r)).map((r) => `- ${r}`),
    ...after.filter((r) => !was.has(r)).map((r) => `+ ${r}`),
  ];
}

/** A valid body as it is, or with one of its fields removed or given a weird value. */
function mutationsOf(body: Record<string, unknown>): fc.Arbitrary<unknown> {
  const fields = Object.keys(body);
  return fc.oneof(
    fc.constant(body),
    fc
      .record({ field: fc.constantFrom(...fields), value: weirdValue, drop: fc.boolean() })
      .map(({ field, value, drop }) => {
        const changed: Record<string, unknown> = { ...body };
        if (drop) delete changed[field];
        else changed[field] = value;
        return changed;
      }),
  );
}

let t: TestApp;
let reals: Reals;
let hints: Record<string, readonly unknown[]>;
let valid: ValidBodies;
let memberToken: string;
let staffToken: string;
let addresses = 0;

async function post(url: string, body: unknown, headers: Record<string, string> = {}) {
  return t.app.inject({
    method: 'POST',
    url,
    headers: { ...hostOf('goldenmaple'), ...headers },
    payload: body as object,
    remoteAddress: `10.9.${Math.floor(++addresses / 250) % 250}.${addresses % 250}`,
  });
}

/** Fresh member and staff sessions: a logout run revokes the previous ones. */
async function signInBoth(): Promise<{ memberId: string }> {
  // A new member each time: the login runs guess the demo member's password until it is throttled.
  const member = await registerMember(t.app);
  memberToken = member.token;
  if (reals) reals.memberId = member.user._id;
  const staff = await post('/api/staff/login', {
    email: 'staff@goldenmaple.example.ca',
    password: DEMO_STAFF_PASSWORD,
  });
  expect(staff.statusCode).toBe(200);
  staffToken = staff.json<{ token: string }>().token;
  return { memberId: member.user._id };
}

beforeAll(async () => {
  t = await createTestApp({ now: TEST_NOW });
  const tenant = (
    await t.app.inject({ url: '/api/eater/tenants/goldenmaple', headers: hostOf('goldenmaple') })
  ).json<ApiTenant>();
  const restaurantId = tenant.restaurants[0]!._id;
  const items = await orderableItems(t.app, 'goldenmaple', restaurantId, TEST_NOW);
  const menus = (
    await t.app.inject({
      url: `/api/eater/restaurants/${restaurantId}/menus`,
      headers: hostOf('goldenmaple'),
    })
  ).json<ApiMenus>();
  const optionIds = menus.menus
    .flatMap((m) => m.sections.flatMap((s) => s.items))
    .flatMap((i) => lineFor(i).options.map((o) => o.option_id));
  const order = await post(`/api/eater/restaurants/${restaurantId}/orders`, pickupOrder(items[0]!), {
    'idempotency-key': 'fuzz-setup-order-1',
  });
  expect(order.statusCode).toBe(201);
  const orderId = order.json<{ order: { _id: string } }>().order._id;
  const card = await t.db.kysely.selectFrom('gift_cards').select(['gift_card_number']).executeTakeFirst();
  const { memberId } = await signInBoth();
  const products = await t.db.kysely.selectFrom('gift_card_products').select('id').execute();

  reals = {
    tenantId: tenant._id,
    restaurantId,
    orderId,
    memberId,
    giftCardNumber: card?.gift_card_number ?? '',
    itemId: items[0]!._id,
    optionId: optionIds[0] ?? '',
  };
  valid = { order: { ...pickupOrder(items[1] ?? items[0]!), couponCode: 'WELCOME10' } };
  hints = {
    id: items.map((i) => i._id),
    option_id: optionIds,
    restaurant: [restaurantId],
    restaurantId: [restaurantId],
    giftCardProductId: products.map((p) => p.id),
    couponCode: ['WELCOME10'],
    email: [DEMO_CREDENTIALS.email],
    couponEmail: [DEMO_CREDENTIALS.email],
    pickupDate: ['2026-11-26', '2026-11-25', '2026-02-30'],
    pickupTime: ['18:00', '12:30 PM'],
    reservedDate: ['2026-11-26', '2026-02-30'],
    reservedTime: ['18:00'],
    firstName: ['Avery'],
    lastName: ['Lee'],
    phone: ['306-555-0123'],
    telephone: ['3065550142'],
    partySize: [2],
    quantity: [1, 2],
  };
});

afterAll(async () => {
  await t?.close();
});

describe('route fuzzing (fast-check, fixed seed)', () => {
  it('covers every state-changing route the app registers', () => {
    expect(writeRoutesOf(t.app)).toEqual(Object.keys(ROUTES).sort());
  });

  for (const [route, fuzz] of Object.entries(ROUTES)) {
    it(`${route}: never a 5xx, and a refused request writes nothing`, { timeout: 60_000 }, async () => {
      const [method, path] = route.split(' ') as [string, string];
      const paramNames = [...path.matchAll(/:(\w+)/g)].map((m) => m[1]!);
      const param = (name: string) =>
        fc.oneof(
          ...(fuzz.prefer?.[name] ? [{ arbitrary: fc.constant(reals[fuzz.prefer[name]]), weight: 4 }] : []),
          { arbitrary: fc.constantFrom(...Object.values(reals), 'goldenmaple'), weight: 2 },
          { arbitrary: fc.string({ unit: 'grapheme', maxLength: 30 }), weight: 1 },
          { arbitrary: weirdValue.map((v) => String(v).slice(0, 300)), weight: 1 },
        );
      const bodies = fuzz.body
        ? fc.oneof(
            { arbitrary: arbitraryFor(fuzz.body, { hints }), weight: 3 },
            { arbitrary: arbitraryFor(fuzz.body, { hints, chaos: 0.15 }), weight: 3 },
            ...(fuzz.valid ? [{ arbitrary: mutationsOf(valid[fuzz.valid]), weight: 3 }] : []),
            { arbitrary: weirdValue, weight: 1 },
          )
        : fc.oneof(fc.constant(undefined), weirdValue);
      const input = fc.record({
        params: fc.tuple(...paramNames.map(param)),
        body: bodies,
        auth: fc.constantFrom('none', 'member', 'staff', 'garbage'),
        host: fc.constantFrom('goldenmaple', 'goldenmaple', 'goldenmaple', 'emerald', 'nowhere'),
        key: fuzz.idempotent
          ? fc.option(fc.oneof(fc.string({ minLength: 8, maxLength: 40 }), fc.string({ maxLength: 200 })), {
              nil: undefined,
            })
          : fc.constant(undefined),
      });

      const statuses: Record<number, number> = {};
      // The tables after one request are the tables before the next: one read per request.
      let last: string[] | null = null;
      await fc.assert(
        fc.asyncProperty(input, async ({ params, body, auth, host, key }) => {
          let i = 0;
          const url = path.replace(/:\w+/g, () => encodeURIComponent(params[i++] as string));
          const headers: Record<string, string> = { ...hostOf(host) };
          if (auth !== 'none') {
            headers.authorization = `Bearer ${auth === 'member' ? memberToken : auth === 'staff' ? staffToken : 'x'.repeat(40)}`;
          }
          if (key !== undefined) headers['idempotency-key'] = key;
          const before = last ?? (await snapshot(t));
          const response = await t.app.inject({
            method: method as 'POST',
            url,
            headers,
            ...(body === undefined ? {} : { payload: JSON.stringify(body) ?? 'null' }),
            ...(body === undefined ? {} : { headers: { ...headers, 'content-type': 'application/json' } }),
            remoteAddress: `10.8.${Math.floor(++addresses / 250) % 250}.${addresses % 250}`,
          });
          // Work a route leaves running after its answer (forgot-password's mail) belongs to it.
          await t.app.background.idle();
          const after = await snapshot(t);
          last = after;
          statuses[response.statusCode] = (statuses[response.statusCode] ?? 0) + 1;
          expect(response.statusCode, `${method} ${url} answered ${response.body}`).toBeLessThan(500);
          if (response.statusCode >= 300) {
            expect(response.json<{ message?: unknown }>().message, 'a refusal says why').toEqual(
              expect.any(String),
            );
            expect(changes(before, after), `${method} ${url} ${response.statusCode} wrote`).toEqual([]);
          }
        }),
        { seed: SEED, numRuns: RUNS, endOnFailure: false },
      );
      if (process.env.FUZZ_VERBOSE) console.log(route, JSON.stringify(statuses));
      // A logout run revoked the sessions the next routes use; staff sign-in is throttled per account,
      // so new sessions are made only then.
      if (route.endsWith('/logout')) await signInBoth();
    });
  }
});

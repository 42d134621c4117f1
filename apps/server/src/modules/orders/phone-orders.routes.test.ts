import {
  PHONE_ORDER_MESSAGES,
  type ApiMenuItem,
  type ApiOrder,
  type ApiTenant,
  type CartItemInput,
  type PaymentLinkView,
  type PhoneOrderRequest,
  type PhoneOrderResponse,
  type PlaceOrderResponse,
  type StaffOrdersResponse,
} from '@storefront/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { call } from '../../test/accounts-fixture';
import { staffTokenOf } from '../../test/accounts-fixture';
import { createTestApp, TEST_NOW, type TestApp } from '../../test/harness';
import {
  confirmPayment,
  lineFor,
  newIdempotencyKey,
  orderableItems,
  rowsWithKey,
  tenantOf,
} from '../../test/orders-fixture';
import { mailsTo, outboxEventOf, staffRowOf } from '../../test/rows';
import { auditEntriesOf } from '../../test/owner-console-fixture';

/*
 * Phone orders at the counter (issue 29 item 8; decision 0087): staff take an order for a caller,
 * placed and priced by the storefront's placement, marked 'phone' with who took it; paid at pickup,
 * or by a card link mailed from the configured origin.
 */

let t: TestApp;
let gold: ApiTenant;
let restaurantId: string;
let items: ApiMenuItem[];
let staff: { authorization: string };

const CALLER = { firstName: 'Robin', lastName: 'Diaz', phone: '(306) 555 0144' };
beforeAll(async () => {
  t = await createTestApp({
    now: TEST_NOW,
    config: { links: loadConfig({ TENANT_BASE_DOMAIN: 'myfoodcourt.test' }).links },
  });
  gold = await tenantOf(t.app, 'goldenmaple');
  // Casey works at Riversdale only.
  restaurantId = gold.restaurants.find((r) => r.slug === 'riversdale')!._id;
  items = await orderableItems(t.app, 'goldenmaple', restaurantId, TEST_NOW);
  staff = { authorization: `Bearer ${await staffTokenOf(t.app)}` };
});
afterAll(() => t.close());

/** A cart with an item that has options or sizes when the menu has one, with a special request. */
function cart(): CartItemInput[] {
  const withChoices =
    items.find((i) => (i.options?.length ?? 0) > 0 || (i.sizes?.length ?? 0) > 0) ?? items[0]!;
  const plain = items.find((i) => i !== withChoices)!;
  return [{ ...lineFor(withChoices, 2), specialInstructions: 'No onions, please' }, lineFor(plain)];
}

const phoneOrder = (body: Partial<PhoneOrderRequest> = {}): PhoneOrderRequest => ({
  restaurantId,
  items: cart(),
  deliveryMethod: 'Pickup',
  pickupTimeType: 'ASAP',
  customer: CALLER,
  payment: 'counter',
  ...body,
});

const takePhoneOrder = (body: unknown, key = newIdempotencyKey(), headers = staff) =>
  call<PhoneOrderResponse>(t.app, 'POST', '/api/staff/orders', {
    slug: 'goldenmaple',
    body,
    headers: { ...headers, 'idempotency-key': key },
  });

const boardOrders = async () =>
  (
    await call<StaffOrdersResponse>(t.app, 'GET', `/api/staff/orders?restaurantId=${restaurantId}`, {
      slug: 'goldenmaple',
      headers: staff,
    })
  ).body.orders;

describe('POST /api/staff/orders', () => {
  it('places the order priced exactly as the storefront prices the same cart, marked phone, with who took it', async () => {
    const items = cart();
    const web = await call<PlaceOrderResponse>(
      t.app,
      'POST',
      `/api/eater/restaurants/${restaurantId}/orders`,
      {
        slug: 'goldenmaple',
        body: {
          items,
          deliveryMethod: 'Pickup',
          pickupTimeType: 'ASAP',
          customer: { ...CALLER, email: 'robin@example.com' },
          payment: { method: 'Offline' },
        },
        headers: { 'idempotency-key': newIdempotencyKey() },
      },
    );
    expect(web.status, JSON.stringify(web.body)).toBe(201);

    const key = newIdempotencyKey();
    const phone = await takePhoneOrder(phoneOrder({ items, specialRequests: 'Call when ready' }), key);
    expect(phone.status, JSON.stringify(phone.body)).toBe(201);
    const order = phone.body.order!;
    const money = (o: ApiOrder) => [o.subtotal, o.tax, o.gst, o.pst, o.discountTotal, o.total];
    expect(money(order)).toEqual(money(web.body.order));
    expect(order.items.map((i) => [i.name, i.size, i.options, i.baseTotal, i.extraTotal])).toEqual(
      web.body.order.items.map((i) => [i.name, i.size, i.options, i.baseTotal, i.extraTotal]),
    );
    expect(order).toMatchObject({
      channel: 'phone',
      status: 'Received',
      paymentMethod: 'Offline',
      paymentStatus: 'Unpaid',
      nameOrderedUnder: 'Robin Diaz',
      phone: '306-555-0144',
      email: '',
      specialRequests: 'Call when ready',
    });
    expect(order.items[0]!.specialInstructions).toBe('No onions, please');
    expect(web.body.order.channel).toBe('web');

    const [row] = await rowsWithKey(t.db, 'orders', key);
    const casey = await staffRowOf(t.db);
    expect(row).toMatchObject({ channel: 'phone', taken_by: casey.id });
    const audit = await auditEntriesOf(t, 'order', order._id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ entity: 'order', action: 'create', staff_account_id: casey.id });

    // Its event (the webhooks' payload, the board's live news) says so too.
    const event = await outboxEventOf(t.db, order._id, 'order.placed');
    expect((JSON.parse(event.data) as ApiOrder).channel).toBe('phone');

    // On the board, marked phone.
    const onBoard = (await boardOrders()).find((o) => o._id === order._id);
    expect(onBoard?.channel).toBe('phone');
  });

  it('mails a caller who gave no email nothing when the kitchen accepts, and one who gave one as any diner', async () => {
    const accept = (orderId: string) =>
      call(t.app, 'POST', `/api/staff/orders/${orderId}/accept`, {
        slug: 'goldenmaple',
        body: {},
        headers: staff,
      });
    const silent = (await takePhoneOrder(phoneOrder())).body.order!;
    const mailed = (
      await takePhoneOrder(phoneOrder({ customer: { ...CALLER, email: 'robin.accepted@example.com' } }))
    ).body.order!;
    expect((await accept(silent._id)).status).toBe(200);
    expect((await accept(mailed._id)).status).toBe(200);
    await t.app.background.idle();
    const accepted = await t.db.kysely
      .selectFrom('mail_outbox')
      .select(['to_address', 'subject'])
      .where('kind', '=', 'order-accepted')
      .execute();
    expect(accepted.filter((m) => m.to_address === '')).toEqual([]);
    expect(accepted.filter((m) => m.subject.includes(`#${mailed.orderNumber} `))).toEqual([
      expect.objectContaining({ to_address: 'robin.accepted@example.com' }),
    ]);
  });

  it('is idempotent: the same key answers with the same order, written once', async () => {
    const key = newIdempotencyKey();
    const first = await takePhoneOrder(phoneOrder(), key);
    expect(first.status).toBe(201);
    const again = await takePhoneOrder(phoneOrder(), key);
    expect(again.status).toBe(200);
    expect(again.body.order!._id).toBe(first.body.order!._id);
    expect(await rowsWithKey(t.db, 'orders', key)).toHaveLength(1);
  });

  it('is refused at a location the staff member does not work at (403), and without a sign-in (401)', async () => {
    // Sam works at Emerald's Calgary location only.
    const emerald = await tenantOf(t.app, 'emerald');
    const elsewhere = emerald.restaurants.find((r) => r.slug !== 'calgary-kensington')!._id;
    const sam = {
      authorization: `Bearer ${await staffTokenOf(t.app, 'calgary@emerald.example.ca', 'emerald')}`,
    };
    const refused = await call<PhoneOrderResponse>(t.app, 'POST', '/api/staff/orders', {
      slug: 'emerald',
      body: phoneOrder({ restaurantId: elsewhere }),
      headers: { ...sam, 'idempotency-key': newIdempotencyKey() },
    });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(PHONE_ORDER_MESSAGES.notYourLocation);
    // Another tenant's location is not Casey's either.
    expect((await takePhoneOrder(phoneOrder({ restaurantId: elsewhere }))).status).toBe(403);
    const anonymous = await takePhoneOrder(phoneOrder(), newIdempotencyKey(), {} as typeof staff);
    expect(anonymous.status).toBe(401);
  });

  it('answers bad input with a 4xx that says what is wrong', async () => {
    const cases: [unknown, number, RegExp][] = [
      [{ ...phoneOrder(), customer: { ...CALLER, phone: '12' } }, 400, /phone/i],
      [{ ...phoneOrder(), customer: { ...CALLER, firstName: '' } }, 400, /first name/i],
      [{ ...phoneOrder(), payment: 'cash' }, 400, /payment must be/],
      [{ ...phoneOrder(), pickupTimeType: 'Schedule' }, 400, /pickupDate and pickupTime/],
      [{ ...phoneOrder(), payment: 'link' }, 400, /email/],
      [{ ...phoneOrder(), items: [] }, 400, /.+/],
      [{ ...phoneOrder(), restaurantId: '0123456789abcdef01234567' }, 403, /locations you work at/],
      [[1, 2], 400, /.+/],
    ];
    for (const [body, status, message] of cases) {
      const answer = await takePhoneOrder(body);
      expect(answer.status, JSON.stringify(body)).toBe(status);
      expect(answer.body.message).toMatch(message);
    }
    const noKey = await call(t.app, 'POST', '/api/staff/orders', {
      slug: 'goldenmaple',
      body: phoneOrder(),
      headers: staff,
    });
    expect(noKey.status).toBe(400);
  });

  it('by card link: mails the caller a link on the configured origin; paid there, the order reaches the board', async () => {
    const key = newIdempotencyKey();
    const before = (await boardOrders()).length;
    const placed = await takePhoneOrder(
      phoneOrder({ payment: 'link', customer: { ...CALLER, email: 'Robin@Example.com' } }),
      key,
      { ...staff, host: 'goldenmaple.attacker.example' } as typeof staff,
    );
    expect(placed.status, JSON.stringify(placed.body)).toBe(202);
    expect(placed.body.order).toBeNull();
    const payment = placed.body.payment!;
    expect(placed.body.linkSentTo).toBe('robin@example.com');
    expect(await rowsWithKey(t.db, 'orders', key)).toHaveLength(0);

    const mails = await mailsTo(t.db, 'phone-order-payment-link', 'robin@example.com');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text_body).toContain(`https://goldenmaple.myfoodcourt.test/pay?payment=${payment._id}`);
    expect(mails[0]!.text_body).not.toContain('attacker');
    // Golden Maple texts its diners: the caller gets the link by text too, once.
    const texts = await t.db.kysely
      .selectFrom('texts')
      .select(['to_phone', 'body', 'purpose'])
      .where('purpose', '=', 'card link')
      .execute();
    expect(texts).toEqual([
      {
        to_phone: '+13065550144',
        purpose: 'card link',
        body: expect.stringContaining(`https://goldenmaple.myfoodcourt.test/pay?payment=${payment._id}`),
      },
    ]);
    // Sent again under the same key: the same payment, not mailed twice.
    const again = await takePhoneOrder(
      phoneOrder({ payment: 'link', customer: { ...CALLER, email: 'robin@example.com' } }),
      key,
    );
    expect(again.body.payment!._id).toBe(payment._id);
    expect(
      await t.db.kysely.selectFrom('texts').select('id').where('purpose', '=', 'card link').execute(),
    ).toHaveLength(1);

    // The caller's page: the payment, then the card.
    const view = await call<PaymentLinkView>(t.app, 'GET', `/api/eater/payments/${payment._id}`, {
      slug: 'goldenmaple',
    });
    expect(view.status).toBe(200);
    expect(view.body).toMatchObject({ restaurantId, orderId: null, payment: { amount: payment.amount } });
    const paid = await confirmPayment(t.app, payment._id);
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect(paid.body.order).toMatchObject({
      channel: 'phone',
      paymentStatus: 'Authorised',
      total: payment.amount,
    });
    const [row] = await rowsWithKey(t.db, 'orders', key);
    expect(row?.taken_by).not.toBeNull();
    expect((await boardOrders()).length).toBe(before + 1);
    const after = await call<PaymentLinkView>(t.app, 'GET', `/api/eater/payments/${payment._id}`, {
      slug: 'goldenmaple',
    });
    expect(after.body.orderId).toBe(paid.body.order!._id);
  });
});

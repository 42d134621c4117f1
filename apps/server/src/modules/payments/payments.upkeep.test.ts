import type { ApiOrder, PlaceOrderRequest, StaffLoginResponse } from '@storefront/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_STAFF_PASSWORD } from '../../db/seed/staff';
import { call } from '../../test/accounts-fixture';
import { createTestApp, TEST_NOW, type TestApp } from '../../test/harness';
import {
  confirmPayment,
  onlineCheckout,
  paidOnlineOrder,
  TEST_CARD,
  tenantOf,
  testPickupOrder,
} from '../../test/orders-fixture';
import { paymentDepsOf } from './payments.service';
import { alertLapsingAuthorisations, sweepAbandonedPayments } from './payments.upkeep';

/*
 * The payment sweep's upkeep on the test provider: abandoned checkout attempts are voided and
 * deleted after a day, an authorisation without an order is given back first; an order left
 * Received until its authorisation is about to lapse is mailed to the restaurant, once.
 */

let t: TestApp;
let restaurantId: string;
let order: PlaceOrderRequest;
let staffToken: string;
const HOUR = 3_600_000;
const at = (hours: number) => new Date(TEST_NOW.getTime() + hours * HOUR);

const checkout = () => onlineCheckout(t.app, restaurantId, order);

const confirm = (paymentId: string, body: unknown) => confirmPayment(t.app, paymentId, body);

const paidOrder = async (): Promise<ApiOrder> => (await paidOnlineOrder(t.app, restaurantId, order)).order;

const paymentRow = (id: string) =>
  t.db.kysely.selectFrom('payments').selectAll().where('id', '=', id).executeTakeFirst();
/** The status of an intent at the test provider, by its own id: the payment row may be gone. */
const intentStatus = async (intentId: string) =>
  (
    await t.db.kysely
      .selectFrom('test_payment_intents')
      .select('status')
      .where('id', '=', intentId)
      .executeTakeFirstOrThrow()
  ).status;

beforeAll(async () => {
  t = await createTestApp({ now: TEST_NOW });
  const gold = await tenantOf(t.app, 'goldenmaple');
  restaurantId = gold.restaurants[0]!._id;
  order = await testPickupOrder(t.app, restaurantId);
  const login = await call<StaffLoginResponse>(t.app, 'POST', '/api/staff/login', {
    body: { email: 'staff@goldenmaple.example.ca', password: DEMO_STAFF_PASSWORD },
  });
  staffToken = login.body.token;
});
afterAll(() => t.close());

describe('abandoned checkout attempts', () => {
  it('are voided and deleted after a day; one that became an order stays', async () => {
    const untouched = await checkout();
    const waiting = await checkout();
    expect(
      (await confirm(waiting._id, { card: { ...TEST_CARD, number: '4000 0027 6000 3184' } })).body.payment
        .status,
    ).toBe('requires_action');
    const placed = await paidOrder();
    const deps = paymentDepsOf(t.app);

    expect(await sweepAbandonedPayments(deps, at(23))).toBe(0);
    expect(await paymentRow(untouched._id)).toBeDefined();

    const untouchedIntent = (await paymentRow(untouched._id))!.provider_payment_id!;
    expect(await sweepAbandonedPayments(deps, at(25))).toBe(2);
    expect(await paymentRow(untouched._id)).toBeUndefined();
    expect(await paymentRow(waiting._id)).toBeUndefined();
    expect(await intentStatus(untouchedIntent)).toBe('canceled');
    // A late confirm finds nothing to pay.
    expect((await confirm(untouched._id, { card: TEST_CARD })).status).toBe(404);
    const kept = await t.db.kysely
      .selectFrom('payments')
      .select('id')
      .where('order_id', '=', placed._id)
      .execute();
    expect(kept).toHaveLength(1);
  });

  it('an authorisation that never became an order is given back first, then deleted', async () => {
    const payment = await checkout();
    const row = (await paymentRow(payment._id))!;
    // Authorised at the provider, but the order was never written (the browser and the server both lost).
    await t.app.paymentProviders
      .byName('test')!
      .confirm(row.provider_payment_id!, { card: TEST_CARD }, { account: null });
    const deps = paymentDepsOf(t.app);
    await sweepAbandonedPayments(deps, at(25));
    expect(await paymentRow(payment._id)).toMatchObject({ status: 'canceled', order_id: null });
    expect(await intentStatus(row.provider_payment_id!)).toBe('canceled');
    await sweepAbandonedPayments(deps, at(25));
    expect(await paymentRow(payment._id)).toBeUndefined();
  });
});

describe('an authorisation about to lapse', () => {
  it('is mailed to the restaurant once, a day before it lapses, unless the order was accepted', async () => {
    const waiting = await paidOrder();
    const accepted = await paidOrder();
    const accept = await call(t.app, 'POST', `/api/staff/orders/${accepted._id}/status`, {
      token: staffToken,
      body: { status: 'Accepted' },
    });
    expect(accept.status).toBe(200);
    const deps = { ...paymentDepsOf(t.app), mailer: t.app.mailer, links: t.app.links };
    const mails = () =>
      t.db.kysely.selectFrom('mail_outbox').selectAll().where('kind', '=', 'authorisation-lapsing').execute();

    await alertLapsingAuthorisations(deps, at(5 * 24));
    expect(await mails()).toHaveLength(0);

    await alertLapsingAuthorisations(deps, at(6 * 24 + 1));
    const sent = await mails();
    const about = (o: ApiOrder) => sent.filter((m) => m.subject.startsWith(`Order #${o.orderNumber}:`));
    expect(about(waiting)).toHaveLength(1);
    expect(about(accepted)).toHaveLength(0);
    expect(about(waiting)[0]).toMatchObject({
      to_address: 'hello@goldenmaple.example.ca',
      subject: `Order #${waiting.orderNumber}: its card payment lapses within a day`,
    });
    expect(about(waiting)[0]!.text_body).toMatch(/accept the order within a day/);

    await alertLapsingAuthorisations(deps, at(6 * 24 + 2));
    const again = await mails();
    expect(again.filter((m) => m.subject.startsWith(`Order #${waiting.orderNumber}:`))).toHaveLength(1);
  });
});

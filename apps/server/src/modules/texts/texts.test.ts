import {
  TEXT_LIMITS,
  TEXT_MESSAGES,
  type ApiOrder,
  type ApiTenant,
  type OwnerBrand,
  type TextsResponse,
} from '@storefront/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startLocalHttpServer,
  type LocalHttpServer,
  type LocalReply,
} from '../../adapters/geo/local-http-server';
import { loadSmsConfig } from '../../adapters/sms/sms-provider';
import { twilioSignature } from '../../adapters/sms/twilio-signature';
import { call, staffTokenOf } from '../../test/accounts-fixture';
import { createTestApp, hostOf, type TestApp } from '../../test/harness';
import { placeTestOrder, tenantOf } from '../../test/orders-fixture';
import { sendText } from './texts.service';
import { outboxEventOf } from '../../test/rows';

/*
 * Texts to the diner (issue 29 item 7; decision 0086), with the Twilio adapter sending to a local
 * double of Twilio's Messages API: an order's news texted once per event, none to a phone that said
 * STOP or where the brand has texts off; STOP, START and HELP answered in TwiML; status callbacks
 * kept; signatures checked against the configured URL; the owner's paginated list.
 */
const SID = 'AC0123456789abcdef0123456789abcdef';
const TOKEN = 'twilio-test-token';
const FROM = '+15005550006';
const ORIGIN = 'https://orders.example.ca';

let double: LocalHttpServer;
let answer: () => LocalReply;
let sent = 0;
const twilioOk = (): LocalReply => ({
  status: 201,
  json: { sid: `SM${String(++sent).padStart(32, '0')}`, status: 'queued' },
});
let t: TestApp;
let gold: ApiTenant;
let restaurantId: string;
let staff: string;
let owner: string;

beforeAll(async () => {
  answer = twilioOk;
  double = await startLocalHttpServer(() => answer());
  t = await createTestApp({
    config: {
      sms: loadSmsConfig(
        {
          SMS_PROVIDER: 'twilio',
          TWILIO_ACCOUNT_SID: SID,
          TWILIO_AUTH_TOKEN: TOKEN,
          TWILIO_FROM: FROM,
          TWILIO_API_BASE: double.url,
          SMS_WEBHOOK_ORIGIN: ORIGIN,
        },
        'http://localhost:3000',
      ),
    },
  });
  gold = await tenantOf(t.app, 'goldenmaple');
  restaurantId = gold.restaurants[0]!._id;
  staff = await staffTokenOf(t.app);
  owner = await staffTokenOf(t.app, 'owner@goldenmaple.example.ca');
});

afterAll(async () => {
  await t.close();
  await double.close();
});

/** The texts the double was asked to send to a phone, as Twilio's form fields. */
const textsTo = (phone: string) =>
  double.requests
    .map((request) => Object.fromEntries(new URLSearchParams(request.body)))
    .filter((form) => form.To === phone);

const orderWithTexts = (phone: string, textUpdates = true) =>
  placeTestOrder(t.app, {
    restaurantId,
    extra: {
      textUpdates,
      customer: { firstName: 'Avery', lastName: 'Lee', email: 'avery@example.com', phone },
    },
  });

async function staffDoes(
  orderId: string,
  action: 'accept' | 'delay' | 'ready' | 'reject',
  body: object = {},
) {
  const response = await call(t.app, 'POST', `/api/staff/orders/${orderId}/${action}`, {
    token: staff,
    body,
  });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  await t.app.background.idle();
}

/** A request Twilio signed for `path` at the configured origin. */
function fromTwilio(path: string, params: Record<string, string>, signature?: string) {
  return t.app.inject({
    method: 'POST',
    url: path,
    headers: {
      ...hostOf('goldenmaple'),
      'content-type': 'application/x-www-form-urlencoded',
      'x-twilio-signature': signature ?? twilioSignature(TOKEN, `${ORIGIN}${path}`, params),
    },
    payload: new URLSearchParams(params).toString(),
  });
}

const inbound = (from: string, body: string) =>
  fromTwilio('/api/sms/twilio/inbound', {
    MessageSid: 'SMin',
    AccountSid: SID,
    From: from,
    To: FROM,
    Body: body,
  });

const textRowsOf = (orderId: string) =>
  t.db.kysely
    .selectFrom('texts')
    .select(['key', 'status', 'provider_id', 'error_code', 'error_message'])
    .where('order_id', '=', orderId)
    .orderBy('created_at')
    .execute();

/** The owner turns the brand's Texts on or off in the console; the storefront's document follows. */
async function setTextsOn(on: boolean) {
  const brand = await call<OwnerBrand>(t.app, 'GET', '/api/staff/brand', { token: owner });
  const saved = await call<OwnerBrand>(t.app, 'PUT', '/api/staff/brand', {
    token: owner,
    body: { ...brand.body, settings: { ...brand.body.settings, text_updates: on } },
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  expect(saved.body.settings.text_updates).toBe(on);
  expect((await tenantOf(t.app, 'goldenmaple')).settings.text_updates).toBe(on);
}

describe('texts about an order', () => {
  it('texts the diner who asked, once per event, with the restaurant, the news and the short link', async () => {
    const order = await orderWithTexts('(306) 555-0101');
    expect(order.textUpdates).toBe(true);
    await t.app.background.idle();
    expect(textsTo('+13065550101')).toEqual([]);
    await staffDoes(order._id, 'accept', { prepMinutes: 20 });
    const link = `http://goldenmaple.localhost:3000/o/${order._id}`;
    expect(textsTo('+13065550101')).toEqual([
      {
        To: '+13065550101',
        From: FROM,
        Body: expect.stringMatching(
          new RegExp(
            `^${order.restaurant.name}: your order #${order.orderNumber} is accepted, ready at \\d{1,2}:\\d{2} [AP]M\\. ${link}$`,
          ),
        ),
        StatusCallback: `${ORIGIN}/api/sms/twilio/status`,
      },
    ]);
    // The outbox hands the event over again (a retry, another process): nobody is texted twice.
    await t.db.kysely
      .updateTable('outbox_events')
      .set({ status: 'pending', due_at: t.app.now().toISOString() })
      .where('aggregate_id', '=', order._id)
      .execute();
    await t.app.events.sweep();
    await t.app.background.idle();
    expect(textsTo('+13065550101')).toHaveLength(1);
    await staffDoes(order._id, 'ready');
    expect(textsTo('+13065550101').map((form) => form.Body)).toEqual([
      expect.stringContaining('is accepted'),
      `${order.restaurant.name}: your order #${order.orderNumber} is ready for pickup. ${link}`,
    ]);
    expect((await textRowsOf(order._id)).map((row) => row.status)).toEqual(['queued', 'queued']);
    // The short link leads to the order's status page.
    const short = await t.app.inject({
      method: 'GET',
      url: `/o/${order._id}`,
      headers: hostOf('goldenmaple'),
    });
    expect(short.statusCode).toBe(302);
    expect(short.headers.location).toBe(`/order?id=${order._id}`);
    expect(
      (await t.app.inject({ method: 'GET', url: '/o/nothing', headers: hostOf('goldenmaple') })).statusCode,
    ).toBe(404);
  });

  it('says the new time of a delayed order', async () => {
    const order = await orderWithTexts('306-555-0111');
    await staffDoes(order._id, 'accept', { prepMinutes: 20 });
    await staffDoes(order._id, 'delay', { minutes: 15 });
    const [accepted, delayed] = textsTo('+13065550111').map((form) => form.Body!);
    const timeOf = (body: string) => /ready at (\d{1,2}:\d{2} [AP]M)\./.exec(body)?.[1];
    expect(delayed).toContain(`sorry, your order #${order.orderNumber} needs more time: now ready at`);
    expect(timeOf(delayed!)).not.toBe(timeOf(accepted!));
  });

  it('says why an order was rejected', async () => {
    const order = await orderWithTexts('306-555-0102');
    await staffDoes(order._id, 'reject', { reason: 'Out of dough' });
    expect(textsTo('+13065550102').map((form) => form.Body)).toEqual([
      expect.stringContaining(
        `sorry, we could not accept your order #${order.orderNumber}. Reason: Out of dough.`,
      ),
    ]);
  });

  it('texts nobody who did not ask, nor where the brand has texts off', async () => {
    const order = await orderWithTexts('306-555-0103', false);
    await staffDoes(order._id, 'accept', { prepMinutes: 20 });
    expect(textsTo('+13065550103')).toEqual([]);
    const asked = await orderWithTexts('306-555-0104');
    await setTextsOn(false);
    try {
      await staffDoes(asked._id, 'accept', { prepMinutes: 20 });
      expect(textsTo('+13065550104')).toEqual([]);
      expect(await textRowsOf(asked._id)).toEqual([]);
      // The checkout's box is not offered: a request with it ticked is refused, in words.
      const refused = await call<{ message: string }>(
        t.app,
        'POST',
        `/api/eater/restaurants/${restaurantId}/orders`,
        {
          headers: { 'idempotency-key': 'texts-off-1' },
          body: { ...(await orderBody()), textUpdates: true },
        },
      );
      expect(refused.status).toBe(409);
      expect(refused.body.message).toBe(TEXT_MESSAGES.textsOff);
    } finally {
      await setTextsOn(true);
    }
  });

  it('refuses a ticked box without a phone that can be texted, in words', async () => {
    const response = await call<{ message: string }>(
      t.app,
      'POST',
      `/api/eater/restaurants/${restaurantId}/orders`,
      {
        headers: { 'idempotency-key': 'texts-phone-1' },
        body: {
          ...(await orderBody()),
          textUpdates: true,
          customer: { firstName: 'A', lastName: 'B', email: 'a@example.com', phone: '(116) 555-0123' },
        },
      },
    );
    expect(response.status).toBe(400);
    expect(response.body.message).toContain(TEXT_MESSAGES.phoneNeeded);
  });

  it('leaves a text Twilio could not take now for the outbox to hand over again, and sends it once then', async () => {
    const order = await orderWithTexts('306-555-0105');
    answer = () => ({ status: 503, text: 'Service Unavailable' });
    try {
      await staffDoes(order._id, 'accept', { prepMinutes: 20 });
    } finally {
      answer = twilioOk;
    }
    expect(await textRowsOf(order._id)).toMatchObject([
      { status: 'retry', error_message: 'Twilio answered 503' },
    ]);
    const event = await outboxEventOf(t.db, order._id, 'order.accepted');
    expect(event).toMatchObject({ status: 'pending', attempts: 1 });
    // Its backoff over (the clock is pinned: the event is made due), the text goes, once.
    await t.db.kysely
      .updateTable('outbox_events')
      .set({ due_at: t.app.now().toISOString() })
      .where('aggregate_id', '=', order._id)
      .execute();
    await t.app.events.sweep();
    await t.app.background.idle();
    expect(await textRowsOf(order._id)).toMatchObject([
      { status: 'queued', error_message: 'Twilio answered 503' },
    ]);
    // Two requests reached Twilio: the one that failed and the one that went.
    expect(textsTo('+13065550105')).toHaveLength(2);
  });
});

async function orderBody() {
  const { orderableItems, pickupOrder } = await import('../../test/orders-fixture');
  const [item] = await orderableItems(t.app, 'goldenmaple', restaurantId, t.app.now());
  return pickupOrder(item!);
}

describe("a phone's STOP, START and HELP", () => {
  it('answers each in TwiML, keeps STOP per phone, and texts no phone that said it', async () => {
    const stop = await inbound('+13065550106', 'Stop');
    expect(stop.statusCode).toBe(200);
    expect(stop.headers['content-type']).toMatch(/^text\/xml/);
    expect(stop.body).toBe(
      '<?xml version="1.0" encoding="UTF-8"?><Response><Message>Order updates: you will get no more texts from this number. Reply START to get them again.</Message></Response>',
    );
    const order = await orderWithTexts('306-555-0106');
    await staffDoes(order._id, 'accept', { prepMinutes: 20 });
    expect(textsTo('+13065550106')).toEqual([]);
    expect(await textRowsOf(order._id)).toMatchObject([
      { status: 'not sent', error_message: 'The phone replied STOP to this number.' },
    ]);
    // START again: the next news is texted; HELP names the brand that texts it.
    expect((await inbound('+13065550106', 'START')).body).toContain('texts about your orders are on again');
    await staffDoes(order._id, 'ready');
    expect(textsTo('+13065550106')).toHaveLength(1);
    const help = await inbound('+13065550106', 'help');
    expect(help.body).toContain(`<Message>${gold.name}: texts about orders you asked for at checkout.`);
    // Anything else is not answered.
    expect((await inbound('+13065550106', 'Thanks!')).body).toBe(
      '<?xml version="1.0" encoding="UTF-8"?><Response></Response>',
    );
  });

  it('answers in the language of the order the last text was about', async () => {
    const order = await placeTestOrder(t.app, {
      restaurantId,
      headers: { 'accept-language': 'fr-CA' },
      extra: {
        textUpdates: true,
        customer: { firstName: 'Élise', lastName: 'Roy', email: 'elise@example.com', phone: '306-555-0120' },
      },
    });
    await staffDoes(order._id, 'accept', { prepMinutes: 20 });
    expect(textsTo('+13065550120')).toHaveLength(1);
    const help = await inbound('+13065550120', 'HELP');
    expect(help.body).toContain(`<Message>${gold.name} : textos sur les commandes demandés au paiement.`);
    expect((await inbound('+13065550120', 'STOP')).body).toContain('vous ne recevrez plus de textos');
  });

  it('refuses a request Twilio did not sign for the configured URL', async () => {
    const params = { From: '+13065550107', To: FROM, Body: 'STOP' };
    // Signed for another host (what a Host header would say): refused.
    const forged = twilioSignature(TOKEN, 'http://goldenmaple.localhost:3000/api/sms/twilio/inbound', params);
    const response = await fromTwilio('/api/sms/twilio/inbound', params, forged);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'BAD_SIGNATURE' });
    expect((await fromTwilio('/api/sms/twilio/inbound', params, '')).statusCode).toBe(403);
    expect(
      await t.db.kysely.selectFrom('text_opt_outs').selectAll().where('phone', '=', '+13065550107').execute(),
    ).toEqual([]);
  });
});

describe("Twilio's status callbacks", () => {
  it("keep a text's status and error code, forward only, and a carrier's STOP", async () => {
    const order = await orderWithTexts('306-555-0108');
    await staffDoes(order._id, 'accept', { prepMinutes: 20 });
    const [row] = await textRowsOf(order._id);
    const status = (MessageStatus: string, ErrorCode?: string) =>
      fromTwilio('/api/sms/twilio/status', {
        MessageSid: row!.provider_id!,
        MessageStatus,
        AccountSid: SID,
        ...(ErrorCode ? { ErrorCode } : {}),
      });
    expect((await status('sent')).statusCode).toBe(204);
    expect((await status('delivered')).statusCode).toBe(204);
    // A late "sent" does not move it back.
    await status('sent');
    expect(await textRowsOf(order._id)).toMatchObject([{ status: 'delivered', error_code: null }]);

    const other = await orderWithTexts('306-555-0109');
    await staffDoes(other._id, 'accept', { prepMinutes: 20 });
    const [second] = await textRowsOf(other._id);
    await fromTwilio('/api/sms/twilio/status', {
      MessageSid: second!.provider_id!,
      MessageStatus: 'undelivered',
      ErrorCode: '21610',
    });
    expect(await textRowsOf(other._id)).toMatchObject([{ status: 'undelivered', error_code: '21610' }]);
    // Twilio says the phone replied STOP to it: no more texts to that phone.
    await staffDoes(other._id, 'ready');
    expect(textsTo('+13065550109')).toHaveLength(1);
    // Unsigned: refused, nothing changes.
    expect(
      (
        await fromTwilio(
          '/api/sms/twilio/status',
          { MessageSid: row!.provider_id!, MessageStatus: 'failed' },
          'bad',
        )
      ).statusCode,
    ).toBe(403);
    expect(await textRowsOf(order._id)).toMatchObject([{ status: 'delivered' }]);
  });
});

describe('sendText, for other modules', () => {
  const tenant = () => ({ id: gold._id });
  it('texts a phone for a purpose, at most TEXT_LIMITS.perPhonePerHour an hour, once per key', async () => {
    const phone = '306-555-0110';
    const first = await sendText(
      t.app.texts,
      tenant(),
      phone,
      'Golden Maple Bistro: pay here https://x',
      'card link',
      { key: 'k1' },
    );
    expect(first).toMatchObject({ status: 'queued', reason: null });
    expect(await sendText(t.app.texts, tenant(), phone, 'again', 'card link', { key: 'k1' })).toMatchObject({
      id: first.id,
      status: 'queued',
    });
    for (let i = 1; i < TEXT_LIMITS.perPhonePerHour; i++)
      await sendText(t.app.texts, tenant(), phone, `n${i}`, 'card link');
    expect(textsTo('+13065550110')).toHaveLength(TEXT_LIMITS.perPhonePerHour);
    const limited = await sendText(t.app.texts, tenant(), phone, 'one too many', 'card link');
    expect(limited).toMatchObject({ status: 'not sent', reason: expect.stringMatching(/^Rate limited/) });
    expect(textsTo('+13065550110')).toHaveLength(TEXT_LIMITS.perPhonePerHour);
    await expect(sendText(t.app.texts, tenant(), '555-0110', 'x', 'card link')).rejects.toMatchObject({
      statusCode: 422,
    });
  });
});

describe("the owner's Messages", () => {
  it("lists the brand's texts a page at a time, newest first, masked, with this month's count", async () => {
    const first = await call<TextsResponse>(t.app, 'GET', '/api/staff/texts?limit=3', { token: owner });
    expect(first.status).toBe(200);
    expect(first.body.texts).toHaveLength(3);
    expect(first.body.texts[0]).toMatchObject({
      phone: expect.stringMatching(/^\+1 \*\*\*-\*\*\*-\d{4}$/),
      test: false,
    });
    const all = await t.db.kysely
      .selectFrom('texts')
      .select('id')
      .where('tenant_id', '=', gold._id)
      .execute();
    const seen = [...first.body.texts];
    let cursor = first.body.nextCursor;
    while (cursor) {
      const page = await call<TextsResponse>(t.app, 'GET', `/api/staff/texts?limit=3&cursor=${cursor}`, {
        token: owner,
      });
      seen.push(...page.body.texts);
      cursor = page.body.nextCursor;
    }
    expect(new Set(seen.map((text) => text._id)).size).toBe(all.length);
    const billed = seen.filter((text) =>
      ['queued', 'sent', 'delivered', 'failed', 'undelivered'].includes(text.status),
    );
    expect(first.body.sentThisMonth).toBe(billed.length);
    const ordered = seen.find((text) => text.orderId !== null)!;
    expect(ordered.orderNumber).toEqual(expect.any(Number));
    // Staff of a location, and a bad cursor, are refused.
    expect((await call(t.app, 'GET', '/api/staff/texts', { token: staff })).status).toBe(403);
    expect((await call(t.app, 'GET', '/api/staff/texts?cursor=nope', { token: owner })).status).toBe(400);
  });
});

describe('the built-in log provider', () => {
  let demo: TestApp;
  beforeAll(async () => {
    demo = await createTestApp();
  });
  afterAll(() => demo.close());

  it('sends nothing, and its texts are listed labelled as test', async () => {
    const before = double.requests.length;
    const goldDemo = await tenantOf(demo.app, 'goldenmaple');
    const order: ApiOrder = await placeTestOrder(demo.app, {
      restaurantId: goldDemo.restaurants[0]!._id,
      extra: { textUpdates: true },
    });
    const token = await staffTokenOf(demo.app);
    await call(demo.app, 'POST', `/api/staff/orders/${order._id}/accept`, {
      token,
      body: { prepMinutes: 20 },
    });
    await demo.app.background.idle();
    const list = await call<TextsResponse>(demo.app, 'GET', '/api/staff/texts', {
      token: await staffTokenOf(demo.app, 'owner@goldenmaple.example.ca'),
    });
    expect(list.body.texts).toMatchObject([
      { orderId: order._id, test: true, status: 'delivered', body: expect.stringContaining('is accepted') },
    ]);
    expect(list.body.sentThisMonth).toBe(1);
    expect(double.requests.length).toBe(before);
    // Without Twilio, nothing is received: its webhooks are not there.
    expect(
      (
        await demo.app.inject({
          method: 'POST',
          url: '/api/sms/twilio/inbound',
          headers: hostOf('goldenmaple'),
        })
      ).statusCode,
    ).toBe(404);
  });
});

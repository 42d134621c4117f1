import { beforeAll, describe, expect, it } from 'vitest';
import {
  GIFT_RECIPIENT_MESSAGES as M,
  type ApiGiftCardOrder,
  type ApiGiftCardProduct,
  type GiftCardOrderResponse,
  type StaffGiftCardOrder,
} from '@storefront/domain';
import type { Mailer } from '../../adapters/mail/mailer';
import { emerald, gold, t, useTestApp } from '../../test/app-fixture';
import { TEST_NOW } from '../../test/harness';
import { call, registerMember, signIn, staffTokenOf } from '../../test/accounts-fixture';
import { groupedCardNumber } from './gift-card-orders.mail';
import {
  CLAIM_LEASE_MINUTES,
  giftSendDepsOf,
  sendDueGifts,
  type GiftSendDeps,
} from './gift-card-orders.sends';

/*
 * Gift cards sent to someone else (issue 18 item 7): the recipient, the message and the send date are
 * checked, the recipient's mail goes once at its time on the restaurant's clock (and never before,
 * nor before the order is paid), once however many sweeps run at once, and the buyer's profile lists
 * the gifts they sent. The clock is pinned: Wednesday 2026-11-25, 2:30 PM in Saskatoon (UTC-6).
 */

useTestApp();

let single: ApiGiftCardProduct;
let keys = 0;
const buyer = {
  firstName: 'Robin',
  lastName: 'Quill',
  email: 'robin.gifts@example.com',
  phone: '306-555-0199',
};
let recipients = 0;
const newRecipient = (over: Record<string, unknown> = {}) => ({
  name: 'Alex Chen',
  email: `alex-${++recipients}@example.com`,
  message: 'Happy birthday!\nDinner is on me.',
  ...over,
});

beforeAll(() => {
  single = gold.giftCardProducts.find((p) => p.quantity === 1 && p.price === 25)!;
  expect(single).toBeDefined();
});

function order(over: Record<string, unknown> = {}, product: ApiGiftCardProduct = single) {
  return {
    giftCardType: 'Digital',
    giftCardProductId: product._id,
    quantity: 2,
    customer: buyer,
    paymentMethod: 'Offline',
    recipient: newRecipient(),
    ...over,
  };
}

function place(body: unknown, options: { slug?: string; restaurantId?: string; token?: string } = {}) {
  const tenant = options.slug === 'emerald' ? emerald : gold;
  return call<GiftCardOrderResponse>(
    t.app,
    'POST',
    `/api/eater/restaurants/${options.restaurantId ?? tenant.restaurants[0]!._id}/giftcardorders`,
    {
      slug: options.slug,
      token: options.token,
      body,
      headers: { 'idempotency-key': `gift-send-${++keys}` },
    },
  );
}

async function markPaid(orderId: string, slug = 'goldenmaple') {
  const staff = slug === 'emerald' ? 'staff@emerald.example.ca' : 'staff@goldenmaple.example.ca';
  const paid = await call<StaffGiftCardOrder>(t.app, 'POST', `/api/staff/giftcardorders/${orderId}/paid`, {
    slug,
    token: await staffTokenOf(t.app, staff, slug),
  });
  expect(paid.status).toBe(200);
  await t.app.background.idle();
  return paid.body;
}

const mailsTo = (email: string) =>
  t.db.kysely
    .selectFrom('mail_outbox')
    .selectAll()
    .where('to_address', '=', email)
    .orderBy('created_at')
    .execute();

const deps = (): GiftSendDeps => giftSendDepsOf(t.app);
const at = (iso: string) => new Date(iso);

/** A case of the validation table below: a recipient whose send date is refused with `message`. */
const refusedSendDate = (
  what: string,
  sendDate: string,
  message: string,
): [string, Record<string, unknown>, string] => [
  what,
  { recipient: newRecipient({ sendDate }) },
  `recipient.sendDate: ${message}`,
];

describe('validation of the recipient, the message and the send date', () => {
  it.each([
    ['a physical card', { giftCardType: 'Physical' }, `recipient: ${M.digitalOnly}`],
    ['no recipient name', { recipient: { email: 'a@b.co' } }, `recipient.name: ${M.name}`],
    ['a blank recipient name', { recipient: { name: '  ', email: 'a@b.co' } }, `recipient.name: ${M.name}`],
    ['no recipient email', { recipient: { name: 'Alex' } }, `recipient.email: ${M.email}`],
    [
      'a bad recipient email',
      { recipient: { name: 'Alex', email: 'alex@' } },
      `recipient.email: ${M.invalidEmail}`,
    ],
    [
      'a message too long',
      { recipient: newRecipient({ message: 'x'.repeat(501) }) },
      `recipient.message: ${M.messageTooLong}`,
    ],
    refusedSendDate('a date that is not one', 'next week', M.sendDate),
    refusedSendDate('a date that does not exist', '2026-02-30', M.sendDate),
    // Yesterday on the restaurant's clock.
    refusedSendDate('a past date', '2026-11-24', M.sendDatePast),
    // Today + 91 days.
    refusedSendDate('a date too far', '2027-02-24', M.sendDateTooFar),
    [
      'a recipient that is not an object',
      { recipient: 'Alex' },
      'recipient: recipient must be an object with name and email',
    ],
  ])('answers 400 for %s, and places nothing', async (_, change, message) => {
    const before = await t.db.kysely.selectFrom('gift_card_orders').select('id').execute();
    const { status, body } = await place(order(change));
    expect(status).toBe(400);
    expect(body.message).toBe(message);
    expect(await t.db.kysely.selectFrom('gift_card_orders').select('id').execute()).toHaveLength(
      before.length,
    );
  });

  it('takes the last allowed date, and today, and no date', async () => {
    for (const sendDate of ['2027-02-23', '2026-11-25', null, undefined]) {
      expect((await place(order({ recipient: newRecipient({ sendDate }) }))).status).toBe(201);
    }
  });
});

describe('the scheduled send', () => {
  it('mails the recipient once at 9:00 AM on the send date, on the restaurant’s clock, and not before', async () => {
    const recipient = newRecipient({ sendDate: '2026-12-24' });
    const placed = await place(order({ recipient }));
    expect(placed.status).toBe(201);
    expect(placed.body.giftCardOrder.recipient).toEqual({
      name: 'Alex Chen',
      email: recipient.email,
      message: 'Happy birthday!\nDinner is on me.',
      // 9:00 AM in Saskatoon (UTC-6).
      sendAt: '2026-12-24T15:00:00.000Z',
      status: 'Scheduled',
      sentAt: null,
    });

    // Not paid yet: even at its time, nothing goes.
    expect(await sendDueGifts(deps(), at('2026-12-24T16:00:00Z'))).toBe(0);
    const paid = await markPaid(placed.body.giftCardOrder._id);
    expect(paid.giftCards).toHaveLength(2);

    // The buyer is told when and to whom, without the card numbers.
    const [confirmation, ...more] = await mailsTo(buyer.email).then((m) =>
      m.filter((mail) => mail.subject.includes(`#${placed.body.giftCardOrder.giftCardOrderNumber}`)),
    );
    expect(more).toHaveLength(0);
    expect(confirmation!.subject).toBe(
      `Your gift for Alex Chen (order #${placed.body.giftCardOrder.giftCardOrderNumber})`,
    );
    expect(confirmation!.text_body).toContain(
      `Your gift cards will be emailed to Alex Chen (${recipient.email}) on Dec 24, 2026 9:00 AM.`,
    );
    expect(confirmation!.text_body).toContain('  "Happy birthday!\n   Dinner is on me."');
    for (const card of paid.giftCards)
      expect(confirmation!.text_body).not.toContain(groupedCardNumber(card.giftCardNumber));
    expect(await mailsTo(recipient.email)).toHaveLength(0);

    // A second before its time: nothing. At its time: the gift, once.
    expect(await sendDueGifts(deps(), at('2026-12-24T14:59:59.999Z'))).toBe(0);
    expect(await mailsTo(recipient.email)).toHaveLength(0);
    expect(await sendDueGifts(deps(), at('2026-12-24T15:00:00Z'))).toBe(1);
    expect(await sendDueGifts(deps(), at('2026-12-24T15:01:00Z'))).toBe(0);
    expect(await sendDueGifts(deps(), at('2027-01-24T15:01:00Z'))).toBe(0);
    const mails = await mailsTo(recipient.email);
    expect(mails).toHaveLength(1);
    const gift = mails[0]!;
    expect(gift.kind).toBe('gift-card-gift');
    expect(gift.subject).toBe(`Robin Quill sent you a ${gold.name} gift card`);
    expect(gift.text_body).toContain(
      `Robin Quill sent you a gift from ${gold.name}: 2 gift cards of $25.00 each.`,
    );
    expect(gift.text_body).toContain('A message from Robin:\n  "Happy birthday!\n   Dinner is on me."');
    for (const card of paid.giftCards)
      expect(gift.text_body).toContain(`${groupedCardNumber(card.giftCardNumber)}   $25.00`);
    // The link comes from configuration (the test config's base domain), not from a request.
    expect(gift.text_body).toContain('order at http://goldenmaple.localhost:3000/menus and enter the number');

    const row = await t.db.kysely
      .selectFrom('gift_card_orders')
      .select(['gift_status', 'gift_sent_at'])
      .where('id', '=', placed.body.giftCardOrder._id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ gift_status: 'Sent', gift_sent_at: '2026-12-24T15:00:00.000Z' });
  });

  it('sends a gift for now as soon as it is paid online, and keeps the cards out of the buyer’s own', async () => {
    const member = await signIn(t.app);
    const recipient = newRecipient({ message: null });
    const body = order({
      paymentMethod: 'Online',
      quantity: 1,
      recipient,
      customer: { ...buyer, email: 'paid-online@example.com' },
    });
    const pending = await place(body, { token: member.token });
    expect(pending.status).toBe(202);
    const payment = (pending.body as unknown as { payment: { _id: string } }).payment;
    const confirmed = await call<{ giftCardOrder: ApiGiftCardOrder }>(
      t.app,
      'POST',
      `/api/eater/payments/${payment._id}/confirm`,
      {
        body: { card: { number: '4242424242424242', expiry: '12/30', cvc: '123', postalCode: 'S7M 0W9' } },
      },
    );
    expect(confirmed.status).toBe(200);
    await t.app.background.idle();

    const [gift] = await mailsTo(recipient.email);
    expect(gift!.text_body).toContain(
      `Robin Quill sent you a gift from ${gold.name}: a gift card of $25.00.`,
    );
    expect(gift!.text_body).not.toContain('A message from');
    const [confirmation] = await mailsTo('paid-online@example.com');
    expect(confirmation!.text_body).toContain(
      `Your gift card is being emailed to Alex Chen (${recipient.email}) now.`,
    );
    // The sweep finds nothing more to send.
    expect(await sendDueGifts(deps(), TEST_NOW)).toBe(0);
    expect(await mailsTo(recipient.email)).toHaveLength(1);

    const cards = await t.db.kysely
      .selectFrom('gift_cards')
      .select('customer_id')
      .where('gift_card_order_id', '=', confirmed.body.giftCardOrder._id)
      .execute();
    expect(cards).toEqual([{ customer_id: null }]);
  });

  it('sends a due gift once when six sweeps (as from several server processes) run at once', async () => {
    const recipientsHere = [newRecipient(), newRecipient(), newRecipient()];
    for (const recipient of recipientsHere) {
      const placed = await place(order({ recipient: { ...recipient, sendDate: '2026-11-30' } }));
      await markPaid(placed.body.giftCardOrder._id);
    }
    const due = at('2026-11-30T15:00:00Z');
    const counts = await Promise.all(Array.from({ length: 6 }, () => sendDueGifts(deps(), due)));
    expect(counts.reduce((a, b) => a + b, 0)).toBe(3);
    for (const recipient of recipientsHere) expect(await mailsTo(recipient.email)).toHaveLength(1);
  });

  it('takes a claim again only once its lease is over (a process stopped mid-send)', async () => {
    const recipient = newRecipient({ sendDate: '2026-12-01' });
    const placed = await place(order({ recipient }));
    await markPaid(placed.body.giftCardOrder._id);
    const claimedAt = '2026-12-01T15:00:00.000Z';
    await t.db.kysely
      .updateTable('gift_card_orders')
      .set({ gift_status: 'Sending', gift_claimed_at: claimedAt })
      .where('id', '=', placed.body.giftCardOrder._id)
      .execute();
    const lease = CLAIM_LEASE_MINUTES * 60_000;
    expect(await sendDueGifts(deps(), new Date(Date.parse(claimedAt) + lease - 1))).toBe(0);
    expect(await mailsTo(recipient.email)).toHaveLength(0);
    expect(await sendDueGifts(deps(), new Date(Date.parse(claimedAt) + lease))).toBe(1);
    expect(await mailsTo(recipient.email)).toHaveLength(1);
  });

  it('tries again after the lease when the mail server refused the mail', async () => {
    const recipient = newRecipient({ sendDate: '2026-12-02' });
    const placed = await place(order({ recipient }));
    await markPaid(placed.body.giftCardOrder._id);
    let refusals = 1;
    const flaky: Mailer = {
      send: async (message) => {
        if (message.to === recipient.email && refusals-- > 0) return 'failed';
        return t.app.mailer.send(message);
      },
      close() {},
    };
    const flakyDeps = { ...deps(), mailer: flaky };
    const due = Date.parse('2026-12-02T15:00:00Z');
    expect(await sendDueGifts(flakyDeps, new Date(due))).toBe(0);
    expect(await sendDueGifts(flakyDeps, new Date(due + 60_000))).toBe(0);
    expect(await sendDueGifts(flakyDeps, new Date(due + CLAIM_LEASE_MINUTES * 60_000))).toBe(1);
    expect(await mailsTo(recipient.email)).toHaveLength(1);
  });

  it('mails each tenant’s gift in its own name, with its own link', async () => {
    const product = emerald.giftCardProducts[0]!;
    const recipient = newRecipient({ sendDate: '2026-12-03' });
    const placed = await place(order({ recipient }, product), { slug: 'emerald' });
    expect(placed.status).toBe(201);
    await markPaid(placed.body.giftCardOrder._id, 'emerald');
    expect(await sendDueGifts(deps(), at('2026-12-04T00:00:00Z'))).toBeGreaterThanOrEqual(1);
    const [gift] = await mailsTo(recipient.email);
    expect(gift!.from_address).toContain(emerald.name);
    expect(gift!.subject).toBe(`Robin Quill sent you a ${emerald.name} gift card`);
    expect(gift!.text_body).toContain('http://emerald.localhost:3000/menus');
  });
});

describe("GET /customers/{id}/giftcards/sent: the buyer's profile", () => {
  it('lists the gifts a member sent, newest first, one page at a time, with their status', async () => {
    const member = await registerMember(t.app);
    const customer = { ...buyer, email: member.user.local.email };
    const first = await place(order({ customer, recipient: newRecipient({ name: 'First Friend' }) }), {
      token: member.token,
    });
    const second = await place(
      order({ customer, recipient: newRecipient({ name: 'Second Friend', sendDate: '2026-12-24' }) }),
      { token: member.token },
    );
    expect([first.status, second.status]).toEqual([201, 201]);
    // Bought for themselves: not a gift sent.
    await place(order({ customer, recipient: null }), { token: member.token });
    await markPaid(first.body.giftCardOrder._id);
    await t.app.background.idle();

    const url = `/api/eater/customers/${member.user._id}/giftcards/sent`;
    const page1 = await call<ApiGiftCardOrder[]>(t.app, 'GET', `${url}?limit=1`, { token: member.token });
    expect(page1.status).toBe(200);
    expect(page1.body.map((o) => o.recipient?.name)).toEqual(['Second Friend']);
    expect(page1.body[0]).toMatchObject({
      giftCardQuantity: 2,
      giftCardUnitPrice: 25,
      paymentStatus: 'Unpaid',
      recipient: { status: 'Scheduled', sendAt: '2026-12-24T15:00:00.000Z' },
    });
    const cursor = page1.headers['x-next-cursor'] as string;
    expect(cursor).toBeTruthy();
    const page2 = await call<ApiGiftCardOrder[]>(t.app, 'GET', `${url}?limit=1&cursor=${cursor}`, {
      token: member.token,
    });
    expect(page2.body.map((o) => o.recipient)).toMatchObject([
      { name: 'First Friend', status: 'Sent', sentAt: TEST_NOW.toISOString() },
    ]);
    expect(page2.headers['x-next-cursor']).toBeUndefined();
  });

  it("answers only the member's own list, in their own tenant", async () => {
    const member = await registerMember(t.app);
    const other = await signIn(t.app);
    const url = (id: string) => `/api/eater/customers/${id}/giftcards/sent`;
    expect((await call(t.app, 'GET', url(member.user._id))).status).toBe(401);
    expect((await call(t.app, 'GET', url(member.user._id), { token: other.token })).status).toBe(404);
    // The demo member of Emerald Noodle House sees none of Golden Maple's gifts.
    const emeraldMember = await signIn(t.app, 'emerald');
    const theirs = await call<ApiGiftCardOrder[]>(t.app, 'GET', url(emeraldMember.user._id), {
      slug: 'emerald',
      token: emeraldMember.token,
    });
    expect(theirs.status).toBe(200);
    expect(theirs.body.every((o) => o.restaurant._id !== gold.restaurants[0]!._id)).toBe(true);
    expect(
      (await call(t.app, 'GET', url(member.user._id), { slug: 'emerald', token: member.token })).status,
    ).not.toBe(200);
  });
});

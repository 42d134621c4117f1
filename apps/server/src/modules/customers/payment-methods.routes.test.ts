import type { ApiPaymentMethod, AuthResponse, PlaceOrderRequest } from '@storefront/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, registerMember, signIn } from '../../test/accounts-fixture';
import { createTestApp, TEST_NOW, type TestApp } from '../../test/harness';
import {
  confirmPayment,
  onlineCheckout,
  TEST_CARD,
  tenantOf,
  testPickupOrder,
} from '../../test/orders-fixture';

/*
 * Saved cards on the built-in test provider (no Stripe key), through the API as the storefront uses
 * it: the four /customers/{id}/paymentmethods calls, always the member's own, and one tap at
 * checkout. Only provider references and display data are stored.
 */

let t: TestApp;
let demo: AuthResponse;
let restaurantId: string;
let orderLine: PlaceOrderRequest;

const cardsOf = (member: { user: { _id: string } }) =>
  `/api/eater/customers/${member.user._id}/paymentmethods`;

const save = (member: AuthResponse, body: unknown) =>
  call<ApiPaymentMethod>(t.app, 'POST', cardsOf(member), { token: member.token, body });

const list = (member: AuthResponse, as: AuthResponse | null = member) =>
  call<ApiPaymentMethod[]>(t.app, 'GET', cardsOf(member), { token: as?.token ?? null });

async function savedCard(member: AuthResponse, number = TEST_CARD.number) {
  const saved = await save(member, {
    customer: member.user._id,
    card: { ...TEST_CARD, number },
    email: 'a@b.ca',
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(201);
  return saved.body;
}

/** An Online order placed by the member (or a guest): its payment, waiting for a card. */
const checkoutAs = (member: AuthResponse | null) =>
  onlineCheckout(t.app, restaurantId, orderLine, { token: member?.token });

const payWith = (paymentId: string, methodId: string, as: AuthResponse | null) =>
  confirmPayment(t.app, paymentId, { paymentMethod: methodId }, as?.token ?? null);

beforeAll(async () => {
  t = await createTestApp({ now: TEST_NOW });
  demo = await signIn(t.app);
  const gold = await tenantOf(t.app, 'goldenmaple');
  restaurantId = gold.restaurants[0]!._id;
  orderLine = await testPickupOrder(t.app, restaurantId);
});
afterAll(() => t.close());

describe('/customers/{id}/paymentmethods', () => {
  it('saves a card through the provider and keeps only its reference and display data', async () => {
    const member = await registerMember(t.app);
    expect((await list(member)).body).toEqual([]);
    const card = await savedCard(member);
    expect(card).toMatchObject({
      customer: member.user._id,
      provider: 'test',
      stripeToken: {
        card: {
          brand: 'visa',
          last4: '4242',
          exp_month: 12,
          exp_year: 2030,
          address_zip: 'S7M 0W9',
          currency: 'cad',
        },
      },
      email: 'a@b.ca',
    });
    expect(card.stripeTokenId).toMatch(/^pm_test_/);
    expect((await list(member)).body).toEqual([card]);
    // Nowhere is the card number or the CVC kept.
    const rows = JSON.stringify([
      await t.db.kysely.selectFrom('payment_methods').selectAll().execute(),
      await t.db.kysely.selectFrom('test_payment_methods').selectAll().execute(),
    ]);
    expect(rows).not.toContain('4242424242424242');
    expect(rows).not.toContain('4242 4242');
  });

  it('does not save a declined card, one that asks the bank at every use, or a body without a card', async () => {
    const member = await registerMember(t.app);
    const declined = await save(member, { card: { ...TEST_CARD, number: '4000 0000 0000 0002' } });
    expect(declined.status).toBe(402);
    expect(declined.body.message).toBe('Your card was declined.');
    const confirmEachTime = await save(member, { card: { ...TEST_CARD, number: '4000 0027 6000 3184' } });
    expect(confirmEachTime.status).toBe(402);
    expect(confirmEachTime.body.message).toMatch(/confirm this card each time/);
    expect((await save(member, { email: 'a@b.ca' })).status).toBe(400);
    expect((await save(member, { card: TEST_CARD, stripeTokenId: 'pm_card_visa' })).status).toBe(400);
    expect((await save(member, { card: { ...TEST_CARD, expiry: '13/30' } })).status).toBe(402);
    const notMine = await save(member, { customer: demo.user._id, card: TEST_CARD });
    expect(notMine.status).toBe(400);
    expect((await list(member)).body).toEqual([]);
  });

  // Issue 27 item 8: a card saved without an email and a phone keeps the ones on file: the member's
  // for a new card, the card's own when it is edited; an empty one still clears it.
  // Issue 27 item 8: the member's record carries paymentMethods, as the spec's user record does.
  it("the member's record (GET /customers/{id}, sign-in) carries their saved cards", async () => {
    const member = await registerMember(t.app);
    expect(member.user.paymentMethods).toEqual([]);
    const card = await savedCard(member);
    const record = await call<{ paymentMethods: ApiPaymentMethod[] }>(
      t.app,
      'GET',
      `/api/eater/customers/${member.user._id}`,
      { token: member.token },
    );
    expect(record.status).toBe(200);
    expect(record.body.paymentMethods).toEqual([card]);
    const again = await signIn(t.app, 'goldenmaple', member.user.local.email, member.password);
    expect(again.user.paymentMethods).toEqual([card]);
  });

  it('keeps the email and phone on file when a card is saved or edited without them', async () => {
    const member = await registerMember(t.app);
    const saved = await save(member, { customer: member.user._id, card: TEST_CARD });
    expect(saved.status, JSON.stringify(saved.body)).toBe(201);
    expect(saved.body).toMatchObject({
      email: member.user.local.email,
      phone: member.user.local.telephone,
    });
    const url = `${cardsOf(member)}/${saved.body._id}`;
    const edit = (body: object) =>
      call<ApiPaymentMethod>(t.app, 'PUT', url, {
        token: member.token,
        body: { stripeToken: { card: { exp_month: 4, exp_year: 2031 } }, ...body },
      });
    const withContact = await edit({ email: 'card@example.com', phone: '306-555-0177' });
    expect(withContact.body).toMatchObject({ email: 'card@example.com', phone: '306-555-0177' });
    const without = await edit({});
    expect(without.status, JSON.stringify(without.body)).toBe(200);
    expect(without.body).toMatchObject({ email: 'card@example.com', phone: '306-555-0177' });
    expect((await edit({ email: '', phone: null })).body).toMatchObject({ email: null, phone: null });
  });

  it('edits the name, expiry and postal code on a card, refusing an expiry in the past', async () => {
    const member = await registerMember(t.app);
    const card = await savedCard(member);
    const url = `${cardsOf(member)}/${card._id}`;
    const put = (card: Record<string, unknown>) =>
      call<ApiPaymentMethod>(t.app, 'PUT', url, {
        token: member.token,
        body: { stripeToken: { card }, email: '', phone: '306-555-0142' },
      });
    const edited = await put({ name: 'Riley Moreau', exp_month: 4, exp_year: 2031, address_zip: 'S7K 1J5' });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body).toMatchObject({
      stripeToken: {
        card: { name: 'Riley Moreau', exp_month: 4, exp_year: 2031, address_zip: 'S7K 1J5', last4: '4242' },
      },
      email: null,
      phone: '306-555-0142',
    });
    expect((await list(member)).body).toEqual([edited.body]);
    const past = await put({ exp_month: 10, exp_year: 2026 });
    expect(past.status).toBe(400);
    expect(past.body.message).toBe('The expiry date is in the past.');
    expect((await put({ exp_month: 13, exp_year: 2031 })).status).toBe(400);
    expect((await put({ exp_month: 'x', exp_year: 2031 })).status).toBe(400);
  });

  it('deletes a card: it is gone from the list and can never be charged again', async () => {
    const member = await registerMember(t.app);
    const card = await savedCard(member);
    const removed = await call(t.app, 'DELETE', `${cardsOf(member)}/${card._id}`, { token: member.token });
    expect(removed.status).toBe(204);
    expect((await list(member)).body).toEqual([]);
    const atProvider = await t.db.kysely
      .selectFrom('test_payment_methods')
      .select('detached_at')
      .where('id', '=', card.stripeTokenId)
      .executeTakeFirstOrThrow();
    expect(atProvider.detached_at).not.toBeNull();
    const again = await call(t.app, 'DELETE', `${cardsOf(member)}/${card._id}`, { token: member.token });
    expect(again.status).toBe(404);
  });

  it("never shows or changes another member's cards, or another tenant's", async () => {
    const owner = await registerMember(t.app);
    const card = await savedCard(owner);
    const other = await registerMember(t.app);
    const emerald = await signIn(t.app, 'emerald');
    // Another member asking for the owner's list, or the owner's card under their own id.
    expect((await list(owner, other)).status).toBe(404);
    expect((await list(owner, null)).status).toBe(401);
    for (const [method, body] of [
      ['PUT', { stripeToken: { card: { exp_month: 1, exp_year: 2032 } } }],
      ['DELETE', undefined],
    ] as const) {
      expect(
        (await call(t.app, method, `${cardsOf(owner)}/${card._id}`, { token: other.token, body })).status,
      ).toBe(404);
      expect(
        (await call(t.app, method, `${cardsOf(other)}/${card._id}`, { token: other.token, body })).status,
      ).toBe(404);
    }
    expect((await call(t.app, 'GET', cardsOf(owner), { token: emerald.token, slug: 'emerald' })).status).toBe(
      404,
    );
    expect((await list(owner)).body).toEqual([card]);
  });
});

describe('one tap at checkout with a saved card', () => {
  it('authorises the payment and writes the order at once', async () => {
    const member = await registerMember(t.app);
    const card = await savedCard(member);
    const payment = await checkoutAs(member);
    const paid = await payWith(payment._id, card._id, member);
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect(paid.body.payment.status).toBe('requires_capture');
    expect(paid.body.order).toMatchObject({
      status: 'Received',
      paymentMethod: 'Online',
      paymentStatus: 'Authorised',
    });
    expect(paid.body.order!.total).toBe(payment.amount);
  });

  it("is only for the member's own checkout with their own card", async () => {
    const owner = await registerMember(t.app);
    const card = await savedCard(owner);
    const thief = await registerMember(t.app);
    const thiefCard = await savedCard(thief);
    // The thief's checkout with the owner's card; the owner's checkout with the thief's session or card.
    const thiefCheckout = await checkoutAs(thief);
    expect((await payWith(thiefCheckout._id, card._id, thief)).status).toBe(404);
    const ownerCheckout = await checkoutAs(owner);
    expect((await payWith(ownerCheckout._id, thiefCard._id, thief)).status).toBe(404);
    expect((await payWith(ownerCheckout._id, thiefCard._id, owner)).status).toBe(404);
    expect((await payWith(ownerCheckout._id, card._id, null)).status).toBe(401);
    // A guest's checkout cannot take a member's card either.
    const guestCheckout = await checkoutAs(null);
    expect((await payWith(guestCheckout._id, card._id, owner)).status).toBe(404);
    const still = await t.db.kysely
      .selectFrom('payments')
      .select(['status', 'order_id'])
      .where('id', 'in', [thiefCheckout._id, ownerCheckout._id, guestCheckout._id])
      .execute();
    expect(still.every((p) => p.order_id === null && p.status === 'requires_payment_method')).toBe(true);
  });

  it('shows the decline of a card that was saved but is refused when charged', async () => {
    const member = await registerMember(t.app);
    const card = await savedCard(member, '4000 0000 0000 0341');
    expect(card.stripeToken.card.last4).toBe('0341');
    const payment = await checkoutAs(member);
    const declined = await payWith(payment._id, card._id, member);
    expect(declined.status).toBe(402);
    expect(declined.body.message).toBe('Your card was declined.');
    const good = await savedCard(member);
    expect((await payWith(payment._id, good._id, member)).body.order).toMatchObject({ status: 'Received' });
  });
});

import { describe, expect, it } from 'vitest';
import type { ApiCustomer, GiftCardOrderResponse, ReservationResponse } from '@storefront/domain';
import { call, registerMember } from '../test/accounts-fixture';
import { gold, t } from '../test/app-fixture';
import { placeTestOrder } from '../test/orders-fixture';
import { restaurant, slots, useBookingApp } from '../test/reservations-fixture';

/*
 * Issue 31: an order, a booking and a gift card order remember the language they were placed in
 * (their mails and texts speak it); a member may choose theirs on the profile.
 */
useBookingApp(new Date('2026-11-25T20:30:00Z'), 3);

const FRENCH = { 'accept-language': 'fr-CA,fr;q=0.9' };
const localeOf = (table: 'orders' | 'reservations' | 'gift_card_orders', id: string) =>
  t.db.kysely.selectFrom(table).select('locale').where('id', '=', id).executeTakeFirstOrThrow();

describe('the language of a placement', () => {
  it('an order placed in French is French; one placed without a language is the restaurant’s', async () => {
    const french = await placeTestOrder(t.app, { restaurantId: restaurant._id, headers: FRENCH });
    const english = await placeTestOrder(t.app, { restaurantId: restaurant._id });
    expect(await localeOf('orders', french._id)).toEqual({ locale: 'fr' });
    expect(await localeOf('orders', english._id)).toEqual({ locale: 'en' });
  });

  it('a booking made in French is French', async () => {
    const booked = await call<ReservationResponse>(
      t.app,
      'POST',
      `/api/eater/tenants/${gold._id}/reservations`,
      {
        headers: FRENCH,
        body: {
          restaurant: restaurant._id,
          reservedDate: slots[0]!.date,
          reservedTime: slots[0]!.time,
          partySize: 2,
          nameReservedUnder: 'Camille Roy',
          email: 'camille@example.com',
          telephone: '3065550188',
        },
      },
    );
    expect(booked.status, booked.body.message).toBe(201);
    expect(await localeOf('reservations', booked.body.reservation._id)).toEqual({ locale: 'fr' });
  });

  it('a gift card order placed in French is French', async () => {
    const product = gold.giftCardProducts[0]!;
    const placed = await call<GiftCardOrderResponse>(
      t.app,
      'POST',
      `/api/eater/restaurants/${restaurant._id}/giftcardorders`,
      {
        headers: { ...FRENCH, 'idempotency-key': 'languages-gift-1' },
        body: {
          giftCardType: 'Digital',
          giftCardProductId: product._id,
          quantity: 1,
          customer: {
            firstName: 'Camille',
            lastName: 'Roy',
            email: 'camille@example.com',
            phone: '3065550188',
          },
          paymentMethod: 'Offline',
        },
      },
    );
    expect(placed.status, placed.body.message).toBe(201);
    expect(await localeOf('gift_card_orders', placed.body.giftCardOrder!._id)).toEqual({ locale: 'fr' });
  });
});

describe('the member’s language on the profile', () => {
  it('is read, chosen, kept when left out, forgotten with null, and refused when not a language', async () => {
    const { token, user } = await registerMember(t.app);
    const url = `/api/eater/customers/${user._id}`;
    expect((await call<ApiCustomer>(t.app, 'GET', url, { token })).body.language).toBeNull();
    const profile = { local: { firstName: 'Sam', lastName: 'Roy', telephone: '3065550111' } };
    const chosen = await call<ApiCustomer>(t.app, 'PUT', url, {
      token,
      body: { ...profile, language: 'fr' },
    });
    expect(chosen.status, chosen.body.message).toBe(200);
    expect(chosen.body.language).toBe('fr');
    expect((await call<ApiCustomer>(t.app, 'PUT', url, { token, body: profile })).body.language).toBe('fr');
    expect((await call<ApiCustomer>(t.app, 'GET', url, { token })).body.language).toBe('fr');
    const refused = await call(t.app, 'PUT', url, { token, body: { ...profile, language: 'de' } });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe("language: language must be 'en' or 'fr'");
    const inFrench = await call(t.app, 'PUT', url, {
      token,
      headers: FRENCH,
      body: { ...profile, language: 'de' },
    });
    expect(inFrench.body.message).toBe("language: language doit être 'en' or 'fr'");
    const forgotten = await call<ApiCustomer>(t.app, 'PUT', url, {
      token,
      body: { ...profile, language: null },
    });
    expect(forgotten.body.language).toBeNull();
  });

  it('is chosen alone by the language switch (PATCH), and nothing else can change that way', async () => {
    const { token, user } = await registerMember(t.app);
    const url = `/api/eater/customers/${user._id}`;
    const chosen = await call<ApiCustomer>(t.app, 'PATCH', url, { token, body: { language: 'fr' } });
    expect(chosen.status).toBe(200);
    expect(chosen.body.language).toBe('fr');
    const more = await call(t.app, 'PATCH', url, {
      token,
      body: { language: 'en', local: { firstName: 'X' } },
    });
    expect(more.status).toBe(400);
    expect((await call(t.app, 'PATCH', url, { token, body: {} })).status).toBe(400);
    expect((await call(t.app, 'PATCH', url, { body: { language: 'en' } })).status).toBe(401);
    expect((await call<ApiCustomer>(t.app, 'GET', url, { token })).body.language).toBe('fr');
  });
});

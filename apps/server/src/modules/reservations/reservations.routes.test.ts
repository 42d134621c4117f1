import { describe, expect, it } from 'vitest';
import { RESERVATION_MESSAGES, type ApiTenant, type ReservationResponse } from '@storefront/domain';
import { signIn } from '../../test/accounts-fixture';
import { gold, t } from '../../test/app-fixture';
import { hostOf } from '../../test/harness';
import { restaurant, slots, useBookingApp, type BookableSlot } from '../../test/reservations-fixture';
import { patchSettings } from '../../test/row-changes';

const NOW = new Date('2026-11-25T15:00:00Z');
useBookingApp(NOW, 3);

function book(body: Record<string, unknown>, slug = 'goldenmaple', tenantId = gold._id) {
  return t.app.inject({
    method: 'POST',
    url: `/api/eater/tenants/${tenantId}/reservations`,
    headers: hostOf(slug),
    payload: body,
  });
}

const booking = (slot: BookableSlot, overrides: Record<string, unknown> = {}) => ({
  restaurant: restaurant._id,
  reservedDate: slot.date,
  reservedTime: slot.time,
  partySize: 4,
  nameReservedUnder: 'Avery Chen',
  email: 'avery@example.com',
  telephone: '3065550123',
  note: 'Window table if possible',
  ...overrides,
});

describe('POST /tenants/{id}/reservations', () => {
  it('books an offered time, pending the team’s confirmation, with the next number', async () => {
    const response = await book(booking(slots[0]!));
    expect(response.statusCode).toBe(201);
    const { reservation, restaurantSettings } = response.json<ReservationResponse>();
    expect(reservation).toMatchObject({
      status: 'Pending',
      reservedDate: slots[0]!.date,
      reservedTime: slots[0]!.time,
      partySize: 4,
      telephone: '306-555-0123',
      restaurant: { _id: restaurant._id, name: restaurant.name },
    });
    expect(reservation.reservationNumber).toBeGreaterThan(0);
    expect(restaurantSettings.time_zone).toBe(restaurant.settings.time_zone);
  });

  it('answers the same booking sent twice with the first one', async () => {
    const first = await book(booking(slots[1]!, { email: 'twice@example.com' }));
    const second = await book(booking(slots[1]!, { email: 'TWICE@example.com' }));
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(200);
    expect(second.json().reservation._id).toBe(first.json().reservation._id);
  });

  it('files a signed-in member’s booking under My Reservations, whatever the body claims', async () => {
    const { token, user } = await signIn(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/eater/tenants/${gold._id}/reservations`,
      headers: { ...hostOf('goldenmaple'), authorization: `Bearer ${token}` },
      payload: booking(slots[3]!, { email: 'member@example.com', customer: 'someone-else' }),
    });
    expect(response.statusCode).toBe(201);
    const mine = await t.app.inject({
      url: `/api/eater/customers/${user._id}/reservations`,
      headers: { ...hostOf('goldenmaple'), authorization: `Bearer ${token}` },
    });
    expect(mine.json().map((r: { _id: string }) => r._id)).toContain(response.json().reservation._id);

    // A guest's booking belongs to nobody.
    const guest = await book(booking(slots[3]!, { email: 'guest-claims@example.com', customer: user._id }));
    const row = await t.db.kysely
      .selectFrom('reservations')
      .select('customer_id')
      .where('id', '=', guest.json().reservation._id)
      .executeTakeFirstOrThrow();
    expect(row.customer_id).toBeNull();
  });

  it('refuses a time the form does not offer', async () => {
    for (const time of ['03:00', '12:15']) {
      const response = await book(booking({ date: slots[0]!.date, time }));
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe(RESERVATION_MESSAGES.unavailable);
    }
    const past = await book(booking({ date: '2026-11-20', time: slots[0]!.time }));
    expect(past.statusCode).toBe(409);
  });

  it('refuses a party above max_party_size', async () => {
    const response = await book(booking(slots[2]!, { partySize: restaurant.settings.max_party_size + 1 }));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(String(restaurant.settings.max_party_size));
  });

  it('gives the spec message for each missing field and never a 500 for junk', async () => {
    const missing = await book(booking(slots[2]!, { nameReservedUnder: '' }));
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toContain(RESERVATION_MESSAGES.name);
    for (const body of [
      {},
      { ...booking(slots[2]!), partySize: 'four' },
      { ...booking(slots[2]!), restaurant: 'nope' },
    ]) {
      expect([400, 404]).toContain((await book(body)).statusCode);
    }
  });

  it('refuses a date that does not exist with a 400, not a 500 (found by the route fuzzer)', async () => {
    for (const date of ['2026-02-30', '2026-13-01', '0000-00-00']) {
      const response = await book(booking({ date, time: slots[0]!.time }));
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toContain(RESERVATION_MESSAGES.invalidDate);
    }
  });

  it('is a 404 for another tenant’s restaurant or id', async () => {
    const emerald: ApiTenant = (
      await t.app.inject({ url: '/api/eater/tenants/emerald', headers: hostOf('emerald') })
    ).json();
    expect((await book(booking(slots[2]!), 'emerald', emerald._id)).statusCode).toBe(404);
    expect((await book(booking(slots[2]!), 'goldenmaple', emerald._id)).statusCode).toBe(404);
  });

  it('is refused where online reservations are off', async () => {
    const prairie: ApiTenant = (
      await t.app.inject({ url: '/api/eater/tenants/prairiepie', headers: hostOf('prairiepie') })
    ).json();
    const response = await book(
      booking(slots[2]!, { restaurant: prairie.restaurants[0]!._id }),
      'prairiepie',
      prairie._id,
    );
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(RESERVATION_MESSAGES.closed);
  });

  it('never books a slot beyond max_reservations_per_slot, even all at once', async () => {
    await patchSettings(t.db, 'restaurants', restaurant._id, { max_reservations_per_slot: 3 });
    const slot = slots.at(-1)!;
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) => book(booking(slot, { email: `guest${i}@example.com` }))),
    );
    const codes = responses.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(3);
    expect(codes.filter((c) => c === 409)).toHaveLength(17);
    expect(responses.find((r) => r.statusCode === 409)!.json().message).toBe(RESERVATION_MESSAGES.full);
    const { count } = await t.db.kysely
      .selectFrom('reservations')
      .select((eb) => eb.fn.countAll().as('count'))
      .where('reserved_date', '=', slot.date)
      .where('reserved_time', '=', slot.time)
      .where('restaurant_id', '=', restaurant._id)
      .executeTakeFirstOrThrow();
    expect(Number(count)).toBe(3);
  });
});

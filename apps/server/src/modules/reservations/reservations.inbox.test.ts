import { beforeAll, describe, expect, it } from 'vitest';
import {
  RESERVATION_CHANGE_MESSAGES,
  type ApiReservation,
  type ApiTenant,
  type ReservationResponse,
  type StaffReservationsResponse,
} from '@storefront/domain';
import { call, newAddress, signIn, type CallOptions, staffTokenOf } from '../../test/accounts-fixture';
import { gold, t } from '../../test/app-fixture';
import { restaurant, slots, useBookingApp, type BookableSlot } from '../../test/reservations-fixture';
import { mailsTo } from '../../test/rows';

/*
 * Issue 15 item 1: the staff inbox (list, transitions, the concurrent confirm/cancel race), the
 * reservation mails with their .ics, and the diner's cancel / move (My Reservations and the signed
 * mail link) until the restaurant's cut-off.
 */

const NOW = new Date('2026-11-25T15:00:00Z');
let staffToken: string;
let ownerToken: string;
let emeraldToken: string;

const api = <T>(method: 'GET' | 'POST' | 'PUT', url: string, options: CallOptions = {}) =>
  call<T>(t.app, method, url, { remoteAddress: newAddress(), ...options });

const staffLogin = (email: string, slug: string) => staffTokenOf(t.app, email, slug);

let counter = 0;
async function book(slot: BookableSlot, overrides: Record<string, unknown> = {}, token?: string) {
  const response = await api<ReservationResponse>('POST', `/api/eater/tenants/${gold._id}/reservations`, {
    token,
    body: {
      restaurant: restaurant._id,
      reservedDate: slot.date,
      reservedTime: slot.time,
      partySize: 4,
      nameReservedUnder: 'Avery Chen; party, "window"',
      email: `diner${++counter}@example.com`,
      telephone: '3065550123',
      note: 'Window table, please',
      ...overrides,
    },
  });
  expect(response.status).toBe(201);
  return response.body.reservation;
}

const setStatus = (id: string, body: unknown, token = staffToken) =>
  api<ApiReservation>('POST', `/api/staff/reservations/${id}/status`, { token, body });

async function outbox(kind: string, to: string) {
  await t.app.background.idle();
  return mailsTo(t.db, kind, to);
}

useBookingApp(NOW, 5);
beforeAll(async () => {
  staffToken = await staffLogin('staff@goldenmaple.example.ca', 'goldenmaple');
  ownerToken = await staffLogin('owner@goldenmaple.example.ca', 'goldenmaple');
  emeraldToken = await staffLogin('staff@emerald.example.ca', 'emerald');
});

describe('the staff reservations inbox', () => {
  it('lists bookings from today by date and time, paginated, with the pending count', async () => {
    const later = await book(slots[5]!);
    const earlier = await book(slots[2]!);
    const first = await api<StaffReservationsResponse>('GET', '/api/staff/reservations?pageSize=1', {
      token: staffToken,
    });
    expect(first.status).toBe(200);
    expect(first.body.pageSize).toBe(1);
    expect(first.body.total).toBeGreaterThanOrEqual(2);
    expect(first.body.pending).toBeGreaterThanOrEqual(2);
    expect(first.body.reservations).toHaveLength(1);
    const all = await api<StaffReservationsResponse>('GET', '/api/staff/reservations?pageSize=100', {
      token: staffToken,
    });
    const ids = all.body.reservations.map((r) => r._id);
    expect(ids.indexOf(earlier._id)).toBeLessThan(ids.indexOf(later._id));
    const keys = all.body.reservations.map((r) => `${r.reservedDate} ${r.reservedTime}`);
    expect([...keys].sort()).toEqual(keys);
    expect(all.body.reservations.find((r) => r._id === earlier._id)).toMatchObject({
      partySize: 4,
      telephone: '306-555-0123',
      note: 'Window table, please',
      status: 'Pending',
    });
  });

  it('needs a staff sign-in and keeps other tenants and restaurants out', async () => {
    expect((await api('GET', '/api/staff/reservations')).status).toBe(401);
    const mine = await book(slots[3]!);
    // Emerald's staff do not see, or change, Golden Maple's bookings (their Host is Emerald's).
    const foreign = await setStatus(mine._id, { status: 'Confirmed' }, emeraldToken);
    expect(foreign.status).toBe(401);
    const crossHost = await api('POST', `/api/staff/reservations/${mine._id}/status`, {
      slug: 'emerald',
      token: emeraldToken,
      body: { status: 'Confirmed' },
    });
    expect(crossHost.status).toBe(404);
    const otherRestaurant = await api('GET', `/api/staff/reservations?restaurantId=${gold._id}`, {
      token: staffToken,
    });
    expect(otherRestaurant.status).toBe(404);
    for (const query of ['page=0', 'pageSize=500', 'status=Lost', 'from=tomorrow']) {
      expect((await api('GET', `/api/staff/reservations?${query}`, { token: staffToken })).status).toBe(400);
    }
  });

  it('confirms, completes and marks no-shows; a cancel needs a reason', async () => {
    const a = await book(slots[4]!);
    const b = await book(slots[4]!);
    expect((await setStatus(a._id, { status: 'Cancelled' })).body.message).toBe(
      RESERVATION_CHANGE_MESSAGES.reasonRequired,
    );
    const confirmed = await setStatus(a._id, { status: 'Confirmed' });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.status).toBe('Confirmed');
    expect((await setStatus(a._id, { status: 'Completed' })).body.status).toBe('Completed');
    const again = await setStatus(a._id, { status: 'Confirmed' });
    expect(again.status).toBe(409);
    expect(again.body.message).toMatch(/is completed; only a pending reservation can be confirmed/);
    const noShow = await setStatus(b._id, { status: 'No-show' });
    expect(noShow.body.message).toBeUndefined();
    expect(noShow.body.status).toBe('No-show');
    expect((await setStatus(b._id, { status: 'Nope' })).status).toBe(400);
    expect((await setStatus('not-an-id', { status: 'Confirmed' })).status).toBe(404);
  });

  it('lets exactly one of a concurrent confirm and cancel win; the other gets a clear 409', async () => {
    // Both people saw the booking Pending (the console sends what it showed as expectedStatus).
    for (let round = 0; round < 6; round++) {
      const r = await book(slots[round % slots.length]!);
      const [confirm, cancel] = await Promise.all([
        setStatus(r._id, { status: 'Confirmed', expectedStatus: 'Pending' }),
        setStatus(r._id, {
          status: 'Cancelled',
          reason: 'Kitchen closed for an event',
          expectedStatus: 'Pending',
        }),
      ]);
      expect([confirm.status, cancel.status].sort()).toEqual([200, 409]);
      const [winner, loser] = confirm.status === 200 ? [confirm, cancel] : [cancel, confirm];
      const now = winner === confirm ? 'confirmed' : 'cancelled';
      expect(loser.body.message).toBe(
        `Reservation #${r.reservationNumber} is ${now} now (it was pending when you chose), so it was not ${
          winner === confirm ? 'cancelled' : 'confirmed'
        }. Please check it and try again.`,
      );
      const row = await t.db.kysely
        .selectFrom('reservations')
        .select(['status'])
        .where('id', '=', r._id)
        .executeTakeFirstOrThrow();
      expect(row.status).toBe(winner === confirm ? 'Confirmed' : 'Cancelled');
    }
    // Without expectedStatus, cancelling a confirmed booking is an ordinary change.
    const r = await book(slots[1]!);
    expect((await setStatus(r._id, { status: 'Confirmed' })).status).toBe(200);
    expect((await setStatus(r._id, { status: 'Cancelled', reason: 'Closed' })).status).toBe(200);
  });

  it('lets exactly one of two concurrent confirms win', async () => {
    const r = await book(slots[1]!);
    const results = await Promise.all(
      Array.from({ length: 6 }, () => setStatus(r._id, { status: 'Confirmed' })),
    );
    expect(results.filter((x) => x.status === 200)).toHaveLength(1);
    const losers = results.filter((x) => x.status === 409);
    expect(losers).toHaveLength(5);
    expect(losers[0]!.body.message).toMatch(/is confirmed; only a pending reservation can be confirmed/);
  });
});

describe('reservation mails', () => {
  it('mails the restaurant and the diner on a booking, then on confirm and cancel, each with an .ics', async () => {
    const r = await book(slots[0]!, { email: 'mailme@example.com' });
    const received = await outbox('reservation-received', 'mailme@example.com');
    expect(received).toHaveLength(1);
    const text = received[0]!.text_body;
    expect(text).toContain(restaurant.name);
    expect(text).toContain(restaurant.phone!);
    expect(text).toContain(restaurant.address_1!);
    expect(text).toContain(`(${restaurant.settings.time_zone} time)`);
    const link = /https?:\/\/\S+\/reservation\/manage\?token=\S+/.exec(text)?.[0];
    expect(link).toBeDefined();
    // The tenant's website when it has one, as every mail builds links (http/origin.ts).
    expect(link).toMatch(/^http:\/\/goldenmaple\.localhost:3000\/reservation\/manage\?token=/);
    const [ics] = JSON.parse(received[0]!.attachments!) as {
      filename: string;
      contentType: string;
      content: string;
    }[];
    expect(ics!.filename).toBe(`reservation-${r.reservationNumber}.ics`);
    expect(ics!.contentType).toContain('text/calendar');
    expect(ics!.content).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(ics!.content).toContain(`UID:reservation-${r._id}@`);
    expect(ics!.content).toContain('STATUS:TENTATIVE');
    for (const line of ics!.content.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    // The name's ; , and " are escaped as RFC 5545 TEXT.
    expect(ics!.content.replace(/\r\n /g, '')).toContain('under Avery Chen\\; party\\, "window".');

    const notice = await t.db.kysely
      .selectFrom('mail_outbox')
      .selectAll()
      .where('kind', '=', 'reservation-new')
      .where('text_body', 'like', `%${r.email}%`)
      .execute();
    expect(notice).toHaveLength(1);
    expect(notice[0]!.text_body).toContain('/staff/reservations');
    expect(notice[0]!.attachments).toContain('BEGIN:VEVENT');

    await setStatus(r._id, { status: 'Confirmed' });
    const confirmed = await outbox('reservation-confirmed', 'mailme@example.com');
    expect(confirmed).toHaveLength(1);
    expect(confirmed[0]!.attachments).toContain('STATUS:CONFIRMED');

    await setStatus(r._id, { status: 'Cancelled', reason: 'A burst pipe; we are closed tonight' });
    const cancelled = await outbox('reservation-cancelled', 'mailme@example.com');
    expect(cancelled).toHaveLength(1);
    expect(cancelled[0]!.text_body).toContain('Reason: A burst pipe; we are closed tonight');
    expect(cancelled[0]!.attachments).toContain('METHOD:CANCEL');
  });
});

describe('the diner cancels or moves a booking', () => {
  const tokenOf = async (email: string) => {
    const [mail] = await outbox('reservation-received', email);
    return decodeURIComponent(/token=(\S+)/.exec(mail!.text_body)![1]!);
  };
  const manage = (token: string, action = '', body?: unknown) =>
    api<ApiReservation & ReservationResponse>(
      action ? 'POST' : 'GET',
      `/api/eater/tenants/${gold._id}/reservations/manage/${encodeURIComponent(token)}${action}`,
      { body },
    );

  it('opens, moves and cancels through the signed mail link, without signing in', async () => {
    const r = await book(slots[6]!, { email: 'link@example.com' });
    await setStatus(r._id, { status: 'Confirmed' });
    const token = await tokenOf('link@example.com');
    const opened = await manage(token);
    expect(opened.status).toBe(200);
    expect(opened.body.reservation.status).toBe('Confirmed');
    expect(opened.body.reservation.changeableUntil).not.toBeNull();

    const target = slots[7]!;
    const moved = await manage(token, '/move', { reservedDate: target.date, reservedTime: target.time });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({
      reservedDate: target.date,
      reservedTime: target.time,
      status: 'Pending',
    });
    expect(await outbox('reservation-moved', 'link@example.com')).toHaveLength(1);
    // The restaurant hears of it too, like a new booking: where it was, where it is now, the .ics.
    const notice = await t.db.kysely
      .selectFrom('mail_outbox')
      .selectAll()
      .where('kind', '=', 'reservation-moved-restaurant')
      .where('text_body', 'like', '%link@example.com%')
      .execute();
    expect(notice).toHaveLength(1);
    expect(notice[0]!.to_address).toBe(restaurant.email ?? gold.email);
    expect(notice[0]!.subject).toBe(
      `Reservation #${r.reservationNumber} moved: 4 people, now ${target.date} ${target.time}`,
    );
    const [hh, mm] = slots[6]!.time.split(':').map(Number);
    const was = new Date(Date.UTC(2000, 0, 1, hh!, mm!)).toLocaleTimeString('en-US', {
      timeZone: 'UTC',
      hour: 'numeric',
      minute: '2-digit',
    });
    expect(notice[0]!.text_body).toMatch(new RegExp(`Was: .* at ${was}`));
    expect(notice[0]!.text_body).toContain('Status: Pending');
    expect(notice[0]!.attachments).toContain('BEGIN:VEVENT');
    // A time the form does not offer is refused with the booking's message.
    expect((await manage(token, '/move', { reservedDate: target.date, reservedTime: '03:00' })).status).toBe(
      409,
    );

    const cancelled = await manage(token, '/cancel');
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.status).toBe('Cancelled');
    const again = await manage(token, '/cancel');
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(RESERVATION_CHANGE_MESSAGES.notActive);
  });

  it('refuses a forged or foreign link', async () => {
    const r = await book(slots[8]!, { email: 'forge@example.com' });
    const token = await tokenOf('forge@example.com');
    for (const bad of [`${r._id}.AAAA`, 'nothing', `${token.split('.')[0]}x.${token.split('.')[1]}`]) {
      const response = await manage(bad);
      expect(response.status).toBe(404);
      expect(response.body.message).toBe(RESERVATION_CHANGE_MESSAGES.linkInvalid);
    }
    const emerald = (await api<ApiTenant>('GET', '/api/eater/tenants/emerald', { slug: 'emerald' })).body;
    const foreign = await api('GET', `/api/eater/tenants/${emerald._id}/reservations/manage/${token}`, {
      slug: 'emerald',
    });
    expect(foreign.status).toBe(404);
  });

  it('stops diner changes at the restaurant’s cut-off, which only the owner sets', async () => {
    const r = await book(slots[0]!, { email: 'cutoff@example.com' });
    const token = await tokenOf('cutoff@example.com');
    const byStaff = await api('PUT', '/api/staff/reservation-settings', {
      token: staffToken,
      body: { restaurantId: restaurant._id, reservation_change_cutoff_minutes: 2 * 24 * 60 },
    });
    expect(byStaff.status).toBe(403);
    expect(byStaff.body.message).toBe(RESERVATION_CHANGE_MESSAGES.ownerOnlyCutoff);
    // Staff still read it (the console shows it to the owner only).
    const read = await api<{ reservation_change_cutoff_minutes: number }>(
      'GET',
      `/api/staff/reservation-settings?restaurantId=${restaurant._id}`,
      { token: staffToken },
    );
    expect(read.body.reservation_change_cutoff_minutes).toBe(120);
    // slots[0] is tomorrow: a cut-off of 2 days puts it out of reach.
    const put = await api<{ reservation_change_cutoff_minutes: number }>(
      'PUT',
      '/api/staff/reservation-settings',
      {
        token: ownerToken,
        body: { restaurantId: restaurant._id, reservation_change_cutoff_minutes: 2 * 24 * 60 },
      },
    );
    expect(put.status).toBe(200);
    expect(put.body.reservation_change_cutoff_minutes).toBe(2880);
    expect((await manage(token)).body.reservation.changeableUntil).toBeNull();
    const refused = await manage(token, '/cancel');
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(RESERVATION_CHANGE_MESSAGES.pastCutoff);
    const bad = await api('PUT', '/api/staff/reservation-settings', {
      token: ownerToken,
      body: { restaurantId: restaurant._id, reservation_change_cutoff_minutes: -5 },
    });
    expect(bad.status).toBe(400);
    await api('PUT', '/api/staff/reservation-settings', {
      token: ownerToken,
      body: { restaurantId: restaurant._id, reservation_change_cutoff_minutes: 120 },
    });
    expect((await manage(token, '/cancel')).body.status).toBe('Cancelled');
    expect(r.status).toBe('Pending');
  });

  it('lets a member cancel or move only their own booking from My Reservations, and shows staff changes', async () => {
    const { token, user } = await signIn(t.app);
    const r = await book(slots[9]!, {}, token);
    await setStatus(r._id, { status: 'Confirmed' });
    const mine = await api<ApiReservation[]>('GET', `/api/eater/customers/${user._id}/reservations`, {
      token,
    });
    expect(mine.body.find((x) => x._id === r._id)?.status).toBe('Confirmed');

    const stranger = await book(slots[9]!);
    const foreign = await api(
      'POST',
      `/api/eater/customers/${user._id}/reservations/${stranger._id}/cancel`,
      {
        token,
      },
    );
    expect(foreign.status).toBe(404);
    expect((await api('POST', `/api/eater/customers/${user._id}/reservations/${r._id}/cancel`)).status).toBe(
      401,
    );

    const target = slots[10]!;
    const moved = await api<ApiReservation>(
      'POST',
      `/api/eater/customers/${user._id}/reservations/${r._id}/move`,
      {
        token,
        body: { reservedDate: target.date, reservedTime: target.time },
      },
    );
    expect(moved.status).toBe(200);
    expect(moved.body.reservedTime).toBe(target.time);
    const cancelled = await api<ApiReservation>(
      'POST',
      `/api/eater/customers/${user._id}/reservations/${r._id}/cancel`,
      { token },
    );
    expect(cancelled.body.status).toBe('Cancelled');
    expect(cancelled.body.cancelReason).toBe('Cancelled by the guest');
  });
});

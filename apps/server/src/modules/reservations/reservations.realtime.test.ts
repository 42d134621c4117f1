import {
  RESERVATION_EVENTS,
  type ApiReservation,
  type ReservationEvent,
  type ReservationResponse,
} from '@storefront/domain';
import { describe, expect, it } from 'vitest';
import { TEST_NOW } from '../../test/harness';
import { settle, until, useRealtimeApp } from '../../test/realtime-harness';
import { bookableSlots } from '../../test/reservations-fixture';

const live = useRealtimeApp();

describe("the reservations inbox's real-time events", () => {
  it("announce a new booking and its confirmation to the restaurant's staff only", async () => {
    const { token, received, elsewhere } = await live.hearing<ReservationEvent>(
      Object.values(RESERVATION_EVENTS),
    );

    const restaurant = live.gold.restaurants[0]!;
    const [slot] = await bookableSlots(live.t.app, restaurant, TEST_NOW, 1);
    const booked = await live.httpJson<ReservationResponse>(
      'POST',
      `/api/eater/tenants/${live.gold._id}/reservations`,
      'goldenmaple',
      {
        restaurant: restaurant._id,
        reservedDate: slot!.date,
        reservedTime: slot!.time,
        partySize: 2,
        nameReservedUnder: 'Kai Live',
        email: 'kai.live@example.com',
        telephone: '3065550100',
      },
    );
    expect(booked.status).toBe(201);
    await until(() => received.length > 0);
    expect(received).toEqual([
      [
        RESERVATION_EVENTS.newReservation,
        { restaurantId: restaurant._id, reservation: booked.body.reservation, timeZone: 'America/Regina' },
      ],
    ]);

    const confirmed = await live.httpJson<ApiReservation>(
      'POST',
      `/api/staff/reservations/${booked.body.reservation._id}/status`,
      'goldenmaple',
      { status: 'Confirmed' },
      { authorization: `Bearer ${token}` },
    );
    expect(confirmed.status).toBe(200);
    await until(() => received.length > 1);
    expect(received[1]![0]).toBe(RESERVATION_EVENTS.reservationUpdated);
    expect(received[1]![1].reservation.status).toBe('Confirmed');
    await settle();
    expect(elsewhere).toEqual([]);
  });
});

/* The demo member's reservations: one pending, one confirmed, one completed. */
import { newId } from '../../ids';
import type { NewRow } from '../../schema';
import type { MemberRow } from './accounts';
import type { MemberSeed } from './types';

export function reservationRows(
  { plan, rel, tenantId, openDay }: MemberSeed,
  demo: MemberRow & { id: string },
): { reservations: NewRow<'reservations'>[]; reservationNumber: number } {
  const demoId = demo.id;
  let reservationNumber = plan.sequences.reservation;
  const reservationDays = [openDay(4, 1), openDay(10, 1), openDay(-14, -1)];
  const reservations: NewRow<'reservations'>[] = (
    [
      ['Pending', reservationDays[0]!, '18:30', 4, plan.reservationNotes[0], -1],
      ['Confirmed', reservationDays[1]!, '19:00', 6, plan.reservationNotes[1], -3],
      ['Completed', reservationDays[2]!, '12:30', 2, plan.reservationNotes[2], -20],
    ] as const
  ).map(([status, days, time, party, note, bookedDaysAgo]) => ({
    id: newId(),
    tenant_id: tenantId,
    restaurant_id: plan.reservationRestaurantId,
    customer_id: demoId,
    reservation_number: ++reservationNumber,
    status,
    name_reserved_under: `${demo.first_name} ${demo.last_name}`,
    email: demo.email,
    telephone: demo.telephone,
    reserved_date: rel.date(days),
    reserved_time: time,
    party_size: party,
    note,
    created_at: rel.instant(bookedDaysAgo),
    updated_at:
      status === 'Pending' ? rel.instant(bookedDaysAgo) : rel.instant(Math.min(bookedDaysAgo + 1, days)),
  }));
  return { reservations, reservationNumber };
}

import {
  RESERVATION_SLOT_MINUTES,
  buildIcs,
  formatClock,
  formatLocalDate,
  reservationInstant,
  safeTimeZone,
  type ApiReservation,
} from '@storefront/domain';
import type { MailMessage } from '../../adapters/mail/mailer';
import type { RestaurantRow } from '../../db/schema';
import { restaurantSettingsOf } from '../restaurants/restaurants.presenter';

/*
 * The reservation mails (issue 15): to the restaurant on a new or moved booking, and to the diner when it is
 * received, confirmed, moved or cancelled. Each names the restaurant with its address and phone,
 * gives the date and time in the restaurant's time zone, and carries the booking as an .ics event
 * (one UID per booking, so a later mail updates or removes the same calendar entry).
 */

export type ReservationMailKind = 'received' | 'confirmed' | 'moved' | 'cancelled';

export interface ReservationMailContext {
  tenant: { id: string; name: string; email: string | null };
  restaurant: RestaurantRow;
  reservation: ApiReservation;
  /** The diner's manage link (cancel or move without signing in). */
  manageLink: string;
  /** The staff console's reservations page. */
  inboxLink: string;
  now: Date;
}

/** How long a table is held in the calendar entry. */
const TABLE_MINUTES = 90;

function restaurantLines(restaurant: RestaurantRow): string[] {
  const street = [restaurant.address_1, restaurant.address_2].filter(Boolean).join(', ');
  const town = [restaurant.city_town, restaurant.state_province, restaurant.postal_code]
    .filter(Boolean)
    .join(' ');
  return [
    restaurant.name,
    [street, town].filter(Boolean).join(', '),
    restaurant.phone ? `Phone: ${restaurant.phone}` : '',
  ].filter((line) => line !== '');
}

/** "Wed, Dec 2, 2026 at 7:00 PM (America/Regina time)": the restaurant's formats and zone. */
export function reservationWhen(restaurant: RestaurantRow, reservation: ApiReservation): string {
  const settings = restaurantSettingsOf(restaurant);
  const [h, m] = reservation.reservedTime.split(':').map(Number);
  const date = formatLocalDate(reservation.reservedDate, `ddd, ${settings.date_format}`);
  const time = formatClock((h ?? 0) * 60 + (m ?? 0), settings.time_format === '24' ? '24' : '12');
  return `${date} at ${time} (${safeTimeZone(settings.time_zone)} time)`;
}

function partyOf(size: number): string {
  return `${size} ${size === 1 ? 'person' : 'people'}`;
}

/** The booking as an iCalendar file: REQUEST while it stands, CANCEL once cancelled. */
export function reservationIcs(
  context: Pick<ReservationMailContext, 'tenant' | 'restaurant' | 'reservation' | 'now'>,
): string {
  const { tenant, restaurant, reservation, now } = context;
  const settings = restaurantSettingsOf(restaurant);
  const start = reservationInstant(reservation.reservedDate, reservation.reservedTime, settings.time_zone);
  const cancelled = reservation.status === 'Cancelled';
  const [name, ...rest] = restaurantLines(restaurant);
  // Every later mail about the booking has a higher SEQUENCE: seconds since it was made.
  const sequence = Math.max(
    0,
    Math.floor((Date.parse(reservation.updatedAt) - Date.parse(reservation.createdAt)) / 1000),
  );
  return buildIcs(
    {
      uid: `reservation-${reservation._id}@${tenant.id}.storefront`,
      sequence,
      start,
      end: start + Math.max(TABLE_MINUTES, RESERVATION_SLOT_MINUTES) * 60_000,
      stamp: now.getTime(),
      summary: `Table for ${partyOf(reservation.partySize)} at ${name}`,
      location: rest[0] ?? name ?? '',
      description: [
        `Reservation #${reservation.reservationNumber} under ${reservation.nameReservedUnder}.`,
        ...rest,
        ...(reservation.note ? [`Note: ${reservation.note}`] : []),
      ].join('\n'),
      status: cancelled ? 'CANCELLED' : reservation.status === 'Confirmed' ? 'CONFIRMED' : 'TENTATIVE',
      method: cancelled ? 'CANCEL' : 'PUBLISH',
      organizer:
        (restaurant.email ?? tenant.email)
          ? { name: restaurant.name, email: (restaurant.email ?? tenant.email)! }
          : null,
    },
    tenant.name,
  );
}

function withIcs(context: ReservationMailContext, message: Omit<MailMessage, 'attachments'>): MailMessage {
  const cancelled = context.reservation.status === 'Cancelled';
  return {
    ...message,
    attachments: [
      {
        filename: `reservation-${context.reservation.reservationNumber}.ics`,
        contentType: `text/calendar; charset=utf-8; method=${cancelled ? 'CANCEL' : 'PUBLISH'}`,
        content: reservationIcs(context),
      },
    ],
  };
}

const SUBJECTS: Record<ReservationMailKind, (n: number, place: string) => string> = {
  received: (n, place) => `We received your reservation #${n} at ${place}`,
  confirmed: (n, place) => `Your reservation #${n} at ${place} is confirmed`,
  moved: (n, place) => `Your reservation #${n} at ${place} has a new time`,
  cancelled: (n, place) => `Your reservation #${n} at ${place} is cancelled`,
};

/** The diner's mail for a step of their booking. */
export function dinerReservationMail(
  kind: ReservationMailKind,
  context: ReservationMailContext,
): MailMessage {
  const { tenant, restaurant, reservation } = context;
  const when = reservationWhen(restaurant, reservation);
  const opening: Record<ReservationMailKind, string[]> = {
    received: [
      `Thank you for your reservation request for ${partyOf(reservation.partySize)} on ${when}.`,
      'The team will confirm it shortly; we will email you when they do.',
    ],
    confirmed: [`Your table for ${partyOf(reservation.partySize)} on ${when} is confirmed. See you soon!`],
    moved: [`Your reservation for ${partyOf(reservation.partySize)} is now on ${when}.`],
    cancelled: [
      `Your reservation for ${partyOf(reservation.partySize)} on ${when} is cancelled.`,
      ...(reservation.cancelReason ? [`Reason: ${reservation.cancelReason}`] : []),
    ],
  };
  const manage =
    kind === 'cancelled' ? [] : ['', 'To cancel it or choose another time, open:', context.manageLink];
  return withIcs(context, {
    tenantId: tenant.id,
    kind: `reservation-${kind}`,
    fromName: tenant.name,
    to: reservation.email,
    replyTo: restaurant.email ?? tenant.email,
    subject: SUBJECTS[kind](reservation.reservationNumber, restaurant.name),
    text: [
      `Hi ${reservation.nameReservedUnder},`,
      '',
      ...opening[kind],
      '',
      `Reservation #${reservation.reservationNumber}`,
      ...restaurantLines(restaurant),
      ...(reservation.note ? [`Your note: ${reservation.note}`] : []),
      ...manage,
      '',
      'The attached calendar file adds the reservation to your calendar.',
    ].join('\n'),
  });
}

/** Where a moved booking was before: its date and 'HH:mm' on the restaurant's wall clock. */
export type ReservationMovedFrom = Pick<ApiReservation, 'reservedDate' | 'reservedTime'>;

/**
 * The restaurant's notice (to the location's email, else the brand's) of a new booking, or of one
 * a diner moved to another time (`movedFrom` is where it was), with the booking's .ics.
 */
export function restaurantReservationMail(
  context: ReservationMailContext,
  movedFrom?: ReservationMovedFrom,
): MailMessage | null {
  const { tenant, restaurant, reservation } = context;
  const to = restaurant.email ?? tenant.email;
  if (!to) return null;
  const party = partyOf(reservation.partySize);
  const at = `${reservation.reservedDate} ${reservation.reservedTime}`;
  return withIcs(context, {
    tenantId: tenant.id,
    kind: movedFrom ? 'reservation-moved-restaurant' : 'reservation-new',
    fromName: tenant.name,
    to,
    replyTo: reservation.email,
    subject: movedFrom
      ? `Reservation #${reservation.reservationNumber} moved: ${party}, now ${at}`
      : `New reservation #${reservation.reservationNumber}: ${party}, ${at}`,
    text: [
      movedFrom
        ? `A guest moved their reservation at ${restaurant.name} to another time.`
        : `A new reservation is waiting for confirmation at ${restaurant.name}.`,
      '',
      `When: ${reservationWhen(restaurant, reservation)}`,
      ...(movedFrom
        ? [
            `Was: ${reservationWhen(restaurant, { ...reservation, ...movedFrom })}`,
            `Status: ${reservation.status}`,
          ]
        : []),
      `Party: ${party}`,
      `Name: ${reservation.nameReservedUnder}`,
      `Phone: ${reservation.telephone}`,
      `Email: ${reservation.email}`,
      ...(reservation.note ? [`Note: ${reservation.note}`] : []),
      '',
      ...restaurantLines(restaurant),
      '',
      movedFrom ? 'See it in the staff console:' : 'Confirm or cancel it in the staff console:',
      context.inboxLink,
    ].join('\n'),
  });
}

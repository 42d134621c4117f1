import {
  localeFormats,
  RESERVATION_SLOT_MINUTES,
  buildIcs,
  formatClock,
  formatLocalDate,
  reservationInstant,
  safeTimeZone,
  type ApiReservation,
  type CopyByLocale,
  type Locale,
  type ReservationStatus,
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
  /** `default_language`: the language of the restaurant's own mail. */
  tenant: { id: string; name: string; email: string | null; default_language: Locale };
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

function restaurantLines(
  restaurant: RestaurantRow,
  phone: (phone: string) => string = RESERVATION_MAIL_COPY.diner.en.phone,
): string[] {
  const street = [restaurant.address_1, restaurant.address_2].filter(Boolean).join(', ');
  const town = [restaurant.city_town, restaurant.state_province, restaurant.postal_code]
    .filter(Boolean)
    .join(' ');
  return [
    restaurant.name,
    [street, town].filter(Boolean).join(', '),
    restaurant.phone ? phone(restaurant.phone) : '',
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

/** The booking's day and time in French, on the restaurant's clock: 'mar. 1 déc. 2026, 18 h 30'. */
function frenchWhen(restaurant: RestaurantRow, reservation: ApiReservation): string {
  const timeZone = safeTimeZone(restaurantSettingsOf(restaurant).time_zone);
  const start = reservationInstant(reservation.reservedDate, reservation.reservedTime, timeZone);
  return localeFormats('fr', { timeZone }).dateTime(start);
}

const partyOf = (size: number) => RESERVATION_MAIL_COPY.diner.en.party(size);

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

/** Every word of the reservation mails, in one place (decision 0091); the diner's in their language. */
const DINER_ENGLISH = {
  subject: {
    received: (n: number, place: string) => `We received your reservation #${n} at ${place}`,
    confirmed: (n: number, place: string) => `Your reservation #${n} at ${place} is confirmed`,
    moved: (n: number, place: string) => `Your reservation #${n} at ${place} has a new time`,
    cancelled: (n: number, place: string) => `Your reservation #${n} at ${place} is cancelled`,
  } satisfies Record<ReservationMailKind, (n: number, place: string) => string>,
  greeting: (name: string) => `Hi ${name},`,
  opening: {
    received: (party: string, when: string) =>
      `Thank you for your reservation request for ${party} on ${when}.\nThe team will confirm it shortly; we will email you when they do.`,
    confirmed: (party: string, when: string) =>
      `Your table for ${party} on ${when} is confirmed. See you soon!`,
    moved: (party: string, when: string) => `Your reservation for ${party} is now on ${when}.`,
    cancelled: (party: string, when: string) => `Your reservation for ${party} on ${when} is cancelled.`,
  } satisfies Record<ReservationMailKind, (party: string, when: string) => string>,
  reason: (reason: string) => `Reason: ${reason}`,
  number: (n: number) => `Reservation #${n}`,
  yourNote: (note: string) => `Your note: ${note}`,
  manage: 'To cancel it or choose another time, open:',
  manageAction: 'Cancel or change the reservation',
  calendar: 'The attached calendar file adds the reservation to your calendar.',
  party: (size: number) => `${size} ${size === 1 ? 'person' : 'people'}`,
  phone: (phone: string) => `Phone: ${phone}`,
};

const DINER_FRENCH: typeof DINER_ENGLISH = {
  subject: {
    received: (n: number, place: string) => `Nous avons reçu votre réservation no ${n} chez ${place}`,
    confirmed: (n: number, place: string) => `Votre réservation no ${n} chez ${place} est confirmée`,
    moved: (n: number, place: string) => `Votre réservation no ${n} chez ${place} a une nouvelle heure`,
    cancelled: (n: number, place: string) => `Votre réservation no ${n} chez ${place} est annulée`,
  },
  greeting: (name: string) => `Bonjour ${name},`,
  opening: {
    received: (party: string, when: string) =>
      `Merci pour votre demande de réservation pour ${party} le ${when}.\nL’équipe la confirmera sous peu; nous vous écrirons à ce moment.`,
    confirmed: (party: string, when: string) =>
      `Votre table pour ${party} le ${when} est confirmée. À bientôt!`,
    moved: (party: string, when: string) => `Votre réservation pour ${party} est maintenant le ${when}.`,
    cancelled: (party: string, when: string) => `Votre réservation pour ${party} le ${when} est annulée.`,
  },
  reason: (reason: string) => `Raison : ${reason}`,
  number: (n: number) => `Réservation no ${n}`,
  yourNote: (note: string) => `Votre note : ${note}`,
  manage: 'Pour l’annuler ou choisir une autre heure, ouvrez :',
  manageAction: 'Annuler ou modifier la réservation',
  calendar: 'Le fichier de calendrier joint ajoute la réservation à votre calendrier.',
  party: (size: number) => `${size} ${size === 1 ? 'personne' : 'personnes'}`,
  phone: (phone: string) => `Téléphone : ${phone}`,
};

const RESTAURANT_ENGLISH = {
  subjectNew: (n: number, party: string, at: string) => `New reservation #${n}: ${party}, ${at}`,
  subjectMoved: (n: number, party: string, at: string) => `Reservation #${n} moved: ${party}, now ${at}`,
  new: (place: string) => `A new reservation is waiting for confirmation at ${place}.`,
  moved: (place: string) => `A guest moved their reservation at ${place} to another time.`,
  when: 'When',
  was: 'Was',
  status: 'Status',
  /** The booking's status word: the API's own in English. */
  statuses: {
    Pending: 'Pending',
    Confirmed: 'Confirmed',
    Cancelled: 'Cancelled',
    Completed: 'Completed',
    'No-show': 'No-show',
  } satisfies Record<ReservationStatus, string>,
  party: 'Party',
  name: 'Name',
  phone: 'Phone',
  email: 'Email',
  note: 'Note',
  confirm: 'Confirm or cancel it in the staff console:',
  see: 'See it in the staff console:',
  action: 'Open the reservations',
};

const RESTAURANT_FRENCH: typeof RESTAURANT_ENGLISH = {
  subjectNew: (n: number, party: string, at: string) => `Nouvelle réservation no ${n} : ${party}, ${at}`,
  subjectMoved: (n: number, party: string, at: string) =>
    `Réservation no ${n} déplacée : ${party}, maintenant ${at}`,
  new: (place: string) => `Une nouvelle réservation attend d’être confirmée chez ${place}.`,
  moved: (place: string) => `Un client a déplacé sa réservation chez ${place} à une autre heure.`,
  when: 'Quand',
  was: 'Avant',
  status: 'Statut',
  statuses: {
    Pending: 'En attente',
    Confirmed: 'Confirmée',
    Cancelled: 'Annulée',
    Completed: 'Terminée',
    'No-show': 'Absence',
  },
  party: 'Personnes',
  name: 'Nom',
  phone: 'Téléphone',
  email: 'Courriel',
  note: 'Note',
  confirm: 'Confirmez-la ou annulez-la dans la console du personnel :',
  see: 'Voyez-la dans la console du personnel :',
  action: 'Ouvrir les réservations',
};

export const RESERVATION_MAIL_COPY = {
  diner: { en: DINER_ENGLISH, fr: DINER_FRENCH } satisfies CopyByLocale<typeof DINER_ENGLISH>,
  // To the restaurant: in its default language (issue 31).
  restaurant: { en: RESTAURANT_ENGLISH, fr: RESTAURANT_FRENCH } satisfies CopyByLocale<
    typeof RESTAURANT_ENGLISH
  >,
} as const;

/** The diner's mail for a step of their booking, in the language it was booked in. */
export function dinerReservationMail(
  kind: ReservationMailKind,
  context: ReservationMailContext,
): MailMessage {
  const { tenant, restaurant, reservation } = context;
  const locale = reservation.locale ?? 'en';
  const copy = RESERVATION_MAIL_COPY.diner[locale];
  const when =
    locale === 'en' ? reservationWhen(restaurant, reservation) : frenchWhen(restaurant, reservation);
  const opening = [
    copy.opening[kind](copy.party(reservation.partySize), when),
    ...(kind === 'cancelled' && reservation.cancelReason ? [copy.reason(reservation.cancelReason)] : []),
  ].join('\n');
  return withIcs(context, {
    tenantId: tenant.id,
    kind: `reservation-${kind}`,
    fromName: tenant.name,
    to: reservation.email,
    replyTo: restaurant.email ?? tenant.email,
    subject: copy.subject[kind](reservation.reservationNumber, restaurant.name),
    content: {
      locale,
      preview: opening,
      greeting: copy.greeting(reservation.nameReservedUnder),
      blocks: [
        { kind: 'paragraph', text: opening },
        {
          kind: 'paragraph',
          text: [
            copy.number(reservation.reservationNumber),
            ...restaurantLines(restaurant, copy.phone),
            ...(reservation.note ? [copy.yourNote(reservation.note)] : []),
          ].join('\n'),
        },
        ...(kind === 'cancelled'
          ? []
          : [
              { kind: 'paragraph', text: copy.manage } as const,
              { kind: 'action', label: copy.manageAction, url: context.manageLink, bare: true } as const,
            ]),
        { kind: 'paragraph', text: copy.calendar },
      ],
      signature: [],
    },
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
  const locale = tenant.default_language;
  const copy = RESERVATION_MAIL_COPY.restaurant[locale];
  const english = locale === 'en';
  const party = RESERVATION_MAIL_COPY.diner[locale].party(reservation.partySize);
  const when = (booking: ApiReservation) =>
    english ? reservationWhen(restaurant, booking) : frenchWhen(restaurant, booking);
  const at = english ? `${reservation.reservedDate} ${reservation.reservedTime}` : when(reservation);
  const opening = movedFrom ? copy.moved(restaurant.name) : copy.new(restaurant.name);
  return withIcs(context, {
    tenantId: tenant.id,
    kind: movedFrom ? 'reservation-moved-restaurant' : 'reservation-new',
    fromName: tenant.name,
    to,
    replyTo: reservation.email,
    subject: movedFrom
      ? copy.subjectMoved(reservation.reservationNumber, party, at)
      : copy.subjectNew(reservation.reservationNumber, party, at),
    content: {
      locale,
      preview: opening,
      blocks: [
        { kind: 'paragraph', text: opening },
        {
          kind: 'facts',
          rows: [
            [copy.when, when(reservation)],
            ...(movedFrom
              ? ([
                  [copy.was, when({ ...reservation, ...movedFrom })],
                  [copy.status, copy.statuses[reservation.status]],
                ] as const)
              : []),
            [copy.party, party],
            [copy.name, reservation.nameReservedUnder],
            [copy.phone, reservation.telephone],
            [copy.email, reservation.email],
            ...(reservation.note ? [[copy.note, reservation.note] as const] : []),
          ],
        },
        {
          kind: 'paragraph',
          text: restaurantLines(restaurant, RESERVATION_MAIL_COPY.diner[locale].phone).join('\n'),
        },
        { kind: 'paragraph', text: movedFrom ? copy.see : copy.confirm },
        { kind: 'action', label: copy.action, url: context.inboxLink, bare: true },
      ],
      signature: [],
    },
  });
}

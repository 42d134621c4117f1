/*
 * What the storefront shows about a location (ordering-core §2: location chooser, /locations, home):
 * its address lines, phone link, weekly and special hours, and where it sits on the map.
 */
import { WEEKDAYS, type Weekday } from '../contract/settings';
import { formatClock, parseClock, type ClockFormat, type TimeFormat } from '../time/clock';
import { hoursLabel } from '../time/hours';
import { datePartOf, type LocalDate } from '../time/zoned';

export interface AddressInput {
  address_1: string | null;
  address_2: string | null;
  city_town: string | null;
  state_province: string | null;
  postal_code: string | null;
}

const clean = (value: string | null | undefined) => (typeof value === 'string' ? value.trim() : '');

/**
 * The postal address as display lines: street (with suite), then 'City, Province Postal'. Missing
 * parts are left out and an empty line is dropped, so a partial address never shows stray commas.
 */
export function addressLines(restaurant: AddressInput): string[] {
  const street = [restaurant.address_1, restaurant.address_2].map(clean).filter(Boolean).join(', ');
  const region = [clean(restaurant.state_province), clean(restaurant.postal_code)].filter(Boolean).join(' ');
  const locality = [clean(restaurant.city_town), region].filter(Boolean).join(', ');
  return [street, locality].filter(Boolean);
}

/** A `tel:` link for a displayed phone number ('(306) 555-0100' -> 'tel:3065550100'), or null. */
export function telHref(phone: string | null | undefined): string | null {
  const digits = clean(phone).replace(/(?!^\+)[^\d]/g, '');
  return /\d{3,}/.test(digits) ? `tel:${digits}` : null;
}

export interface OpeningRange {
  is_open: boolean;
  open_time: string | null;
  close_time: string | null;
}

/** '11:00 AM - 9:00 PM' (or '11:00 - 21:00'), or 'Closed' when closed or a time is unreadable. */
export function openingRangeLabel(
  range: OpeningRange | null | undefined,
  timeFormat: TimeFormat = '12',
  clock: ClockFormat = formatClock,
): string {
  if (!range || !range.is_open) return 'Closed';
  const open = parseClock(range.open_time);
  const close = parseClock(range.close_time);
  if (open === null || close === null) return 'Closed';
  return hoursLabel({ open, close }, timeFormat, clock);
}

/** The week as most menus print it: Monday first. */
export const WEEKDAYS_MONDAY_FIRST: readonly Weekday[] = [...WEEKDAYS.slice(1), WEEKDAYS[0]!];

export interface WeeklyHoursRow {
  weekday: Weekday;
  /** 'Monday' */
  dayName: string;
  /** '11:00 AM - 9:00 PM' or 'Closed' */
  hours: string;
}

/** One row per weekday; a missing weekday reads as closed. */
export function weeklyHoursRows(
  hours: Partial<Record<Weekday, OpeningRange>> | null | undefined,
  timeFormat: TimeFormat = '12',
  order: readonly Weekday[] = WEEKDAYS_MONDAY_FIRST,
  clock: ClockFormat = formatClock,
): WeeklyHoursRow[] {
  return order.map((weekday) => ({
    weekday,
    dayName: weekday[0]!.toUpperCase() + weekday.slice(1),
    hours: openingRangeLabel(hours?.[weekday], timeFormat, clock),
  }));
}

export interface SpecialDate<H> {
  /** 'YYYY-MM-DD' */
  date: LocalDate;
  holiday: H;
}

/**
 * The special (holiday) dates to list: from `from` on (when given), in date order, one per date,
 * at most `max` (spec §9: 5), and how many more exist ('+N more special dates').
 */
export function specialDates<H extends { date: string }>(
  holidays: readonly H[] | null | undefined,
  options: { from?: LocalDate | null; max?: number } = {},
): { shown: SpecialDate<H>[]; more: number } {
  const max = Math.max(0, Math.floor(options.max ?? 5));
  const byDate = new Map<LocalDate, H>();
  for (const holiday of holidays ?? []) {
    const date = datePartOf(holiday.date);
    if (date === null || (options.from && date < options.from) || byDate.has(date)) continue;
    byDate.set(date, holiday);
  }
  const all = [...byDate.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([date, holiday]) => ({ date, holiday }));
  return { shown: all.slice(0, max), more: Math.max(0, all.length - max) };
}

export interface MapPoint {
  id: string;
  lat: number;
  lng: number;
}

export type MapView =
  | { kind: 'center'; center: [number, number] }
  | { kind: 'bounds'; bounds: [[number, number], [number, number]] };

const validLat = (v: unknown): v is number =>
  typeof v === 'number' && Number.isFinite(v) && Math.abs(v) <= 90;
const validLng = (v: unknown): v is number =>
  typeof v === 'number' && Number.isFinite(v) && Math.abs(v) <= 180;

/**
 * The restaurants that can be placed on a map. 0,0 is an unset position (it lies in the ocean),
 * not a restaurant, so it is left out rather than stretching the view across the globe.
 */
export function mapPointsOf(
  restaurants: readonly { _id: string; latitude: number | null; longitude: number | null }[],
): MapPoint[] {
  return restaurants.flatMap((r) =>
    validLat(r.latitude) && validLng(r.longitude) && !(r.latitude === 0 && r.longitude === 0)
      ? [{ id: r._id, lat: r.latitude, lng: r.longitude }]
      : [],
  );
}

/** Several distinct places: fit them all; one place (or all at one spot): centre on it; none: null. */
export function mapViewOf(points: readonly MapPoint[]): MapView | null {
  const first = points[0];
  if (!first) return null;
  const lats = points.map((p) => p.lat);
  const lngs = points.map((p) => p.lng);
  const [south, north, west, east] = [
    Math.min(...lats),
    Math.max(...lats),
    Math.min(...lngs),
    Math.max(...lngs),
  ];
  if (south === north && west === east) return { kind: 'center', center: [first.lat, first.lng] };
  return {
    kind: 'bounds',
    bounds: [
      [south, west],
      [north, east],
    ],
  };
}

/**
 * The location a page opens at: the only one, else the one the `selectedLocation` cookie names
 * ("id|phone|address", spec §4) if the tenant has it, else none yet. The browser and the server's
 * rendering of the page read the cookie alike.
 */
export function chosenRestaurantId(
  restaurants: readonly { _id: string }[],
  selectedLocationCookie: string | null | undefined,
): string | null {
  if (restaurants.length === 1) return restaurants[0]!._id;
  const id = selectedLocationCookie?.split('|')[0];
  return restaurants.some((r) => r._id === id) ? (id ?? null) : null;
}

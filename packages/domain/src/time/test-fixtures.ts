// Shared fixtures for the time tests.
import type { ApiRestaurant } from '../contract/api';
import {
  DEFAULT_DELIVERY_OPTIONS,
  DEFAULT_ONLINE_PAYMENT_SETTINGS,
  DEFAULT_RESTAURANT_SETTINGS,
  DEFAULT_RUSH_HOUR_SETTINGS,
} from '../contract/defaults';
import { WEEKDAYS, type RegularBusinessHours, type RushHourSettings } from '../contract/settings';
import type { HolidayHours } from './hours';

const day = (open_time: string, close_time: string) => ({ is_open: true, open_time, close_time });
const closed = { is_open: false, open_time: '11:00 AM', close_time: '9:00 PM' };

/** Sunday and Tuesday-Wednesday daytime, Monday closed, Thursday to midnight, Friday-Saturday overnight. */
export const HOURS: RegularBusinessHours = {
  sunday: day('11:00 AM', '9:00 PM'),
  monday: closed,
  tuesday: day('11:00 AM', '9:00 PM'),
  wednesday: day('11:00 AM', '9:00 PM'),
  thursday: day('11:00 AM', '12:00 AM'),
  friday: day('6:00 PM', '2:00 AM'),
  saturday: day('6:00 PM', '2:00 AM'),
};

/** Wednesday 2026-11-25 to Tuesday 2026-12-01 as HOURS open them: all but Monday the 30th. */
export const OPEN_DATES_FROM_NOV_25 = [
  '2026-11-25',
  '2026-11-26',
  '2026-11-27',
  '2026-11-28',
  '2026-11-29',
  '2026-12-01',
];

/** The same hours every day of the week. */
export const everyDay = (open_time: string, close_time: string): RegularBusinessHours =>
  Object.fromEntries(
    WEEKDAYS.map((weekday) => [weekday, day(open_time, close_time)]),
  ) as RegularBusinessHours;

export const HOLIDAYS: HolidayHours[] = [
  // Christmas Eve (a Thursday): special hours.
  { date: '2026-12-24', is_open: true, open_time: '11:00 AM', close_time: '3:00 PM' },
  // Christmas (a Friday): closed.
  { date: '2026-12-25', is_open: false, open_time: null, close_time: null },
  // A normally closed Monday opened for the day, stored as an ISO string, with 24-hour times.
  { date: '2026-03-09T00:00:00.000Z', is_open: true, open_time: '12:00', close_time: '20:00' },
  // Open but missing a time: treated as closed.
  { date: '2026-03-10', is_open: true, open_time: '11:00 AM', close_time: null },
];

const rushDay = (disabled: boolean) => ({
  disabled,
  rush_hour_start: '11:30 AM',
  rush_hour_end: '1:30 PM',
  online_order_lead_time: 45,
  delivery_order_lead_time: 90,
});

export const RUSH_HOURS: RushHourSettings = {
  sunday: rushDay(false),
  monday: rushDay(true),
  tuesday: rushDay(false),
  wednesday: rushDay(false),
  thursday: rushDay(false),
  friday: { ...rushDay(false), rush_hour_start: '11:00 PM', rush_hour_end: '1:00 AM' },
  saturday: rushDay(false),
};

export const ms = (iso: string): number => Date.parse(iso);

/** A restaurant in Toronto on `HOURS`, taking online orders, delivering with the defaults. */
export const RESTAURANT: ApiRestaurant = {
  _id: 'r1',
  id: 'r1',
  name: 'Downtown',
  slug: 'downtown',
  phone: null,
  email: null,
  address_1: null,
  address_2: null,
  city_town: null,
  state_province: null,
  postal_code: null,
  country: 'CA',
  latitude: null,
  longitude: null,
  regular_business_hours: HOURS,
  settings: {
    ...DEFAULT_RESTAURANT_SETTINGS,
    online_ordering: true,
    rush_hour_settings: DEFAULT_RUSH_HOUR_SETTINGS,
  },
  delivery_options: { ...DEFAULT_DELIVERY_OPTIONS, support_delivery: true },
  online_payment_settings: DEFAULT_ONLINE_PAYMENT_SETTINGS,
};

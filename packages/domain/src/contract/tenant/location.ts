/*
 * A location (a restaurant row) and its configuration JSON: settings, business hours (a closing time
 * before the opening time runs past midnight), rush hours, delivery and online payment, with its
 * holidays and plastic cutlery add-ons and its menus. The settings types of contract/settings.ts are
 * these schemas' outputs.
 */
import { z } from 'zod';
import { WEEKDAYS, type RushHourSettings } from '../settings';
import {
  clock12,
  clock24,
  dateRef,
  dollars,
  duplicates,
  optionalEmail,
  optionalText,
  perWeekday,
  slug,
  text,
  timeZone,
  wholeNumber,
} from './fields';
import { locationMenuExcess, MENU_LIMIT_MESSAGES, MENU_LIMITS, menuSchema, optionCountOf } from './menu';
import { PRINT_MOMENTS } from './printer';

const minutes = (label: string, max = 10_080) => wholeNumber(`${label} (minutes)`, 0, max);

export const deliveryCutoffSchema = z.object({
  /** YYYY-MM-DD in the restaurant's time zone. */
  date: dateRef('The cut-off date'),
  /** 'HH:mm' (24 h): after it, delivery is not offered on that date. */
  time: clock24('The cut-off time'),
});

export const restaurantSettingsSchema = z.object({
  time_zone: timeZone('The time zone').default('America/Toronto'),
  time_format: z.enum(['12', '24'], { message: 'The time format is 12 or 24' }).default('12'),
  date_format: text('The date format', 40).default('MMM D, YYYY'),
  datetime_format: text('The date and time format', 60).default('MMM D, YYYY h:mm A'),
  tax_rate: z.number().min(0).max(100, 'A tax rate is a percentage up to 100').default(0),
  /** Percent, e.g. 5 for GST. */
  gst_rate: z.number().min(0, 'GST cannot be negative').max(100, 'GST is a percentage up to 100').default(0),
  pst_rate: z.number().min(0, 'PST cannot be negative').max(100, 'PST is a percentage up to 100').default(0),
  currency_code: z
    .string()
    .regex(/^[A-Z]{3}$/, 'The currency is a code like CAD')
    .default('CAD'),
  online_ordering: z.boolean().default(false),
  /** Shown on the location chooser when online ordering is off. */
  online_ordering_paused_message: optionalText('The paused message', 300),
  /** Minutes after opening when online ordering starts. */
  online_order_start: minutes('The online order start', 1440).default(0),
  /** Minutes before closing when online ordering ends. */
  online_order_end: minutes('The online order end', 1440).default(0),
  pickup_time_interval_in_minutes: wholeNumber('The pickup interval', 5, 240).default(15),
  delivery_time_interval_in_minutes: wholeNumber('The delivery interval', 5, 240).default(15),
  online_order_lead_time: minutes('The pickup lead time', 1440).default(20),
  delivery_order_lead_time: minutes('The delivery lead time', 1440).default(45),
  online_reservation: z.boolean().default(false),
  max_party_size: wholeNumber('The largest party', 1, 500).default(8),
  future_reservation_days: wholeNumber('Reservation days ahead', 0, 365).default(30),
  online_reservation_start: minutes('The reservation start', 1440).default(0),
  online_reservation_end: minutes('The reservation end', 1440).default(0),
  /** Parties the restaurant takes per 30-minute reservation slot; 0 means no limit. */
  max_reservations_per_slot: wholeNumber('Reservations per slot', 0, 1000).default(0),
  /** Diners may cancel or move a booking until this many minutes before it (issue 15). */
  reservation_change_cutoff_minutes: minutes('The reservation change cut-off').default(120),
  menu_extra_option: z.boolean().default(false),
  menu_special_request_allowed: z.boolean().default(false),
  delivery_cutoffs: z.array(deliveryCutoffSchema).default([]),
  /** How many days ahead pickup and delivery can be scheduled (today included). */
  future_order_days: wholeNumber('Order days ahead', 1, 60).default(7),
});

export const timeOfDayRangeSchema = z.object({
  is_open: z.boolean(),
  /** 'hh:mm A' as the spec shows it, e.g. '11:00 AM'; a close before the open runs past midnight. */
  open_time: clock12('The opening time'),
  close_time: clock12('The closing time'),
});

export const regularBusinessHoursSchema = perWeekday(timeOfDayRangeSchema);

export const rushHourDaySchema = z.object({
  disabled: z.boolean(),
  rush_hour_start: clock24('The rush hour start'),
  rush_hour_end: clock24('The rush hour end'),
  online_order_lead_time: minutes('The rush pickup lead time', 1440),
  delivery_order_lead_time: minutes('The rush delivery lead time', 1440),
});

export const rushHourSettingsSchema = perWeekday(rushHourDaySchema);

/** No rush hours: the window the editor shows, off every day. */
export const DEFAULT_RUSH_HOUR_SETTINGS: RushHourSettings = Object.fromEntries(
  WEEKDAYS.map((day) => [
    day,
    {
      disabled: true,
      rush_hour_start: '11:30',
      rush_hour_end: '13:00',
      online_order_lead_time: 30,
      delivery_order_lead_time: 60,
    },
  ]),
) as RushHourSettings;

export const deliveryFeeTierSchema = z
  .object({
    /** Kilometres. */
    min_radius: z.number().min(0, 'A distance cannot be negative'),
    max_radius: z.number().min(0, 'A distance cannot be negative'),
    fee: dollars('The fee'),
  })
  .refine((tier) => tier.min_radius < tier.max_radius, {
    message: 'A fee tier ends farther than it starts',
    path: ['max_radius'],
  });

const POSTAL_PREFIXES = /^\s*$|^\s*[A-Za-z]\d[A-Za-z](\s*,\s*[A-Za-z]\d[A-Za-z])*\s*$/;

export const deliveryOptionsSchema = z.object({
  support_pickup: z.boolean().default(true),
  support_delivery: z.boolean().default(false),
  /** The flat fee, when there are no tiers. */
  delivery_fee: dollars('The delivery fee').default(0),
  /** Fees by distance; they win over the flat fee. */
  delivery_fees: z.array(deliveryFeeTierSchema).default([]),
  minimum_order_amount: dollars('The delivery minimum').default(0),
  /** Comma-separated three-character postal prefixes, e.g. 'S7H, S7J'. */
  delivery_area_postal_codes: z
    .string()
    .regex(POSTAL_PREFIXES, 'Postal prefixes are three characters separated by commas, e.g. S7H, S7J')
    .default(''),
  /** Kilometres. */
  delivery_area_radius: z
    .number({ message: 'The delivery radius must be a number of kilometres' })
    .min(0, 'The delivery radius cannot be negative')
    .max(500, 'The delivery radius must be at most 500 km')
    .default(0),
});

export const onlinePaymentSettingsSchema = z.object({
  accept_online_payment: z.boolean().default(false),
  stripe_api_publishable_key: optionalText('The Stripe publishable key', 200),
  /** The restaurant's connected account on the platform's Stripe (Connect; decision 0030). */
  stripe_account_id: optionalText('The Stripe account', 200),
});

export const holidaySchema = z
  .object({
    date: dateRef('The holiday date'),
    /** False: closed all day. */
    is_open: z.boolean(),
    open_time: clock12('The opening time').nullable().default(null),
    close_time: clock12('The closing time').nullable().default(null),
    note: optionalText('The note', 300),
  })
  .refine((h) => !h.is_open || (h.open_time !== null && h.close_time !== null), {
    message: 'An open holiday needs its opening and closing times',
    path: ['open_time'],
  });

export const cutleryItemSchema = z.object({
  name: text('The cutlery name', 120),
  price: dollars('The price').default(0),
});

/** The location's own order limits; null: the server's configured default. */
export const orderLimitsSchema = z.object({
  max_order_total: dollars('The largest order').nullable().default(null),
  max_item_quantity: wholeNumber('The largest quantity', 1, 10_000).nullable().default(null),
  orders_per_address_limit: wholeNumber('Orders per address', 1, 10_000).nullable().default(null),
  orders_per_email_limit: wholeNumber('Orders per email', 1, 10_000).nullable().default(null),
});

/** The most orders and items the kitchen takes per slot; null: no limit (decision 0037). */
export const slotCapacitySchema = z.object({
  max_orders: wholeNumber('Orders per slot', 1, 10_000).nullable().default(null),
  max_items: wholeNumber('Items per slot', 1, 100_000).nullable().default(null),
});

export const addressSchema = z.object({
  address_1: optionalText('The address', 200),
  address_2: optionalText('The second address line', 200),
  city_town: optionalText('The city', 120),
  state_province: optionalText('The province', 60),
  postal_code: optionalText('The postal code', 20),
  country: z
    .string()
    .regex(/^[A-Z]{2}$/, 'The country is a two-letter code like CA')
    .default('CA'),
  latitude: z.number().min(-90).max(90).nullable().default(null),
  longitude: z.number().min(-180).max(180).nullable().default(null),
});

export const locationSchema = z
  .object({
    /** What the storefront's address and the document's references call it. */
    slug: slug('The location slug'),
    name: text('The location name', 120),
    phone: optionalText('The phone number', 30),
    email: optionalEmail('The email'),
    address: addressSchema.prefault({}),
    settings: restaurantSettingsSchema.prefault({}),
    business_hours: regularBusinessHoursSchema,
    rush_hours: rushHourSettingsSchema.default(DEFAULT_RUSH_HOUR_SETTINGS),
    delivery: deliveryOptionsSchema.prefault({}),
    online_payment: onlinePaymentSettingsSchema.prefault({}),
    order_limits: orderLimitsSchema.prefault({}),
    slot_capacity: slotCapacitySchema.prefault({}),
    /** When its kitchen tickets print (issue 29): on acceptance or on arrival. */
    print_on: z.enum(PRINT_MOMENTS).default('accept'),
    holidays: z.array(holidaySchema).default([]),
    cutlery: z.array(cutleryItemSchema).default([]),
    menus: z
      .array(menuSchema)
      .max(MENU_LIMITS.menusPerLocation, MENU_LIMIT_MESSAGES.menusPerLocation)
      .default([]),
  })
  .superRefine((location, ctx) => {
    const items = location.menus.flatMap((m) => m.sections.flatMap((s) => s.items));
    const excess = locationMenuExcess({
      items: items.length,
      options: items.reduce((sum, item) => sum + optionCountOf(item), 0),
    });
    if (excess) ctx.addIssue({ code: 'custom', message: excess, path: ['menus'] });
    const codes = location.menus.flatMap((m) => m.sections.flatMap((s) => s.items.map((i) => i.code)));
    for (const code of duplicates(codes)) {
      ctx.addIssue({
        code: 'custom',
        message: `Item code ${code} is used twice in this location`,
        path: ['menus'],
      });
    }
    for (const date of duplicates(location.holidays.map((h) => h.date))) {
      ctx.addIssue({ code: 'custom', message: `The holiday ${date} is listed twice`, path: ['holidays'] });
    }
  });

export type Location = z.output<typeof locationSchema>;
export type Holiday = z.output<typeof holidaySchema>;

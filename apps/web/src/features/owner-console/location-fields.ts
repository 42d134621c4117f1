import { msg } from '@lingui/core/macro';
import type { HolidayRequest, LocationUpdateRequest } from '@storefront/domain';
import type { AnyFieldList, FieldSpec } from './components/settings-fields';

/*
 * The location form's fields (/staff/settings/locations), by section, typed against the values of
 * the schema the form runs on (locationUpdateSchema's input): a name the schema does not have, or a
 * list row that is not the list's, fails the typecheck. Ids follow the names
 * (`location-settings-gst_rate`, `location-delivery-delivery_fees-0-fee`); the browser tests use them.
 */

export const LOCATION_FIELDS = {
  contact: [
    { kind: 'text', name: 'name', label: msg`Name` },
    { kind: 'text', name: 'phone', label: msg`Phone` },
    { kind: 'text', name: 'email', label: msg`Email` },
  ],
  address: [
    { kind: 'text', name: 'address.address_1', label: msg`Street address` },
    { kind: 'text', name: 'address.address_2', label: msg`Unit, suite` },
    { kind: 'text', name: 'address.city_town', label: msg`City` },
    { kind: 'text', name: 'address.state_province', label: msg`Province` },
    { kind: 'text', name: 'address.postal_code', label: msg`Postal code` },
    { kind: 'text', name: 'address.country', label: msg`Country (CA or US)` },
  ],
  ordering: [
    { kind: 'check', name: 'settings.online_ordering', label: msg`Online ordering` },
    {
      kind: 'text',
      name: 'settings.online_ordering_paused_message',
      label: msg`Message while online ordering is off`,
    },
    { kind: 'check', name: 'settings.menu_special_request_allowed', label: msg`Special requests on items` },
    { kind: 'check', name: 'settings.menu_extra_option', label: msg`Extra options on the menu` },
    { kind: 'number', name: 'settings.online_order_lead_time', label: msg`Pickup lead time (minutes)` },
    { kind: 'number', name: 'settings.delivery_order_lead_time', label: msg`Delivery lead time (minutes)` },
    {
      kind: 'number',
      name: 'settings.pickup_time_interval_in_minutes',
      label: msg`Pickup interval (minutes)`,
    },
    {
      kind: 'number',
      name: 'settings.delivery_time_interval_in_minutes',
      label: msg`Delivery interval (minutes)`,
    },
    { kind: 'number', name: 'settings.future_order_days', label: msg`Days ahead orders can be scheduled` },
    {
      kind: 'number',
      name: 'settings.online_order_start',
      label: msg`Ordering starts after opening (minutes)`,
    },
    { kind: 'number', name: 'settings.online_order_end', label: msg`Ordering ends before closing (minutes)` },
  ],
  reservations: [
    { kind: 'check', name: 'settings.online_reservation', label: msg`Online reservations` },
    { kind: 'number', name: 'settings.max_party_size', label: msg`Largest party` },
    { kind: 'number', name: 'settings.future_reservation_days', label: msg`Days ahead` },
    {
      kind: 'number',
      name: 'settings.max_reservations_per_slot',
      label: msg`Parties per 30 minutes (0: no limit)`,
    },
    {
      kind: 'number',
      name: 'settings.reservation_change_cutoff_minutes',
      label: msg`Guests may change until (minutes before)`,
    },
    {
      kind: 'number',
      name: 'settings.online_reservation_start',
      label: msg`Booking starts after opening (minutes)`,
    },
    {
      kind: 'number',
      name: 'settings.online_reservation_end',
      label: msg`Booking ends before closing (minutes)`,
    },
  ],
  pickupAndDelivery: [
    { kind: 'check', name: 'delivery.support_pickup', label: msg`Pickup` },
    { kind: 'check', name: 'delivery.support_delivery', label: msg`Delivery` },
    {
      kind: 'number',
      name: 'delivery.delivery_fee',
      label: msg`Flat delivery fee ($)`,
      hint: msg`Used when there are no fee tiers`,
    },
    { kind: 'number', name: 'delivery.minimum_order_amount', label: msg`Delivery minimum ($)` },
    { kind: 'number', name: 'delivery.delivery_area_radius', label: msg`Delivery radius (km)` },
    {
      kind: 'text',
      name: 'delivery.delivery_area_postal_codes',
      label: msg`Postal prefixes`,
      hint: msg`e.g. S7H, S7J`,
    },
  ],
  taxes: [
    { kind: 'number', name: 'settings.gst_rate', label: msg`GST (%)` },
    { kind: 'number', name: 'settings.pst_rate', label: msg`PST (%)` },
  ],
} satisfies Record<string, readonly FieldSpec<LocationUpdateRequest>[]>;

export const LOCATION_LISTS = {
  feeTiers: {
    name: 'delivery.delivery_fees',
    columns: 'grid-cols-4',
    fields: [
      { kind: 'number', name: 'min_radius', label: msg`From (km)` },
      { kind: 'number', name: 'max_radius', label: msg`To (km)` },
      { kind: 'number', name: 'fee', label: msg`Fee ($)` },
    ],
    removeLabel: msg`Remove tier`,
    add: { label: msg`Add a fee tier`, row: { min_radius: 0, max_radius: 5, fee: 0 } },
  },
  cutoffs: {
    name: 'settings.delivery_cutoffs',
    columns: 'grid-cols-3',
    fields: [
      { kind: 'date', name: 'date', label: msg`Date` },
      { kind: 'text', name: 'time', label: msg`Time (24 h)` },
    ],
    removeLabel: msg`Remove cut-off`,
    add: { label: msg`Add a cut-off`, row: { date: '', time: '15:00' } },
  },
} satisfies Record<string, AnyFieldList<LocationUpdateRequest>>;

/** The holiday hours form: a date, open or not, the hours (asked only when open) and a note. */
export const HOLIDAY_FIELDS = {
  day: [
    { kind: 'date', name: 'date', label: msg`Date` },
    { kind: 'check', name: 'is_open', label: msg`Open that day` },
  ],
  hours: [
    { kind: 'text', name: 'open_time', label: msg`Opens`, hint: msg`e.g. 11:00 AM` },
    { kind: 'text', name: 'close_time', label: msg`Closes`, hint: msg`e.g. 3:00 PM` },
  ],
  note: [{ kind: 'text', name: 'note', label: msg`Note` }],
} satisfies Record<string, readonly FieldSpec<HolidayRequest>[]>;

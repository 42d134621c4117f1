import {
  DEFAULT_DELIVERY_OPTIONS,
  DEFAULT_ONLINE_PAYMENT_SETTINGS,
  DEFAULT_RESTAURANT_SETTINGS,
  DEFAULT_RUSH_HOUR_SETTINGS,
  withDefaults,
  type ApiHolidayHours,
  type ApiRestaurant,
  type DeliveryOptions,
  type OnlinePaymentSettings,
  UNTIL_FURTHER_NOTICE,
  type RegularBusinessHours,
  type RestaurantOperations,
  type RestaurantSettings,
  type RushHourSettings,
} from '@storefront/domain';
import type { Selectable } from 'kysely';
import type { HolidayHoursTable, RestaurantRow } from '../../db/schema';
import { bool, fromJson } from '../../http/json';

export function restaurantSettingsOf(row: Pick<RestaurantRow, 'settings'>): RestaurantSettings {
  return withDefaults(DEFAULT_RESTAURANT_SETTINGS, fromJson<Partial<RestaurantSettings>>(row.settings, {}));
}

/** A pause stored as an instant; the far instant means "until resumed". */
const pauseOf = (until: string | null) =>
  until === null ? null : { until: until >= UNTIL_FURTHER_NOTICE ? null : until };

/** The staff's pause, busy mode and slot capacity of a location (migration 0015). */
export function presentOperations(row: RestaurantRow): RestaurantOperations {
  return {
    paused: { Pickup: pauseOf(row.pickup_paused_until), Delivery: pauseOf(row.delivery_paused_until) },
    paused_message: row.paused_message,
    busy:
      row.busy_until !== null && row.busy_extra_minutes > 0
        ? { extra_minutes: row.busy_extra_minutes, until: row.busy_until }
        : null,
    slot_capacity: { max_orders: row.slot_max_orders, max_items: row.slot_max_items },
  };
}

export function presentRestaurant(row: RestaurantRow): ApiRestaurant {
  return {
    _id: row.id,
    id: row.id,
    name: row.name,
    slug: row.slug,
    phone: row.phone,
    email: row.email,
    address_1: row.address_1,
    address_2: row.address_2,
    city_town: row.city_town,
    state_province: row.state_province,
    postal_code: row.postal_code,
    country: row.country,
    latitude: row.latitude,
    longitude: row.longitude,
    regular_business_hours: fromJson<RegularBusinessHours>(
      row.regular_business_hours,
      {} as RegularBusinessHours,
    ),
    settings: {
      ...restaurantSettingsOf(row),
      rush_hour_settings: withDefaults(
        DEFAULT_RUSH_HOUR_SETTINGS,
        fromJson<Partial<RushHourSettings>>(row.rush_hour_settings, {}),
      ),
    },
    delivery_options: withDefaults(
      DEFAULT_DELIVERY_OPTIONS,
      fromJson<Partial<DeliveryOptions>>(row.delivery_options, {}),
    ),
    online_payment_settings: withDefaults(
      DEFAULT_ONLINE_PAYMENT_SETTINGS,
      fromJson<Partial<OnlinePaymentSettings>>(row.online_payment_settings, {}),
    ),
    operations: presentOperations(row),
  };
}

export function presentHolidayHours(row: Selectable<HolidayHoursTable>): ApiHolidayHours {
  return {
    _id: row.id,
    restaurant: row.restaurant_id,
    date: row.date,
    is_open: bool(row.is_open),
    open_time: row.open_time,
    close_time: row.close_time,
    note: row.note,
  };
}

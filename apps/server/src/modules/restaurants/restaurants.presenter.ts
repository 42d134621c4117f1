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
  type RegularBusinessHours,
  type RestaurantSettings,
  type RushHourSettings,
} from '@storefront/domain';
import type { Selectable } from 'kysely';
import type { HolidayHoursTable, RestaurantRow } from '../../db/schema';
import { bool, fromJson } from '../../http/json';

export function restaurantSettingsOf(row: Pick<RestaurantRow, 'settings'>): RestaurantSettings {
  return withDefaults(DEFAULT_RESTAURANT_SETTINGS, fromJson<Partial<RestaurantSettings>>(row.settings, {}));
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

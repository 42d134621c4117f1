/*
 * The owner console's Locations (issue 19): a location's editable sections, each sent whole and
 * checked by the tenant document's own schemas (contract/tenant/location.ts), so a field has one
 * rule and one message in the console, on the server and in an imported file.
 */
import { z } from 'zod';
import { calendarDateSchema } from '../validation';
import type { ApiHolidayHours, ApiRestaurant } from './api';
import {
  addressSchema,
  deliveryOptionsSchema,
  holidaySchema,
  locationSchema,
  regularBusinessHoursSchema,
  restaurantSettingsSchema,
  rushHourSettingsSchema,
} from './tenant/location';

export const OWNER_LOCATION_MESSAGES = {
  addressNotFound:
    'We could not find this address on the map. Check the street, city and postal code, then save again.',
  holidayTaken: (date: string) => `There are already holiday hours on ${date}. Remove them first.`,
  holidayDate: 'Choose the holiday’s date',
} as const;

/** The address as the owner types it; the server finds its coordinates with the geo provider. */
export const locationAddressSchema = addressSchema.omit({ latitude: true, longitude: true });

/** PUT /api/staff/locations/{id} */
export const locationUpdateSchema = z.object({
  name: locationSchema.shape.name,
  phone: locationSchema.shape.phone,
  email: locationSchema.shape.email,
  address: locationAddressSchema,
  settings: restaurantSettingsSchema,
  business_hours: regularBusinessHoursSchema,
  rush_hours: rushHourSettingsSchema,
  delivery: deliveryOptionsSchema,
});

export type LocationUpdateRequest = z.input<typeof locationUpdateSchema>;
export type LocationUpdate = z.output<typeof locationUpdateSchema>;

/** POST /api/staff/locations/{id}/holidays: the console names a real date (a file may say today+3). */
export const holidayRequestSchema = holidaySchema.safeExtend({
  date: calendarDateSchema({
    required: OWNER_LOCATION_MESSAGES.holidayDate,
    invalid: OWNER_LOCATION_MESSAGES.holidayDate,
  }),
});

export type HolidayRequest = z.input<typeof holidayRequestSchema>;
export type HolidayInput = z.output<typeof holidayRequestSchema>;

export interface OwnerLocationsResponse {
  locations: ApiRestaurant[];
  nextCursor: string | null;
}

export interface OwnerHolidaysResponse {
  holidays: ApiHolidayHours[];
  nextCursor: string | null;
}

/** A location as the console's form starts from it: its sections as the storefront reads them. */
export function locationUpdateOf(restaurant: ApiRestaurant): LocationUpdate {
  const { rush_hour_settings, ...settings } = restaurant.settings;
  return {
    name: restaurant.name,
    phone: restaurant.phone,
    email: restaurant.email,
    address: {
      address_1: restaurant.address_1,
      address_2: restaurant.address_2,
      city_town: restaurant.city_town,
      state_province: restaurant.state_province,
      postal_code: restaurant.postal_code,
      country: restaurant.country,
    },
    settings,
    business_hours: restaurant.regular_business_hours,
    rush_hours: rush_hour_settings,
    delivery: restaurant.delivery_options,
  };
}

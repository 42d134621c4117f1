import type {
  ApiHolidayHours,
  ApiRestaurant,
  HolidayInput,
  LocationUpdate,
  OwnerHolidaysResponse,
  OwnerLocationsResponse,
} from '@storefront/domain';
import { settingsCollection, settingsRequest } from './settings-api';

/* The owner console's Locations (/api/staff/locations): sections saved whole, holiday hours. */

export const locationKeys = {
  all: ['staff', 'settings', 'locations'] as const,
  holidays: (restaurantId: string) => ['staff', 'settings', 'locations', restaurantId, 'holidays'] as const,
};

/** The tenant's locations (a tenant has a handful: one page of the most the server gives). */
export const fetchLocations = () => settingsRequest<OwnerLocationsResponse>('GET', '/locations?limit=100');

export const saveLocation = (restaurantId: string, update: LocationUpdate) =>
  settingsRequest<ApiRestaurant>('PUT', `/locations/${encodeURIComponent(restaurantId)}`, update);

/** A location's holiday hours. */
export const holidaysOf = (restaurantId: string) =>
  settingsCollection<OwnerHolidaysResponse, ApiHolidayHours, HolidayInput>(
    `/locations/${encodeURIComponent(restaurantId)}/holidays`,
  );

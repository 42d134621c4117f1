import type {
  ApiHolidayHours,
  ApiRestaurant,
  HolidayInput,
  LocationUpdate,
  OwnerHolidaysResponse,
  OwnerLocationsResponse,
} from '@storefront/domain';
import { settingsRequest } from './settings-api';

/* The owner console's Locations (/api/staff/locations): sections saved whole, holiday hours. */

export const locationKeys = {
  all: ['staff', 'settings', 'locations'] as const,
  holidays: (restaurantId: string) => ['staff', 'settings', 'locations', restaurantId, 'holidays'] as const,
};

/** The tenant's locations (a tenant has a handful: one page of the most the server gives). */
export const fetchLocations = () => settingsRequest<OwnerLocationsResponse>('GET', '/locations?limit=100');

export const saveLocation = (restaurantId: string, update: LocationUpdate) =>
  settingsRequest<ApiRestaurant>('PUT', `/locations/${encodeURIComponent(restaurantId)}`, update);

export const fetchHolidays = (restaurantId: string) =>
  settingsRequest<OwnerHolidaysResponse>(
    'GET',
    `/locations/${encodeURIComponent(restaurantId)}/holidays?limit=100`,
  );

export const addHoliday = (restaurantId: string, holiday: HolidayInput) =>
  settingsRequest<ApiHolidayHours>(
    'POST',
    `/locations/${encodeURIComponent(restaurantId)}/holidays`,
    holiday,
  );

export const removeHoliday = (restaurantId: string, holidayId: string) =>
  settingsRequest<void>(
    'DELETE',
    `/locations/${encodeURIComponent(restaurantId)}/holidays/${encodeURIComponent(holidayId)}`,
  );

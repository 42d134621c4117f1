import {
  OWNER_LOCATION_MESSAGES,
  localDateOf,
  safeTimeZone,
  type ApiHolidayHours,
  type ApiRestaurant,
  type HolidayInput,
  type LocationUpdate,
  type OwnerHolidaysResponse,
  type OwnerLocationsResponse,
} from '@storefront/domain';
import type { GeoProvider } from '../../adapters/geo/geo-provider';
import { isUniqueViolation } from '../../db/errors';
import type { Executor } from '../../db/executor';
import { POSITION_PAGE_KEYS } from '../../db/keyset';
import { isId, newId } from '../../db/ids';
import type { RestaurantRow } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { fromJson } from '../../http/json';
import { nextCursorOf, pageRequestOf, type PageQuery } from '../../http/pagination';
import {
  auditedOwnerWrite,
  type OwnerList,
  ownerList,
  ownersTenant,
  recordOwnerChange,
} from '../audit/audit.service';
import type { StaffPrincipal } from '../../http/staff-principal';
import { presentHolidayHours, presentRestaurant, restaurantSettingsOf } from './restaurants.presenter';
import {
  deleteHoliday,
  HOLIDAY_PAGE_KEYS,
  insertHoliday,
  listHolidayPage,
  listRestaurantPage,
  updateRestaurant,
} from './restaurants.repository';
import { requireRestaurant } from './restaurants.service';

/*
 * The owner console's Locations (issue 19): the owner edits a location's sections (name, address,
 * contact, hours, rush hours, ordering, reservations, delivery, taxes, switches) and its holiday
 * hours. Owner only, in the owner's tenant; each write is audited in its own transaction. The
 * storefront reads locations on every request, so a change shows at once.
 */

/** What the console needs of the geo adapter: an address's coordinates. */
export type AddressLookup = Pick<GeoProvider, 'autocomplete' | 'place'>;

/** The owner's own location, or 404 (another tenant's answers as an unknown one). */
async function ownersLocation(db: Executor, principal: StaffPrincipal, restaurantId: string) {
  return requireRestaurant(db, ownersTenant(principal), restaurantId);
}

export const listLocations: OwnerList<OwnerLocationsResponse> = ownerList(
  'locations',
  POSITION_PAGE_KEYS,
  listRestaurantPage,
  presentRestaurant,
);

type Address = LocationUpdate['address'];

const ADDRESS_FIELDS = [
  'address_1',
  'address_2',
  'city_town',
  'state_province',
  'postal_code',
  'country',
] as const satisfies readonly (keyof Address & keyof RestaurantRow)[];

/**
 * An address's coordinates from the configured geo provider: the first match of the whole address,
 * else of its postal code (the offline provider knows the districts' centres); null when neither.
 */
async function coordinatesOf(geo: AddressLookup, address: Address) {
  const line = [address.address_1, address.city_town, address.state_province, address.postal_code]
    .filter((part) => part && part.trim() !== '')
    .join(', ');
  for (const text of [line, address.postal_code ?? '']) {
    if (text.trim().length < 4) continue;
    const [first] = await geo.autocomplete(text, null);
    const place = first ? await geo.place(first.place_id) : null;
    if (place) return { latitude: place.latitude, longitude: place.longitude };
  }
  return null;
}

/** Where the location is: kept while its address is unchanged, else looked up again. */
async function placeOf(geo: AddressLookup, row: RestaurantRow, address: Address) {
  const unchanged = ADDRESS_FIELDS.every((field) => (row[field] ?? null) === (address[field] ?? null));
  if (unchanged) return { latitude: row.latitude, longitude: row.longitude };
  if (!address.address_1 && !address.postal_code) return { latitude: null, longitude: null };
  const found = await coordinatesOf(geo, address);
  if (!found)
    throw new HttpError(422, 'ADDRESS_NOT_FOUND', `address: ${OWNER_LOCATION_MESSAGES.addressNotFound}`);
  return found;
}

/** A location's editable state, one level deep, as the audit log compares it. */
function auditedLocation(row: RestaurantRow): Record<string, unknown> {
  const api = presentRestaurant(row);
  const { rush_hour_settings, ...settings } = api.settings;
  const flat = (prefix: string, value: object) =>
    Object.fromEntries(Object.entries(value).map(([key, v]) => [`${prefix}.${key}`, v]));
  return {
    name: row.name,
    phone: row.phone,
    email: row.email,
    ...Object.fromEntries(ADDRESS_FIELDS.map((field) => [field, row[field]])),
    latitude: row.latitude,
    longitude: row.longitude,
    ...flat('settings', settings),
    business_hours: api.regular_business_hours,
    rush_hours: rush_hour_settings,
    ...flat('delivery', api.delivery_options),
  };
}

/** Saves a location's sections; the geo lookup runs before the transaction, never inside it. */
export async function updateLocation(
  db: Executor,
  geo: AddressLookup,
  principal: StaffPrincipal,
  restaurantId: string,
  input: LocationUpdate,
  now: Date,
): Promise<ApiRestaurant> {
  const row = await ownersLocation(db, principal, restaurantId);
  const place = await placeOf(geo, row, input.address);
  const at = now.toISOString();
  const updated = await auditedOwnerWrite(
    db,
    principal,
    now,
    'Restaurant',
    (trx) =>
      updateRestaurant(trx, principal.tenantId, row.id, {
        name: input.name,
        phone: input.phone,
        email: input.email,
        ...Object.fromEntries(ADDRESS_FIELDS.map((field) => [field, input.address[field]])),
        country: input.address.country,
        ...place,
        // Keys this form does not edit (kept by other parts of the console) stay as they are.
        settings: JSON.stringify({ ...fromJson<object>(row.settings, {}), ...input.settings }),
        regular_business_hours: JSON.stringify(input.business_hours),
        rush_hour_settings: JSON.stringify(input.rush_hours),
        delivery_options: JSON.stringify(input.delivery),
        updated_at: at,
      }),
    (saved) => ({
      restaurantId: row.id,
      entity: 'location',
      entityId: row.id,
      action: 'update',
      before: auditedLocation(row),
      after: auditedLocation(saved),
    }),
  );
  return presentRestaurant(updated);
}

/** The day before today where the location is: an overnight opening may still run today. */
const sinceYesterday = (row: RestaurantRow, now: Date) =>
  localDateOf(now.getTime() - 86_400_000, safeTimeZone(restaurantSettingsOf(row).time_zone));

export async function listHolidays(
  db: Executor,
  principal: StaffPrincipal,
  restaurantId: string,
  query: PageQuery,
  now: Date,
): Promise<OwnerHolidaysResponse> {
  const row = await ownersLocation(db, principal, restaurantId);
  const request = pageRequestOf(query, HOLIDAY_PAGE_KEYS.length);
  const page = await listHolidayPage(db, principal.tenantId, row.id, sinceYesterday(row, now), request);
  return { holidays: page.rows.map(presentHolidayHours), nextCursor: nextCursorOf(page) };
}

const auditedHoliday = (holiday: ApiHolidayHours): Record<string, unknown> => ({
  date: holiday.date,
  is_open: holiday.is_open,
  open_time: holiday.open_time,
  close_time: holiday.close_time,
  note: holiday.note,
});

export async function addHoliday(
  db: Executor,
  principal: StaffPrincipal,
  restaurantId: string,
  input: HolidayInput,
  now: Date,
): Promise<ApiHolidayHours> {
  const row = await ownersLocation(db, principal, restaurantId);
  try {
    return await db.transaction().execute(async (trx) => {
      const holiday = presentHolidayHours(
        await insertHoliday(trx, {
          id: newId(),
          tenant_id: principal.tenantId,
          restaurant_id: row.id,
          date: input.date,
          is_open: input.is_open ? 1 : 0,
          open_time: input.is_open ? input.open_time : null,
          close_time: input.is_open ? input.close_time : null,
          note: input.note?.trim() || null,
        }),
      );
      await recordOwnerChange(trx, principal, now, {
        restaurantId: row.id,
        entity: 'holiday',
        entityId: holiday._id,
        action: 'create',
        after: auditedHoliday(holiday),
      });
      return holiday;
    });
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new HttpError(409, 'HOLIDAY_TAKEN', `date: ${OWNER_LOCATION_MESSAGES.holidayTaken(input.date)}`);
    }
    throw error;
  }
}

export async function removeHoliday(
  db: Executor,
  principal: StaffPrincipal,
  restaurantId: string,
  holidayId: string,
  now: Date,
): Promise<void> {
  const row = await ownersLocation(db, principal, restaurantId);
  await auditedOwnerWrite(
    db,
    principal,
    now,
    'Holiday hours',
    async (trx) => (isId(holidayId) ? deleteHoliday(trx, principal.tenantId, row.id, holidayId) : undefined),
    (removed) => ({
      restaurantId: row.id,
      entity: 'holiday',
      entityId: removed.id,
      action: 'delete',
      before: auditedHoliday(presentHolidayHours(removed)),
    }),
  );
}

import {
  localDateOf,
  safeTimeZone,
  weekdayOf,
  type ApiHolidayHours,
  type ApiRestaurant,
  type LocalDate,
  type Weekday,
} from '@storefront/domain';
import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { tenantBusinessHoursQuery } from '../../api/queries';
import { useTenant } from '../../lib/tenant-context';

const NO_HOLIDAYS: ApiHolidayHours[] = [];

/** Every location's holiday hours in one request; until they arrive, regular hours stand alone. */
export function useHolidaysOf(): (restaurantId: string) => ApiHolidayHours[] {
  const tenant = useTenant();
  const { data } = useQuery(tenantBusinessHoursQuery(tenant._id));
  return useCallback(
    (restaurantId: string) => data?.find((h) => h.restaurant === restaurantId)?.holiday_hours ?? NO_HOLIDAYS,
    [data],
  );
}

/** Today's date and weekday in the location's own time zone. */
export function todayAt(restaurant: ApiRestaurant, now: number): { date: LocalDate; weekday: Weekday } {
  const date = localDateOf(now, safeTimeZone(restaurant.settings.time_zone));
  return { date, weekday: weekdayOf(date) };
}

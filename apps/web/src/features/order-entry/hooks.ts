import type { ApiRestaurant } from '@storefront/domain';
import { useEffect, useState } from 'react';
import { useTenant } from '../../lib/tenant-context';
import { useLocationStore } from '../../stores/location-store';

/** The chosen location, or undefined while none is chosen. */
export function useOrderRestaurant(): ApiRestaurant | undefined {
  const tenant = useTenant();
  const restaurantId = useLocationStore((s) => s.restaurantId);
  return tenant.restaurants.find((r) => r._id === restaurantId);
}

/** The current time, refreshed every `intervalMs` (30 s by default) so past slots drop out. */
export function useNow(intervalMs = 30_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs]);
  return now;
}

/** `value`, once it has stayed the same for `delayMs`. */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setDebounced(value), delayMs);
    return () => window.clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}

import { chosenRestaurantId, type ApiRestaurant } from '@storefront/domain';
import { create } from 'zustand';
import { getCookie, setCookie } from '../lib/cookies';

/*
 * The diner's chosen location. It is remembered in the `selectedLocation` cookie as
 * "id|phone|address" (spec §4); a tenant with one restaurant has it chosen automatically.
 */
export const SELECTED_LOCATION_COOKIE = 'selectedLocation';

interface LocationState {
  restaurantId: string | null;
  /** The chooser's confirmation step ("Continue with This Location") has been passed. */
  confirmed: boolean;
  /** Listeners that reset dependent state (the order) when the location changes. */
  select(restaurant: ApiRestaurant, options?: { confirmed?: boolean }): void;
  confirm(): void;
  unconfirm(): void;
}

export function cookieValueOf(restaurant: ApiRestaurant): string {
  const address = [restaurant.address_1, restaurant.city_town, restaurant.state_province]
    .filter(Boolean)
    .join(', ');
  return [restaurant._id, restaurant.phone ?? '', address].join('|');
}

/** The restaurant the tenant load starts with: the only one, else the one in the cookie. */
export function initialRestaurantId(restaurants: readonly ApiRestaurant[]): string | null {
  return chosenRestaurantId(restaurants, getCookie(SELECTED_LOCATION_COOKIE));
}

const resetListeners = new Set<() => void>();

/** Registers a reset to run whenever another location is selected (the order flow does). */
export function onLocationChange(reset: () => void): () => void {
  resetListeners.add(reset);
  return () => resetListeners.delete(reset);
}

export const useLocationStore = create<LocationState>((set, get) => ({
  restaurantId: null,
  confirmed: false,
  select(restaurant, options = {}) {
    const changed = get().restaurantId !== restaurant._id;
    setCookie(SELECTED_LOCATION_COOKIE, cookieValueOf(restaurant));
    set({ restaurantId: restaurant._id, confirmed: options.confirmed ?? false });
    if (changed) for (const reset of resetListeners) reset();
  },
  confirm: () => set({ confirmed: true }),
  unconfirm: () => set({ confirmed: false }),
}));

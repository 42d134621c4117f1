import {
  addLine,
  cartItemCount as domainCartItemCount,
  changeQuantity,
  removeLine,
  type CartLine,
  type CutleryInput,
} from '@storefront/domain';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { onLocationChange, useLocationStore } from './location-store';

/*
 * The cart (ordering-core §3 Cart, §4 Cart): domain lines (money in cents) for one restaurant, kept
 * in localStorage so a reload keeps them. Choosing another location empties it. The drawer's open
 * state lives here too (not persisted), so any screen can open it.
 */
export type { CartLine } from '@storefront/domain';

export interface CartState {
  /** The restaurant the lines were added at; null while the cart is empty. */
  restaurantId: string | null;
  items: CartLine[];
  /** Plastic cutlery add-ons: each quantity is at least 1 (spec §5). */
  cutlery: CutleryInput[];
  drawerOpen: boolean;
  /** Adds a priced line (without uuid) at a restaurant; identical lines merge (domain addLine). */
  add(restaurantId: string, line: Omit<CartLine, 'uuid'>): void;
  remove(uuid: string): void;
  increment(uuid: string): void;
  decrement(uuid: string): void;
  addCutlery(id: string): void;
  setCutleryQuantity(id: string, quantity: number): void;
  removeCutlery(id: string): void;
  clear(): void;
  openDrawer(): void;
  closeDrawer(): void;
  toggleDrawer(): void;
}

const EMPTY = { restaurantId: null, items: [], cutlery: [] } satisfies Partial<CartState>;

function newUuid(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

const clampCutlery = (quantity: number) => Math.min(99, Math.max(1, Math.trunc(quantity) || 1));

export const useCartStore = create<CartState>()(
  persist(
    (set) => ({
      ...EMPTY,
      drawerOpen: false,
      add: (restaurantId, line) =>
        set((s) => {
          // A cart belongs to one restaurant: a line from another one starts a new cart.
          const base = s.restaurantId === null || s.restaurantId === restaurantId ? s.items : [];
          return { restaurantId, items: addLine(base, { ...line, uuid: newUuid() }) };
        }),
      remove: (uuid) =>
        set((s) => {
          const items = removeLine(s.items, uuid);
          return items.length === 0 ? { ...EMPTY } : { items };
        }),
      increment: (uuid) => set((s) => ({ items: changeQuantity(s.items, uuid, 1) })),
      decrement: (uuid) => set((s) => ({ items: changeQuantity(s.items, uuid, -1) })),
      addCutlery: (id) =>
        set((s) =>
          s.cutlery.some((c) => c._id === id) ? s : { cutlery: [...s.cutlery, { _id: id, quantity: 1 }] },
        ),
      setCutleryQuantity: (id, quantity) =>
        set((s) => ({
          cutlery: s.cutlery.map((c) => (c._id === id ? { ...c, quantity: clampCutlery(quantity) } : c)),
        })),
      removeCutlery: (id) => set((s) => ({ cutlery: s.cutlery.filter((c) => c._id !== id) })),
      clear: () => set({ ...EMPTY }),
      openDrawer: () => set({ drawerOpen: true }),
      closeDrawer: () => set({ drawerOpen: false }),
      toggleDrawer: () => set((s) => ({ drawerOpen: !s.drawerOpen })),
    }),
    {
      name: 'cart',
      version: 2,
      storage: createJSONStorage(() => localStorage),
      partialize: (s) => ({ restaurantId: s.restaurantId, items: s.items, cutlery: s.cutlery }),
      // Version 1 held unpriced lines; they cannot be priced again here, so they are dropped.
      migrate: () => ({ ...EMPTY }),
    },
  ),
);

/** The number of units in the cart (the header badge and 'Your Cart (N items)'). */
export const cartItemCount = (items: readonly CartLine[]) => domainCartItemCount(items);

/** Empties the cart when the chosen location is not the one its lines were added at. */
function syncWithLocation() {
  const locationId = useLocationStore.getState().restaurantId;
  const { restaurantId, clear } = useCartStore.getState();
  if (locationId !== null && restaurantId !== null && restaurantId !== locationId) clear();
}
onLocationChange(syncWithLocation);
// The tenant load sets the location without select(): check that too.
useLocationStore.subscribe((state, previous) => {
  if (state.restaurantId !== previous.restaurantId) syncWithLocation();
});

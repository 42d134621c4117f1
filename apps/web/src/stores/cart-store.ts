import {
  addLine,
  cartItemCount as domainCartItemCount,
  changeQuantity,
  couponApplyDecision,
  isGiftCardRedeemed,
  removeLine,
  type AppliedCoupon,
  type CartLine,
  type CutleryInput,
  type GiftCardRedemption,
} from '@storefront/domain';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { drawnByServer, keptUntilAdopted, onAdopted } from '../lib/hydration';
import { onLocationChange, useLocationStore } from './location-store';

/*
 * The cart (ordering-core §3 Cart, §4 Cart): domain lines (money in cents) for one restaurant, with
 * the one coupon applied and the gift card holds to pay with, kept in localStorage so a reload keeps
 * them. Choosing another location empties it. The drawer's open state lives here too (not
 * persisted), so any screen can open it.
 */
export type { CartLine } from '@storefront/domain';

export interface CartState {
  /** The restaurant the lines were added at; null while the cart is empty. */
  restaurantId: string | null;
  items: CartLine[];
  /** Plastic cutlery add-ons: each quantity is at least 1 (spec §5). */
  cutlery: CutleryInput[];
  /** The one coupon of the order (apply-coupon answered it), sent with every quote and the order. */
  coupon: AppliedCoupon | null;
  /** Gift card holds (preauth) to pay with; the order captures them. */
  giftCardRedemptions: GiftCardRedemption[];
  /** The member's loyalty points to spend on the order (0: none); the server prices them. */
  redeemPoints: number;
  drawerOpen: boolean;
  /** Adds a priced line (without uuid) at a restaurant; identical lines merge (domain addLine). */
  add(restaurantId: string, line: Omit<CartLine, 'uuid'>): void;
  remove(uuid: string): void;
  increment(uuid: string): void;
  decrement(uuid: string): void;
  addCutlery(id: string): void;
  setCutleryQuantity(id: string, quantity: number): void;
  removeCutlery(id: string): void;
  /** Only one coupon per order; the same code again (any case) is ignored (domain couponApplyDecision). */
  applyCoupon(coupon: AppliedCoupon): void;
  removeCoupon(): void;
  /** A card already redeemed in this cart is not added twice. */
  addGiftCardRedemption(redemption: GiftCardRedemption): void;
  removeGiftCardRedemption(id: string): void;
  setRedeemPoints(points: number): void;
  /** Empties the cart: lines, cutlery, coupon and gift card holds. */
  clear(): void;
  openDrawer(): void;
  closeDrawer(): void;
  toggleDrawer(): void;
}

const EMPTY = {
  restaurantId: null,
  items: [],
  cutlery: [],
  coupon: null,
  giftCardRedemptions: [],
  redeemPoints: 0,
} satisfies Partial<CartState>;

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
          // A coupon or a hold keeps the emptied cart (and its restaurant) until the diner removes it.
          const keep = s.coupon !== null || s.giftCardRedemptions.length > 0;
          return items.length === 0 && !keep ? { ...EMPTY } : { items };
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
      applyCoupon: (coupon) =>
        set((s) => (couponApplyDecision(s.coupon, coupon.couponCode) === 'apply' ? { coupon } : s)),
      removeCoupon: () => set({ coupon: null }),
      addGiftCardRedemption: (redemption) =>
        set((s) =>
          isGiftCardRedeemed(s.giftCardRedemptions, redemption.giftCardNumber)
            ? s
            : { giftCardRedemptions: [...s.giftCardRedemptions, redemption] },
        ),
      removeGiftCardRedemption: (id) =>
        set((s) => ({ giftCardRedemptions: s.giftCardRedemptions.filter((r) => r._id !== id) })),
      setRedeemPoints: (points) => set({ redeemPoints: Math.max(0, Math.trunc(points) || 0) }),
      clear: () => set({ ...EMPTY }),
      openDrawer: () => set({ drawerOpen: true }),
      closeDrawer: () => set({ drawerOpen: false }),
      toggleDrawer: () => set((s) => ({ drawerOpen: !s.drawerOpen })),
    }),
    {
      name: 'cart',
      // Read once the page the server drew is adopted (lib/hydration.ts): until then, as the server drew it.
      skipHydration: drawnByServer(),
      version: 3,
      storage: createJSONStorage(() => keptUntilAdopted(localStorage)),
      partialize: (s) => ({
        restaurantId: s.restaurantId,
        items: s.items,
        cutlery: s.cutlery,
        coupon: s.coupon,
        giftCardRedemptions: s.giftCardRedemptions,
        redeemPoints: s.redeemPoints,
      }),
      // Version 1 held unpriced lines; they cannot be priced again here, so they are dropped.
      // Version 2 had no coupon or gift cards: its lines are kept.
      migrate: (persisted, version) =>
        version === 2 ? { ...EMPTY, ...(persisted as Partial<CartState>) } : { ...EMPTY },
    },
  ),
);

onAdopted(() => void useCartStore.persist.rehydrate());

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

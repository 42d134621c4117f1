import type {
  Allergen,
  CustomerInput,
  DeliveryMethod,
  DineInTableInput,
  OrderMethod,
  PaymentMethod,
  PickupTimeType,
  TipChoice,
  WireDeliveryAddress,
} from '@storefront/domain';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { drawnByServer, keptUntilAdopted, onAdopted } from '../lib/hydration';
import { useShallow } from 'zustand/react/shallow';
import { paths } from '../config/paths';
import { onLocationChange, useLocationStore } from './location-store';

/*
 * The diner's order in progress (ordering-core §3 "Order state (client)", §4 "Order flow"):
 * no type -> type chosen (Pickup or Delivery) -> delivery address (Delivery only) -> pickup date and
 * time -> build order -> checkout. Kept in sessionStorage, so a reload keeps it and a new tab starts
 * afresh; the cart's lines live in localStorage (cart-store). Choosing another location resets it.
 */

/** The spec's only order type; null until the diner has chosen Pick Up or Delivery. */
export type OrderType = 'ToGo';
export type CheckoutStep = 0 | 1;

export interface PendingItem {
  itemId: string;
  /** Its name, for the order steps' reminder of what will be added. */
  name: string;
}

export interface OrderState {
  /** The restaurant (_id) the order is for; set when the order type is chosen. */
  pickupLocation: string | null;
  orderType: OrderType | null;
  /** Pickup or Delivery from /orderonline; Dine-in from /orderahead (with `table`). */
  deliveryMethod: OrderMethod | null;
  /** Dine-in: the table booked with the order, at its pickup date and time. */
  table: DineInTableInput | null;
  pickupTimeType: PickupTimeType | null;
  /** 'YYYY-MM-DD' in the restaurant's time zone (Schedule). */
  pickupDate: string | null;
  /** 'HH:mm' (24 h) in the restaurant's time zone (Schedule). */
  pickupTime: string | null;
  pickupPerson: string;
  specialRequests: string;
  /** The allergies the diner declares at checkout (issue 29 item 3): the menu's allergens and a note. */
  allergies: { allergens: Allergen[]; note: string };
  paymentMethod: PaymentMethod;
  /** The tip chosen for an online payment; the quote and the order carry it only when paying online. */
  tip: TipChoice;
  deliveryAddress: WireDeliveryAddress | null;
  checkoutStep: CheckoutStep;
  /** The guest's (or member's) checkout details. */
  customer: CustomerInput | null;
  /** The customer's email is blocked for ordering (spec §6). */
  isBlocked: boolean;
  /**
   * The menu item a diner pressed "+ Add" on in /menus before the order's method, address or time
   * were chosen: /buildorder opens it once the flow arrives there (issue 18).
   */
  pendingItem: PendingItem | null;

  /** Order type chosen on /orderonline. Pickup drops a delivery address left from earlier. */
  chooseMethod(method: DeliveryMethod): void;
  /** /orderahead: a Dine-in order for the table chosen there (its date, time and party). */
  orderAhead(booking: { restaurantId: string; date: string; time: string; table: DineInTableInput }): void;
  /** Back actions and entering /orderonline: no order type until one is chosen again. */
  resetOrderType(): void;
  setDeliveryAddress(address: WireDeliveryAddress | null): void;
  /** A changed date clears the time unless a time is given with it. */
  setPickup(pickup: { pickupDate?: string | null; pickupTime?: string | null }): void;
  setPickupTimeType(type: PickupTimeType | null): void;
  setPickupPerson(name: string): void;
  setSpecialRequests(text: string): void;
  setAllergies(allergies: { allergens: Allergen[]; note: string }): void;
  setCheckoutStep(step: CheckoutStep): void;
  setCustomer(customer: CustomerInput | null): void;
  setPaymentMethod(method: PaymentMethod): void;
  setTip(tip: TipChoice): void;
  setBlocked(isBlocked: boolean): void;
  setPendingItem(item: PendingItem | null): void;
  /**
   * The order was placed (ordering-core §4 "Saving an order clears pickup data and coupons"): its
   * pickup time, pickup person, special requests and checkout step go now, not only on Got It, so a
   * new order never inherits them; the cart store drops the coupon with the lines.
   */
  orderSaved(): void;
  /** Cancel order, another location, Got It: back to a new, empty order. */
  resetOrder(): void;
}

/** The order's data without its actions: what resetOrder restores and sessionStorage keeps. */
export type OrderData = Omit<
  OrderState,
  | 'chooseMethod'
  | 'orderAhead'
  | 'resetOrderType'
  | 'setDeliveryAddress'
  | 'setPickup'
  | 'setPickupTimeType'
  | 'setPickupPerson'
  | 'setSpecialRequests'
  | 'setAllergies'
  | 'setCheckoutStep'
  | 'setCustomer'
  | 'setPaymentMethod'
  | 'setTip'
  | 'setBlocked'
  | 'setPendingItem'
  | 'orderSaved'
  | 'resetOrder'
>;

const INITIAL: OrderData = {
  pickupLocation: null,
  orderType: null,
  deliveryMethod: null,
  table: null,
  pickupTimeType: null,
  pickupDate: null,
  pickupTime: null,
  pickupPerson: '',
  specialRequests: '',
  allergies: { allergens: [], note: '' },
  paymentMethod: 'Offline',
  tip: { kind: 'none' },
  deliveryAddress: null,
  checkoutStep: 0,
  customer: null,
  isBlocked: false,
  pendingItem: null,
};

export const useOrderStore = create<OrderState>()(
  persist(
    (set, get) => ({
      ...INITIAL,
      chooseMethod: (method) =>
        set({
          orderType: 'ToGo',
          deliveryMethod: method,
          pickupLocation: useLocationStore.getState().restaurantId,
          table: null,
          ...(method === 'Pickup' ? { deliveryAddress: null } : {}),
        }),
      orderAhead: ({ restaurantId, date, time, table }) =>
        set({
          orderType: 'ToGo',
          deliveryMethod: 'Dine-in',
          pickupLocation: restaurantId,
          pickupTimeType: 'Schedule',
          pickupDate: date,
          pickupTime: time,
          table,
          deliveryAddress: null,
        }),
      resetOrderType: () => set({ orderType: null, deliveryMethod: null, table: null }),
      setDeliveryAddress: (deliveryAddress) => set({ deliveryAddress }),
      setPickup: ({ pickupDate, pickupTime }) => {
        const dateChanged = pickupDate !== undefined && pickupDate !== get().pickupDate;
        set({
          ...(pickupDate !== undefined ? { pickupDate } : {}),
          ...(pickupTime !== undefined ? { pickupTime } : dateChanged ? { pickupTime: null } : {}),
        });
      },
      setPickupTimeType: (pickupTimeType) => set({ pickupTimeType }),
      setPickupPerson: (pickupPerson) => set({ pickupPerson }),
      setSpecialRequests: (specialRequests) => set({ specialRequests }),
      setAllergies: (allergies) => set({ allergies }),
      setCheckoutStep: (checkoutStep) => set({ checkoutStep }),
      setCustomer: (customer) => set({ customer }),
      setPaymentMethod: (paymentMethod) => set({ paymentMethod }),
      setTip: (tip) => set({ tip }),
      setBlocked: (isBlocked) => set({ isBlocked }),
      setPendingItem: (pendingItem) => set({ pendingItem }),
      orderSaved: () =>
        set({
          // A table is booked once: the next order starts from its type again.
          ...(get().deliveryMethod === 'Dine-in'
            ? { orderType: null, deliveryMethod: null, table: null }
            : {}),
          pickupTimeType: INITIAL.pickupTimeType,
          pickupDate: INITIAL.pickupDate,
          pickupTime: INITIAL.pickupTime,
          pickupPerson: INITIAL.pickupPerson,
          specialRequests: INITIAL.specialRequests,
          allergies: INITIAL.allergies,
          checkoutStep: INITIAL.checkoutStep,
        }),
      resetOrder: () => set(INITIAL),
    }),
    {
      name: 'order',
      // Read once the page the server drew is adopted (lib/hydration.ts): until then, as the server drew it.
      skipHydration: drawnByServer(),
      version: 1,
      storage: createJSONStorage(() => keptUntilAdopted(sessionStorage)),
    },
  ),
);

onAdopted(() => void useOrderStore.persist.rehydrate());

/** How and where and when the order is fulfilled: what the /buildorder banner, the cart and checkout show. */
export const useOrderFulfilment = () =>
  useOrderStore(
    useShallow((s) => ({
      deliveryMethod: s.deliveryMethod,
      table: s.table,
      deliveryAddress: s.deliveryAddress,
      pickupTimeType: s.pickupTimeType,
      pickupDate: s.pickupDate,
      pickupTime: s.pickupTime,
    })),
  );

/** Whether the pickup (or delivery) time is settled: ASAP, or a scheduled date and time. */
export const selectHasPickupTime = (s: OrderData): boolean =>
  s.pickupTimeType === 'ASAP' || (s.pickupTimeType === 'Schedule' && !!s.pickupDate && !!s.pickupTime);

/** Whether the order still needs a delivery address before the time step. */
export const selectNeedsDeliveryAddress = (s: OrderData): boolean =>
  s.deliveryMethod === 'Delivery' && s.deliveryAddress === null;

/**
 * Where an order-flow screen must send the diner instead of rendering (the spec's /buildorder guards,
 * applied step by step), or null when the screen may show. `hasRestaurant`: a location is chosen.
 */
export function orderFlowRedirect(
  s: OrderData,
  hasRestaurant: boolean,
  screen: 'deliveryAddress' | 'pickupTime' | 'buildOrder',
): string | null {
  if (!hasRestaurant || s.orderType === null || s.deliveryMethod === null) return paths.orderOnline;
  if (screen === 'deliveryAddress') return null;
  if (selectNeedsDeliveryAddress(s)) return paths.deliveryAddress;
  if (screen === 'pickupTime') return null;
  return selectHasPickupTime(s) ? null : paths.pickupTime;
}

/*
 * Another location means another order. The listener covers choices made while this module is loaded;
 * the subscription also catches an order kept in sessionStorage for a location that is no longer the
 * chosen one (chosen elsewhere before this module loaded, or the cookie changed in another tab).
 */
onLocationChange(() => useOrderStore.getState().resetOrder());

function resetIfForAnotherLocation(restaurantId: string | null): void {
  const { pickupLocation, resetOrder } = useOrderStore.getState();
  if (restaurantId !== null && pickupLocation !== null && pickupLocation !== restaurantId) resetOrder();
}
resetIfForAnotherLocation(useLocationStore.getState().restaurantId);
useLocationStore.subscribe((s, previous) => {
  if (s.restaurantId !== previous.restaurantId) resetIfForAnotherLocation(s.restaurantId);
});

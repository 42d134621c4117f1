import { GIFT_ORDER_DEFAULTS, type ApiGiftCardProduct, type GiftCardType } from '@storefront/domain';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { newUuid } from '../../lib/eater';

/*
 * The gift card being bought (accounts-and-extras §2 Create gift card → Gift checkout): the product,
 * its type and quantity, and the checkout attempt's Idempotency-Key. Kept in sessionStorage, so a
 * reload keeps it and a new tab starts afresh.
 */
interface GiftOrderState {
  product: ApiGiftCardProduct | null;
  giftCardType: GiftCardType;
  /** As typed, so the form can say what is wrong with it. */
  quantity: string;
  /** One key per checkout attempt, kept until the order is placed. */
  attemptKey: string | null;
  /** Opens a product: another product starts again from the defaults. */
  select(product: ApiGiftCardProduct): void;
  setGiftCardType(giftCardType: GiftCardType): void;
  setQuantity(quantity: string): void;
  /** The key of this checkout attempt, created on first use. */
  takeAttemptKey(): string;
  reset(): void;
}

const INITIAL = {
  product: null,
  giftCardType: GIFT_ORDER_DEFAULTS.giftCardType,
  quantity: String(GIFT_ORDER_DEFAULTS.quantity),
  attemptKey: null,
};

export const useGiftOrderStore = create<GiftOrderState>()(
  persist(
    (set, get) => ({
      ...INITIAL,
      select: (product) =>
        set((s) => (s.product?._id === product._id ? { product } : { ...INITIAL, product })),
      // Another choice is another checkout attempt.
      setGiftCardType: (giftCardType) => set({ giftCardType, attemptKey: null }),
      setQuantity: (quantity) => set({ quantity, attemptKey: null }),
      takeAttemptKey: () => {
        const existing = get().attemptKey;
        if (existing) return existing;
        const key = newUuid();
        set({ attemptKey: key });
        return key;
      },
      reset: () => set(INITIAL),
    }),
    { name: 'giftOrder', version: 1, storage: createJSONStorage(() => sessionStorage) },
  ),
);

import {
  GIFT_ORDER_DEFAULTS,
  type ApiGiftCardProduct,
  type GiftCardType,
  type GiftRecipientFormValues,
} from '@storefront/domain';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { newUuid } from '../../lib/eater';

/*
 * The gift card being bought (accounts-and-extras §2 Create gift card → Gift checkout): the product,
 * its type and quantity, who it is for (digital cards may go to someone else, issue 18), and the
 * checkout attempt's Idempotency-Key. Kept in sessionStorage, so a
 * reload keeps it and a new tab starts afresh.
 */
interface GiftOrderState {
  product: ApiGiftCardProduct | null;
  giftCardType: GiftCardType;
  /** As typed, so the form can say what is wrong with it. */
  quantity: string;
  /** Digital cards for the buyer, or mailed to someone else. */
  sendTo: 'me' | 'someone';
  /** The someone else, as typed. */
  recipient: GiftRecipientFormValues;
  /** On recipient.sendDate, else as soon as paid. */
  sendLater: boolean;
  /** One key per checkout attempt, kept until the order is placed. */
  attemptKey: string | null;
  /** Opens a product: another product starts again from the defaults. */
  select(product: ApiGiftCardProduct): void;
  setGiftCardType(giftCardType: GiftCardType): void;
  setQuantity(quantity: string): void;
  setSendTo(sendTo: 'me' | 'someone'): void;
  setRecipient(change: Partial<GiftRecipientFormValues>): void;
  setSendLater(sendLater: boolean): void;
  /** The key of this checkout attempt, created on first use. */
  takeAttemptKey(): string;
  reset(): void;
}

const INITIAL = {
  product: null,
  giftCardType: GIFT_ORDER_DEFAULTS.giftCardType,
  quantity: String(GIFT_ORDER_DEFAULTS.quantity),
  sendTo: 'me' as const,
  recipient: { name: '', email: '', message: '', sendDate: '' },
  sendLater: false,
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
      setSendTo: (sendTo) => set({ sendTo, attemptKey: null }),
      setRecipient: (change) => set((s) => ({ recipient: { ...s.recipient, ...change }, attemptKey: null })),
      setSendLater: (sendLater) => set({ sendLater, attemptKey: null }),
      takeAttemptKey: () => {
        const existing = get().attemptKey;
        if (existing) return existing;
        const key = newUuid();
        set({ attemptKey: key });
        return key;
      },
      reset: () => set(INITIAL),
    }),
    { name: 'giftOrder', version: 2, storage: createJSONStorage(() => sessionStorage) },
  ),
);

type GiftChoices = Pick<GiftOrderState, 'giftCardType' | 'sendTo' | 'recipient' | 'sendLater'>;

/** The recipient as the form checks it and the order sends it: the date only when one is chosen. */
export const recipientValues = (s: GiftChoices): GiftRecipientFormValues => ({
  ...s.recipient,
  sendDate: s.sendLater ? s.recipient.sendDate : '',
});

/** Who the cards go to: null for the buyer (and for physical cards, picked up at the counter). */
export function giftRecipientOf(s: GiftChoices): GiftRecipientFormValues | null {
  return s.giftCardType === 'Digital' && s.sendTo === 'someone' ? recipientValues(s) : null;
}

/*
 * A gift card order's amounts and form rules (accounts-and-extras §3 Gift card order payload, §5 Gift
 * card form, §9): gift total = product price × quantity; the buyer receives the product's cards
 * (quantity per product) times the quantity, each of the product's unit price.
 */
import type { GiftCardType } from '../contract/gift';
import { formatMoney, type Cents } from '../money';

/** A product's money in cents: its price, the value of each card, and how many cards it holds. */
export interface GiftCardProductAmounts {
  price: Cents;
  unitPrice: Cents;
  /** Cards per product. */
  quantity: number;
}

export interface GiftCardOrderAmounts {
  /** The product's price (the spec's giftCardProductUnitPrice). */
  giftCardProductUnitPrice: Cents;
  quantity: number;
  /** Cards per product × quantity. */
  giftCardQuantity: number;
  /** The value of each card. */
  giftCardUnitPrice: Cents;
  /** The gift total: product price × quantity. */
  price: Cents;
}

export function giftCardOrderAmounts(
  product: GiftCardProductAmounts,
  quantity: number,
): GiftCardOrderAmounts {
  return {
    giftCardProductUnitPrice: product.price,
    quantity,
    giftCardQuantity: product.quantity * quantity,
    giftCardUnitPrice: product.unitPrice,
    price: product.price * quantity,
  };
}

/** Defaults of the gift card form (§5, §9): one, Digital. */
export const GIFT_ORDER_DEFAULTS: { giftCardType: GiftCardType; quantity: number } = {
  giftCardType: 'Digital',
  quantity: 1,
};

/** How many of one product an order may hold (the spec shows no bounds; a counter order rarely needs more). */
export const GIFT_QUANTITY_MIN = 1;
export const GIFT_QUANTITY_MAX = 20;

export const GIFT_MESSAGES = {
  typeRequired: 'Please select gift card type',
  quantityRequired: 'Please enter quantity',
  quantityRange: `Please enter a quantity from ${GIFT_QUANTITY_MIN} to ${GIFT_QUANTITY_MAX}`,
} as const;

export interface GiftCardFormValues {
  giftCardType: string | null | undefined;
  /** As typed (text) or as a number. */
  quantity: string | number | null | undefined;
}

export type GiftCardFormErrors = Partial<Record<'giftCardType' | 'quantity', string>>;

/** The quantity as a whole number within bounds, or null when it is missing or out of bounds. */
export function parseGiftQuantity(value: GiftCardFormValues['quantity']): number | null {
  const text = typeof value === 'number' ? String(value) : (value ?? '').trim();
  if (!/^\d+$/.test(text)) return null;
  const quantity = Number(text);
  return quantity >= GIFT_QUANTITY_MIN && quantity <= GIFT_QUANTITY_MAX ? quantity : null;
}

export function validateGiftCardForm(values: GiftCardFormValues): GiftCardFormErrors {
  const errors: GiftCardFormErrors = {};
  if (values.giftCardType !== 'Digital' && values.giftCardType !== 'Physical') {
    errors.giftCardType = GIFT_MESSAGES.typeRequired;
  }
  const raw = typeof values.quantity === 'number' ? String(values.quantity) : (values.quantity ?? '').trim();
  if (raw === '') errors.quantity = GIFT_MESSAGES.quantityRequired;
  else if (parseGiftQuantity(raw) === null) errors.quantity = GIFT_MESSAGES.quantityRange;
  return errors;
}

/** What each type means (§2 Create gift card). */
export const GIFT_CARD_TYPE_DESCRIPTIONS: Readonly<Record<GiftCardType, string>> = {
  Digital: 'Instant email delivery',
  Physical: 'In-store pickup',
};

/** The note of what the buyer receives: 'You will receive 2 gift cards of $60.00 each.' */
export function giftCardNote(product: GiftCardProductAmounts, quantity = 1): string {
  const cards = product.quantity * quantity;
  const value = formatMoney(product.unitPrice);
  return cards === 1
    ? `You will receive 1 gift card of ${value}.`
    : `You will receive ${cards} gift cards of ${value} each.`;
}

/** The confirmation's instructions (§2 Gift checkout): how to pay, and how the cards arrive. */
export const GIFT_ORDER_INSTRUCTIONS = [
  'Please call or visit the restaurant to pay for your order.',
  'Digital gift cards will be emailed to you once payment is confirmed.',
  'Physical gift cards can be picked up at the counter once payment is confirmed.',
] as const;

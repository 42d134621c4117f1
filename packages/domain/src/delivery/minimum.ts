/*
 * The delivery minimum order and the build-order Checkout button (spec §4 Cart "Checkout is allowed
 * only if ...", §5 "Build-order Checkout"): pickup needs a subtotal above 0; delivery also needs an
 * address and a subtotal of at least minimum_order_amount. Below the minimum the page shows how
 * much more is needed, with a progress bar.
 */
import type { DeliveryMethod, DeliveryOptions } from '../contract/settings';
import { toCents, type Cents } from '../money';

type MinimumOptions = Pick<DeliveryOptions, 'minimum_order_amount'>;

/** minimum_order_amount in cents; missing, negative or non-numeric reads as 0 (no minimum). */
export function minimumOrderCents(options: MinimumOptions): Cents {
  const dollars = options.minimum_order_amount;
  return typeof dollars === 'number' && Number.isFinite(dollars) && dollars > 0 ? toCents(dollars) : 0;
}

/** Cents still needed to reach the minimum; 0 when met. A negative subtotal counts as 0. */
export function minimumOrderShortfall(subtotal: Cents, options: MinimumOptions): Cents {
  return Math.max(0, minimumOrderCents(options) - Math.max(0, subtotal));
}

/** 0..1 for the progress bar: subtotal / minimum, capped at 1; 1 when there is no minimum. */
export function minimumOrderProgress(subtotal: Cents, options: MinimumOptions): number {
  const minimum = minimumOrderCents(options);
  if (minimum === 0) return 1;
  return Math.min(1, Math.max(0, subtotal) / minimum);
}

export interface CheckoutInputs {
  deliveryMethod: DeliveryMethod;
  subtotal: Cents;
  hasAddress: boolean;
  options: MinimumOptions;
}

export type CheckoutCheck =
  | { ok: true }
  | { ok: false; reason: 'empty' | 'address-missing'; shortfall?: undefined }
  | { ok: false; reason: 'below-minimum'; shortfall: Cents };

/**
 * Checked in this order: an empty cart (subtotal not above 0) for either method; then, for
 * delivery, a missing address, then a subtotal below the minimum (with the shortfall).
 */
export function canCheckout(inputs: CheckoutInputs): CheckoutCheck {
  if (!(inputs.subtotal > 0)) return { ok: false, reason: 'empty' };
  if (inputs.deliveryMethod !== 'Delivery') return { ok: true };
  if (!inputs.hasAddress) return { ok: false, reason: 'address-missing' };
  const shortfall = minimumOrderShortfall(inputs.subtotal, inputs.options);
  return shortfall > 0 ? { ok: false, reason: 'below-minimum', shortfall } : { ok: true };
}

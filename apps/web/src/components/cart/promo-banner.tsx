import { formatMoney, toCents } from '@storefront/domain';

/**
 * The promotional banner of the cart and drawer (tenant.settings.promotional_banner): spend the
 * threshold, save the discount. With the subtotal it also says how far away the offer is.
 */
export function PromoBanner({
  threshold,
  discount,
  subtotal,
}: {
  /** Dollars, as configured. */
  threshold: number;
  discount: number;
  /** Cents in the cart now. */
  subtotal: number;
}) {
  if (!(threshold > 0) || !(discount > 0)) return null;
  const thresholdCents = toCents(threshold);
  const off = formatMoney(toCents(discount));
  const missing = thresholdCents - subtotal;
  return (
    <p className="rounded-xl border border-dashed border-ink/40 bg-brand/15 px-4 py-2.5 text-center text-sm font-medium text-ink">
      Spend {formatMoney(thresholdCents)} and save {off} on your order
      {missing > 0 && subtotal > 0 && (
        <span className="block text-xs text-ink/80">Only {formatMoney(missing)} to go</span>
      )}
    </p>
  );
}

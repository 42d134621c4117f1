import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import {
  savingLines,
  toCents,
  type CartDiscount,
  type CartPromotion,
  type WirePointsRedemption,
} from '@storefront/domain';
import { useFormats } from '../../lib/formats';

/* The money rows shared by the drawer, the order summaries, the thank-you screen and the order view. */

export function SummaryRow({
  label,
  value,
  strong = false,
  className = '',
}: {
  label: string;
  value: string;
  strong?: boolean;
  className?: string;
}) {
  // Each row is a direct <div> of the <dl>, the only wrapper a dt/dd group may have.
  return (
    <div
      className={`flex items-baseline justify-between gap-4 ${strong ? 'text-lg font-bold' : ''} ${className}`}
    >
      <dt>{label}</dt>
      <dd className="tabular-nums">{value}</dd>
    </div>
  );
}

/**
 * One row per promotion and discount taken off the order, then the loyalty points spent (inside a
 * <dl>), in the savings colour; the total alone when the lines are not itemised (orders recorded
 * before promotions were).
 */
export function SavingRows({
  savings: { promotions, discounts, discountTotal, pointsRedeemed = null },
}: {
  /** A quote's or a placed order's. */
  savings: {
    promotions: readonly CartPromotion[];
    discounts: readonly CartDiscount[];
    discountTotal: number;
    pointsRedeemed?: WirePointsRedemption | null;
  };
}) {
  const { t } = useLingui();
  const { money } = useFormats();
  const lines = savingLines(promotions, discounts, pointsRedeemed);
  if (lines.length === 0 && discountTotal > 0)
    return (
      <SummaryRow
        label={t`Discounts`}
        value={`-${money(toCents(discountTotal))}`}
        className="text-emerald-800"
      />
    );
  return lines.map((line) => (
    <SummaryRow
      key={line.key}
      label={
        line.points === undefined
          ? line.label
          : t`Loyalty points (${plural(line.points, { one: '# point', other: '# points' })})`
      }
      value={`-${money(line.amount)}`}
      className="text-emerald-800"
    />
  ));
}

/** The server's promotion hints ('Purchase $5.00 more to get 10% discount'), politely announced. */
export function PromotionHints({ hints }: { hints: readonly string[] | undefined }) {
  return (
    <div role="status">
      {hints && hints.length > 0 && (
        <ul className="space-y-1.5 rounded-xl border border-ink/20 bg-surface px-4 py-3 text-sm font-medium text-ink">
          {hints.map((hint) => (
            <li key={hint} className="flex gap-2">
              <span aria-hidden="true">★</span>
              <span>{hint}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

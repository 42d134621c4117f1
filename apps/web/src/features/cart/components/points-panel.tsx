import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { toCents, type CartQuote } from '@storefront/domain';
import { useId, useState, type FormEvent } from 'react';
import { dangerButton, secondaryButton } from '../../../components/ui/ui';
import { LabelledInput } from '../../../components/form/labelled-input';
import { useCartStore } from '../../../stores/cart-store';
import { useFormats } from '../../../lib/formats';

/**
 * Use points (issue 18 item 6, decision 0048): a signed-in member spends loyalty points on the order.
 * The quote says what the balance is worth and the most this cart can take; the points chosen go with
 * every quote and the order, and the server prices them (the summary shows what they took off).
 * Shown while the quote offers points, or while points are chosen (so they can be removed).
 */
export function PointsPanel({ quote }: { quote: CartQuote | undefined }) {
  const { t } = useLingui();
  const { money } = useFormats();
  const pointsText = (count: number) => t`${plural(count, { one: '# point', other: '# points' })}`;
  const id = useId();
  const chosen = useCartStore((s) => s.redeemPoints);
  const setRedeemPoints = useCartStore((s) => s.setRedeemPoints);
  const offer = quote?.memberPoints ?? null;
  const [typed, setTyped] = useState('');
  if (!offer && chosen === 0) return null;

  const usable = offer ? offer.usable : 0;
  const canUse = offer !== null && usable > 0 && usable >= offer.minimum;
  const fieldValue = typed === '' ? String(usable) : typed;
  const points = Number(fieldValue);
  const valid = Number.isInteger(points) && points > 0 && points <= usable && points >= (offer?.minimum ?? 0);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!valid) return;
    setRedeemPoints(points);
    setTyped('');
  };
  const remove = () => {
    setRedeemPoints(0);
    window.requestAnimationFrame(() => document.getElementById(`${id}-points`)?.focus());
  };

  const redeemed = quote?.pointsRedeemed ?? null;
  const dollar = money(100);
  return (
    <section aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="text-lg font-bold">
        <Trans>Use points</Trans>
      </h2>
      {offer && (
        <p className="mt-1 text-sm">
          <Trans>
            You have <strong className="tabular-nums">{pointsText(offer.balance)}</strong> · worth{' '}
            {money(toCents(offer.balanceValue))}.
          </Trans>{' '}
          <span className="text-muted">
            {offer.minimum > 1
              ? t`${dollar} off for every ${pointsText(offer.perDollarOff)}; at least ${pointsText(offer.minimum)} at a time.`
              : t`${dollar} off for every ${pointsText(offer.perDollarOff)}.`}
          </span>
        </p>
      )}
      {chosen > 0 ? (
        <div className="mt-3 flex flex-wrap items-center justify-between gap-3">
          <p role="status" className="text-sm">
            {redeemed ? (
              <Trans>
                Using <strong className="tabular-nums">{pointsText(redeemed.points)}</strong>
                <span className="tabular-nums"> (-{money(toCents(redeemed.amount))})</span>
              </Trans>
            ) : (
              t`Using ${pointsText(chosen)}`
            )}
          </p>
          <button type="button" className={dangerButton} onClick={remove}>
            <Trans>Remove points</Trans>
          </button>
        </div>
      ) : canUse ? (
        <form noValidate onSubmit={submit} className="mt-3 grid gap-3 sm:grid-cols-[1fr_auto] sm:items-end">
          <LabelledInput
            id={`${id}-points`}
            label={t`Points to use (up to ${pointsText(usable)})`}
            name="redeemPoints"
            type="number"
            inputMode="numeric"
            min={offer.minimum || 1}
            max={usable}
            step={1}
            value={fieldValue}
            onChange={(event) => setTyped(event.target.value)}
            aria-invalid={valid ? undefined : true}
          />
          <button type="submit" className={secondaryButton} disabled={!valid}>
            <Trans>Use points</Trans>
          </button>
        </form>
      ) : (
        offer && (
          <p className="mt-2 text-sm text-muted">
            {offer.balance < offer.minimum
              ? t`Points can be used once you have ${pointsText(offer.minimum)}.`
              : t`This order is too small to use points.`}
          </p>
        )
      )}
    </section>
  );
}

import { formatMoney, pointsLabel, toCents, type CartQuote } from '@storefront/domain';
import { useId, useState, type FormEvent } from 'react';
import { dangerButton, secondaryButton } from '../../../components/ui/ui';
import { LabelledInput } from '../../../components/form/labelled-input';
import { useCartStore } from '../../../stores/cart-store';

/**
 * Use points (issue 18 item 6, decision 0048): a signed-in member spends loyalty points on the order.
 * The quote says what the balance is worth and the most this cart can take; the points chosen go with
 * every quote and the order, and the server prices them (the summary shows what they took off).
 * Shown while the quote offers points, or while points are chosen (so they can be removed).
 */
export function PointsPanel({ quote }: { quote: CartQuote | undefined }) {
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
  return (
    <section aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="text-lg font-bold">
        Use points
      </h2>
      {offer && (
        <p className="mt-1 text-sm">
          You have <strong className="tabular-nums">{pointsLabel(offer.balance)}</strong>
          {' · '}worth {formatMoney(toCents(offer.balanceValue))}.{' '}
          <span className="text-muted">
            {formatMoney(100)} off for every {pointsLabel(offer.perDollarOff)}
            {offer.minimum > 1 ? `; at least ${pointsLabel(offer.minimum)} at a time` : ''}.
          </span>
        </p>
      )}
      {chosen > 0 ? (
        <div className="mt-3 flex flex-wrap items-center justify-between gap-3">
          <p role="status" className="text-sm">
            {redeemed ? (
              <>
                Using <strong className="tabular-nums">{pointsLabel(redeemed.points)}</strong>
                <span className="tabular-nums"> (-{formatMoney(toCents(redeemed.amount))})</span>
              </>
            ) : (
              <>Using {pointsLabel(chosen)}</>
            )}
          </p>
          <button type="button" className={dangerButton} onClick={remove}>
            Remove points
          </button>
        </div>
      ) : canUse ? (
        <form noValidate onSubmit={submit} className="mt-3 grid gap-3 sm:grid-cols-[1fr_auto] sm:items-end">
          <LabelledInput
            id={`${id}-points`}
            label={`Points to use (up to ${pointsLabel(usable)})`}
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
            Use points
          </button>
        </form>
      ) : (
        offer && (
          <p className="mt-2 text-sm text-muted">
            {offer.balance < offer.minimum
              ? `Points can be used once you have ${pointsLabel(offer.minimum)}.`
              : 'This order is too small to use points.'}
          </p>
        )
      )}
    </section>
  );
}

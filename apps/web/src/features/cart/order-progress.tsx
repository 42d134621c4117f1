import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ApiOrder } from '@storefront/domain';
import { statusLabel } from '../../components/ui/status-label';
import { useFormats } from '../../lib/formats';

/*
 * The diner's view of where the order is (issue 15): Received → Accepted → Ready → Fulfilled, or the
 * end it came to (Rejected, Cancelled) with the reason given, and the time it is promised for.
 */

const STEPS = ['Received', 'Accepted', 'Ready', 'Fulfilled'] as const;
type Step = (typeof STEPS)[number];

function stepOf(order: ApiOrder): Step | null {
  if (order.status === 'Accepted') return order.readyAt ? 'Ready' : 'Accepted';
  if (order.status === 'Received' || order.status === 'Fulfilled') return order.status;
  return null;
}

const STEP_TEXT: Record<Step, (i18n: I18n, delivery: boolean) => string> = {
  Received: (i18n) => i18n._(msg`The restaurant has your order and will confirm it shortly.`),
  Accepted: (i18n, delivery) =>
    delivery
      ? i18n._(msg`Accepted: the kitchen is preparing your order for delivery.`)
      : i18n._(msg`Accepted: the kitchen is preparing your order.`),
  Ready: (i18n, delivery) => (delivery ? i18n._(msg`Ready and on its way.`) : i18n._(msg`Ready for pickup.`)),
  Fulfilled: (i18n, delivery) => (delivery ? i18n._(msg`Delivered. Enjoy!`) : i18n._(msg`Picked up. Enjoy!`)),
};

export function OrderProgress({ order, live }: { order: ApiOrder; live: boolean }) {
  const { t, i18n } = useLingui();
  const formats = useFormats();
  const { time_zone: timeZone, datetime_format: datetimeFormat } = order.restaurant.settings;
  const delivery = order.deliveryMethod === 'Delivery';
  const step = stepOf(order);
  const promised = formats.instant(
    Date.parse(order.adjustedPickupTime ?? order.pickupTime),
    timeZone,
    datetimeFormat,
  );

  if (step === null) {
    const status = statusLabel(i18n, order.status);
    return (
      <section aria-labelledby="order-progress" className="rounded-xl border border-red-300 bg-red-50 p-5">
        <h2 id="order-progress" className="text-lg font-bold text-red-900">
          <Trans>Order {status}</Trans>
        </h2>
        <p role="status" className="mt-1 text-red-900">
          {order.status === 'Rejected'
            ? t`Sorry, the restaurant could not accept this order.`
            : t`This order is cancelled.`}
          {order.statusReason && (
            <span className="block">
              <Trans>Reason: {order.statusReason}</Trans>
            </span>
          )}
        </p>
      </section>
    );
  }

  const reached = STEPS.indexOf(step);
  return (
    <section
      aria-labelledby="order-progress"
      className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-black/5"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="order-progress" className="text-lg font-bold">
          <Trans>Order progress</Trans>
        </h2>
        <p className="text-xs text-muted">{live ? t`Updates live` : t`Updates every few seconds`}</p>
      </div>
      <ol className="mt-4 grid grid-cols-4 gap-2" aria-label={t`Order steps`}>
        {STEPS.map((name, i) => (
          <li
            key={name}
            aria-current={i === reached ? 'step' : undefined}
            className={`rounded-lg border-t-4 pt-2 text-sm font-semibold ${
              i <= reached ? 'border-green-700 text-ink' : 'border-black/10 text-muted'
            }`}
          >
            {statusLabel(i18n, name)}
          </li>
        ))}
      </ol>
      <p role="status" aria-live="polite" className="mt-4">
        <span className="block font-semibold">{STEP_TEXT[step](i18n, delivery)}</span>
        {step !== 'Fulfilled' && step !== 'Ready' && (
          <span className="block">
            {step === 'Received'
              ? t`Requested for ${promised}`
              : delivery
                ? t`Delivery expected at ${promised}`
                : t`Ready at ${promised}`}
          </span>
        )}
      </p>
    </section>
  );
}

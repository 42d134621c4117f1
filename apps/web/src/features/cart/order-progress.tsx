import { formatInstant, type ApiOrder } from '@storefront/domain';

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

const STEP_TEXT: Record<Step, (delivery: boolean) => string> = {
  Received: () => 'The restaurant has your order and will confirm it shortly.',
  Accepted: (delivery) => `Accepted: the kitchen is preparing your order${delivery ? ' for delivery' : ''}.`,
  Ready: (delivery) => (delivery ? 'Ready and on its way.' : 'Ready for pickup.'),
  Fulfilled: (delivery) => (delivery ? 'Delivered. Enjoy!' : 'Picked up. Enjoy!'),
};

export function OrderProgress({ order, live }: { order: ApiOrder; live: boolean }) {
  const { time_zone: timeZone, datetime_format: datetimeFormat } = order.restaurant.settings;
  const delivery = order.deliveryMethod === 'Delivery';
  const step = stepOf(order);
  const promised = formatInstant(
    Date.parse(order.adjustedPickupTime ?? order.pickupTime),
    timeZone,
    datetimeFormat,
  );

  if (step === null) {
    return (
      <section aria-labelledby="order-progress" className="rounded-xl border border-red-300 bg-red-50 p-5">
        <h2 id="order-progress" className="text-lg font-bold text-red-900">
          Order {order.status}
        </h2>
        <p role="status" className="mt-1 text-red-900">
          {order.status === 'Rejected'
            ? 'Sorry, the restaurant could not accept this order.'
            : 'This order is cancelled.'}
          {order.statusReason && <span className="block">Reason: {order.statusReason}</span>}
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
          Order progress
        </h2>
        <p className="text-xs text-muted">{live ? 'Updates live' : 'Updates every few seconds'}</p>
      </div>
      <ol className="mt-4 grid grid-cols-4 gap-2" aria-label="Order steps">
        {STEPS.map((name, i) => (
          <li
            key={name}
            aria-current={i === reached ? 'step' : undefined}
            className={`rounded-lg border-t-4 pt-2 text-sm font-semibold ${
              i <= reached ? 'border-green-700 text-ink' : 'border-black/10 text-muted'
            }`}
          >
            {name}
          </li>
        ))}
      </ol>
      <p role="status" aria-live="polite" className="mt-4">
        <span className="block font-semibold">{STEP_TEXT[step](delivery)}</span>
        {step !== 'Fulfilled' && step !== 'Ready' && (
          <span className="block">
            {step === 'Received' ? 'Requested for' : delivery ? 'Delivery expected at' : 'Ready at'}{' '}
            {promised}
          </span>
        )}
      </p>
    </section>
  );
}

import { Trans, useLingui } from '@lingui/react/macro';
import {
  nextOrderCouponLabel,
  orderNextOrderCoupons,
  toCents,
  type ApiOrder,
  type NextOrderCoupon,
} from '@storefront/domain';
import { useFormats } from '../../lib/formats';
import { cardClass } from '../ui/ui';
import { SavingRows, SummaryRow } from './savings';
import { OptionPrice } from '../ui/option-price';

/* A placed order as the server recorded it: the thank-you screen, the order view and the member's order detail. */

/** Dollars from the wire in the page's language. */
function useMoney() {
  const { money } = useFormats();
  return (dollars: number) => money(toCents(dollars));
}

/** The order's Items card: its lines, then its totals. */
export function PlacedOrderItems({
  order,
  headingId,
  headingLevel,
}: {
  order: ApiOrder;
  headingId: string;
  headingLevel: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section aria-labelledby={headingId} className={`${cardClass} p-5 sm:p-6`}>
      <Heading id={headingId} className="text-lg font-bold">
        <Trans>Items</Trans>
      </Heading>
      <OrderItems items={order.items} />
      <div className="mt-4 border-t border-black/10 pt-4">
        <OrderTotals order={order} />
      </div>
    </section>
  );
}

/** The order's lines with their options and special instructions. */
function OrderItems({ items }: { items: ApiOrder['items'] }) {
  const money = useMoney();
  return (
    <ul className="mt-3 divide-y divide-black/10">
      {items.map((item) => (
        <li key={item._id} className="flex items-start justify-between gap-4 py-3">
          <div className="min-w-0">
            <p className="font-semibold">
              <span className="tabular-nums">{item.quantity} ×</span> {item.name}
              {item.size && <span className="font-normal text-muted"> ({item.size})</span>}
            </p>
            {item.options.length > 0 && (
              <ul className="mt-1 space-y-0.5 text-sm text-muted">
                {item.options.map((option, i) => (
                  <li key={`${option.name}-${option.value}-${i}`}>
                    {option.name}: {option.value}
                    <OptionPrice unitPrice={toCents(option.price)} />
                  </li>
                ))}
              </ul>
            )}
            {item.specialInstructions && (
              <p className="mt-1 text-sm italic text-muted">“{item.specialInstructions}”</p>
            )}
          </div>
          <p className="shrink-0 font-semibold tabular-nums">{money(item.baseTotal + item.extraTotal)}</p>
        </li>
      ))}
    </ul>
  );
}

/** The coupons this order earns for the next one (they take nothing off this order). */
export function NextOrderCoupons({ coupons }: { coupons: NextOrderCoupon[] }) {
  if (coupons.length === 0) return null;
  return (
    <ul className="mt-3 space-y-1 rounded-xl border border-dashed border-ink/40 bg-brand/15 px-4 py-2.5 text-sm font-medium text-ink">
      {coupons.map((coupon) => (
        <li key={coupon.key}>
          {nextOrderCouponLabel(coupon)}: {coupon.name}
        </li>
      ))}
    </ul>
  );
}

/** A placed order's money (the thank-you screen and the order view), as the server recorded it. */
export function OrderTotals({ order }: { order: ApiOrder }) {
  const { t } = useLingui();
  const money = useMoney();
  return (
    <>
      <dl className="space-y-1.5 text-sm">
        <SummaryRow label={t`Subtotal`} value={money(order.subtotal)} />
        <SavingRows savings={order} />
        {order.gst > 0 || order.pst > 0 ? (
          <>
            {order.gst > 0 && <SummaryRow label={t`GST`} value={money(order.gst)} />}
            {order.pst > 0 && <SummaryRow label={t`PST`} value={money(order.pst)} />}
          </>
        ) : (
          <SummaryRow label={t`Tax`} value={money(order.tax)} />
        )}
        {order.deliveryMethod === 'Delivery' && (
          <SummaryRow label={t`Delivery Fee`} value={money(order.deliveryFee)} />
        )}
        {order.deliveryGST > 0 && <SummaryRow label={t`Delivery GST`} value={money(order.deliveryGST)} />}
        {order.tip > 0 && <SummaryRow label={t`Tip`} value={money(order.tip)} />}
        {order.giftCardTotal > 0 && (
          <SummaryRow label={t`Gift Cards`} value={`-${money(order.giftCardTotal)}`} />
        )}
        <SummaryRow
          label={t`Total`}
          value={money(order.total)}
          strong
          className="border-t border-black/10 pt-2"
        />
      </dl>
      <NextOrderCoupons coupons={orderNextOrderCoupons(order)} />
    </>
  );
}

import { Trans, useLingui } from '@lingui/react/macro';
import {
  cartSubtotal,
  maskGiftCardNumber,
  nextOrderCoupons,
  toCents,
  type ApiRestaurant,
  type CartQuote,
  type OrderMethod,
} from '@storefront/domain';
import { useId, type ReactNode } from 'react';
import type { CartQuoteResult } from '../../../api/cart-quote';
import { ApiRequestError } from '../../../lib/api-client';
import { useFormats } from '../../../lib/formats';
import { useCartStore } from '../../../stores/cart-store';
import { useOrderStore } from '../../../stores/order-store';
import { MinimumOrderProgress } from '../../../components/cart/order-banner';
import { NextOrderCoupons } from '../../../components/cart/placed-order';
import { Alert, cardClass } from '../../../components/ui/ui';
import { PromotionHints, SavingRows, SummaryRow } from '../../../components/cart/savings';

interface OrderSummaryProps {
  restaurant: ApiRestaurant;
  deliveryMethod: OrderMethod;
  /** The server's quote of the cart, whether a newer one is on its way, and why none came. */
  quoted: CartQuoteResult;
  /** The client's own subtotal (cents), shown at once while the quote loads. */
  clientSubtotal: number;
  headingLevel?: 2 | 3;
}

/**
 * What the summary of the diner's cart shows: the method chosen (Pickup until one is), the server's
 * quote, and the cart's own subtotal at once.
 */
export function useCartSummary(restaurant: ApiRestaurant, quoted: CartQuoteResult): OrderSummaryProps {
  const items = useCartStore((s) => s.items);
  const deliveryMethod = useOrderStore((s) => s.deliveryMethod) ?? 'Pickup';
  return { restaurant, deliveryMethod, quoted, clientSubtotal: cartSubtotal(items) };
}

/**
 * The order summary (ordering-core §2 /checkout, §9): subtotal, each promotion and discount, GST and
 * PST (or Tax), the delivery fee with its distance, each gift card, and the total, all from the
 * server's quote; below it the coupon the order earns for next time. Until a quote arrives only the
 * client's subtotal is shown.
 */
export function OrderSummary({
  restaurant,
  deliveryMethod,
  quoted,
  clientSubtotal,
  headingLevel = 2,
}: OrderSummaryProps) {
  const { quote, isUpdating, error } = quoted;
  const headingId = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const { t } = useLingui();
  const formats = useFormats();
  const money = (dollars: number) => formats.money(toCents(dollars));
  const { gst_rate: gstRate, pst_rate: pstRate } = restaurant.settings;
  const splitTax = gstRate > 0 || pstRate > 0;
  const distance = quote ? formats.distanceKm(quote.distanceInMeter) : null;

  return (
    <section aria-labelledby={headingId} aria-busy={isUpdating}>
      <div className="flex items-baseline justify-between gap-3">
        <Heading id={headingId} className="text-lg font-bold">
          <Trans>Order Summary</Trans>
        </Heading>
        <p role="status" className="text-xs font-medium text-muted">
          {isUpdating ? t`Updating…` : ''}
        </p>
      </div>
      {error && !quote && (
        <p role="alert" className="mt-2 text-sm text-red-800">
          {/* A 422 is the cart itself over a restaurant's limit: its message says what to change. */}
          {error instanceof ApiRequestError && error.status === 422
            ? error.message
            : t`The totals could not be calculated: ${error.message}`}
        </p>
      )}
      <dl className="mt-3 space-y-1.5 text-sm">
        <SummaryRow
          label={t`Subtotal`}
          value={quote ? money(quote.subtotal) : formats.money(clientSubtotal)}
        />
        {quote && (
          <>
            <SavingRows savings={quote} />
            {splitTax ? (
              <>
                {gstRate > 0 && <SummaryRow label={t`GST`} value={money(quote.gst)} />}
                {pstRate > 0 && <SummaryRow label={t`PST`} value={money(quote.pst)} />}
              </>
            ) : (
              <SummaryRow label={t`Tax`} value={money(quote.tax)} />
            )}
            {deliveryMethod === 'Delivery' && (
              <>
                <SummaryRow
                  label={distance ? t`Delivery Fee (${distance})` : t`Delivery Fee`}
                  value={money(quote.deliveryFee)}
                />
                {quote.deliveryGST > 0 && (
                  <SummaryRow label={t`Delivery GST`} value={money(quote.deliveryGST)} />
                )}
              </>
            )}
            {quote.tip > 0 && <SummaryRow label={t`Tip`} value={money(quote.tip)} />}
            <GiftCardRows quote={quote} />
          </>
        )}
        <SummaryRow
          label={t`Total`}
          value={quote ? money(quote.total) : t`Calculating…`}
          strong
          className="border-t border-black/10 pt-2"
        />
      </dl>
      {quote && <NextOrderCoupons coupons={nextOrderCoupons(quote.discounts)} />}
    </section>
  );
}

/** One row per gift card hold the quote uses; the total alone when it does not list them. */
function GiftCardRows({ quote }: { quote: CartQuote }) {
  const { t } = useLingui();
  const formats = useFormats();
  const money = (dollars: number) => formats.money(toCents(dollars));
  if (quote.giftCardRedemptions.length === 0)
    return quote.giftCardTotal > 0 ? (
      <SummaryRow label={t`Gift Cards`} value={`-${money(quote.giftCardTotal)}`} />
    ) : null;
  return quote.giftCardRedemptions.map((r) => (
    <SummaryRow
      key={r._id}
      label={t`Gift Card ${maskGiftCardNumber(r.giftCardNumber)}`}
      value={`-${money(r.amountToRedeem)}`}
    />
  ));
}

/**
 * The cart's and the review step's aside: an optional banner, the promotion hints, the Order Summary,
 * the delivery minimum's progress, the current quote's messages, then the step's actions.
 */
export function SummaryAside({
  banner,
  children,
  ...props
}: Omit<OrderSummaryProps, 'headingLevel'> & { banner?: ReactNode; children: ReactNode }) {
  const { restaurant, deliveryMethod, quoted, clientSubtotal } = props;
  const messages = quoted.quote && !quoted.isUpdating ? quoted.quote.messages : [];
  return (
    <aside className="space-y-4 lg:sticky lg:top-24 lg:self-start">
      {banner}
      <PromotionHints hints={quoted.quote?.hints} />
      <div className={`${cardClass} space-y-4 p-5 sm:p-6`}>
        <OrderSummary {...props} />
        {deliveryMethod === 'Delivery' && (
          <MinimumOrderProgress restaurant={restaurant} subtotal={clientSubtotal} />
        )}
        {messages.length > 0 && (
          <Alert tone="warning">
            {messages.map((message) => (
              <p key={message}>{message}</p>
            ))}
          </Alert>
        )}
        <div className="grid gap-3">{children}</div>
      </div>
    </aside>
  );
}

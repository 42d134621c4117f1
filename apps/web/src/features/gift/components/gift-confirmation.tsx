import { GIFT_ORDER_INSTRUCTIONS, formatInstant, type ApiGiftCardOrder } from '@storefront/domain';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { primaryButton } from '../../../components/ui/buttons';
import { cardClass } from '../../../components/ui/ui';
import { SuccessMark } from '../../../components/success-mark';
import { useOnBrandText } from '../../../components/use-on-brand-text';
import { paths } from '../../../config/paths';

/**
 * After a gift card order (accounts-and-extras §2 Gift checkout): Order Confirmed!, thanks to the
 * name it was placed under, the order number, how to pay and receive the cards, the submission time
 * in the restaurant's zone and format, and GOT IT back to /gift.
 */
export function GiftConfirmation({ order }: { order: ApiGiftCardOrder }) {
  const onBrand = useOnBrandText();
  const navigate = useNavigate();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { time_zone: timeZone, datetime_format: format } = order.restaurant.settings;
  const submitted = formatInstant(Date.parse(order.updatedAt), timeZone, format);

  useEffect(() => headingRef.current?.focus(), []);

  return (
    <div className="mx-auto max-w-xl px-4 pb-12 pt-10">
      <div className={`${cardClass} p-6 text-center sm:p-10`}>
        <SuccessMark />
        <h1
          ref={headingRef}
          tabIndex={-1}
          className="mt-4 font-[family-name:var(--font-display)] text-3xl font-bold outline-none"
        >
          Order Confirmed!
        </h1>
        <p className="mt-2 text-muted">Thank you, {order.nameOrderedUnder}!</p>
        <dl className="mx-auto mt-6 max-w-sm space-y-3 text-left">
          <div className="flex justify-between gap-4 border-b border-black/10 pb-3">
            <dt className="font-semibold text-muted">Order Number</dt>
            <dd className="font-bold tabular-nums">#{order.giftCardOrderNumber}</dd>
          </div>
          <div className="flex justify-between gap-4 border-b border-black/10 pb-3">
            <dt className="font-semibold text-muted">Gift Card</dt>
            <dd className="text-right font-bold">
              {order.quantity} × {order.giftCardProductName} ({order.giftCardType})
            </dd>
          </div>
          <div className="flex justify-between gap-4">
            <dt className="font-semibold text-muted">Submitted</dt>
            <dd className="text-right font-bold">{submitted}</dd>
          </div>
        </dl>
        <ul className="mx-auto mt-6 max-w-sm list-disc space-y-1.5 rounded-xl bg-brand/15 py-4 pl-9 pr-4 text-left text-sm">
          {GIFT_ORDER_INSTRUCTIONS.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        <p className="mt-4 text-sm text-muted">
          {order.restaurant.name}
          {order.restaurant.phone ? ` · ${order.restaurant.phone}` : ''}
        </p>
        <button
          type="button"
          onClick={() => void navigate(paths.gift)}
          className={`${primaryButton(onBrand)} mt-8 w-full sm:w-auto sm:min-w-40`}
        >
          GOT IT
        </button>
      </div>
    </div>
  );
}

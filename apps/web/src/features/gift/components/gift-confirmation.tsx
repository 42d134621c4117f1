import {
  GIFT_ORDER_INSTRUCTIONS,
  formatInstant,
  giftDeliveryLine,
  TEST_PAYMENT_LABEL,
  type ApiGiftCardOrder,
} from '@storefront/domain';
import { useNavigate } from 'react-router';
import { primaryButton } from '../../../components/ui/buttons';
import { ConfirmationCard, ConfirmationFact } from '../../../components/confirmation-card';
import { useOnBrandText } from '../../../components/use-on-brand-text';
import { paths } from '../../../config/paths';

/** What a buyer who paid online is told: no call or visit to pay, the cards are on their way. */
const paidOnline = (order: ApiGiftCardOrder): string[] => [
  'Your payment is confirmed.',
  order.giftCardType === 'Digital'
    ? `Your gift cards have been issued and emailed to ${order.email}.`
    : `Your gift cards have been issued: pick them up at ${order.restaurant.name}.`,
];

/** Cards sent to someone else: to whom and when, on the restaurant's clock (and how to pay, if unpaid). */
const sentAsGift = (order: ApiGiftCardOrder, line: string): string[] =>
  order.paymentStatus === 'Paid' ? ['Your payment is confirmed.', line] : [GIFT_ORDER_INSTRUCTIONS[0], line];

/**
 * After a gift card order (accounts-and-extras §2 Gift checkout): Order Confirmed!, thanks to the
 * name it was placed under, the order number, how to pay and receive the cards, the submission time
 * in the restaurant's zone and format, and GOT IT back to /gift.
 */
export function GiftConfirmation({ order }: { order: ApiGiftCardOrder }) {
  const onBrand = useOnBrandText();
  const navigate = useNavigate();
  const { time_zone: timeZone, datetime_format: format } = order.restaurant.settings;
  const submitted = formatInstant(Date.parse(order.updatedAt), timeZone, format);

  return (
    <ConfirmationCard title="Order Confirmed!">
      <p className="mt-2 text-muted">Thank you, {order.nameOrderedUnder}!</p>
      <dl className="mx-auto mt-6 max-w-sm space-y-3 text-left">
        <ConfirmationFact label="Order Number" numeric>
          #{order.giftCardOrderNumber}
        </ConfirmationFact>
        <ConfirmationFact label="Gift Card">
          {order.quantity} × {order.giftCardProductName} ({order.giftCardType})
        </ConfirmationFact>
        <ConfirmationFact label="Submitted" last>
          {submitted}
        </ConfirmationFact>
      </dl>
      <ul className="mx-auto mt-6 max-w-sm list-disc space-y-1.5 rounded-xl bg-brand/15 py-4 pl-9 pr-4 text-left text-sm">
        {[
          ...(order.recipient
            ? sentAsGift(
                order,
                giftDeliveryLine({ ...order, recipient: order.recipient }, Date.now(), timeZone, format),
              )
            : order.paymentStatus === 'Paid'
              ? paidOnline(order)
              : GIFT_ORDER_INSTRUCTIONS),
          // Paid on the built-in test provider: the buyer is told no money moved (decision 0073).
          ...(order.testPayment ? [TEST_PAYMENT_LABEL] : []),
        ].map((line) => (
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
    </ConfirmationCard>
  );
}

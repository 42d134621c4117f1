import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { TEST_PAYMENT_LABEL, type ApiGiftCardOrder } from '@storefront/domain';
import { useNavigate } from 'react-router';
import { primaryButton } from '../../../components/ui/buttons';
import { ConfirmationCard, ConfirmationFact } from '../../../components/confirmation-card';
import { useOnBrandText } from '../../../components/use-on-brand-text';
import { paths } from '../../../config/paths';
import { domainText } from '../../../lib/domain-text';
import { useFormats } from '../../../lib/formats';
import { GIFT_CARD_TYPE_NAMES, GIFT_ORDER_STEPS, useGiftDeliveryLine } from '../gift-words';

/** What a buyer who paid online is told: no call or visit to pay, the cards are on their way. */
const paidOnline = (i18n: I18n, order: ApiGiftCardOrder): string[] => {
  const { email } = order;
  const restaurant = order.restaurant.name;
  return [
    i18n._(msg`Your payment is confirmed.`),
    order.giftCardType === 'Digital'
      ? i18n._(msg`Your gift cards have been issued and emailed to ${email}.`)
      : i18n._(msg`Your gift cards have been issued: pick them up at ${restaurant}.`),
  ];
};

/** Cards sent to someone else: to whom and when, on the restaurant's clock (and how to pay, if unpaid). */
const sentAsGift = (i18n: I18n, order: ApiGiftCardOrder, line: string): string[] =>
  order.paymentStatus === 'Paid'
    ? [i18n._(msg`Your payment is confirmed.`), line]
    : [i18n._(GIFT_ORDER_STEPS[0]!), line];

/**
 * After a gift card order (accounts-and-extras §2 Gift checkout): Order Confirmed!, thanks to the
 * name it was placed under, the order number, how to pay and receive the cards, the submission time
 * in the restaurant's zone and format, and GOT IT back to /gift.
 */
export function GiftConfirmation({ order }: { order: ApiGiftCardOrder }) {
  const onBrand = useOnBrandText();
  const navigate = useNavigate();
  const { t, i18n } = useLingui();
  const formats = useFormats();
  const deliveryLine = useGiftDeliveryLine();
  const { time_zone: timeZone, datetime_format: format } = order.restaurant.settings;
  const submitted = formats.instant(Date.parse(order.updatedAt), timeZone, format);
  const type = i18n._(GIFT_CARD_TYPE_NAMES[order.giftCardType]);

  return (
    <ConfirmationCard title={t`Order Confirmed!`}>
      <p className="mt-2 text-muted">
        <Trans>Thank you, {order.nameOrderedUnder}!</Trans>
      </p>
      <dl className="mx-auto mt-6 max-w-sm space-y-3 text-left">
        <ConfirmationFact label={t`Order Number`} numeric>
          #{order.giftCardOrderNumber}
        </ConfirmationFact>
        <ConfirmationFact label={t`Gift Card`}>
          <Trans>
            {order.quantity} × {order.giftCardProductName} ({type})
          </Trans>
        </ConfirmationFact>
        <ConfirmationFact label={t`Submitted`} last>
          {submitted}
        </ConfirmationFact>
      </dl>
      <ul className="mx-auto mt-6 max-w-sm list-disc space-y-1.5 rounded-xl bg-brand/15 py-4 pl-9 pr-4 text-left text-sm">
        {[
          ...(order.recipient
            ? sentAsGift(
                i18n,
                order,
                deliveryLine({ ...order, recipient: order.recipient }, Date.now(), timeZone, format),
              )
            : order.paymentStatus === 'Paid'
              ? paidOnline(i18n, order)
              : GIFT_ORDER_STEPS.map((step) => i18n._(step))),
          // Paid on the built-in test provider: the buyer is told no money moved (decision 0073).
          ...(order.testPayment ? [domainText(i18n, TEST_PAYMENT_LABEL)] : []),
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
        <Trans>GOT IT</Trans>
      </button>
    </ConfirmationCard>
  );
}

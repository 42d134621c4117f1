import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type {
  ApiGiftCardOrder,
  ApiGiftRecipient,
  GiftCardProductAmounts,
  GiftCardType,
} from '@storefront/domain';
import { useFormats } from '../../lib/formats';

/*
 * The gift screens' sentences in the page's language (issue 31). The English is the domain's
 * (giftCardNote, GIFT_CARD_TYPE_DESCRIPTIONS, GIFT_ORDER_INSTRUCTIONS, giftDeliveryLine), word for
 * word; the mail keeps the domain's own.
 */

export const GIFT_CARD_TYPE_NAMES: Record<GiftCardType, MessageDescriptor> = {
  Digital: msg`Digital`,
  Physical: msg`Physical`,
};

export const GIFT_CARD_TYPE_WORDS: Record<GiftCardType, MessageDescriptor> = {
  Digital: msg`Instant email delivery`,
  Physical: msg`In-store pickup`,
};

/** How to pay and how the cards come, for an order not paid yet. */
export const GIFT_ORDER_STEPS: readonly MessageDescriptor[] = [
  msg`Please call or visit the restaurant to pay for your order.`,
  msg`Digital gift cards will be emailed to you once payment is confirmed.`,
  msg`Physical gift cards can be picked up at the counter once payment is confirmed.`,
];

/** 'You will receive 2 gift cards of $25.00 each.' */
export function useGiftCardNote(): (product: GiftCardProductAmounts, quantity?: number) => string {
  const { t } = useLingui();
  const formats = useFormats();
  return (product, quantity = 1) => {
    const cards = product.quantity * quantity;
    const value = formats.money(product.unitPrice);
    return t`${plural(cards, {
      one: `You will receive 1 gift card of ${value}.`,
      other: `You will receive # gift cards of ${value} each.`,
    })}`;
  };
}

/** To whom and when the cards sent as a gift go, on the restaurant's clock. */
export function useGiftDeliveryLine(): (
  order: Pick<ApiGiftCardOrder, 'paymentStatus' | 'giftCardQuantity'> & { recipient: ApiGiftRecipient },
  now: number,
  timeZone: string,
  datetimeFormat: string,
) => string {
  const { t } = useLingui();
  const formats = useFormats();
  return (order, now, timeZone, datetimeFormat) => {
    const { recipient } = order;
    const count = order.giftCardQuantity;
    const name = recipient.name;
    const email = recipient.email;
    const at = (iso: string) => formats.instant(Date.parse(iso), timeZone, datetimeFormat);
    if (recipient.status === 'Sent' && recipient.sentAt) {
      const date = at(recipient.sentAt);
      return t`${plural(count, {
        one: `Your gift card was emailed to ${name} (${email}) on ${date}.`,
        other: `Your gift cards were emailed to ${name} (${email}) on ${date}.`,
      })}`;
    }
    const later = Date.parse(recipient.sendAt) > now;
    const date = at(recipient.sendAt);
    if (order.paymentStatus !== 'Paid') {
      return later
        ? t`${plural(count, {
            one: `Once payment is confirmed, your gift card will be emailed to ${name} (${email}) on ${date}.`,
            other: `Once payment is confirmed, your gift cards will be emailed to ${name} (${email}) on ${date}.`,
          })}`
        : t`${plural(count, {
            one: `Your gift card will be emailed to ${name} (${email}) once payment is confirmed.`,
            other: `Your gift cards will be emailed to ${name} (${email}) once payment is confirmed.`,
          })}`;
    }
    return later
      ? t`${plural(count, {
          one: `Your gift card will be emailed to ${name} (${email}) on ${date}.`,
          other: `Your gift cards will be emailed to ${name} (${email}) on ${date}.`,
        })}`
      : t`${plural(count, {
          one: `Your gift card is being emailed to ${name} (${email}) now.`,
          other: `Your gift cards are being emailed to ${name} (${email}) now.`,
        })}`;
  };
}

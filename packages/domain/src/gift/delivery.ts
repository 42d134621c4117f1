/*
 * What a buyer is told about cards sent to someone else (issue 18 item 7): to whom, and when, on the
 * restaurant's clock. The confirmation screen, the buyer's mail and the profile say the same words.
 */
import type { ApiGiftRecipient } from '../contract/gift-recipient';
import type { GiftCardPaymentStatus } from '../contract/gift';
import { formatInstant } from '../time/format';
import { toEpochMs, type InstantLike } from '../time/zoned';

export interface GiftDelivery {
  paymentStatus: GiftCardPaymentStatus;
  giftCardQuantity: number;
  recipient: ApiGiftRecipient;
}

/** 'Your gift cards will be emailed to Alex Chen (alex@example.com) on Dec 24, 2026 9:00 AM.' */
export function giftDeliveryLine(
  order: GiftDelivery,
  now: InstantLike,
  timeZone: string,
  datetimeFormat: string,
): string {
  const { recipient } = order;
  const many = order.giftCardQuantity !== 1;
  const cards = `Your gift ${many ? 'cards' : 'card'}`;
  const to = `${recipient.name} (${recipient.email})`;
  const at = (iso: string) => formatInstant(Date.parse(iso), timeZone, datetimeFormat);
  if (recipient.status === 'Sent' && recipient.sentAt) {
    return `${cards} ${many ? 'were' : 'was'} emailed to ${to} on ${at(recipient.sentAt)}.`;
  }
  const later = Date.parse(recipient.sendAt) > toEpochMs(now);
  if (order.paymentStatus !== 'Paid') {
    return later
      ? `Once payment is confirmed, ${cards.toLowerCase()} will be emailed to ${to} on ${at(recipient.sendAt)}.`
      : `${cards} will be emailed to ${to} once payment is confirmed.`;
  }
  return later
    ? `${cards} will be emailed to ${to} on ${at(recipient.sendAt)}.`
    : `${cards} ${many ? 'are' : 'is'} being emailed to ${to} now.`;
}

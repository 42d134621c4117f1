import {
  formatMoney,
  giftDeliveryLine,
  TEST_PAYMENT_LABEL,
  toCents,
  type ApiGiftRecipient,
  type ApiIssuedGiftCard,
  type StaffGiftCardOrder,
} from '@storefront/domain';
import type { MailMessage } from '../../adapters/mail/mailer';

/** '1234 5678 9012 3456': a card number in groups of four, as printed on cards. */
export const groupedCardNumber = (number: string) => number.replace(/(\d{4})(?=\d)/g, '$1 ');

const digitalCards = (order: StaffGiftCardOrder) => order.giftCards.filter((card) => card.kind === 'Digital');

const cardLines = (cards: readonly ApiIssuedGiftCard[]) =>
  cards.map((card) => `  ${groupedCardNumber(card.giftCardNumber)}   ${formatMoney(toCents(card.balance))}`);

/** The buyer's words, quoted and indented line by line. */
const quoted = (message: string) =>
  message
    .split(/\r?\n/)
    .map((line, i, all) => `  ${i === 0 ? '"' : ' '}${line}${i === all.length - 1 ? '"' : ''}`);

/** The buyer is told when the built-in test provider "took" the payment (decision 0073). */
const testPaymentLines = (order: StaffGiftCardOrder): string[] =>
  order.testPayment ? ['', TEST_PAYMENT_LABEL] : [];

/**
 * The digital cards of a paid gift card order, to the buyer (accounts-and-extras §2: digital cards
 * are emailed once payment is confirmed). Plain text, so every mail client shows the numbers.
 */
export function digitalGiftCardsMail(
  tenant: { id: string; name: string },
  order: StaffGiftCardOrder,
  firstName: string,
): MailMessage {
  const cards = digitalCards(order);
  const many = cards.length !== 1;
  return {
    tenantId: tenant.id,
    kind: 'gift-cards',
    fromName: tenant.name,
    to: order.email,
    subject: `Your ${tenant.name} gift ${many ? 'cards' : 'card'} (order #${order.giftCardOrderNumber})`,
    text: [
      `Hi ${firstName || 'there'},`,
      '',
      `Thank you for your gift card order #${order.giftCardOrderNumber}. Your payment is confirmed, and here ${many ? `are your ${cards.length} gift cards` : 'is your gift card'}:`,
      '',
      ...cardLines(cards),
      ...testPaymentLines(order),
      '',
      `Give the number when ordering online (Gift Card at checkout) or at ${order.restaurant.name}. Keep this email: the card number is all it takes to spend it.`,
    ].join('\n'),
  };
}

type GiftOrder = StaffGiftCardOrder & { recipient: ApiGiftRecipient };

/**
 * The buyer's confirmation of cards sent to someone else, once paid: to whom and when, on the
 * restaurant's clock, and their message. The card numbers go to the recipient only.
 */
export function giftScheduledMail(
  tenant: { id: string; name: string },
  order: GiftOrder,
  firstName: string,
  now: Date,
): MailMessage {
  const { time_zone: timeZone, datetime_format: format } = order.restaurant.settings;
  const { recipient } = order;
  return {
    tenantId: tenant.id,
    kind: 'gift-card-gift-confirmation',
    fromName: tenant.name,
    to: order.email,
    subject: `Your gift for ${recipient.name} (order #${order.giftCardOrderNumber})`,
    text: [
      `Hi ${firstName || 'there'},`,
      '',
      `Thank you for your gift card order #${order.giftCardOrderNumber}. Your payment is confirmed.`,
      ...testPaymentLines(order),
      '',
      giftDeliveryLine(order, now, timeZone, format),
      ...(recipient.message ? ['', 'Your message:', ...quoted(recipient.message)] : []),
      '',
      `${recipient.name} will receive the card numbers and how to use them. If the email address is not right, please call ${order.restaurant.name}${order.restaurant.phone ? ` at ${order.restaurant.phone}` : ''} before then.`,
    ].join('\n'),
  };
}

/**
 * The gift itself, to the recipient at the send date: who it is from, their message, the cards and
 * how to use them. `origin` is the tenant's storefront from configuration (never a request's Host).
 */
export function giftCardGiftMail(
  tenant: { id: string; name: string },
  order: GiftOrder,
  origin: string,
): MailMessage {
  const { recipient, restaurant } = order;
  const cards = digitalCards(order);
  const many = cards.length !== 1;
  const place = [restaurant.name, restaurant.address_1, restaurant.city_town].filter(Boolean).join(', ');
  return {
    tenantId: tenant.id,
    kind: 'gift-card-gift',
    fromName: tenant.name,
    to: recipient.email,
    subject: `${order.nameOrderedUnder} sent you a ${tenant.name} gift card`,
    text: [
      `Hi ${recipient.name},`,
      '',
      `${order.nameOrderedUnder} sent you a gift from ${tenant.name}: ${
        many
          ? `${cards.length} gift cards of ${formatMoney(toCents(order.giftCardUnitPrice))} each`
          : `a gift card of ${formatMoney(toCents(order.giftCardUnitPrice))}`
      }.`,
      ...(recipient.message
        ? ['', `A message from ${order.nameOrderedUnder.split(' ')[0]}:`, ...quoted(recipient.message)]
        : []),
      '',
      `Your gift ${many ? 'cards' : 'card'}:`,
      ...cardLines(cards),
      '',
      'How to use it:',
      `- Online: order at ${origin}/menus and enter the number under Gift Card at checkout.`,
      `- In person: give the number at ${place}${restaurant.phone ? ` (${restaurant.phone})` : ''}.`,
      'What you do not spend stays on the card for next time.',
      '',
      'Keep this email: the card number is all it takes to spend it.',
    ].join('\n'),
  };
}

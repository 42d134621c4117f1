import {
  DEFAULT_LOCALE,
  giftDeliveryLine,
  localeFormats,
  TEST_PAYMENT_LABEL,
  toCents,
  type Locale,
  type LocaleFormats,
  type ApiGiftRecipient,
  type ApiIssuedGiftCard,
  type StaffGiftCardOrder,
} from '@storefront/domain';
import type { MailBlock } from '../../adapters/mail/content';
import type { MailMessage } from '../../adapters/mail/mailer';

/** '1234 5678 9012 3456': a card number in groups of four, as printed on cards. */
export const groupedCardNumber = (number: string) => number.replace(/(\d{4})(?=\d)/g, '$1 ');

const digitalCards = (order: StaffGiftCardOrder) => order.giftCards.filter((card) => card.kind === 'Digital');

/** Every word of the gift card mails, in one place: issue 31 puts the French beside it. */
export const GIFT_CARD_MAIL_COPY = {
  greeting: (name: string) => `Hi ${name || 'there'},`,
  cards: {
    subject: (tenant: string, many: boolean, n: number) =>
      `Your ${tenant} gift ${many ? 'cards' : 'card'} (order #${n})`,
    body: (n: number, count: number) =>
      `Thank you for your gift card order #${n}. Your payment is confirmed, and here ${count !== 1 ? `are your ${count} gift cards` : 'is your gift card'}:`,
    use: (restaurant: string) =>
      `Give the number when ordering online (Gift Card at checkout) or at ${restaurant}. Keep this email: the card number is all it takes to spend it.`,
  },
  scheduled: {
    subject: (recipient: string, n: number) => `Your gift for ${recipient} (order #${n})`,
    body: (n: number) => `Thank you for your gift card order #${n}. Your payment is confirmed.`,
    yourMessage: 'Your message:',
    check: (recipient: string, restaurant: string, phone: string | null) =>
      `${recipient} will receive the card numbers and how to use them. If the email address is not right, please call ${restaurant}${phone ? ` at ${phone}` : ''} before then.`,
  },
  gift: {
    subject: (buyer: string, tenant: string) => `${buyer} sent you a ${tenant} gift card`,
    body: (buyer: string, tenant: string, count: number, amount: string) =>
      `${buyer} sent you a gift from ${tenant}: ${count !== 1 ? `${count} gift cards of ${amount} each` : `a gift card of ${amount}`}.`,
    message: (buyerFirstName: string) => `A message from ${buyerFirstName}:`,
    yourCards: (many: boolean) => `Your gift ${many ? 'cards' : 'card'}:`,
    howTo: 'How to use it:',
    online: (menus: string) =>
      `- Online: order at ${menus} and enter the number under Gift Card at checkout.`,
    inPerson: (place: string, phone: string | null) =>
      `- In person: give the number at ${place}${phone ? ` (${phone})` : ''}.`,
    rest: 'What you do not spend stays on the card for next time.',
    action: 'Order online',
    keep: 'Keep this email: the card number is all it takes to spend it.',
  },
} as const;

const cardLines = (cards: readonly ApiIssuedGiftCard[], format: LocaleFormats) =>
  cards
    .map((card) => `  ${groupedCardNumber(card.giftCardNumber)}   ${format.money(toCents(card.balance))}`)
    .join('\n');

/** The buyer is told when the built-in test provider "took" the payment (decision 0073). */
const testPaymentBlocks = (order: StaffGiftCardOrder): MailBlock[] =>
  order.testPayment ? [{ kind: 'notice', text: TEST_PAYMENT_LABEL }] : [];

/**
 * The digital cards of a paid gift card order, to the buyer (accounts-and-extras §2: digital cards
 * are emailed once payment is confirmed).
 */
export function digitalGiftCardsMail(
  tenant: { id: string; name: string },
  order: StaffGiftCardOrder,
  firstName: string,
  locale: Locale = DEFAULT_LOCALE,
): MailMessage {
  const copy = GIFT_CARD_MAIL_COPY.cards;
  const cards = digitalCards(order);
  const format = localeFormats(locale);
  return {
    tenantId: tenant.id,
    kind: 'gift-cards',
    fromName: tenant.name,
    to: order.email,
    subject: copy.subject(tenant.name, cards.length !== 1, order.giftCardOrderNumber),
    content: {
      locale,
      preview: copy.body(order.giftCardOrderNumber, cards.length),
      greeting: GIFT_CARD_MAIL_COPY.greeting(firstName),
      blocks: [
        {
          kind: 'paragraph',
          text: `${copy.body(order.giftCardOrderNumber, cards.length)}\n\n${cardLines(cards, format)}`,
        },
        ...testPaymentBlocks(order),
        { kind: 'paragraph', text: copy.use(order.restaurant.name) },
      ],
    },
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
  const copy = GIFT_CARD_MAIL_COPY.scheduled;
  const { time_zone: timeZone, datetime_format: format } = order.restaurant.settings;
  const { recipient } = order;
  return {
    tenantId: tenant.id,
    kind: 'gift-card-gift-confirmation',
    fromName: tenant.name,
    to: order.email,
    subject: copy.subject(recipient.name, order.giftCardOrderNumber),
    content: {
      locale: DEFAULT_LOCALE,
      preview: copy.body(order.giftCardOrderNumber),
      greeting: GIFT_CARD_MAIL_COPY.greeting(firstName),
      blocks: [
        { kind: 'paragraph', text: copy.body(order.giftCardOrderNumber) },
        ...testPaymentBlocks(order),
        { kind: 'paragraph', text: giftDeliveryLine(order, now, timeZone, format) },
        ...(recipient.message
          ? [{ kind: 'quote', intro: copy.yourMessage, text: recipient.message } as const]
          : []),
        {
          kind: 'paragraph',
          text: copy.check(recipient.name, order.restaurant.name, order.restaurant.phone),
        },
      ],
    },
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
  locale: Locale = DEFAULT_LOCALE,
): MailMessage {
  const copy = GIFT_CARD_MAIL_COPY.gift;
  const { recipient, restaurant } = order;
  const cards = digitalCards(order);
  const format = localeFormats(locale);
  const place = [restaurant.name, restaurant.address_1, restaurant.city_town].filter(Boolean).join(', ');
  const body = copy.body(
    order.nameOrderedUnder,
    tenant.name,
    cards.length,
    format.money(toCents(order.giftCardUnitPrice)),
  );
  return {
    tenantId: tenant.id,
    kind: 'gift-card-gift',
    fromName: tenant.name,
    to: recipient.email,
    subject: copy.subject(order.nameOrderedUnder, tenant.name),
    content: {
      locale,
      preview: body,
      greeting: GIFT_CARD_MAIL_COPY.greeting(recipient.name),
      blocks: [
        { kind: 'paragraph', text: body },
        ...(recipient.message
          ? [
              {
                kind: 'quote',
                intro: copy.message(order.nameOrderedUnder.split(' ')[0] ?? ''),
                text: recipient.message,
              } as const,
            ]
          : []),
        { kind: 'paragraph', text: `${copy.yourCards(cards.length !== 1)}\n${cardLines(cards, format)}` },
        {
          kind: 'paragraph',
          text: [
            copy.howTo,
            copy.online(`${origin}/menus`),
            copy.inPerson(place, restaurant.phone),
            copy.rest,
          ].join('\n'),
        },
        { kind: 'action', label: copy.action, url: `${origin}/menus` },
        { kind: 'paragraph', text: copy.keep },
      ],
    },
  };
}

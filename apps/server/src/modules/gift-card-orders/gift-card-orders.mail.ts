import {
  giftDeliveryLine,
  localeFormats,
  safeTimeZone,
  TEST_PAYMENT_LABEL,
  toCents,
  type CopyByLocale,
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

/** Every word of the gift card mails, in one place per language (decision 0091). */
const ENGLISH = {
  greeting: (name: string) => `Hi ${name || 'there'},`,
  testPayment: TEST_PAYMENT_LABEL,
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
    /** When the cards go (null: giftDeliveryLine, the English line the pages show too). */
    delivery: null as ((order: GiftOrder, now: Date) => string) | null,
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
};

const FRENCH: typeof ENGLISH = {
  greeting: (name: string) => (name ? `Bonjour ${name},` : 'Bonjour,'),
  testPayment: 'Paiement de test : aucun argent n’a été pris',
  cards: {
    subject: (tenant: string, many: boolean, n: number) =>
      `${many ? 'Vos cartes-cadeaux' : 'Votre carte-cadeau'} ${tenant} (commande no ${n})`,
    body: (n: number, count: number) =>
      `Merci pour votre commande de cartes-cadeaux no ${n}. Votre paiement est confirmé; ${count !== 1 ? `voici vos ${count} cartes-cadeaux` : 'voici votre carte-cadeau'} :`,
    use: (restaurant: string) =>
      `Donnez le numéro en commandant en ligne (Carte-cadeau à la caisse) ou chez ${restaurant}. Gardez ce courriel : le numéro de la carte suffit pour l’utiliser.`,
  },
  scheduled: {
    subject: (recipient: string, n: number) => `Votre cadeau pour ${recipient} (commande no ${n})`,
    body: (n: number) => `Merci pour votre commande de cartes-cadeaux no ${n}. Votre paiement est confirmé.`,
    delivery: (order: GiftOrder, now: Date) => {
      const { recipient } = order;
      const to = `${recipient.name} (${recipient.email})`;
      const cards =
        order.giftCardQuantity !== 1
          ? 'Vos cartes-cadeaux seront envoyées'
          : 'Votre carte-cadeau sera envoyée';
      const timeZone = safeTimeZone(order.restaurant.settings.time_zone);
      return Date.parse(recipient.sendAt) > now.getTime()
        ? `${cards} par courriel à ${to} le ${localeFormats('fr', { timeZone }).dateTime(recipient.sendAt)}.`
        : `${cards} par courriel à ${to} dès maintenant.`;
    },
    yourMessage: 'Votre message :',
    check: (recipient: string, restaurant: string, phone: string | null) =>
      `${recipient} recevra les numéros des cartes et la façon de les utiliser. Si l’adresse courriel n’est pas la bonne, veuillez appeler ${restaurant}${phone ? ` au ${phone}` : ''} avant ce moment.`,
  },
  gift: {
    subject: (buyer: string, tenant: string) => `${buyer} vous a envoyé une carte-cadeau ${tenant}`,
    body: (buyer: string, tenant: string, count: number, amount: string) =>
      `${buyer} vous a envoyé un cadeau de ${tenant} : ${count !== 1 ? `${count} cartes-cadeaux de ${amount} chacune` : `une carte-cadeau de ${amount}`}.`,
    message: (buyerFirstName: string) => `Un message de ${buyerFirstName} :`,
    yourCards: (many: boolean) => (many ? 'Vos cartes-cadeaux :' : 'Votre carte-cadeau :'),
    howTo: 'Comment l’utiliser :',
    online: (menus: string) =>
      `- En ligne : commandez à ${menus} et entrez le numéro sous Carte-cadeau à la caisse.`,
    inPerson: (place: string, phone: string | null) =>
      `- En personne : donnez le numéro chez ${place}${phone ? ` (${phone})` : ''}.`,
    rest: 'Ce que vous ne dépensez pas reste sur la carte pour la prochaine fois.',
    action: 'Commander en ligne',
    keep: 'Gardez ce courriel : le numéro de la carte suffit pour l’utiliser.',
  },
};

export const GIFT_CARD_MAIL_COPY: CopyByLocale<typeof ENGLISH> = { en: ENGLISH, fr: FRENCH };

/** The tenant a mail is sent for, in whose name. */
interface SendingTenant {
  id: string;
  name: string;
}

/** An order's mails speak its language: English where the order kept none. */
function languageOf(order: StaffGiftCardOrder) {
  const locale = order.locale ?? 'en';
  return { locale, words: GIFT_CARD_MAIL_COPY[locale], format: localeFormats(locale) };
}

const cardLines = (cards: readonly ApiIssuedGiftCard[], format: LocaleFormats) =>
  cards
    .map((card) => `  ${groupedCardNumber(card.giftCardNumber)}   ${format.money(toCents(card.balance))}`)
    .join('\n');

/** The buyer is told when the built-in test provider "took" the payment (decision 0073). */
const testPaymentBlocks = (order: StaffGiftCardOrder, copy: typeof ENGLISH): MailBlock[] =>
  order.testPayment ? [{ kind: 'notice', text: copy.testPayment }] : [];

/**
 * The digital cards of a paid gift card order, to the buyer (accounts-and-extras §2: digital cards
 * are emailed once payment is confirmed).
 */
export function digitalGiftCardsMail(
  tenant: SendingTenant,
  order: StaffGiftCardOrder,
  firstName: string,
): MailMessage {
  const { locale, words, format } = languageOf(order);
  const copy = words.cards;
  const cards = digitalCards(order);
  return {
    tenantId: tenant.id,
    kind: 'gift-cards',
    fromName: tenant.name,
    to: order.email,
    subject: copy.subject(tenant.name, cards.length !== 1, order.giftCardOrderNumber),
    content: {
      locale,
      preview: copy.body(order.giftCardOrderNumber, cards.length),
      greeting: words.greeting(firstName),
      blocks: [
        {
          kind: 'paragraph',
          text: `${copy.body(order.giftCardOrderNumber, cards.length)}\n\n${cardLines(cards, format)}`,
        },
        ...testPaymentBlocks(order, words),
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
  tenant: SendingTenant,
  order: GiftOrder,
  firstName: string,
  now: Date,
): MailMessage {
  const { locale, words } = languageOf(order);
  const copy = words.scheduled;
  const { time_zone: timeZone, datetime_format: format } = order.restaurant.settings;
  const { recipient } = order;
  return {
    tenantId: tenant.id,
    kind: 'gift-card-gift-confirmation',
    fromName: tenant.name,
    to: order.email,
    subject: copy.subject(recipient.name, order.giftCardOrderNumber),
    content: {
      locale,
      preview: copy.body(order.giftCardOrderNumber),
      greeting: words.greeting(firstName),
      blocks: [
        { kind: 'paragraph', text: copy.body(order.giftCardOrderNumber) },
        ...testPaymentBlocks(order, words),
        {
          kind: 'paragraph',
          text: copy.delivery ? copy.delivery(order, now) : giftDeliveryLine(order, now, timeZone, format),
        },
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
export function giftCardGiftMail(tenant: SendingTenant, order: GiftOrder, origin: string): MailMessage {
  const { locale, words, format } = languageOf(order);
  const copy = words.gift;
  const { recipient, restaurant } = order;
  const cards = digitalCards(order);
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
      greeting: words.greeting(recipient.name),
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

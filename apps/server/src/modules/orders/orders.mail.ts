import {
  deliveryAddressLine,
  localeFormats,
  safeTimeZone,
  toCents,
  type CopyByLocale,
  type LocaleFormats,
  TEST_PAYMENT_LABEL,
  type ApiOrder,
  type ApiOrderItem,
  type OrderMailKind,
  type OrderMethod,
} from '@storefront/domain';
import type { MailBlock, MailItemLine } from '../../adapters/mail/content';
import type { MailMessage } from '../../adapters/mail/mailer';

/*
 * The diner's mails about their order (issue 31): the receipt at placement, then accepted (with the
 * ready time), delayed (the new time), ready, rejected or cancelled (with the reason). Each links to
 * the order's status page, from the configured origin. A payment the test provider "took" is named
 * as such (decision 0073).
 */

interface Said {
  number: number;
  restaurant: string;
  when: string;
  /** 'pickup', 'delivery', 'your table'. */
  place: string;
  delivery: boolean;
  reason: string | null;
}

/** A word for each way of ordering. */
const byMethod = (words: Record<OrderMethod, string>) => words;

/** Every word of the order mails, in one place per language (decision 0091). */
const ENGLISH = {
  greeting: (firstName: string) => `Hi ${firstName || 'there'},`,
  follow: 'Follow your order',
  testPayment: TEST_PAYMENT_LABEL,
  place: byMethod({ Delivery: 'delivery', Pickup: 'pickup', 'Dine-in': 'your table' }),
  reason: (reason: string | null) => (reason ? ` Reason: ${reason}` : ''),
  receipt: {
    subject: (s: Said) => `Order #${s.number} received: ${s.restaurant}`,
    body: (s: Said) =>
      `Thank you! ${s.restaurant} received your order #${s.number}. We will email you again as soon as the restaurant accepts it.`,
    items: 'Your order',
    details: 'Details',
    orderNumber: 'Order number',
    time: byMethod({ Delivery: 'Delivery time', Pickup: 'Pickup time', 'Dine-in': 'Table time' }),
    asap: (when: string) => `${when} (as soon as possible)`,
    name: 'Name',
    address: 'Delivery address',
    table: 'Table booking',
    tableValue: (number: number, party: number) => `#${number}, party of ${party}`,
    requests: 'Special requests',
    payment: 'Payment',
    size: (size: string) => `Size: ${size}`,
    option: (name: string, value: string, quantity: number) =>
      `${name}: ${value}${quantity > 1 ? ` × ${quantity}` : ''}`,
    instructions: (text: string) => `Note: ${text}`,
    subtotal: 'Subtotal',
    discounts: 'Discounts',
    deliveryFee: 'Delivery fee',
    gst: 'GST',
    pst: 'PST',
    tip: 'Tip',
    giftCards: 'Gift cards',
    total: 'Total',
    paid: {
      Paid: 'Paid online by card',
      Authorised: 'Card authorised online: it is charged when the restaurant accepts your order',
      due: byMethod({
        Delivery: 'To pay on delivery',
        Pickup: 'To pay at pickup',
        'Dine-in': 'To pay at the restaurant',
      }),
    },
  },
  accepted: {
    subject: (s: Said) => `Order #${s.number} accepted: ready at ${s.when}`,
    body: (s: Said) =>
      `${s.restaurant} accepted your order #${s.number}. It will be ready for ${s.place} at ${s.when}.`,
  },
  delayed: {
    subject: (s: Said) => `Order #${s.number} delayed: now ready at ${s.when}`,
    body: (s: Said) =>
      `Sorry, ${s.restaurant} needs a little more time for your order #${s.number}. It will now be ready for ${s.place} at ${s.when}.`,
  },
  ready: {
    subject: (s: Said) => `Order #${s.number} is ready`,
    body: (s: Said) =>
      s.delivery
        ? `Your order #${s.number} is ready and on its way from ${s.restaurant}.`
        : `Your order #${s.number} is ready for ${s.place} at ${s.restaurant}.`,
  },
  rejected: {
    subject: (s: Said) => `Order #${s.number} could not be accepted`,
    body: (s: Said) =>
      `Sorry, ${s.restaurant} could not accept your order #${s.number}.${ENGLISH.reason(s.reason)}`,
  },
  cancelled: {
    subject: (s: Said) => `Order #${s.number} cancelled`,
    body: (s: Said) => `Your order #${s.number} at ${s.restaurant} is cancelled.${ENGLISH.reason(s.reason)}`,
  },
};

type Copy = typeof ENGLISH;

const FRENCH: Copy = {
  greeting: (firstName: string) => (firstName ? `Bonjour ${firstName},` : 'Bonjour,'),
  follow: 'Suivre votre commande',
  testPayment: 'Paiement de test : aucun argent n’a été pris',
  place: { Delivery: 'la livraison', Pickup: 'le ramassage', 'Dine-in': 'votre table' },
  reason: (reason: string | null) => (reason ? ` Raison : ${reason}` : ''),
  receipt: {
    subject: (s: Said) => `Commande no ${s.number} reçue : ${s.restaurant}`,
    body: (s: Said) =>
      `Merci! ${s.restaurant} a reçu votre commande no ${s.number}. Nous vous écrirons de nouveau dès que le restaurant l’acceptera.`,
    items: 'Votre commande',
    details: 'Détails',
    orderNumber: 'Numéro de commande',
    time: { Delivery: 'Heure de livraison', Pickup: 'Heure de ramassage', 'Dine-in': 'Heure de la table' },
    asap: (when: string) => `${when} (dès que possible)`,
    name: 'Nom',
    address: 'Adresse de livraison',
    table: 'Réservation de table',
    tableValue: (number: number, party: number) =>
      `no ${number}, ${party} ${party > 1 ? 'personnes' : 'personne'}`,
    requests: 'Demandes spéciales',
    payment: 'Paiement',
    size: (size: string) => `Format : ${size}`,
    option: (name: string, value: string, quantity: number) =>
      `${name} : ${value}${quantity > 1 ? ` × ${quantity}` : ''}`,
    instructions: (text: string) => `Note : ${text}`,
    subtotal: 'Sous-total',
    discounts: 'Rabais',
    deliveryFee: 'Frais de livraison',
    gst: 'TPS',
    pst: 'TVP',
    tip: 'Pourboire',
    giftCards: 'Cartes-cadeaux',
    total: 'Total',
    paid: {
      Paid: 'Payé en ligne par carte',
      Authorised: 'Carte autorisée en ligne : elle sera débitée quand le restaurant acceptera votre commande',
      due: {
        Delivery: 'À payer à la livraison',
        Pickup: 'À payer au ramassage',
        'Dine-in': 'À payer au restaurant',
      },
    },
  },
  accepted: {
    subject: (s: Said) => `Commande no ${s.number} acceptée : prête à ${s.when}`,
    body: (s: Said) =>
      `${s.restaurant} a accepté votre commande no ${s.number}. Elle sera prête pour ${s.place} à ${s.when}.`,
  },
  delayed: {
    subject: (s: Said) => `Commande no ${s.number} retardée : prête maintenant à ${s.when}`,
    body: (s: Said) =>
      `Désolé, ${s.restaurant} a besoin d’un peu plus de temps pour votre commande no ${s.number}. Elle sera maintenant prête pour ${s.place} à ${s.when}.`,
  },
  ready: {
    subject: (s: Said) => `La commande no ${s.number} est prête`,
    body: (s: Said) =>
      s.delivery
        ? `Votre commande no ${s.number} est prête et en route depuis ${s.restaurant}.`
        : `Votre commande no ${s.number} est prête pour ${s.place} chez ${s.restaurant}.`,
  },
  rejected: {
    subject: (s: Said) => `La commande no ${s.number} n’a pas pu être acceptée`,
    body: (s: Said) =>
      `Désolé, ${s.restaurant} n’a pas pu accepter votre commande no ${s.number}.${FRENCH.reason(s.reason)}`,
  },
  cancelled: {
    subject: (s: Said) => `Commande no ${s.number} annulée`,
    body: (s: Said) =>
      `Votre commande no ${s.number} chez ${s.restaurant} est annulée.${FRENCH.reason(s.reason)}`,
  },
};

export const ORDER_MAIL_COPY: CopyByLocale<Copy> = { en: ENGLISH, fr: FRENCH };

/** The restaurant as the mail's foot names it: name, address, phone. */
function restaurantSignature(restaurant: ApiOrder['restaurant']): string[] {
  const street = [restaurant.address_1, restaurant.address_2].filter(Boolean).join(' ');
  const town = [restaurant.city_town, restaurant.state_province].filter(Boolean).join(', ');
  const address = [street, town].filter(Boolean).join(', ');
  return [restaurant.name, ...(address ? [address] : []), ...(restaurant.phone ? [restaurant.phone] : [])];
}

function itemLine(item: ApiOrderItem, copy: Copy['receipt'], format: LocaleFormats): MailItemLine {
  return {
    quantity: item.quantity,
    name: item.name,
    details: [
      ...(item.size ? [copy.size(item.size)] : []),
      ...item.options.map((option) => copy.option(option.name, option.value, option.quantity)),
      ...(item.specialInstructions ? [copy.instructions(item.specialInstructions)] : []),
    ],
    amount: format.money(toCents(item.baseTotal + item.extraTotal)),
  };
}

/** What the receipt says between the greeting and the link: the order, its money and its time. */
function receiptBlocks(
  order: ApiOrder,
  said: Said,
  copy: Copy['receipt'],
  format: LocaleFormats,
): MailBlock[] {
  const method = order.deliveryMethod;
  const address = deliveryAddressLine(order);
  const online = order.paymentMethod === 'Online';
  const payment =
    online && (order.paymentStatus === 'Paid' || order.paymentStatus === 'Authorised')
      ? copy.paid[order.paymentStatus]
      : copy.paid.due[method];
  const money = (dollars: number) => format.money(toCents(dollars));
  const tax = (label: string, dollars: number) => (dollars ? [[label, money(dollars)] as const] : []);
  return [
    { kind: 'paragraph', text: copy.body(said) },
    {
      kind: 'facts',
      title: copy.details,
      rows: [
        [copy.orderNumber, `#${order.orderNumber}`],
        [copy.time[method], order.pickupTimeType === 'ASAP' ? copy.asap(said.when) : said.when],
        [copy.name, order.nameOrderedUnder],
        ...(address ? [[copy.address, address] as const] : []),
        ...(order.table
          ? [[copy.table, copy.tableValue(order.table.reservationNumber, order.table.partySize)] as const]
          : []),
        ...(order.specialRequests ? [[copy.requests, order.specialRequests] as const] : []),
        [copy.payment, payment],
      ],
    },
    { kind: 'items', title: copy.items, lines: order.items.map((item) => itemLine(item, copy, format)) },
    {
      kind: 'totals',
      rows: [
        [copy.subtotal, money(order.subtotal)],
        ...(order.discountTotal ? [[copy.discounts, money(-order.discountTotal)] as const] : []),
        ...(order.deliveryFee ? [[copy.deliveryFee, money(order.deliveryFee)] as const] : []),
        ...tax(copy.gst, order.gst + order.deliveryGST),
        ...tax(copy.pst, order.pst),
        ...(order.tip ? [[copy.tip, money(order.tip)] as const] : []),
        ...(order.giftCardTotal ? [[copy.giftCards, money(-order.giftCardTotal)] as const] : []),
        [copy.total, money(order.total)],
      ],
    },
  ];
}

export function orderMail(
  tenant: { id: string; name: string },
  order: ApiOrder,
  kind: OrderMailKind,
  origin: string,
): MailMessage {
  const { restaurant } = order;
  const locale = order.locale ?? 'en';
  const words = ORDER_MAIL_COPY[locale];
  // The restaurant's 12- or 24-hour choice is an English one: French writes 18 h 30.
  const format = localeFormats(locale, {
    timeZone: safeTimeZone(restaurant.settings.time_zone),
    ...(locale === 'en' ? { timeFormat: restaurant.settings.time_format } : {}),
  });
  const said: Said = {
    number: order.orderNumber,
    restaurant: restaurant.name,
    when: format.dateTime(order.adjustedPickupTime ?? order.pickupTime),
    place: words.place[order.deliveryMethod],
    delivery: order.deliveryMethod === 'Delivery',
    reason: order.statusReason ?? null,
  };
  const copy = words[kind];
  const subject = copy.subject(said);
  const message: MailBlock[] =
    kind === 'receipt'
      ? receiptBlocks(order, said, words.receipt, format)
      : [{ kind: 'paragraph', text: copy.body(said) }];
  return {
    tenantId: tenant.id,
    kind: `order-${kind}`,
    fromName: tenant.name,
    to: order.email,
    subject,
    content: {
      locale,
      preview: kind === 'receipt' ? copy.body(said) : subject,
      greeting: words.greeting(order.nameOrderedUnder.split(' ')[0] ?? ''),
      blocks: [
        ...message,
        ...(order.testPayment ? [{ kind: 'notice', text: words.testPayment } as const] : []),
        {
          kind: 'action',
          label: words.follow,
          url: `${origin}/order?id=${encodeURIComponent(order._id)}`,
        },
      ],
      signature: restaurantSignature(restaurant),
    },
  };
}

import {
  deliveryAddressLine,
  safeTimeZone,
  TEST_PAYMENT_LABEL,
  type ApiOrder,
  type ApiOrderItem,
  type OrderMailKind,
  type OrderMethod,
} from '@storefront/domain';
import type { MailBlock, MailItemLine } from '../../adapters/mail/content';
import { MAIL_LOCALE, mailFormats, type MailFormats } from '../../adapters/mail/format';
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

/** Every word of the order mails, in one place: issue 31 puts the French beside it. */
export const ORDER_MAIL_COPY = {
  greeting: (firstName: string) => `Hi ${firstName || 'there'},`,
  follow: 'Follow your order',
  place: { Delivery: 'delivery', Pickup: 'pickup', 'Dine-in': 'your table' } satisfies Record<
    OrderMethod,
    string
  >,
  reason: (reason: string | null) => (reason ? ` Reason: ${reason}` : ''),
  receipt: {
    subject: (s: Said) => `Order #${s.number} received: ${s.restaurant}`,
    body: (s: Said) =>
      `Thank you! ${s.restaurant} received your order #${s.number}. We will email you again as soon as the restaurant accepts it.`,
    items: 'Your order',
    details: 'Details',
    orderNumber: 'Order number',
    time: {
      Delivery: 'Delivery time',
      Pickup: 'Pickup time',
      'Dine-in': 'Table time',
    } satisfies Record<OrderMethod, string>,
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
      due: {
        Delivery: 'To pay on delivery',
        Pickup: 'To pay at pickup',
        'Dine-in': 'To pay at the restaurant',
      } satisfies Record<OrderMethod, string>,
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
      `Sorry, ${s.restaurant} could not accept your order #${s.number}.${ORDER_MAIL_COPY.reason(s.reason)}`,
  },
  cancelled: {
    subject: (s: Said) => `Order #${s.number} cancelled`,
    body: (s: Said) =>
      `Your order #${s.number} at ${s.restaurant} is cancelled.${ORDER_MAIL_COPY.reason(s.reason)}`,
  },
} as const;

type Copy = typeof ORDER_MAIL_COPY;

/** The restaurant as the mail's foot names it: name, address, phone. */
function restaurantSignature(restaurant: ApiOrder['restaurant']): string[] {
  const street = [restaurant.address_1, restaurant.address_2].filter(Boolean).join(' ');
  const town = [restaurant.city_town, restaurant.state_province].filter(Boolean).join(', ');
  const address = [street, town].filter(Boolean).join(', ');
  return [restaurant.name, ...(address ? [address] : []), ...(restaurant.phone ? [restaurant.phone] : [])];
}

function itemLine(item: ApiOrderItem, copy: Copy['receipt'], format: MailFormats): MailItemLine {
  return {
    quantity: item.quantity,
    name: item.name,
    details: [
      ...(item.size ? [copy.size(item.size)] : []),
      ...item.options.map((option) => copy.option(option.name, option.value, option.quantity)),
      ...(item.specialInstructions ? [copy.instructions(item.specialInstructions)] : []),
    ],
    amount: format.money(item.baseTotal + item.extraTotal),
  };
}

/** What the receipt says between the greeting and the link: the order, its money and its time. */
function receiptBlocks(order: ApiOrder, said: Said, format: MailFormats): MailBlock[] {
  const copy = ORDER_MAIL_COPY.receipt;
  const method = order.deliveryMethod;
  const address = deliveryAddressLine(order);
  const online = order.paymentMethod === 'Online';
  const payment =
    online && (order.paymentStatus === 'Paid' || order.paymentStatus === 'Authorised')
      ? copy.paid[order.paymentStatus]
      : copy.paid.due[method];
  const tax = (label: string, dollars: number) => (dollars ? [[label, format.money(dollars)] as const] : []);
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
        [copy.subtotal, format.money(order.subtotal)],
        ...(order.discountTotal ? [[copy.discounts, format.money(-order.discountTotal)] as const] : []),
        ...(order.deliveryFee ? [[copy.deliveryFee, format.money(order.deliveryFee)] as const] : []),
        ...tax(copy.gst, order.gst + order.deliveryGST),
        ...tax(copy.pst, order.pst),
        ...(order.tip ? [[copy.tip, format.money(order.tip)] as const] : []),
        ...(order.giftCardTotal ? [[copy.giftCards, format.money(-order.giftCardTotal)] as const] : []),
        [copy.total, format.money(order.total)],
      ],
    },
  ];
}

export function orderMail(
  tenant: { id: string; name: string },
  order: ApiOrder,
  kind: OrderMailKind,
  origin: string,
  locale: string = MAIL_LOCALE,
): MailMessage {
  const { restaurant } = order;
  const format = mailFormats(locale, {
    timeZone: safeTimeZone(restaurant.settings.time_zone),
    timeFormat: restaurant.settings.time_format,
  });
  const said: Said = {
    number: order.orderNumber,
    restaurant: restaurant.name,
    when: format.dateTime(order.adjustedPickupTime ?? order.pickupTime),
    place: ORDER_MAIL_COPY.place[order.deliveryMethod],
    delivery: order.deliveryMethod === 'Delivery',
    reason: order.statusReason ?? null,
  };
  const copy = ORDER_MAIL_COPY[kind];
  const subject = copy.subject(said);
  const message: MailBlock[] =
    kind === 'receipt' ? receiptBlocks(order, said, format) : [{ kind: 'paragraph', text: copy.body(said) }];
  return {
    tenantId: tenant.id,
    kind: `order-${kind}`,
    fromName: tenant.name,
    to: order.email,
    subject,
    content: {
      preview: kind === 'receipt' ? copy.body(said) : subject,
      greeting: ORDER_MAIL_COPY.greeting(order.nameOrderedUnder.split(' ')[0] ?? ''),
      blocks: [
        ...message,
        ...(order.testPayment ? [{ kind: 'notice', text: TEST_PAYMENT_LABEL } as const] : []),
        {
          kind: 'action',
          label: ORDER_MAIL_COPY.follow,
          url: `${origin}/order?id=${encodeURIComponent(order._id)}`,
        },
      ],
      signature: restaurantSignature(restaurant),
    },
  };
}

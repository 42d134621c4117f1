import {
  formatInstant,
  safeTimeZone,
  TEST_PAYMENT_LABEL,
  type ApiOrder,
  type OrderMailKind,
} from '@storefront/domain';
import type { MailMessage } from '../../adapters/mail/mailer';

/**
 * The diner's mail about their order: accepted (with the ready time), delayed (the new time),
 * ready, rejected or cancelled (with the reason). The link is the order's status page. A payment the
 * test provider "took" is named as such (decision 0073).
 */
export function orderStatusMail(
  tenant: { id: string; name: string },
  order: ApiOrder,
  kind: OrderMailKind,
  origin: string,
): MailMessage {
  const { restaurant } = order;
  const timeZone = safeTimeZone(restaurant.settings.time_zone);
  const when = formatInstant(
    Date.parse(order.adjustedPickupTime ?? order.pickupTime),
    timeZone,
    restaurant.settings.datetime_format,
  );
  const pickup = { Delivery: 'delivery', Pickup: 'pickup', 'Dine-in': 'your table' }[order.deliveryMethod];
  const firstName = order.nameOrderedUnder.split(' ')[0] ?? '';
  const reason = order.statusReason ? ` Reason: ${order.statusReason}` : '';
  const lines: Record<OrderMailKind, { subject: string; body: string }> = {
    accepted: {
      subject: `Order #${order.orderNumber} accepted: ready at ${when}`,
      body: `${restaurant.name} accepted your order #${order.orderNumber}. It will be ready for ${pickup} at ${when}.`,
    },
    delayed: {
      subject: `Order #${order.orderNumber} delayed: now ready at ${when}`,
      body: `Sorry, ${restaurant.name} needs a little more time for your order #${order.orderNumber}. It will now be ready for ${pickup} at ${when}.`,
    },
    ready: {
      subject: `Order #${order.orderNumber} is ready`,
      body:
        order.deliveryMethod === 'Delivery'
          ? `Your order #${order.orderNumber} is ready and on its way from ${restaurant.name}.`
          : `Your order #${order.orderNumber} is ready for ${pickup} at ${restaurant.name}.`,
    },
    rejected: {
      subject: `Order #${order.orderNumber} could not be accepted`,
      body: `Sorry, ${restaurant.name} could not accept your order #${order.orderNumber}.${reason}`,
    },
    cancelled: {
      subject: `Order #${order.orderNumber} cancelled`,
      body: `Your order #${order.orderNumber} at ${restaurant.name} is cancelled.${reason}`,
    },
  };
  const { subject, body } = lines[kind];
  return {
    tenantId: tenant.id,
    kind: `order-${kind}`,
    fromName: tenant.name,
    to: order.email,
    subject,
    text: [
      `Hi ${firstName || 'there'},`,
      '',
      body,
      ...(order.testPayment ? ['', TEST_PAYMENT_LABEL] : []),
      '',
      `Follow your order: ${origin}/order?id=${encodeURIComponent(order._id)}`,
      '',
      `${restaurant.name}${restaurant.phone ? `, ${restaurant.phone}` : ''}`,
    ].join('\n'),
  };
}

import {
  localeFormats,
  type CopyByLocale,
  type Locale,
  paymentLinkText,
  textablePhone,
  PHONE_ORDER_MESSAGES,
  toCents,
  type OnlinePayment,
  type PhoneOrderResponse,
  type PlaceOrderRequest,
} from '@storefront/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Mailer, MailMessage } from '../../adapters/mail/mailer';
import type { Executor } from '../../db/executor';
import { HttpError } from '../../http/errors';
import { tenantOriginOf, type LinkOrigins } from '../../http/origin';
import { worksAt, type StaffPrincipal } from '../../http/staff-principal';
import type { PaymentDeps } from '../payments/payments.service';
// An attempt not paid by then is voided and deleted by the payment sweep.
import { ABANDONED_AFTER_HOURS } from '../payments/payments.upkeep';
import { requireRestaurant } from '../restaurants/restaurants.service';
import { tenantSettingsOf } from '../tenants/tenants.presenter';
import { requireTenantRow } from '../tenants/tenants.service';
import { sendText, type Texting } from '../texts/texts.service';
import { findPlacedOrder } from './order-records.service';
import { placeOrder } from './orders.service';
import type { PricingDeps } from './pricing.service';
import type { PhoneOrderBody } from './phone-orders.schemas';

/*
 * Phone orders at the counter (issue 29 item 8; decision 0087): staff take an order for a caller in
 * the console. It is the storefront's placement (placeOrder: the same pricing, slots, capacity and
 * availability, once per Idempotency-Key), for a guest, with the staff member who took it on the
 * order (channel 'phone') and in the audit trail. Paid at pickup, it is on the board at once; paid
 * by link, it is the storefront's Online placement: the caller is sent a link to pay by card, and
 * the order is written (and reaches the board) once the card is authorised.
 */

export interface PhoneOrderDeps {
  pricing: PricingDeps;
  payments: PaymentDeps;
  /** Sends the caller the card link; the text message (SMS) is wired here beside the mail. */
  sendPaymentLink(link: PaymentLink): Promise<void>;
}

/** The card link of a phone order paid by link, and who it goes to. */
export interface PaymentLink {
  tenantId: string;
  payment: OnlinePayment;
  restaurantName: string;
  firstName: string;
  email: string;
  phone: string;
  /** The order's language (the restaurant's default for a phone order): the mail's and the text's. */
  locale: Locale;
}

/** The storefront's placement request of what the caller asked for. */
export function placementOf(body: PhoneOrderBody): PlaceOrderRequest {
  const { customer } = body;
  return {
    items: body.items,
    deliveryMethod: body.deliveryMethod,
    pickupTimeType: body.pickupTimeType,
    pickupDate: body.pickupDate ?? null,
    pickupTime: body.pickupTime ?? null,
    deliveryAddress: body.deliveryAddress ?? null,
    specialRequests: body.specialRequests || null,
    customer: {
      firstName: customer.firstName,
      lastName: customer.lastName,
      phone: customer.phone,
      // A caller may give no email: the order keeps none, and nothing is mailed to them.
      email: customer.email ?? '',
    },
    payment: { method: body.payment === 'link' ? 'Online' : 'Offline' },
  };
}

export async function placePhoneOrder(
  db: Executor,
  deps: PhoneOrderDeps,
  principal: StaffPrincipal,
  placing: { body: PhoneOrderBody; idempotencyKey: string; now: Date; locale: Locale },
): Promise<{ created: boolean; response: PhoneOrderResponse }> {
  const { body, idempotencyKey, now, locale } = placing;
  if (!worksAt(principal, body.restaurantId))
    throw new HttpError(403, 'NOT_YOUR_LOCATION', PHONE_ORDER_MESSAGES.notYourLocation);
  const tenantId = principal.tenantId;
  const [restaurant, placedBefore] = await Promise.all([
    requireRestaurant(db, tenantId, body.restaurantId),
    findPlacedOrder(db, tenantId, idempotencyKey),
  ]);
  const { created, response } = await placeOrder(
    deps.pricing,
    {
      tenantId,
      restaurant,
      idempotencyKey,
      placedBefore,
      request: placementOf(body),
      customerId: null,
      now,
      locale,
      takenBy: principal.staff._id,
    },
    deps.payments,
  );
  if (response.order)
    return { created, response: { order: response.order, payment: null, linkSentTo: null } };
  const { customer } = body;
  const email = customer.email ?? '';
  await deps.sendPaymentLink({
    tenantId,
    payment: response.payment,
    restaurantName: restaurant.name,
    firstName: customer.firstName,
    email,
    phone: customer.phone,
    locale,
  });
  return { created: false, response: { order: null, payment: response.payment, linkSentTo: email } };
}

/** The page where the caller pays by card: the storefront's, at the tenant's configured origin. */
export const paymentLinkUrl = (origin: string, paymentId: string) =>
  `${origin}/pay?payment=${encodeURIComponent(paymentId)}`;

const ENGLISH = {
  subject: (restaurant: string, amount: string) => `Pay for your order at ${restaurant}: ${amount}`,
  greeting: (firstName: string) => `Hi ${firstName || 'there'},`,
  body: (restaurant: string, amount: string) =>
    `Thank you for your order by phone at ${restaurant}. Pay ${amount} by card here, and we start on it as soon as it is paid:`,
  action: 'Pay by card',
  lasts: (hours: number) => `The link works for ${hours} hours.`,
};

/** The words of the caller's card link mail, in one place per language (decision 0091). */
export const PAYMENT_LINK_COPY: CopyByLocale<typeof ENGLISH> = {
  en: ENGLISH,
  fr: {
    subject: (restaurant: string, amount: string) => `Payez votre commande chez ${restaurant} : ${amount}`,
    greeting: (firstName: string) => (firstName ? `Bonjour ${firstName},` : 'Bonjour,'),
    body: (restaurant: string, amount: string) =>
      `Merci pour votre commande par téléphone chez ${restaurant}. Payez ${amount} par carte ici; nous la préparons dès qu’elle est payée :`,
    action: 'Payer par carte',
    lasts: (hours: number) => `Le lien fonctionne pendant ${hours} heures.`,
  },
};

/** The key a card link is sent under: the same attempt sent again sends nothing new, a new amount does. */
export const paymentLinkKey = (link: PaymentLink) =>
  `phone-order-link:${link.payment._id}:${link.payment.amount}`;

/** The caller's mail with the card link, sent once per payment and amount (paymentLinkKey). */
export function paymentLinkMail(
  tenant: { id: string; name: string },
  link: PaymentLink,
  origin: string,
): MailMessage & { eventKey: string } {
  const amount = localeFormats(link.locale).money(toCents(link.payment.amount));
  const copy = PAYMENT_LINK_COPY[link.locale];
  const body = copy.body(link.restaurantName, amount);
  return {
    tenantId: tenant.id,
    kind: 'phone-order-payment-link',
    fromName: tenant.name,
    to: link.email,
    subject: copy.subject(link.restaurantName, amount),
    content: {
      locale: link.locale,
      preview: body,
      greeting: copy.greeting(link.firstName),
      blocks: [
        { kind: 'paragraph', text: body },
        { kind: 'action', label: copy.action, url: paymentLinkUrl(origin, link.payment._id), bare: true },
        { kind: 'paragraph', text: copy.lasts(ABANDONED_AFTER_HOURS) },
      ],
    },
    eventKey: paymentLinkKey(link),
  };
}

/** What sending a card link needs: the mail, the texts and where links point. */
export interface PaymentLinkSenders {
  db: Executor;
  mailer: Mailer;
  texting: Texting;
  links: LinkOrigins;
  log: FastifyBaseLogger;
}

/**
 * Sends the caller the card link: by mail, and by text too where the brand texts its diners (a
 * caller on the phone reads a text at once). The link's origin is the tenant's configured one, never
 * the request's Host. A text the provider fails now is logged: the mail went, and the order stands.
 */
export async function sendPaymentLink(senders: PaymentLinkSenders, link: PaymentLink): Promise<void> {
  const tenant = await requireTenantRow(senders.db, link.tenantId);
  const origin = tenantOriginOf(tenant, senders.links);
  await senders.mailer.send(paymentLinkMail(tenant, link, origin));
  if (!tenantSettingsOf(tenant).text_updates || !textablePhone(link.phone)) return;
  const amount = localeFormats(link.locale).money(toCents(link.payment.amount));
  const body = paymentLinkText(
    link.locale,
    link.restaurantName,
    amount,
    paymentLinkUrl(origin, link.payment._id),
  );
  try {
    await sendText(senders.texting, tenant, link.phone, body, 'card link', { key: paymentLinkKey(link) });
  } catch (error) {
    senders.log.warn({ err: error }, 'the card link was mailed but not texted');
  }
}

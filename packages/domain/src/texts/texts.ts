/*
 * Texts to the diner (issue 29 item 7; decision 0086): what an order's texts say, the keywords a
 * phone answers with (STOP, START, HELP: the carriers' standard list, as Twilio reads it), the
 * phone a text goes to (E.164) and how the console shows one. The wording lives here, in one typed
 * place, so it can be translated later.
 */
import type { ApiOrder } from '../contract/orders';
import { mailKindOf, type OrderEventType, type OrderMailKind } from '../order-life/lifecycle';
import { localeFormats } from '../i18n/formats';
import type { CopyByLocale, Locale } from '../i18n/locales';
import { formatInstant } from '../time/format';
import { safeTimeZone } from '../time/zoned';

/** Why a text was sent: an order's news, or a link another module texts (a phone order's card link). */
export type TextPurpose = 'order update' | 'card link';

/**
 * Where a text is: `pending` while it is being handed to the provider, `retry` when the provider
 * asked to be tried later (429, 5xx), `not sent` when it was refused before (the phone opted out, a
 * rate limit), then the provider's own states as its callbacks report them.
 */
export const TEXT_STATUSES = [
  'pending',
  'retry',
  'not sent',
  'queued',
  'sent',
  'delivered',
  'failed',
  'undelivered',
] as const;
export type TextStatus = (typeof TEXT_STATUSES)[number];

/** The provider states Twilio's status callbacks report (`MessageStatus`) that a text keeps. */
export const PROVIDER_TEXT_STATUSES = ['queued', 'sent', 'delivered', 'failed', 'undelivered'] as const;

/** Statuses of texts a provider took: what a tenant is billed for. */
export const BILLED_TEXT_STATUSES: readonly TextStatus[] = PROVIDER_TEXT_STATUSES;

/** At most this many texts to one phone an hour, and from one tenant an hour. */
export const TEXT_LIMITS = { perPhonePerHour: 10, perTenantPerHour: 500 } as const;

/** What a phone's answer asks, by Twilio's standard keywords (the whole message, any case). */
export type TextKeyword = 'stop' | 'start' | 'help';

const KEYWORDS: Readonly<Record<string, TextKeyword>> = {
  STOP: 'stop',
  STOPALL: 'stop',
  UNSUBSCRIBE: 'stop',
  CANCEL: 'stop',
  END: 'stop',
  QUIT: 'stop',
  START: 'start',
  YES: 'start',
  UNSTOP: 'start',
  HELP: 'help',
  INFO: 'help',
};

/** The keyword a received text is, or null for anything else ("Stop please" is not one). */
export function textKeywordOf(body: string): TextKeyword | null {
  const word = body
    .trim()
    .replace(/[.!]+$/, '')
    .toUpperCase();
  return KEYWORDS[word] ?? null;
}

/**
 * The E.164 number of a North American phone (the forms' 10 digits, or +1 and 10 digits), or null
 * when it cannot be texted: an area code or exchange starting with 0 or 1 names no phone.
 */
export function textablePhone(phone: string): string | null {
  const digits = phone.replace(/\D/g, '');
  const national = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
  return /^[2-9]\d{2}[2-9]\d{6}$/.test(national) ? `+1${national}` : null;
}

/** A phone as the console lists it: the last four digits only (+1 ***-***-4567). */
export function maskedPhone(e164: string): string {
  const digits = e164.replace(/\D/g, '');
  return digits.length < 4 ? '***' : `+1 ***-***-${digits.slice(-4)}`;
}

export const TEXT_MESSAGES = {
  phoneNeeded:
    'To get texts about your order, please enter a mobile phone number (10 digits, area code first).',
  textsOff: 'This restaurant does not send texts. Please untick "Text me updates about this order".',
  checkoutBox: 'Text me updates about this order',
  checkoutHint: 'Sent to the number above. Reply STOP to stop. Message and data rates may apply.',
} as const;

/** The short path of an order's status page: `/o/{order id}` redirects to it. */
export const orderShortPath = (orderId: string): string => `/o/${encodeURIComponent(orderId)}`;

/** The order's ready (or delivery) time as a text says it: the time alone on the day, else with the date. */
function readyTime(order: ApiOrder, at: number): string {
  const { settings } = order.restaurant;
  const when = Date.parse(order.adjustedPickupTime ?? order.pickupTime);
  const time = settings.time_format === '24' ? 'HH:mm' : 'h:mm A';
  const soon = Math.abs(when - at) < 12 * 3_600_000;
  return formatInstant(when, safeTimeZone(settings.time_zone), soon ? time : `MMM D ${time}`);
}

/** The news a text tells: the mail's, but the receipt (placement texts nothing; the kitchen answers). */
export type OrderTextKind = Exclude<OrderMailKind, 'receipt'>;

export const textKindOf = (event: OrderEventType): OrderTextKind | null => {
  const kind = mailKindOf(event);
  return kind === 'receipt' ? null : kind;
};

/** What an order's text says of its news, per language (issue 31); `number` is '#1042'. */
interface OrderNews {
  news(kind: OrderTextKind, number: string, ready: string, delivery: boolean): string;
  reason(reason: string): string;
  colon: string;
}

const ORDER_NEWS: CopyByLocale<OrderNews> = {
  en: {
    news: (kind, number, ready, delivery) =>
      ({
        accepted: `your order ${number} is accepted, ready at ${ready}.`,
        delayed: `sorry, your order ${number} needs more time: now ready at ${ready}.`,
        ready: delivery
          ? `your order ${number} is out for delivery.`
          : `your order ${number} is ready for pickup.`,
        rejected: `sorry, we could not accept your order ${number}.`,
        cancelled: `your order ${number} is cancelled.`,
      })[kind],
    reason: (reason) => ` Reason: ${reason}.`,
    colon: ': ',
  },
  fr: {
    news: (kind, number, ready, delivery) =>
      ({
        accepted: `votre commande ${number} est acceptée, prête à ${ready}.`,
        delayed: `désolé, votre commande ${number} demande plus de temps : prête maintenant à ${ready}.`,
        ready: delivery
          ? `votre commande ${number} est en livraison.`
          : `votre commande ${number} est prête à ramasser.`,
        rejected: `désolé, nous n’avons pas pu accepter votre commande ${number}.`,
        cancelled: `votre commande ${number} est annulée.`,
      })[kind],
    reason: (reason) => ` Raison : ${reason}.`,
    colon: ' : ',
  },
};

/** The ready time in French, on the restaurant's clock: '18 h 30', else with the day. */
function frenchReadyTime(order: ApiOrder, at: number): string {
  const when = Date.parse(order.adjustedPickupTime ?? order.pickupTime);
  const formats = localeFormats('fr', { timeZone: safeTimeZone(order.restaurant.settings.time_zone) });
  return Math.abs(when - at) < 12 * 3_600_000 ? formats.time(when) : formats.dateTime(when);
}

/**
 * The text of an order's news, in the language it was placed in: the restaurant's name first (who
 * is texting), the order's number, what happened (the ready time, the reason), and the link to its
 * status page. `at` is the instant of the change.
 */
export function orderText(order: ApiOrder, kind: OrderTextKind, link: string, at: number): string {
  const locale = order.locale ?? 'en';
  const words = ORDER_NEWS[locale];
  const ready = locale === 'en' ? readyTime(order, at) : frenchReadyTime(order, at);
  const reason =
    order.statusReason && (kind === 'rejected' || kind === 'cancelled')
      ? words.reason(order.statusReason)
      : '';
  const news = words.news(kind, `#${order.orderNumber}`, ready, order.deliveryMethod === 'Delivery');
  return `${order.restaurant.name}${words.colon}${news}${reason} ${link}`;
}

/** A phone order's card link, texted to the caller (issue 29 item 8) in the order's language. */
export const paymentLinkText = (locale: Locale, restaurant: string, amount: string, link: string): string =>
  locale === 'fr'
    ? `${restaurant} : payez ${amount} pour votre commande par téléphone, par carte ici : ${link}`
    : `${restaurant}: pay ${amount} for your phone order by card here: ${link}`;

/**
 * The answers to a phone's keywords (TwiML's message), `brand` being the restaurant that texted it
 * last, in the language of that text's order (else the restaurant's default).
 */
export function keywordReply(
  keyword: TextKeyword,
  brand: { name: string; phone: string | null } | null,
  locale: Locale,
): string {
  if (locale === 'fr') {
    const who = brand?.name ?? 'Suivi de commande';
    switch (keyword) {
      case 'stop':
        return `${who} : vous ne recevrez plus de textos de ce numéro. Répondez START pour les recevoir de nouveau.`;
      case 'start':
        return `${who} : les textos sur vos commandes sont réactivés. Répondez STOP pour arrêter, HELP pour de l’aide.`;
      case 'help':
        return `${who} : textos sur les commandes demandés au paiement.${
          brand?.phone ? ` Composez le ${brand.phone} pour de l’aide.` : ''
        } Répondez STOP pour arrêter. Des frais de messagerie et de données peuvent s’appliquer.`;
    }
  }
  const who = brand?.name ?? 'Order updates';
  switch (keyword) {
    case 'stop':
      return `${who}: you will get no more texts from this number. Reply START to get them again.`;
    case 'start':
      return `${who}: texts about your orders are on again. Reply STOP to stop, HELP for help.`;
    case 'help':
      return `${who}: texts about orders you asked for at checkout.${
        brand?.phone ? ` Call ${brand.phone} for help.` : ''
      } Reply STOP to stop. Msg & data rates may apply.`;
  }
}

/*
 * A printed ticket's layout (issue 29 item 3; decision 0079): an order in, lines out. The lines say
 * what a kitchen reads (text, its size and weight, rules, the QR code, the cut), already wrapped to
 * the paper's columns; the server's ESC/POS adapter turns them into a printer's bytes.
 */
import { allergyWords, isDeclared } from '../contract/allergies';
import { ALLERGEN_NAMES, type Allergen } from '../contract/settings';
import type { ApiOrder, ApiOrderItem } from '../contract/orders';
import { orderMethodLabel, orderTimeHeading, type OrderMethod } from '../contract/order-method';
import { localeFormats } from '../i18n/formats';
import type { CopyByLocale, Locale } from '../i18n/locales';
import { formatMoney } from '../money';
import { toCents } from '../money';
import { formatInstant } from '../time/format';
import { safeTimeZone } from '../time/zoned';
import { ticketKindOf } from './routing';

export type TicketLine =
  | { kind: 'text'; text: string; big?: boolean; bold?: boolean; center?: boolean }
  | { kind: 'rule' }
  | { kind: 'qr'; data: string }
  | { kind: 'cut' };

/** An order's item as a ticket needs it: where it is made and what it contains. */
export interface TicketItem extends ApiOrderItem {
  station: string;
  allergens: readonly Allergen[];
}

/** A ticket, or an UPDATE slip (the ready time moved) or a VOID slip (rejected or cancelled: stop). */
export type TicketSlip = 'ticket' | 'update' | 'void';

/*
 * A ticket's words, in the restaurant's language (issue 31: the kitchen reads its own, whatever the
 * diner ordered in). The French is typed from the English, so a missing word does not compile.
 */
const ENGLISH_TICKET = {
  phone: 'PHONE',
  method: (method: OrderMethod) => orderMethodLabel(method).toUpperCase(),
  timeHeading: (method: OrderMethod) => orderTimeHeading(method),
  asap: ' (ASAP)',
  tableBooking: (number: number | string, party: number) => `Table booking #${number}, party of ${party}`,
  contains: (allergens: string) => `! Contains: ${allergens}`,
  dinerAllergy: '!! DINER ALLERGY !!',
  allergens: (allergens: string) => `ALLERGENS: ${allergens}`,
  note: (note: string) => `Note: ${note}`,
  subtotal: 'Subtotal',
  discounts: 'Discounts',
  delivery: 'Delivery',
  tax: 'Tax',
  tip: 'Tip',
  giftCards: 'Gift cards',
  total: 'TOTAL',
  paid: 'PAID',
  amountDue: (amount: string) => `AMOUNT DUE ${amount}`,
  testPayment: 'TEST PAYMENT - no money moved',
  job: (id: string) => `Job ${id}`,
  update: 'UPDATE',
  void: 'VOID',
  receipt: 'RECEIPT',
  reprint: (label: string) => `${label} - REPRINT`,
  now: (heading: string) => `NOW ${heading.toUpperCase()}:`,
  doNotMake: 'DO NOT MAKE',
  status: (status: string) => status,
  testPrint: 'TEST PRINT',
  stations: (stations: string) => `Stations: ${stations}`,
  accents: 'Accents',
};

const FRENCH_METHOD: Record<OrderMethod, string> = {
  Pickup: 'POUR EMPORTER',
  Delivery: 'LIVRAISON',
  'Dine-in': 'SUR PLACE',
};
const FRENCH_TIME_HEADING: Record<OrderMethod, string> = {
  Pickup: 'Heure de cueillette',
  Delivery: 'Heure de livraison',
  'Dine-in': 'Heure de la table',
};

const TICKET_COPY: CopyByLocale<typeof ENGLISH_TICKET> = {
  en: ENGLISH_TICKET,
  fr: {
    phone: 'TÉLÉPHONE',
    method: (method) => FRENCH_METHOD[method],
    timeHeading: (method) => FRENCH_TIME_HEADING[method],
    asap: ' (DÈS QUE POSSIBLE)',
    tableBooking: (number, party) =>
      `Réservation no ${number}, ${party} ${party > 1 ? 'personnes' : 'personne'}`,
    contains: (allergens) => `! Contient : ${allergens}`,
    dinerAllergy: '!! ALLERGIE DU CLIENT !!',
    allergens: (allergens) => `ALLERGÈNES : ${allergens}`,
    note: (note) => `Note : ${note}`,
    subtotal: 'Sous-total',
    discounts: 'Rabais',
    delivery: 'Livraison',
    tax: 'Taxes',
    tip: 'Pourboire',
    giftCards: 'Cartes-cadeaux',
    total: 'TOTAL',
    paid: 'PAYÉ',
    amountDue: (amount) => `MONTANT DÛ ${amount}`,
    testPayment: 'PAIEMENT TEST - aucun argent versé',
    job: (id) => `Tâche ${id}`,
    update: 'MISE À JOUR',
    void: 'ANNULÉE',
    receipt: 'REÇU',
    reprint: (label) => `${label} - RÉIMPRESSION`,
    now: (heading) => `NOUVELLE ${heading.toUpperCase()} :`,
    doNotMake: 'NE PAS PRÉPARER',
    status: (status) => ({ Rejected: 'Refusée', Cancelled: 'Annulée' })[status] ?? status,
    testPrint: 'IMPRESSION TEST',
    stations: (stations) => `Postes : ${stations}`,
    accents: 'Accents',
  },
};

export interface TicketInput {
  order: ApiOrder;
  /** Every item of the order; a station's ticket keeps its own. */
  items: readonly TicketItem[];
  station: string;
  slip: TicketSlip;
  /** Printed again from the board (Reprint). */
  reprint: boolean;
  columns: number;
  /** The order's status page, from configuration (never a request's Host). */
  statusUrl: string;
  /** Printed small at the foot: the job a kitchen can quote, and the printer's proof of no duplicate. */
  jobId: string;
  /** The restaurant's language (its brand's default): the kitchen's, not the diner's. */
  locale: Locale;
}

/** Words cut to lines of at most `columns` characters (a word longer than a line is split). */
export function wrapText(text: string, columns: number, indent = ''): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    for (const piece of word.match(new RegExp(`.{1,${columns - indent.length}}`, 'gu')) ?? []) {
      if (line === '') line = piece;
      else if (line.length + 1 + piece.length <= columns) line += ` ${piece}`;
      else {
        lines.push(line);
        line = indent + piece;
      }
    }
  }
  if (line !== '') lines.push(line);
  return lines;
}

/** A label on the left and an amount on the right of one line. */
export const leftRight = (left: string, right: string, columns: number): string =>
  `${left.slice(0, Math.max(0, columns - right.length - 1))}`.padEnd(columns - right.length) + right;

const text = (value: string, style: Omit<Extract<TicketLine, { kind: 'text' }>, 'kind' | 'text'> = {}) =>
  ({ kind: 'text', text: value, ...style }) as const;

const wrapped = (value: string, columns: number, indent = '', bold = false): TicketLine[] =>
  wrapText(value, columns, indent).map((line) => text(line, bold ? { bold } : {}));

/*
 * English keeps the product's '$12.50'; French writes '12,50 $', with a plain space where Intl puts a
 * no-break one, which a printer's code page may not have.
 */
const moneyIn = (locale: Locale) => (dollars: number) =>
  locale === 'en'
    ? formatMoney(toCents(dollars))
    : localeFormats(locale)
        .money(toCents(dollars))
        .replace(/[\u00a0\u202f]/g, ' ');

function heading(input: TicketInput): TicketLine[] {
  const { order, station, slip, reprint } = input;
  const copy = TICKET_COPY[input.locale];
  const title = {
    ticket: `#${order.orderNumber}`,
    update: `${copy.update} #${order.orderNumber}`,
    void: `${copy.void} #${order.orderNumber}`,
  }[slip];
  const kind = ticketKindOf(station);
  const label = kind === 'receipt' ? copy.receipt : station.toUpperCase();
  return [
    text(order.restaurant.name, { center: true }),
    text(title, { big: true, bold: true, center: true }),
    text(reprint ? copy.reprint(label) : label, { bold: true, center: true }),
    { kind: 'rule' },
  ];
}

/** The promised time on the restaurant's clock: its own pattern in English, Intl's words in French. */
function when(order: ApiOrder, locale: Locale): string {
  const { settings } = order.restaurant;
  const at = Date.parse(order.adjustedPickupTime ?? order.pickupTime);
  const zone = safeTimeZone(settings.time_zone);
  if (locale === 'en') return formatInstant(at, zone, settings.datetime_format);
  const formats = localeFormats(locale, { timeZone: zone });
  // As much as the restaurant's own pattern says: the time alone, or the day too.
  const time = formats.time(at);
  const written = /[DM]/.test(settings.datetime_format) ? `${formats.date(at)} ${time}` : time;
  return written.replace(/[\u00a0\u202f]/g, ' ');
}

const allergenList = (allergens: readonly Allergen[], locale: Locale) =>
  allergens.map((a) => ALLERGEN_NAMES[locale][a]).join(', ');

/** A delivery order's address on one line (suite, street, postal code), as tickets and mails give it. */
export const deliveryAddressLine = (order: Pick<ApiOrder, 'deliveryAddress'>): string | null =>
  order.deliveryAddress
    ? [
        order.deliveryAddress.suiteApartmentNumber,
        order.deliveryAddress.address,
        order.deliveryAddress.postalCode,
      ]
        .filter(Boolean)
        .join(', ')
    : null;

function diner(input: TicketInput): TicketLine[] {
  const { order, columns, locale } = input;
  const copy = TICKET_COPY[locale];
  const asap = order.pickupTimeType === 'ASAP' ? copy.asap : '';
  const address = deliveryAddressLine(order);
  const colon = locale === 'fr' ? ' :' : ':';
  return [
    // Taken by staff for a caller (decision 0087): the kitchen knows to expect a call-in.
    ...(order.channel === 'phone' ? [text(copy.phone, { bold: true, big: true })] : []),
    text(copy.method(order.deliveryMethod), { bold: true, big: true }),
    ...wrapped(`${copy.timeHeading(order.deliveryMethod)}${colon} ${when(order, locale)}${asap}`, columns),
    ...wrapped(order.nameOrderedUnder, columns, '', true),
    ...wrapped(order.phone, columns),
    ...(order.table
      ? wrapped(copy.tableBooking(order.table.reservationNumber, order.table.partySize), columns)
      : []),
    ...(address ? wrapped(address, columns) : []),
    { kind: 'rule' },
  ];
}

function itemLines(item: TicketItem, columns: number, prices: boolean, locale: Locale): TicketLine[] {
  const money = moneyIn(locale);
  const name = `${item.quantity} x ${item.name}${item.size ? ` (${item.size})` : ''}`;
  const first = prices
    ? [text(leftRight(name, money(item.baseTotal + item.extraTotal), columns), { bold: true })]
    : wrapped(name, columns, '    ', true);
  return [
    ...first,
    ...item.options.flatMap((option) =>
      wrapped(
        `- ${option.name}: ${option.value}${option.quantity > 1 ? ` x${option.quantity}` : ''}`,
        columns,
        '    ',
      ),
    ),
    ...(item.specialInstructions ? wrapped(`> ${item.specialInstructions}`, columns, '  ', true) : []),
    ...(item.allergens.length
      ? wrapped(TICKET_COPY[locale].contains(allergenList(item.allergens, locale)), columns, '  ')
      : []),
  ];
}

/** What the items contain, and above it what the diner declared they are allergic to (issue 29 item 3). */
function allergenBanner(
  order: ApiOrder,
  items: readonly TicketItem[],
  columns: number,
  locale: Locale,
): TicketLine[] {
  const copy = TICKET_COPY[locale];
  const contained = [...new Set(items.flatMap((item) => item.allergens))];
  const declared = order.allergies && isDeclared(order.allergies) ? order.allergies : null;
  if (contained.length === 0 && !declared) return [];
  return [
    ...(declared
      ? [
          text(copy.dinerAllergy, { big: true, bold: true, center: true }),
          ...wrapped(allergyWords(declared), columns, '', true),
        ]
      : []),
    ...(contained.length ? wrapped(copy.allergens(allergenList(contained, locale)), columns, '', true) : []),
    { kind: 'rule' },
  ];
}

function totals(order: ApiOrder, columns: number, locale: Locale): TicketLine[] {
  const copy = TICKET_COPY[locale];
  const money = moneyIn(locale);
  const row = (label: string, dollars: number) => text(leftRight(label, money(dollars), columns));
  return [
    row(copy.subtotal, order.subtotal),
    ...(order.discountTotal ? [row(copy.discounts, -order.discountTotal)] : []),
    ...(order.deliveryFee ? [row(copy.delivery, order.deliveryFee)] : []),
    row(copy.tax, order.tax + order.deliveryGST),
    ...(order.tip ? [row(copy.tip, order.tip)] : []),
    ...(order.giftCardTotal ? [row(copy.giftCards, -order.giftCardTotal)] : []),
    text(leftRight(copy.total, money(order.total), columns), { bold: true }),
  ];
}

/** Paid, or what is still to take at the counter or the door. */
function payment(order: ApiOrder, columns: number, locale: Locale): TicketLine[] {
  const copy = TICKET_COPY[locale];
  const paid = order.paymentStatus === 'Paid' || order.paymentStatus === 'Authorised';
  const due = paid ? 0 : order.total;
  return [
    text(due === 0 ? copy.paid : copy.amountDue(moneyIn(locale)(due)), {
      big: true,
      bold: true,
      center: true,
    }),
    ...(order.testPayment ? wrapped(copy.testPayment, columns) : []),
  ];
}

function foot(input: TicketInput): TicketLine[] {
  return [
    { kind: 'qr', data: input.statusUrl },
    text(TICKET_COPY[input.locale].job(input.jobId), { center: true }),
    { kind: 'cut' },
  ];
}

/** The lines of one ticket or slip. */
export function ticketLines(input: TicketInput): TicketLine[] {
  const { order, columns, station, locale } = input;
  const copy = TICKET_COPY[locale];
  if (input.slip === 'update') {
    return [
      ...heading(input),
      text(copy.now(copy.timeHeading(order.deliveryMethod)), { bold: true }),
      text(when(order, locale), { big: true, bold: true }),
      ...wrapped(order.nameOrderedUnder, columns),
      text(copy.job(input.jobId), { center: true }),
      { kind: 'cut' },
    ];
  }
  if (input.slip === 'void') {
    const status = copy.status(order.status);
    return [
      ...heading(input),
      text(copy.doNotMake, { big: true, bold: true, center: true }),
      ...wrapped(`${status}${order.statusReason ? `: ${order.statusReason}` : ''}`, columns),
      ...wrapped(order.nameOrderedUnder, columns),
      text(copy.job(input.jobId), { center: true }),
      { kind: 'cut' },
    ];
  }
  const kind = ticketKindOf(station);
  const items = kind === 'station' ? input.items.filter((item) => item.station === station) : input.items;
  return [
    ...heading(input),
    ...diner(input),
    ...allergenBanner(order, items, columns, locale),
    ...items.flatMap((item) => itemLines(item, columns, kind === 'receipt', locale)),
    { kind: 'rule' },
    ...(order.specialRequests
      ? [...wrapped(copy.note(order.specialRequests), columns, '', true), { kind: 'rule' } as const]
      : []),
    ...(kind === 'receipt' ? totals(order, columns, locale) : []),
    ...payment(order, columns, locale),
    ...foot(input),
  ];
}

/** The page **Test print** prints: the printer's name and stations, and the accents its code page must show. */
export function testTicketLines(
  printer: { name: string; stations: readonly string[] },
  columns: number,
  jobId: string,
  locale: Locale,
): TicketLine[] {
  const copy = TICKET_COPY[locale];
  return [
    text(copy.testPrint, { big: true, bold: true, center: true }),
    ...wrapped(printer.name, columns, '', true),
    ...wrapped(copy.stations(printer.stations.join(', ')), columns),
    { kind: 'rule' },
    ...wrapped(`${copy.accents}${locale === 'fr' ? ' :' : ':'} é è ê à ç ô û ë ï É À Ç €`, columns),
    text(copy.job(jobId), { center: true }),
    { kind: 'cut' },
  ];
}

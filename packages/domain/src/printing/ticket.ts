/*
 * A printed ticket's layout (issue 29 item 3; decision 0079): an order in, lines out. The lines say
 * what a kitchen reads (text, its size and weight, rules, the QR code, the cut), already wrapped to
 * the paper's columns; the server's ESC/POS adapter turns them into a printer's bytes.
 */
import { allergyWords, isDeclared } from '../contract/allergies';
import { ALLERGEN_LABELS, type Allergen } from '../contract/settings';
import type { ApiOrder, ApiOrderItem } from '../contract/orders';
import { orderMethodLabel, orderTimeHeading } from '../contract/order-method';
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

const money = (dollars: number) => formatMoney(toCents(dollars));

function heading(input: TicketInput): TicketLine[] {
  const { order, station, slip, reprint } = input;
  const title = {
    ticket: `#${order.orderNumber}`,
    update: `UPDATE #${order.orderNumber}`,
    void: `VOID #${order.orderNumber}`,
  }[slip];
  const kind = ticketKindOf(station);
  const label = kind === 'receipt' ? 'RECEIPT' : station.toUpperCase();
  return [
    text(order.restaurant.name, { center: true }),
    text(title, { big: true, bold: true, center: true }),
    text(reprint ? `${label} - REPRINT` : label, { bold: true, center: true }),
    { kind: 'rule' },
  ];
}

function when(order: ApiOrder): string {
  const { settings } = order.restaurant;
  return formatInstant(
    Date.parse(order.adjustedPickupTime ?? order.pickupTime),
    safeTimeZone(settings.time_zone),
    settings.datetime_format,
  );
}

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
  const { order, columns } = input;
  const asap = order.pickupTimeType === 'ASAP' ? ' (ASAP)' : '';
  const address = deliveryAddressLine(order);
  return [
    // Taken by staff for a caller (decision 0087): the kitchen knows to expect a call-in.
    ...(order.channel === 'phone' ? [text('PHONE', { bold: true, big: true })] : []),
    text(orderMethodLabel(order.deliveryMethod).toUpperCase(), { bold: true, big: true }),
    ...wrapped(`${orderTimeHeading(order.deliveryMethod)}: ${when(order)}${asap}`, columns),
    ...wrapped(order.nameOrderedUnder, columns, '', true),
    ...wrapped(order.phone, columns),
    ...(order.table
      ? wrapped(`Table booking #${order.table.reservationNumber}, party of ${order.table.partySize}`, columns)
      : []),
    ...(address ? wrapped(address, columns) : []),
    { kind: 'rule' },
  ];
}

function itemLines(item: TicketItem, columns: number, prices: boolean): TicketLine[] {
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
      ? wrapped(`! Contains: ${item.allergens.map((a) => ALLERGEN_LABELS[a]).join(', ')}`, columns, '  ')
      : []),
  ];
}

/** What the items contain, and above it what the diner declared they are allergic to (issue 29 item 3). */
function allergenBanner(order: ApiOrder, items: readonly TicketItem[], columns: number): TicketLine[] {
  const contained = [...new Set(items.flatMap((item) => item.allergens))];
  const declared = order.allergies && isDeclared(order.allergies) ? order.allergies : null;
  if (contained.length === 0 && !declared) return [];
  return [
    ...(declared
      ? [
          text('!! DINER ALLERGY !!', { big: true, bold: true, center: true }),
          ...wrapped(allergyWords(declared), columns, '', true),
        ]
      : []),
    ...(contained.length
      ? wrapped(`ALLERGENS: ${contained.map((a) => ALLERGEN_LABELS[a]).join(', ')}`, columns, '', true)
      : []),
    { kind: 'rule' },
  ];
}

function totals(order: ApiOrder, columns: number): TicketLine[] {
  const row = (label: string, dollars: number) => text(leftRight(label, money(dollars), columns));
  return [
    row('Subtotal', order.subtotal),
    ...(order.discountTotal ? [row('Discounts', -order.discountTotal)] : []),
    ...(order.deliveryFee ? [row('Delivery', order.deliveryFee)] : []),
    row('Tax', order.tax + order.deliveryGST),
    ...(order.tip ? [row('Tip', order.tip)] : []),
    ...(order.giftCardTotal ? [row('Gift cards', -order.giftCardTotal)] : []),
    text(leftRight('TOTAL', money(order.total), columns), { bold: true }),
  ];
}

/** Paid, or what is still to take at the counter or the door. */
function payment(order: ApiOrder, columns: number): TicketLine[] {
  const paid = order.paymentStatus === 'Paid' || order.paymentStatus === 'Authorised';
  const due = paid ? 0 : order.total;
  return [
    text(due === 0 ? 'PAID' : `AMOUNT DUE ${money(due)}`, { big: true, bold: true, center: true }),
    ...(order.testPayment ? wrapped('TEST PAYMENT - no money moved', columns) : []),
  ];
}

function foot(input: TicketInput): TicketLine[] {
  return [
    { kind: 'qr', data: input.statusUrl },
    text(`Job ${input.jobId}`, { center: true }),
    { kind: 'cut' },
  ];
}

/** The lines of one ticket or slip. */
export function ticketLines(input: TicketInput): TicketLine[] {
  const { order, columns, station } = input;
  if (input.slip === 'update') {
    return [
      ...heading(input),
      text(`NOW ${orderTimeHeading(order.deliveryMethod).toUpperCase()}:`, { bold: true }),
      text(when(order), { big: true, bold: true }),
      ...wrapped(order.nameOrderedUnder, columns),
      text(`Job ${input.jobId}`, { center: true }),
      { kind: 'cut' },
    ];
  }
  if (input.slip === 'void') {
    return [
      ...heading(input),
      text('DO NOT MAKE', { big: true, bold: true, center: true }),
      ...wrapped(`${order.status}${order.statusReason ? `: ${order.statusReason}` : ''}`, columns),
      ...wrapped(order.nameOrderedUnder, columns),
      text(`Job ${input.jobId}`, { center: true }),
      { kind: 'cut' },
    ];
  }
  const kind = ticketKindOf(station);
  const items = kind === 'station' ? input.items.filter((item) => item.station === station) : input.items;
  return [
    ...heading(input),
    ...diner(input),
    ...allergenBanner(order, items, columns),
    ...items.flatMap((item) => itemLines(item, columns, kind === 'receipt')),
    { kind: 'rule' },
    ...(order.specialRequests
      ? [...wrapped(`Note: ${order.specialRequests}`, columns, '', true), { kind: 'rule' } as const]
      : []),
    ...(kind === 'receipt' ? totals(order, columns) : []),
    ...payment(order, columns),
    ...foot(input),
  ];
}

/** The page **Test print** prints: the printer's name and stations, and the accents its code page must show. */
export function testTicketLines(
  printer: { name: string; stations: readonly string[] },
  columns: number,
  jobId: string,
): TicketLine[] {
  return [
    text('TEST PRINT', { big: true, bold: true, center: true }),
    ...wrapped(printer.name, columns, '', true),
    ...wrapped(`Stations: ${printer.stations.join(', ')}`, columns),
    { kind: 'rule' },
    ...wrapped('Accents: é è ê à ç ô û ë ï É À Ç €', columns),
    text(`Job ${jobId}`, { center: true }),
    { kind: 'cut' },
  ];
}

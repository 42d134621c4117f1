import { describe, expect, it } from 'vitest';
import type { ApiOrder } from '../contract/orders';
import { routeTickets, slipTargets, stationOf } from './routing';
import {
  testTicketLines,
  ticketLines,
  wrapText,
  type TicketInput,
  type TicketItem,
  type TicketLine,
} from './ticket';

const item = (id: string, name: string, station: string, extra: Partial<TicketItem> = {}): TicketItem => ({
  _id: id,
  menuItem: `menu-${id}`,
  cd: null,
  name,
  quantity: 1,
  size: null,
  size_id: null,
  baseTotal: 10,
  extraTotal: 0,
  specialInstructions: null,
  options: [],
  station,
  allergens: [],
  ...extra,
});

const items: TicketItem[] = [
  item('1', 'Poutine', 'kitchen', {
    quantity: 2,
    size: 'Large',
    options: [{ option_id: 'o', name: 'Sauce', value: 'Gravy', quantity: 2, price: 0.5, total: 2 }],
    specialInstructions: 'Extra crispy fries please',
    allergens: ['milk'],
  }),
  item('2', 'Crème brûlée', 'cold', { allergens: ['egg', 'milk'] }),
  item('3', 'Café au lait', 'bar'),
];

const order = {
  _id: 'order-1',
  orderNumber: 1042,
  status: 'Accepted',
  deliveryMethod: 'Pickup',
  pickupTimeType: 'Schedule',
  pickupTime: '2026-11-25T23:30:00.000Z',
  adjustedPickupTime: null,
  nameOrderedUnder: 'Hélène Côté',
  phone: '306-555-0142',
  specialRequests: 'Ring the bell',
  paymentStatus: 'Unpaid',
  subtotal: 30,
  discountTotal: 0,
  deliveryFee: 0,
  deliveryGST: 0,
  tax: 1.5,
  tip: 0,
  giftCardTotal: 0,
  total: 31.5,
  deliveryAddress: null,
  restaurant: {
    name: 'Golden Maple',
    settings: {
      time_zone: 'America/Regina',
      time_format: '12',
      date_format: 'MMM D',
      datetime_format: 'h:mm A',
    },
  },
} as unknown as ApiOrder;

const input = (overrides: Partial<TicketInput> = {}): TicketInput => ({
  order,
  items,
  station: 'kitchen',
  slip: 'ticket',
  reprint: false,
  columns: 32,
  statusUrl: 'https://goldenmaple.example/order?id=order-1',
  locale: 'en',
  jobId: 'job-1',
  ...overrides,
});

const textOf = (lines: TicketLine[]) => lines.flatMap((l) => (l.kind === 'text' ? [l.text] : []));

describe('a kitchen ticket', () => {
  it('says the restaurant, the big order number, the method and time, the diner, its station’s items, what is due, the QR and the cut', () => {
    const lines = ticketLines(input());
    expect(lines).toContainEqual({ kind: 'text', text: '#1042', big: true, bold: true, center: true });
    const words = textOf(lines);
    expect(words).toEqual(
      expect.arrayContaining([
        'Golden Maple',
        'KITCHEN',
        'PICKUP',
        'Pickup Time: 5:30 PM',
        'Hélène Côté',
        '306-555-0142',
        '2 x Poutine (Large)',
        '- Sauce: Gravy x2',
        '> Extra crispy fries please',
        '! Contains: Milk',
        'ALLERGENS: Milk',
        'Note: Ring the bell',
        'AMOUNT DUE $31.50',
      ]),
    );
    expect(words.join('\n')).not.toContain('Crème brûlée');
    expect(lines.filter((l) => l.kind === 'qr')).toEqual([{ kind: 'qr', data: input().statusUrl }]);
    expect(lines.at(-1)).toEqual({ kind: 'cut' });
    for (const line of words) expect(line.length).toBeLessThanOrEqual(32);
  });

  it('speaks the restaurant’s language: a French kitchen reads its ticket, its receipt and its slips in French', () => {
    const words = textOf(ticketLines(input({ locale: 'fr' })));
    expect(words).toEqual(
      expect.arrayContaining([
        'POUR EMPORTER',
        '! Contient : Lait',
        'ALLERGÈNES : Lait',
        'Note : Ring the bell',
        'MONTANT DÛ 31,50 $',
      ]),
    );
    expect(words.find((w) => w.startsWith('Heure de cueillette :'))).toMatch(/17 h 30$/);
    const receipt = textOf(ticketLines(input({ locale: 'fr', station: 'receipt', columns: 48 })));
    expect(receipt).toContain(`TOTAL${' '.repeat(36)}31,50 $`);
    expect(receipt).toEqual(expect.arrayContaining(['REÇU', expect.stringMatching(/^Sous-total +\d/)]));
    const voided = textOf(
      ticketLines(input({ locale: 'fr', slip: 'void', order: { ...order, status: 'Rejected' } })),
    );
    expect(voided).toEqual(expect.arrayContaining(['ANNULÉE #1042', 'NE PAS PRÉPARER', 'Refusée']));
    for (const line of words) expect(line.length).toBeLessThanOrEqual(32);
  });

  it('puts every item on the expo ticket, and prices and totals on the receipt', () => {
    const expo = textOf(ticketLines(input({ station: 'expo' })));
    expect(expo).toEqual(expect.arrayContaining(['1 x Crème brûlée', '1 x Café au lait']));
    expect(expo).toContain('ALLERGENS: Milk, Eggs');
    const receipt = textOf(ticketLines(input({ station: 'receipt', columns: 48 })));
    expect(receipt).toContain(`${'1 x Café au lait'.padEnd(42)}$10.00`);
    expect(receipt).toContain(`TOTAL${' '.repeat(37)}$31.50`);
    expect(receipt).toContain('RECEIPT');
  });

  it('prints the allergies the diner declared on every station’s banner, even one whose items contain none', () => {
    const allergic = {
      ...order,
      allergies: { allergens: ['peanut', 'sesame'], note: 'Anaphylactic, no traces', acknowledgedAt: null },
    } as ApiOrder;
    const bar = textOf(ticketLines(input({ order: allergic, station: 'bar' })));
    expect(bar).toContain('!! DINER ALLERGY !!');
    expect(bar.join(' ')).toContain('Peanuts, Sesame: “Anaphylactic, no traces”');
    expect(bar.join('\n')).not.toContain('ALLERGENS:');
    const kitchen = textOf(ticketLines(input({ order: allergic })));
    expect(kitchen).toEqual(expect.arrayContaining(['!! DINER ALLERGY !!', 'ALLERGENS: Milk']));
    expect(textOf(ticketLines(input({ station: 'bar' })))).not.toContain('!! DINER ALLERGY !!');
  });

  it('says PAID once the card paid, and REPRINT when printed again', () => {
    const words = textOf(ticketLines(input({ order: { ...order, paymentStatus: 'Paid' }, reprint: true })));
    expect(words).toContain('PAID');
    expect(words).toContain('KITCHEN - REPRINT');
  });

  it('says PHONE above the method on an order staff took for a caller, and nothing of the kind on the web', () => {
    const phone = ticketLines(input({ order: { ...order, channel: 'phone' } }));
    const at = phone.findIndex((l) => l.kind === 'text' && l.text === 'PHONE');
    expect(phone[at]).toEqual({ kind: 'text', text: 'PHONE', bold: true, big: true });
    expect(phone[at + 1]).toMatchObject({ text: 'PICKUP' });
    expect(textOf(ticketLines(input({ order: { ...order, channel: 'web' } })))).not.toContain('PHONE');
    expect(textOf(ticketLines(input()))).not.toContain('PHONE');
  });

  it('prints an UPDATE slip with the new time and a VOID slip with the reason', () => {
    const later = { ...order, adjustedPickupTime: '2026-11-25T23:45:00.000Z' };
    const update = textOf(ticketLines(input({ order: later, slip: 'update' })));
    expect(update).toEqual(expect.arrayContaining(['UPDATE #1042', 'NOW PICKUP TIME:', '5:45 PM']));
    const rejected = { ...order, status: 'Rejected', statusReason: 'Out of fries' } as ApiOrder;
    const voided = ticketLines(input({ order: rejected, slip: 'void' }));
    expect(textOf(voided)).toEqual(
      expect.arrayContaining(['VOID #1042', 'DO NOT MAKE', 'Rejected: Out of fries']),
    );
    expect(voided.at(-1)).toEqual({ kind: 'cut' });
  });
});

describe('wrapText', () => {
  it('keeps words whole, indents what follows, and splits a word longer than a line', () => {
    expect(wrapText('one two three four', 9, '  ')).toEqual(['one two', '  three', '  four']);
    expect(wrapText('abcdefghij', 6)).toEqual(['abcdef', 'ghij']);
  });
});

describe('routing', () => {
  const printers = [
    { id: 'hot', stations: ['kitchen', 'expo'] },
    { id: 'bar', stations: ['bar', 'cold'] },
    { id: 'front', stations: ['receipt'] },
  ];

  it('sends a station only the tickets where its items are made, expo and receipt always', () => {
    expect(routeTickets(['kitchen', 'bar'], printers)).toEqual([
      { printerId: 'hot', station: 'kitchen' },
      { printerId: 'hot', station: 'expo' },
      { printerId: 'bar', station: 'bar' },
      { printerId: 'front', station: 'receipt' },
    ]);
  });

  it('takes an item’s station, else its section’s, else the kitchen', () => {
    expect(stationOf({ station: 'bar' }, { station: 'cold' })).toBe('bar');
    expect(stationOf({ station: null }, { station: 'cold' })).toBe('cold');
    expect(stationOf({ station: null }, { station: null })).toBe('kitchen');
  });

  it('sends slips once to each printer and station that printed, never to the receipt', () => {
    const printed = [...routeTickets(['kitchen'], printers), { printerId: 'hot', station: 'kitchen' }];
    expect(slipTargets(printed)).toEqual([
      { printerId: 'hot', station: 'kitchen' },
      { printerId: 'hot', station: 'expo' },
    ]);
  });
});

describe('a test print', () => {
  it('names the printer and its stations, shows the accents, and cuts', () => {
    const lines = testTicketLines({ name: 'Hot line', stations: ['kitchen', 'expo'] }, 32, 'job-9', 'en');
    expect(textOf(lines)).toEqual(
      expect.arrayContaining(['TEST PRINT', 'Hot line', 'Stations: kitchen, expo', 'Job job-9']),
    );
    expect(textOf(lines).join(' ')).toContain('é è ê à ç');
    expect(lines.at(-1)).toEqual({ kind: 'cut' });
  });
});

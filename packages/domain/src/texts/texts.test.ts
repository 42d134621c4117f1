import { describe, expect, it } from 'vitest';
import type { ApiOrder } from '../contract/orders';
import { keywordReply, maskedPhone, orderText, textablePhone, textKeywordOf } from './texts';

const order = {
  _id: 'order-1',
  orderNumber: 1042,
  deliveryMethod: 'Pickup',
  pickupTime: '2026-11-26T00:30:00.000Z',
  adjustedPickupTime: null,
  statusReason: null,
  restaurant: {
    name: 'Golden Maple Bistro',
    phone: '416-555-0100',
    settings: {
      time_zone: 'America/Toronto',
      time_format: '12',
      date_format: 'MMM D',
      datetime_format: 'h:mm A',
    },
  },
} as unknown as ApiOrder;
const link = 'https://goldenmaple.example/o/order-1';
const at = Date.parse('2026-11-25T23:50:00.000Z');

describe("an order's texts", () => {
  it('say the restaurant, the number, the news with its time or reason, and the link', () => {
    expect(orderText(order, 'accepted', link, at)).toBe(
      `Golden Maple Bistro: your order #1042 is accepted, ready at 7:30 PM. ${link}`,
    );
    const later = { ...order, adjustedPickupTime: '2026-11-26T00:45:00.000Z' };
    expect(orderText(later, 'delayed', link, at)).toBe(
      `Golden Maple Bistro: sorry, your order #1042 needs more time: now ready at 7:45 PM. ${link}`,
    );
    expect(orderText(order, 'ready', link, at)).toContain('is ready for pickup.');
    expect(orderText({ ...order, deliveryMethod: 'Delivery' }, 'ready', link, at)).toContain(
      'is out for delivery.',
    );
    expect(orderText({ ...order, statusReason: 'Out of dough' }, 'rejected', link, at)).toBe(
      `Golden Maple Bistro: sorry, we could not accept your order #1042. Reason: Out of dough. ${link}`,
    );
    // A scheduled order for another day says the day; 24-hour restaurants their own clock.
    expect(orderText(order, 'accepted', link, at - 2 * 86_400_000)).toContain('ready at Nov 25 7:30 PM.');
    const h24 = {
      ...order,
      restaurant: { ...order.restaurant, settings: { ...order.restaurant.settings, time_format: '24' } },
    };
    expect(orderText(h24 as ApiOrder, 'accepted', link, at)).toContain('ready at 19:30.');
  });

  it('speak French for an order placed in French (issue 31)', () => {
    const french = { ...order, locale: 'fr' } as ApiOrder;
    expect(orderText(french, 'accepted', link, at)).toBe(
      `Golden Maple Bistro : votre commande #1042 est acceptée, prête à 19 h 30. ${link}`,
    );
    expect(orderText({ ...french, statusReason: 'Plus de pâte' }, 'rejected', link, at)).toBe(
      `Golden Maple Bistro : désolé, nous n’avons pas pu accepter votre commande #1042. Raison : Plus de pâte. ${link}`,
    );
    expect(orderText(french, 'ready', link, at)).toContain('est prête à ramasser.');
    expect(orderText(french, 'accepted', link, at - 2 * 86_400_000)).toMatch(
      /prête à mer\. 25 nov\. 2026, 19 h 30\./,
    );
  });
});

describe("a phone's keywords", () => {
  it("are Twilio's standard words, the whole message in any case", () => {
    for (const word of ['STOP', 'stop', 'StopAll', 'UNSUBSCRIBE', 'cancel', 'END', 'quit', ' Stop. '])
      expect(textKeywordOf(word)).toBe('stop');
    for (const word of ['START', 'yes', 'UNSTOP']) expect(textKeywordOf(word)).toBe('start');
    for (const word of ['HELP', 'info']) expect(textKeywordOf(word)).toBe('help');
    for (const word of ['Stop please', 'thanks', '', 'STOPP']) expect(textKeywordOf(word)).toBeNull();
  });

  it('are answered in words naming who texted and how to stop', () => {
    const brand = { name: 'Golden Maple Bistro', phone: '416-555-0100' };
    expect(keywordReply('stop', brand, 'en')).toMatch(
      /^Golden Maple Bistro: you will get no more texts.*START/,
    );
    expect(keywordReply('help', brand, 'en')).toContain('Call 416-555-0100');
    expect(keywordReply('help', null, 'en')).toMatch(/^Order updates: .*Reply STOP to stop/);
    // In French for a diner whose order was placed in French: the keywords stay the carrier's.
    expect(keywordReply('stop', brand, 'fr')).toMatch(/^Golden Maple Bistro : vous ne recevrez plus.*START/);
    expect(keywordReply('help', brand, 'fr')).toContain('Composez le 416-555-0100');
    expect(keywordReply('start', null, 'fr')).toMatch(/^Suivi de commande : .*STOP.*HELP/);
  });
});

describe('a phone', () => {
  it('is texted at its E.164 number when it is a North American one', () => {
    expect(textablePhone('416-555-0142')).toBe('+14165550142');
    expect(textablePhone('+1 (416) 555-0142')).toBe('+14165550142');
    expect(textablePhone('116-555-0142')).toBeNull();
    expect(textablePhone('416-055-0142')).toBeNull();
    expect(textablePhone('416-555-014')).toBeNull();
  });

  it('shows its last four digits only', () => {
    expect(maskedPhone('+14165550142')).toBe('+1 ***-***-0142');
  });
});

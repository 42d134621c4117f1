import { describe, expect, it } from 'vitest';
import { giftDeliveryLine, type GiftDelivery } from './delivery';

const NOW = '2026-11-25T20:30:00.000Z';
const NOW_MS = Date.parse(NOW);
const order = (
  over: Partial<GiftDelivery> & { sendAt?: string; sentAt?: string | null } = {},
): GiftDelivery => ({
  paymentStatus: over.paymentStatus ?? 'Paid',
  giftCardQuantity: over.giftCardQuantity ?? 2,
  recipient: {
    name: 'Alex Chen',
    email: 'alex@example.com',
    message: null,
    sendAt: over.sendAt ?? NOW,
    status: over.sentAt ? 'Sent' : 'Scheduled',
    sentAt: over.sentAt ?? null,
  },
});
const line = (o: GiftDelivery) => giftDeliveryLine(o, NOW_MS, 'America/Regina', 'MMM D, YYYY h:mm A');

describe('giftDeliveryLine', () => {
  it('says to whom and when, on the restaurant’s clock', () => {
    expect(line(order({ sendAt: '2026-12-24T15:00:00Z' }))).toBe(
      'Your gift cards will be emailed to Alex Chen (alex@example.com) on Dec 24, 2026 9:00 AM.',
    );
    expect(line(order({ giftCardQuantity: 1 }))).toBe(
      'Your gift card is being emailed to Alex Chen (alex@example.com) now.',
    );
    expect(line(order({ sentAt: NOW }))).toBe(
      'Your gift cards were emailed to Alex Chen (alex@example.com) on Nov 25, 2026 2:30 PM.',
    );
  });

  it('waits for payment when the order is not paid yet', () => {
    expect(line(order({ paymentStatus: 'Unpaid' }))).toBe(
      'Your gift cards will be emailed to Alex Chen (alex@example.com) once payment is confirmed.',
    );
    expect(line(order({ paymentStatus: 'Unpaid', sendAt: '2026-12-24T15:00:00Z' }))).toBe(
      'Once payment is confirmed, your gift cards will be emailed to Alex Chen (alex@example.com) on Dec 24, 2026 9:00 AM.',
    );
  });
});

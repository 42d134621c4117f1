import { describe, expect, it } from 'vitest';
import type { ApiOrder, OrderStatus } from '../contract/orders';
import { byDue, dueAt, isLate, isOverdue, OPEN_ORDER_STATUSES, startOfToday } from './staff-board';

function order(n: number, status: OrderStatus, due: string, extra: Partial<ApiOrder> = {}): ApiOrder {
  return {
    _id: `order-${n}`,
    orderNumber: n,
    status,
    receivedAt: '2026-11-25T15:00:00.000Z',
    pickupTime: due,
    adjustedPickupTime: null,
    readyAt: null,
    ...extra,
  } as ApiOrder;
}

describe('startOfToday', () => {
  it('is local midnight in the restaurant’s time zone', () => {
    // 2026-11-26 03:00 UTC is still the 25th in Regina (UTC-6).
    expect(startOfToday(new Date('2026-11-26T03:00:00Z'), 'America/Regina')).toBe('2026-11-25T06:00:00.000Z');
    expect(startOfToday(new Date('2026-11-26T03:00:00Z'), 'UTC')).toBe('2026-11-26T00:00:00.000Z');
  });

  it('follows a change of clocks: the day after Toronto falls back starts at 05:00 UTC, the day before at 04:00', () => {
    expect(startOfToday(Date.parse('2026-11-01T12:00:00Z'), 'America/Toronto')).toBe(
      '2026-11-01T04:00:00.000Z',
    );
    expect(startOfToday(Date.parse('2026-11-02T12:00:00Z'), 'America/Toronto')).toBe(
      '2026-11-02T05:00:00.000Z',
    );
  });
});

describe('the board’s urgency', () => {
  const dayStartedAt = '2026-11-25T06:00:00.000Z';
  const now = Date.parse('2026-11-25T20:30:00.000Z');

  it('keeps Received and Accepted open', () => {
    expect(OPEN_ORDER_STATUSES).toEqual(['Received', 'Accepted']);
  });

  it('is due at the kitchen’s promised time when there is one', () => {
    const promised = order(1, 'Accepted', '2026-11-25T20:00:00.000Z', {
      adjustedPickupTime: '2026-11-25T20:45:00.000Z',
    });
    expect(dueAt(promised)).toBe('2026-11-25T20:45:00.000Z');
    expect(isLate(promised, now)).toBe(false);
  });

  it('marks an open order past its time late, unless it is ready or closed', () => {
    const due = '2026-11-25T20:15:00.000Z';
    expect(isLate(order(1, 'Received', due), now)).toBe(true);
    expect(isLate(order(2, 'Accepted', due), now)).toBe(true);
    expect(isLate(order(3, 'Accepted', due, { readyAt: '2026-11-25T20:10:00.000Z' }), now)).toBe(false);
    expect(isLate(order(4, 'Fulfilled', due), now)).toBe(false);
    expect(isLate(order(5, 'Received', '2026-11-25T20:30:00.000Z'), now)).toBe(false);
  });

  it('calls an open order due before today began overdue, not a pre-order taken earlier for today', () => {
    const yesterday = '2026-11-24T23:00:00.000Z';
    expect(isOverdue(order(1, 'Received', yesterday), dayStartedAt)).toBe(true);
    expect(isOverdue(order(2, 'Accepted', yesterday), dayStartedAt)).toBe(true);
    expect(isOverdue(order(3, 'Fulfilled', yesterday), dayStartedAt)).toBe(false);
    const preOrder = order(4, 'Received', '2026-11-25T18:00:00.000Z', {
      receivedAt: '2026-11-22T18:00:00.000Z',
    });
    expect(isOverdue(preOrder, dayStartedAt)).toBe(false);
  });

  it('puts the earliest due first, then the first in', () => {
    const orders = [
      order(1, 'Received', '2026-11-25T21:00:00.000Z'),
      order(2, 'Received', '2026-11-25T20:40:00.000Z', { receivedAt: '2026-11-25T20:10:00.000Z' }),
      order(3, 'Received', '2026-11-25T20:40:00.000Z', { receivedAt: '2026-11-25T20:05:00.000Z' }),
      order(4, 'Accepted', '2026-11-25T23:00:00.000Z', { adjustedPickupTime: '2026-11-25T20:35:00.000Z' }),
    ];
    expect([...orders].sort(byDue).map((o) => o.orderNumber)).toEqual([4, 3, 2, 1]);
  });
});

import type { ApiOrder, OrderStatus } from '@storefront/domain';
import { describe, expect, it } from 'vitest';
import { arrangeBoard, upsertOrder, withLiveOrders } from './board';

function order(n: number, status: OrderStatus, receivedAt: string, extra: Partial<ApiOrder> = {}): ApiOrder {
  return {
    _id: `order-${n}`,
    orderNumber: n,
    status,
    receivedAt,
    updatedAt: receivedAt,
    pickupTime: receivedAt,
    adjustedPickupTime: null,
    ...extra,
  } as ApiOrder;
}

describe('arrangeBoard', () => {
  // The day began at midnight in Saskatoon (06:00 UTC).
  const since = '2026-11-25T06:00:00.000Z';
  const due = (pickupTime: string, extra: Partial<ApiOrder> = {}) => ({ pickupTime, ...extra });
  const orders = [
    order(1, 'Received', '2026-11-25T18:00:00.000Z', due('2026-11-25T21:00:00.000Z')),
    // Came in later, wanted sooner: the most urgent.
    order(2, 'Received', '2026-11-25T19:00:00.000Z', due('2026-11-25T19:20:00.000Z')),
    // A pre-order taken yesterday for tonight is today's work, not overdue.
    order(3, 'Accepted', '2026-11-24T22:00:00.000Z', due('2026-11-25T23:00:00.000Z')),
    // The kitchen's promised time is the one that counts.
    order(
      4,
      'Accepted',
      '2026-11-25T17:00:00.000Z',
      due('2026-11-26T01:00:00.000Z', { adjustedPickupTime: '2026-11-25T18:00:00.000Z' }),
    ),
    order(5, 'Fulfilled', '2026-11-25T16:00:00.000Z', due('2026-11-25T16:30:00.000Z')),
    order(10, 'Fulfilled', '2026-11-25T17:00:00.000Z', due('2026-11-25T17:30:00.000Z')),
    order(6, 'Fulfilled', '2026-11-24T16:00:00.000Z'),
    order(7, 'Rejected', '2026-11-25T15:00:00.000Z'),
    order(8, 'Cancelled', '2026-11-25T20:00:00.000Z'),
    order(9, 'Cancelled', '2026-11-24T20:00:00.000Z'),
    // Open from earlier days, due before today began: apart, the oldest due first.
    order(11, 'Accepted', '2026-11-21T18:00:00.000Z', due('2026-11-21T18:30:00.000Z')),
    order(12, 'Received', '2026-11-22T18:00:00.000Z', due('2026-11-22T19:00:00.000Z')),
  ];

  it('puts the most urgent first in each open column, the last handed over first in Fulfilled', () => {
    const board = arrangeBoard(orders, since);
    const numbers = (list: ApiOrder[]) => list.map((o) => o.orderNumber);
    expect(numbers(board.columns.Received)).toEqual([2, 1]);
    expect(numbers(board.columns.Accepted)).toEqual([4, 3]);
    expect(numbers(board.columns.Fulfilled)).toEqual([10, 5]);
    expect(numbers(board.history)).toEqual([8, 7]);
  });

  it('keeps open orders from the days before apart, as overdue, the oldest due first', () => {
    expect(arrangeBoard(orders, since).overdue.map((o) => o.orderNumber)).toEqual([11, 12]);
  });

  it('drops an overdue order once it is closed: it was not today’s', () => {
    const fulfilled = order(12, 'Fulfilled', '2026-11-22T18:00:00.000Z', due('2026-11-22T19:00:00.000Z'));
    const board = arrangeBoard([fulfilled], since);
    expect([...Object.values(board.columns).flat(), ...board.overdue, ...board.history]).toEqual([]);
  });
});

describe('upsertOrder', () => {
  it('adds a new order newest first and replaces a changed one', () => {
    const list = [order(1, 'Received', '2026-11-25T18:00:00.000Z')];
    const added = upsertOrder(list, order(2, 'Received', '2026-11-25T19:00:00.000Z'));
    expect(added.map((o) => o.orderNumber)).toEqual([2, 1]);
    const accepted = order(1, 'Accepted', '2026-11-25T18:00:00.000Z', {
      updatedAt: '2026-11-25T18:05:00.000Z',
    });
    expect(upsertOrder(added, accepted).find((o) => o._id === 'order-1')!.status).toBe('Accepted');
  });

  it('never lets a stale copy replace a newer one (an event arriving after the reload)', () => {
    const fresh = order(1, 'Accepted', '2026-11-25T18:00:00.000Z', { updatedAt: '2026-11-25T18:05:00.000Z' });
    const stale = order(1, 'Received', '2026-11-25T18:00:00.000Z');
    expect(upsertOrder([fresh], stale)[0]!.status).toBe('Accepted');
  });
});

describe('withLiveOrders', () => {
  const at = (n: number, status: OrderStatus, updatedAt: string, restaurant = 'r1') =>
    order(n, status, '2026-11-25T18:00:00.000Z', {
      updatedAt,
      restaurant: { _id: restaurant } as ApiOrder['restaurant'],
    });

  it('keeps an order the live feed brought that a fetch read before it existed', () => {
    const fetched = [at(1, 'Received', '2026-11-25T18:00:00.000Z')];
    const live = [
      at(2, 'Received', '2026-11-25T18:05:00.000Z'),
      at(3, 'Received', '2026-11-25T18:06:00.000Z', 'r2'),
    ];
    expect(
      withLiveOrders(fetched, live, 'r1')
        .map((o) => o._id)
        .sort(),
    ).toEqual(['order-1', 'order-2']);
  });

  it('never brings back an older copy of an order the fetch has newer', () => {
    const fetched = [at(1, 'Accepted', '2026-11-25T18:10:00.000Z')];
    const live = [at(1, 'Received', '2026-11-25T18:00:00.000Z')];
    expect(withLiveOrders(fetched, live, 'r1')[0]!.status).toBe('Accepted');
    expect(
      withLiveOrders(
        [at(1, 'Received', '2026-11-25T18:00:00.000Z')],
        [at(1, 'Accepted', '2026-11-25T18:10:00.000Z')],
        'r1',
      )[0]!.status,
    ).toBe('Accepted');
  });
});

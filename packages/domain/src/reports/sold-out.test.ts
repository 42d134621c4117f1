import { describe, expect, it } from 'vitest';
import { UNTIL_FURTHER_NOTICE } from '../time/sold-out';
import { soldOutSpans, type SoldOutWrite } from './sold-out';

const window = { restaurantId: 'r1', start: '2026-11-10T07:00:00.000Z', end: '2026-11-11T07:00:00.000Z' };
const write = (itemId: string, at: string, soldOutUntil: string | null): SoldOutWrite => ({
  itemId,
  restaurantId: 'r1',
  at,
  soldOutUntil,
});

describe('soldOutSpans', () => {
  it('runs an 86 to its own end, or to the write that brought the item back, within the range', () => {
    const rows = soldOutSpans(
      [
        // To its end at 20:00: 2 hours.
        write('soup', '2026-11-10T18:00:00.000Z', '2026-11-10T20:00:00.000Z'),
        // Until further notice, brought back 90 minutes later, then 86'd again for 30.
        write('buns', '2026-11-10T19:00:00.000Z', UNTIL_FURTHER_NOTICE),
        write('buns', '2026-11-10T20:30:00.000Z', null),
        write('buns', '2026-11-10T21:00:00.000Z', '2026-11-10T21:30:00.000Z'),
        // 86'd the day before and on until 08:00 within the range: an hour of it counts.
        write('rolls', '2026-11-09T20:00:00.000Z', '2026-11-10T08:00:00.000Z'),
        // Over before the range.
        write('tea', '2026-11-09T20:00:00.000Z', '2026-11-09T21:00:00.000Z'),
      ],
      [window],
      '2026-11-12T00:00:00.000Z',
    );
    expect(rows).toEqual([
      { itemId: 'buns', restaurantId: 'r1', times: 2, minutes: 120, soldOutAtEnd: false },
      { itemId: 'soup', restaurantId: 'r1', times: 1, minutes: 120, soldOutAtEnd: false },
      { itemId: 'rolls', restaurantId: 'r1', times: 1, minutes: 60, soldOutAtEnd: false },
    ]);
  });

  it('stops an 86 still on at now, or at the end of the range, and says it is still on', () => {
    const writes = [write('soup', '2026-11-10T22:00:00.000Z', UNTIL_FURTHER_NOTICE)];
    expect(soldOutSpans(writes, [window], '2026-11-10T23:15:00.000Z')).toEqual([
      { itemId: 'soup', restaurantId: 'r1', times: 1, minutes: 75, soldOutAtEnd: true },
    ]);
    expect(soldOutSpans(writes, [window], '2026-11-20T00:00:00.000Z')[0]).toMatchObject({
      minutes: 9 * 60,
      soldOutAtEnd: true,
    });
    expect(soldOutSpans(writes, [{ ...window, restaurantId: 'r2' }], '2026-11-20T00:00:00.000Z')).toEqual([]);
  });
});

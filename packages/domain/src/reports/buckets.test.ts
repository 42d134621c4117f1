import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { halfHourInstant, localSlotOf, periodOf, periodsOf } from './buckets';
import { emptySales, salesReport, whenReport, type HalfHourSums } from './figures';
import { promiseBand, promisesReport } from './promises';

const WINNIPEG = 'America/Winnipeg';
const EDMONTON = 'America/Edmonton';
const REGINA = 'America/Regina';

const NO_TAX_TIPS_FEES_OR_RETURNS = { gst: 0, pst: 0, tips: 0, deliveryFees: 0, refunds: 0, voids: 0 };

/** One order in the half-hour at `at`. */
const half = (restaurantId: string, at: string, grossSales: number, discounts = 0): HalfHourSums => ({
  restaurantId,
  at,
  orders: 1,
  grossSales,
  discounts,
  ...NO_TAX_TIPS_FEES_OR_RETURNS,
});

describe('periods', () => {
  it('names a period by its first date', () => {
    expect(periodOf('2026-11-25', 'day')).toBe('2026-11-25');
    expect(periodOf('2026-11-25', 'week')).toBe('2026-11-23');
    expect(periodOf('2026-11-25', 'month')).toBe('2026-11-01');
  });

  it('lists every period a range touches', () => {
    expect(periodsOf({ from: '2026-10-30', to: '2026-11-02' }, 'day')).toEqual([
      '2026-10-30',
      '2026-10-31',
      '2026-11-01',
      '2026-11-02',
    ]);
    expect(periodsOf({ from: '2026-10-30', to: '2026-11-10' }, 'week')).toEqual([
      '2026-10-26',
      '2026-11-02',
      '2026-11-09',
    ]);
    expect(periodsOf({ from: '2026-10-30', to: '2026-12-01' }, 'month')).toEqual([
      '2026-10-01',
      '2026-11-01',
      '2026-12-01',
    ]);
  });
});

describe('localSlotOf', () => {
  it('reads the wall clock on both sides of a DST change', () => {
    // 2026-03-08 in Winnipeg: 01:30 CST, then 03:30 CDT an hour later.
    expect(localSlotOf('2026-03-08T07:30:00.000Z', WINNIPEG)).toEqual({
      date: '2026-03-08',
      hour: 1,
      weekday: 'sunday',
    });
    expect(localSlotOf('2026-03-08T08:30:00.000Z', WINNIPEG).hour).toBe(3);
    // Regina keeps UTC-6 all year.
    expect(localSlotOf('2026-07-08T05:30:00.000Z', REGINA)).toEqual({
      date: '2026-07-07',
      hour: 23,
      weekday: 'tuesday',
    });
  });
});

describe('salesReport', () => {
  it('files each location’s orders under its own local day', () => {
    // 06:30 UTC on 2026-11-02: 23:30 on the 1st in Edmonton (UTC-7), 00:30 on the 2nd in Regina (UTC-6).
    const at = halfHourInstant('2026-11-02T06', 1);
    const zones: Record<string, string> = { edm: EDMONTON, reg: REGINA };
    const report = salesReport(
      [half('edm', at, 1000), half('reg', at, 2000, 500)],
      (id) => zones[id]!,
      { from: '2026-11-01', to: '2026-11-02' },
      'day',
    );
    expect(report.rows.map((r) => [r.period, r.grossSales, r.netSales])).toEqual([
      ['2026-11-01', 1000, 1000],
      ['2026-11-02', 2000, 1500],
    ]);
    expect(report.totals).toMatchObject({
      orders: 2,
      grossSales: 3000,
      discounts: 500,
      netSales: 2500,
      averageTicket: 1250,
    });
  });

  it('keeps the 25th hour of a fall-back day in that day', () => {
    // Edmonton, 2026-11-01: 23:30 MST is 06:30 UTC on the 2nd; 00:30 on the 2nd is 07:30 UTC.
    const report = salesReport(
      [half('edm', '2026-11-02T06:30:00.000Z', 700), half('edm', '2026-11-02T07:30:00.000Z', 300)],
      () => EDMONTON,
      { from: '2026-11-01', to: '2026-11-02' },
      'day',
    );
    expect(report.rows.map((r) => r.grossSales)).toEqual([700, 300]);
  });

  it('leaves half hours outside the range out, and lists empty periods', () => {
    const report = salesReport(
      [half('w', '2026-11-30T06:00:00.000Z', 900)],
      () => WINNIPEG,
      { from: '2026-11-01', to: '2026-11-29' },
      'week',
    );
    expect(report.totals).toEqual(emptySales());
    expect(report.rows).toHaveLength(5);
  });

  it('adds up: net + discounts = gross, and the periods sum to the totals', () => {
    const sums = fc.array(
      fc.record({
        minute: fc.integer({ min: 0, max: 30 * 48 - 1 }),
        gross: fc.integer({ min: 0, max: 500_000 }),
        discountShare: fc.double({ min: 0, max: 1, noNaN: true }),
      }),
      { maxLength: 60 },
    );
    fc.assert(
      fc.property(
        sums,
        fc.constantFrom('day', 'week', 'month') as fc.Arbitrary<'day' | 'week' | 'month'>,
        (raw, groupBy) => {
          const halves = raw.map(({ minute, gross, discountShare }) =>
            half(
              'w',
              new Date(Date.parse('2026-11-01T06:00:00Z') + minute * 30 * 60_000).toISOString(),
              gross,
              Math.floor(gross * discountShare),
            ),
          );
          const report = salesReport(
            halves,
            () => WINNIPEG,
            { from: '2026-11-01', to: '2026-11-30' },
            groupBy,
          );
          expect(report.totals.netSales + report.totals.discounts).toBe(report.totals.grossSales);
          for (const key of ['orders', 'grossSales', 'discounts', 'netSales'] as const) {
            expect(report.rows.reduce((sum, row) => sum + row[key], 0)).toBe(report.totals[key]);
          }
        },
      ),
    );
  });
});

describe('whenReport', () => {
  it('has all 168 cells and files orders by local weekday and hour', () => {
    // Wednesday 2026-11-25 14:30 in Winnipeg.
    const cells = whenReport([half('w', '2026-11-25T20:30:00.000Z', 1500, 100)], () => WINNIPEG, {
      from: '2026-11-25',
      to: '2026-11-25',
    });
    expect(cells).toHaveLength(168);
    expect(cells.filter((c) => c.orders > 0)).toEqual([
      { weekday: 'wednesday', hour: 14, orders: 1, netSales: 1400 },
    ]);
  });
});

describe('promises', () => {
  it.each([
    ['2026-11-25T20:00:00Z', 'onTime'],
    ['2026-11-25T20:30:00Z', 'onTime'],
    ['2026-11-25T20:35:00Z', 'upTo5'],
    ['2026-11-25T20:35:01Z', 'upTo15'],
    ['2026-11-25T20:45:00Z', 'upTo15'],
    ['2026-11-25T20:45:01Z', 'later'],
  ] as const)('ready at %s for 20:30 is %s', (readyAt, band) => {
    expect(promiseBand('2026-11-25T20:30:00Z', readyAt)).toBe(band);
  });

  it('counts by the local hour the order was due', () => {
    const report = promisesReport(
      [
        { restaurantId: 'w', dueAt: '2026-11-25T20:30:00.000Z', readyAt: '2026-11-25T20:29:00.000Z' },
        { restaurantId: 'w', dueAt: '2026-11-25T20:40:00.000Z', readyAt: '2026-11-25T21:00:00.000Z' },
        { restaurantId: 'w', dueAt: '2026-11-25T18:00:00.000Z', readyAt: '2026-11-25T18:03:00.000Z' },
      ],
      () => WINNIPEG,
      { from: '2026-11-25', to: '2026-11-25' },
    );
    expect(report.totals).toEqual({ orders: 3, onTime: 1, upTo5: 1, upTo15: 0, later: 1 });
    expect(report.byHour).toEqual([
      { hour: 12, orders: 1, onTime: 0, upTo5: 1, upTo15: 0, later: 0 },
      { hour: 14, orders: 2, onTime: 1, upTo5: 0, upTo15: 0, later: 1 },
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { daysIn, endOfMonth, presetRange, rangeInstants, rangeProblem, startOfWeek } from './ranges';

const WINNIPEG = 'America/Winnipeg';
const EDMONTON = 'America/Edmonton';
const REGINA = 'America/Regina';

describe('presetRange', () => {
  // Wednesday 2026-11-25, 14:30 in Winnipeg (UTC-6).
  const now = new Date('2026-11-25T20:30:00Z');

  it.each([
    ['today', '2026-11-25', '2026-11-25'],
    ['yesterday', '2026-11-24', '2026-11-24'],
    ['thisWeek', '2026-11-23', '2026-11-25'],
    ['lastWeek', '2026-11-16', '2026-11-22'],
    ['thisMonth', '2026-11-01', '2026-11-25'],
    ['lastMonth', '2026-10-01', '2026-10-31'],
  ] as const)('%s is %s to %s', (preset, from, to) => {
    expect(presetRange(preset, now, WINNIPEG)).toEqual({ from, to });
  });

  it('takes the day of the restaurant’s clock, not UTC’s', () => {
    // 05:30 UTC on the 1st is still the last evening of the month in Edmonton and in Regina.
    const early = new Date('2026-12-01T05:30:00Z');
    expect(presetRange('today', early, EDMONTON)).toEqual({ from: '2026-11-30', to: '2026-11-30' });
    expect(presetRange('thisMonth', early, REGINA)).toEqual({ from: '2026-11-01', to: '2026-11-30' });
    expect(presetRange('lastMonth', early, 'UTC')).toEqual({ from: '2026-11-01', to: '2026-11-30' });
  });

  it('crosses a year and a leap February', () => {
    expect(presetRange('lastMonth', new Date('2027-01-10T18:00:00Z'), WINNIPEG)).toEqual({
      from: '2026-12-01',
      to: '2026-12-31',
    });
    expect(presetRange('lastMonth', new Date('2028-03-02T18:00:00Z'), WINNIPEG)).toEqual({
      from: '2028-02-01',
      to: '2028-02-29',
    });
    // Sunday 2027-01-03: its week began on Monday 2026-12-28.
    expect(presetRange('thisWeek', new Date('2027-01-03T18:00:00Z'), WINNIPEG)).toEqual({
      from: '2026-12-28',
      to: '2027-01-03',
    });
  });
});

describe('rangeInstants', () => {
  it('cuts days at local midnight across the spring DST change (a 23-hour day)', () => {
    // Winnipeg springs forward on 2026-03-08: CST (UTC-6) before, CDT (UTC-5) after.
    const { start, end } = rangeInstants({ from: '2026-03-08', to: '2026-03-08' }, WINNIPEG);
    expect(start).toBe('2026-03-08T06:00:00.000Z');
    expect(end).toBe('2026-03-09T05:00:00.000Z');
    expect(Date.parse(end) - Date.parse(start)).toBe(23 * 3_600_000);
  });

  it('cuts days at local midnight across the fall DST change (a 25-hour day)', () => {
    // Edmonton falls back on 2026-11-01: MDT (UTC-6) before, MST (UTC-7) after.
    const { start, end } = rangeInstants({ from: '2026-11-01', to: '2026-11-01' }, EDMONTON);
    expect(start).toBe('2026-11-01T06:00:00.000Z');
    expect(end).toBe('2026-11-02T07:00:00.000Z');
    expect(Date.parse(end) - Date.parse(start)).toBe(25 * 3_600_000);
  });

  it('keeps 24-hour days in Regina, which has no DST', () => {
    for (const day of ['2026-03-08', '2026-11-01']) {
      const { start, end } = rangeInstants({ from: day, to: day }, REGINA);
      expect(start).toBe(`${day}T06:00:00.000Z`);
      expect(Date.parse(end) - Date.parse(start)).toBe(24 * 3_600_000);
    }
  });

  it('covers a month as its local midnights bound it', () => {
    expect(rangeInstants({ from: '2026-03-01', to: '2026-03-31' }, WINNIPEG)).toEqual({
      start: '2026-03-01T06:00:00.000Z',
      end: '2026-04-01T05:00:00.000Z',
    });
  });
});

describe('rangeProblem', () => {
  it('accepts a real range of at most a year', () => {
    expect(rangeProblem('2026-11-01', '2026-11-30')).toBeNull();
    expect(rangeProblem('2026-11-25', '2026-11-25')).toBeNull();
    expect(rangeProblem('2028-01-01', '2028-12-31')).toBeNull();
  });

  it.each([
    [
      undefined,
      '2026-11-30',
      'Choose the first and the last day of the report (from and to, as YYYY-MM-DD).',
    ],
    ['2026-02-30', '2026-03-01', '“2026-02-30” is not a date: use YYYY-MM-DD, for example 2026-11-01.'],
    ['2026-11-01', 'tomorrow', '“tomorrow” is not a date: use YYYY-MM-DD, for example 2026-11-30.'],
    ['2026-11-30', '2026-11-01', 'The last day of the report comes before its first day.'],
    [
      '2025-01-01',
      '2026-12-31',
      'A report covers at most 366 days; choose a shorter range or run it year by year.',
    ],
  ])('refuses %s to %s', (from, to, message) => {
    expect(rangeProblem(from, to)).toBe(message);
  });
});

describe('calendar helpers', () => {
  it('start weeks on Monday and end months on their last day', () => {
    expect(startOfWeek('2026-11-23')).toBe('2026-11-23');
    expect(startOfWeek('2026-11-29')).toBe('2026-11-23');
    expect(endOfMonth('2026-02-10')).toBe('2026-02-28');
    expect(endOfMonth('2026-12-10')).toBe('2026-12-31');
    expect(daysIn({ from: '2026-03-01', to: '2026-03-31' })).toBe(31);
  });
});

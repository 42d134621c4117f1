import { describe, expect, it } from 'vitest';
import { formatInstant, formatLocalDate } from './format';

describe('formatInstant', () => {
  it.each([
    ['2026-11-24T23:30:00Z', 'America/Regina', 'MMM D, YYYY h:mm A', 'Nov 24, 2026 5:30 PM'],
    ['2026-11-24T23:30:00Z', 'America/Toronto', 'YYYY-MM-DD HH:mm', '2026-11-24 18:30'],
    ['2026-07-01T04:05:00Z', 'America/Edmonton', 'dddd, MMMM D [at] h:mm a', 'Tuesday, June 30 at 10:05 pm'],
    ['2026-01-01T06:00:00Z', 'America/Regina', 'hh:mm A', '12:00 AM'],
    ['2026-01-01T18:00:00Z', 'UTC', 'h A', '6 PM'],
  ])('%s in %s as %s', (iso, tz, pattern, expected) => {
    expect(formatInstant(new Date(iso), tz, pattern)).toBe(expected);
  });
});

describe('formatLocalDate', () => {
  it('formats a calendar date without any time zone shift', () => {
    expect(formatLocalDate('2026-12-25', 'MMM D, YYYY')).toBe('Dec 25, 2026');
    expect(formatLocalDate('2026-12-25', 'ddd, MMM D')).toBe('Fri, Dec 25');
  });
});

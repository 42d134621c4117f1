import { describe, expect, it } from 'vitest';
import { buildIcs, escapeIcsText, foldIcsLine, icsDateTime } from './ics';
import { reservationChangeableUntil, reservationInstant } from './operations';

const octets = (text: string) => unescape(encodeURIComponent(text)).length;

describe('iCalendar text (RFC 5545)', () => {
  it('escapes backslash, semicolon, comma and newlines in TEXT', () => {
    expect(escapeIcsText('a\\b; c, d\ne\r\nf')).toBe('a\\\\b\\; c\\, d\\ne\\nf');
  });

  it('folds lines at 75 octets with CRLF and a space, never inside a UTF-8 character', () => {
    const line = `DESCRIPTION:${'é'.repeat(60)}`;
    const folded = foldIcsLine(line);
    const parts = folded.split('\r\n');
    expect(parts.length).toBeGreaterThan(1);
    for (const part of parts) expect(octets(part)).toBeLessThanOrEqual(75);
    for (const part of parts.slice(1)) expect(part.startsWith(' ')).toBe(true);
    expect(parts.map((p, i) => (i === 0 ? p : p.slice(1))).join('')).toBe(line);
    expect(foldIcsLine('SHORT:line')).toBe('SHORT:line');
  });

  it('writes one event in UTC with CRLF line ends', () => {
    const start = Date.parse('2026-12-02T01:00:00Z');
    const ics = buildIcs(
      {
        uid: 'reservation-1@t',
        sequence: 2,
        start,
        end: start + 90 * 60_000,
        stamp: Date.parse('2026-11-25T20:30:00Z'),
        summary: 'Table for 4 at Golden Maple',
        location: '1 Main St, Saskatoon',
        description: 'Line one\nLine two',
        status: 'CONFIRMED',
        method: 'PUBLISH',
      },
      'Golden Maple',
    );
    expect(ics.endsWith('\r\n')).toBe(true);
    expect(ics.split('\r\n')).toEqual(
      expect.arrayContaining([
        'BEGIN:VCALENDAR',
        'VERSION:2.0',
        'METHOD:PUBLISH',
        'DTSTART:20261202T010000Z',
        'DTEND:20261202T023000Z',
        'DTSTAMP:20261125T203000Z',
        'SEQUENCE:2',
        'LOCATION:1 Main St\\, Saskatoon',
        'DESCRIPTION:Line one\\nLine two',
        'STATUS:CONFIRMED',
        'END:VCALENDAR',
      ]),
    );
    expect(icsDateTime(0)).toBe('19700101T000000Z');
  });
});

describe('the diner’s change window', () => {
  const settings = { time_zone: 'America/Edmonton', reservation_change_cutoff_minutes: 120 };
  const booking = { status: 'Confirmed' as const, reservedDate: '2026-11-26', reservedTime: '19:00' };

  it('reads the booking on the restaurant’s wall clock (DST included)', () => {
    expect(new Date(reservationInstant('2026-11-26', '19:00', 'America/Edmonton')).toISOString()).toBe(
      '2026-11-27T02:00:00.000Z',
    );
    expect(new Date(reservationInstant('2026-07-01', '19:00', 'America/Edmonton')).toISOString()).toBe(
      '2026-07-02T01:00:00.000Z',
    );
  });

  it('closes at the cut-off before the booking, and for inactive bookings', () => {
    const until = Date.parse('2026-11-27T00:00:00Z');
    expect(reservationChangeableUntil(booking, settings, until - 1)).toBe(until);
    expect(reservationChangeableUntil(booking, settings, until)).toBeNull();
    expect(reservationChangeableUntil({ ...booking, status: 'Cancelled' }, settings, 0)).toBeNull();
    expect(
      reservationChangeableUntil(booking, { ...settings, reservation_change_cutoff_minutes: 0 }, until),
    ).toBe(Date.parse('2026-11-27T02:00:00Z'));
  });
});

/*
 * The iCalendar (RFC 5545) event attached to reservation mails, so the diner (or the restaurant)
 * can add the booking to a calendar. Times are written in UTC ('Z'), which every calendar reads
 * without a VTIMEZONE block; the calendar shows them in its own zone.
 */

export interface IcsEvent {
  /** Globally unique and stable for one booking, so a later mail updates the same event. */
  uid: string;
  /** Bumped on every change (RFC 5545 §3.8.7.4): calendars keep the highest. */
  sequence: number;
  start: number;
  end: number;
  stamp: number;
  summary: string;
  location: string;
  description: string;
  status: 'TENTATIVE' | 'CONFIRMED' | 'CANCELLED';
  /** REQUEST adds or updates the event, CANCEL removes it. */
  method: 'REQUEST' | 'CANCEL' | 'PUBLISH';
  organizer?: { name: string; email: string } | null;
}

/** 20261125T203000Z */
export function icsDateTime(epochMs: number): string {
  return new Date(epochMs)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** TEXT value escaping (RFC 5545 §3.3.11): backslash, semicolon, comma and newlines. */
export function escapeIcsText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

function utf8Length(codePoint: number): number {
  if (codePoint < 0x80) return 1;
  if (codePoint < 0x800) return 2;
  return codePoint < 0x10000 ? 3 : 4;
}

/**
 * Folds a content line at 75 octets (RFC 5545 §3.1): CRLF plus one space before each continuation,
 * never splitting a UTF-8 character.
 */
export function foldIcsLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = utf8Length(char.codePointAt(0) ?? 0);
    // The first line holds 75 octets; continuations hold 74 after their leading space.
    const limit = parts.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/** A whole VCALENDAR with one VEVENT, CRLF line ends, folded. */
export function buildIcs(event: IcsEvent, productName: string): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${escapeIcsText(productName)}//Reservations//EN`,
    'CALSCALE:GREGORIAN',
    `METHOD:${event.method}`,
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `SEQUENCE:${event.sequence}`,
    `DTSTAMP:${icsDateTime(event.stamp)}`,
    `DTSTART:${icsDateTime(event.start)}`,
    `DTEND:${icsDateTime(event.end)}`,
    `SUMMARY:${escapeIcsText(event.summary)}`,
    `LOCATION:${escapeIcsText(event.location)}`,
    `DESCRIPTION:${escapeIcsText(event.description)}`,
    `STATUS:${event.status}`,
    ...(event.organizer
      ? [`ORGANIZER;CN="${event.organizer.name.replace(/"/g, "'")}":mailto:${event.organizer.email}`]
      : []),
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(foldIcsLine).join('\r\n')}\r\n`;
}

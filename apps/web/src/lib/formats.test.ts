import { describe, expect, it } from 'vitest';
import { formatsFor } from './formats';

const evening = Date.parse('2026-11-28T00:30:00Z'); // Nov 27, 6:30 PM in Regina (UTC-6)
const zone = 'America/Regina';
const spaces = (text: string) => text.replace(/\s/g, ' ');

describe('formatsFor', () => {
  it('keeps English as the storefront always wrote it', () => {
    const en = formatsFor('en');
    expect(en.money(1299)).toBe('$12.99');
    expect(en.optionPrice(150)).toBe('+$1.50');
    expect(en.optionPrice(0)).toBeNull();
    expect(en.instant(evening, zone, 'MMM D, YYYY h:mm A')).toBe('Nov 27, 2026 6:30 PM');
    expect(en.localDate('2026-11-27', 'ddd')).toBe('Fri');
    expect(en.distanceKm(2345)).toBe('2.3 km');
  });

  it('writes French amounts, days and a 24-hour clock whatever the restaurant pattern', () => {
    const fr = formatsFor('fr');
    expect(spaces(fr.money(1299))).toBe('12,99 $');
    expect(spaces(fr.optionPrice(150)!)).toBe('+1,50 $');
    expect(fr.optionPrice(0)).toBeNull();
    expect(spaces(fr.instant(evening, zone, 'h:mm A'))).toBe('18 h 30');
    expect(spaces(fr.instant(evening, zone, 'MMM D, YYYY h:mm A'))).toBe('27 nov. 2026, 18 h 30');
    expect(fr.localDate('2026-11-27', 'MMM D, YYYY')).toBe('27 nov. 2026');
    expect(fr.localDate('2026-11-27', 'ddd')).toBe('ven.');
    expect(spaces(fr.clock(18 * 60 + 30, '12'))).toBe('18 h 30');
    expect(spaces(fr.clock(11 * 60, '12'))).toBe('11 h 00');
    expect(fr.distanceKm(2345)).toBe('2,3 km');
    expect(fr.distanceKm(1450)).toBe('1,5 km');
    expect(fr.distanceKm(null)).toBeNull();
  });
});

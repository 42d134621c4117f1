import { describe, expect, it } from 'vitest';
import { localeFormats, negotiateLocale, translated, translatedLines } from './index';

const noon = '2026-11-28T23:30:00Z'; // 17:30 in Regina (UTC-6 all year)

describe('negotiateLocale', () => {
  it('takes the preferred language the tenant offers', () => {
    expect(negotiateLocale('fr-CA,fr;q=0.9,en;q=0.8', ['en', 'fr'], 'en')).toBe('fr');
    expect(negotiateLocale('en-US,fr;q=0.5', ['en', 'fr'], 'fr')).toBe('en');
    expect(negotiateLocale('fr;q=0.4,en;q=0.6', ['en', 'fr'], 'fr')).toBe('en');
  });
  it('falls back when nothing offered is wanted, or the header is missing or malformed', () => {
    expect(negotiateLocale('fr-CA', ['en'], 'en')).toBe('en');
    expect(negotiateLocale('de,es;q=0.9', ['en', 'fr'], 'fr')).toBe('fr');
    expect(negotiateLocale(undefined, ['en', 'fr'], 'fr')).toBe('fr');
    expect(negotiateLocale(';;,q=,fr;q=abc,fr;q=0', ['en', 'fr'], 'en')).toBe('en');
  });
});

describe('localeFormats', () => {
  const en = localeFormats('en', { timeZone: 'America/Regina' });
  const fr = localeFormats('fr', { timeZone: 'America/Regina' });
  it('writes money as each language does', () => {
    expect(en.money(1299)).toBe('$12.99');
    expect(fr.money(1299).replace(/\s/g, ' ')).toBe('12,99 $');
    expect(fr.money(123456).replace(/\s/g, ' ')).toBe('1 234,56 $');
  });
  it('says a whole amount without its cents, and any other with them', () => {
    expect(en.moneyInWords(500)).toBe('$5');
    expect(en.moneyInWords(1250)).toBe('$12.50');
    expect(fr.moneyInWords(500).replace(/\s/g, ' ')).toBe('5 $');
    expect(fr.moneyInWords(1250).replace(/\s/g, ' ')).toBe('12,50 $');
  });
  it('writes dates and times on the restaurant clock', () => {
    expect(fr.date(noon)).toBe('28 nov. 2026');
    expect(en.date(noon)).toBe('Nov 28, 2026');
    expect(fr.time(noon).replace(/\s/g, ' ')).toBe('17 h 30');
    expect(en.time(noon).replace(/\s/g, ' ')).toBe('5:30 p.m.');
  });
  it('keeps the restaurant 24-hour clock in English', () => {
    expect(localeFormats('en', { timeZone: 'America/Regina', timeFormat: 'HH:mm' }).time(noon)).toBe('17:30');
  });
});

describe('translated', () => {
  const item = { id: 1, name: 'Maple pie', description: 'Warm, with cream' };
  it('overlays the translated fields and falls back on missing or blank ones', () => {
    const t = { fr: { name: 'Tarte à l’érable', description: ' ' } };
    expect(translated(item, t, ['name', 'description'], 'fr')).toEqual({
      id: 1,
      name: 'Tarte à l’érable',
      description: 'Warm, with cream',
    });
    expect(translated(item, t, ['name', 'description'], 'en')).toBe(item);
    expect(translated(item, null, ['name'], 'fr')).toBe(item);
  });
});

describe('translatedLines', () => {
  it('reads a translated list one a line, falling back to the default language’s list when blank', () => {
    expect(translatedLines(' Prêt en 20 minutes \n\nStationnement gratuit', ['Ready', 'Parking'])).toEqual([
      'Prêt en 20 minutes',
      'Stationnement gratuit',
    ]);
    expect(translatedLines(' \n ', ['Ready'])).toEqual(['Ready']);
    expect(translatedLines(undefined, [])).toEqual([]);
  });
});

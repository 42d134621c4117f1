import { describe, expect, it } from 'vitest';
import { settingsTablesOf } from './components/settings-fields';
import brandFields from './brand-fields.json';
import locationFields from './location-fields.json';

describe('the settings pages’ field tables', () => {
  it('reads every field of the brand and location forms', () => {
    const brand = settingsTablesOf(brandFields);
    expect(brand.tables.loyalty[0]).toEqual(['check', 'settings.loyalty_reward_program', 'Loyalty program']);
    expect(brand.lists.testimonials.fields.map(([, key]) => key)).toEqual(['author', 'quote', 'rating']);
    const location = settingsTablesOf(locationFields);
    expect(location.tables.pickupAndDelivery[5]).toEqual([
      'text',
      'delivery.delivery_area_postal_codes',
      'Postal prefixes',
      'e.g. S7H, S7J',
    ]);
    expect(location.lists.cutoffs.fields[0]).toEqual(['date', 'date', 'Date']);
  });

  it('refuses a field of no known kind, or without its name or label', () => {
    const list = { name: 'x', columns: '', removeLabel: 'Remove', fields: [] };
    expect(() => settingsTablesOf({ tables: { a: [['colour', 'x', 'X']] }, lists: {} })).toThrow(/colour/);
    expect(() => settingsTablesOf({ tables: { a: [['text', 'x']] }, lists: {} })).toThrow();
    expect(() =>
      settingsTablesOf({ tables: {}, lists: { a: { ...list, fields: [['number', '', 'N']] } } }),
    ).toThrow();
  });
});

import { describe, expect, it } from 'vitest';
import {
  allergiesInputSchema,
  allergyWords,
  ALLERGY_MESSAGES,
  awaitsAllergyRead,
  isDeclared,
} from '../contract/allergies';
import {
  displayedStatuses,
  isExpoComplete,
  latenessOf,
  stationItems,
  stationsOfItems,
  timerText,
} from './display';

// A pinned clock: the promised time and "now" are fixed instants, never today's.
const promised = Date.parse('2026-11-25T18:30:00.000Z');
const minutes = (n: number) => n * 60_000;

describe('a ticket’s lateness against the promised time', () => {
  it('is on time more than 5 minutes before, due soon within 5 minutes, late after', () => {
    expect(latenessOf(promised, promised - minutes(20))).toBe('on-time');
    expect(latenessOf(promised, promised - minutes(5) - 1000)).toBe('on-time');
    expect(latenessOf(promised, promised - minutes(5))).toBe('due-soon');
    expect(latenessOf(promised, promised)).toBe('due-soon');
    expect(latenessOf(promised, promised + 1000)).toBe('late');
  });

  it('counts down the time left, then up the time late', () => {
    expect(timerText(promised, promised - minutes(12) - 5000)).toBe('12:05');
    expect(timerText(promised, promised)).toBe('0:00');
    expect(timerText(promised, promised + minutes(3) + 7000)).toBe('-3:07');
  });
});

const items = [
  { _id: 'a', station: 'kitchen' },
  { _id: 'b', station: 'bar' },
  { _id: 'c', station: 'kitchen' },
];

describe('what a station sees', () => {
  it('shows a station its own items and the expo every item', () => {
    expect(stationItems(items, 'kitchen').map((i) => i._id)).toEqual(['a', 'c']);
    expect(stationItems(items, 'bar').map((i) => i._id)).toEqual(['b']);
    expect(stationItems(items, 'cold')).toEqual([]);
    expect(stationItems(items, 'expo').map((i) => i._id)).toEqual(['a', 'b', 'c']);
  });

  it('lists the stations that make something, once each, in the items’ order', () => {
    expect(stationsOfItems(items)).toEqual(['kitchen', 'bar']);
  });

  it('lets the expo call an order ready only once every one of its stations bumped it', () => {
    expect(isExpoComplete(items, [])).toBe(false);
    expect(isExpoComplete(items, ['kitchen'])).toBe(false);
    expect(isExpoComplete(items, ['bar', 'kitchen'])).toBe(true);
    expect(isExpoComplete(items, ['bar', 'kitchen', 'cold'])).toBe(true);
  });

  it('shows accepted orders, and received ones too where the location starts on arrival', () => {
    expect(displayedStatuses('accept')).toEqual(['Accepted']);
    expect(displayedStatuses('arrival')).toEqual(['Received', 'Accepted']);
  });
});

describe('the allergies a diner declares', () => {
  it('takes the menu’s allergens and a trimmed note; an empty note is none', () => {
    expect(allergiesInputSchema.parse({ allergens: ['peanut'], note: '  no nuts  ' })).toEqual({
      allergens: ['peanut'],
      note: 'no nuts',
    });
    expect(allergiesInputSchema.parse({ note: ' ' })).toEqual({ allergens: [], note: null });
  });

  it('refuses an allergen not on the list, one listed twice and a note too long, in words', () => {
    const messages = (value: unknown) =>
      allergiesInputSchema.safeParse(value).error?.issues.map((issue) => issue.message) ?? [];
    expect(messages({ allergens: ['kiwi'] })).toEqual([ALLERGY_MESSAGES.allergen]);
    expect(messages({ allergens: ['milk', 'milk'] })).toEqual([ALLERGY_MESSAGES.tooMany]);
    expect(messages({ allergens: [], note: 'x'.repeat(301) })).toEqual([ALLERGY_MESSAGES.note]);
  });

  it('says the allergens and the note, and waits for the read only while unacknowledged', () => {
    expect(allergyWords({ allergens: ['peanut', 'sesame'], note: 'severe' })).toBe(
      'Peanuts, Sesame: “severe”',
    );
    expect(allergyWords({ allergens: [], note: 'kiwi' })).toBe('“kiwi”');
    expect(isDeclared({ allergens: [], note: null })).toBe(false);
    const allergies = { allergens: ['milk' as const], note: null, acknowledgedAt: null };
    expect(awaitsAllergyRead({ allergies })).toBe(true);
    expect(awaitsAllergyRead({ allergies: { ...allergies, acknowledgedAt: '2026-11-25T18:00:00Z' } })).toBe(
      false,
    );
    expect(awaitsAllergyRead({ allergies: null })).toBe(false);
  });
});

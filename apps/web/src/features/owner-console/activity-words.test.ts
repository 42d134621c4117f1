import {
  PROMOTION_KEY,
  promotionRequestSchema,
  type ApiAuditEntry,
  type ApiOwnerPromotion,
} from '@storefront/domain';
import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { entryInWords } from './activity-words';
import { AUDIT_ENTITY_LABELS, AUDITED, SUMMARISED } from './audit-fields';

const TIME_ZONE = 'America/Regina';
// The console in English: each label is its message's own English.
const i18n = setupI18n({ locale: 'en', messages: { en: {} } });

const entry = (fields: Partial<ApiAuditEntry>): ApiAuditEntry => ({
  _id: 'a1',
  entity: 'menu_item',
  entityId: 'i1',
  action: 'update',
  restaurantId: 'r1',
  staff: { _id: 's1', name: 'Jordan Blake', email: 'owner@example.ca' },
  staffAccountId: 's1',
  changes: { before: null, after: null },
  entityName: null,
  summary: null,
  createdAt: '2026-11-25T20:30:00.000Z',
  ...fields,
});

/** A promotion as the server presents it to the audit (without its id). */
function promotion(input: object): Omit<ApiOwnerPromotion, '_id'> {
  const parsed = promotionRequestSchema.parse({ key: PROMOTION_KEY, ...input });
  const { key: _, image, ...fields } = parsed;
  return { ...fields, image: image ? { url: image, webp_url: null } : null };
}

/** Everything an entry says, in one string. */
const text = (e: ApiAuditEntry) => {
  const words = entryInWords(e, TIME_ZONE, i18n);
  return [words.headline, words.name, ...words.changes.flatMap((c) => [c.label, c.before, c.after])].join(
    ' | ',
  );
};

const SNAKE_CASE = /\b[a-z]+_[a-z_]+\b/;

describe('Activity’s field tables', () => {
  it('label every kind of entry the filter offers, or it says its change in a sentence', () => {
    for (const entity of Object.keys(AUDIT_ENTITY_LABELS))
      expect(entity in AUDITED || SUMMARISED.includes(entity), entity).toBe(true);
  });

  it('label every field in words: none empty, none an internal name', () => {
    for (const [entity, fields] of Object.entries(AUDITED)) {
      for (const [key, field] of Object.entries(fields)) {
        if (field.hidden) continue;
        expect(i18n._(field.label), `${entity}.${key}`).not.toBe('');
        expect(i18n._(field.label), `${entity}.${key}`).not.toMatch(SNAKE_CASE);
      }
    }
  });
});

describe('an audit entry in words', () => {
  it('names the item whose price changed, with the price as it was and became', () => {
    const words = entryInWords(
      entry({
        entityName: 'Chicken Pot Pie',
        changes: { before: { price: 19.99 }, after: { price: 19.75 } },
      }),
      TIME_ZONE,
      i18n,
    );
    expect(words).toEqual({
      headline: 'changed menu item',
      name: 'Chicken Pot Pie',
      changes: [{ label: 'Price', before: '$19.99', after: '$19.75' }],
      unlabelled: 0,
    });
  });

  it('says a new promotion by its labels and its rules in a sentence: no JSON, null, [] or snake_case', () => {
    const after = promotion({
      name: 'Snow Day',
      type: '% discount on cart',
      rules: {
        discount_percentage: 15,
        minimum_order_amount_option: 'Minimum amount',
        minimum_order_amount: 40,
      },
    });
    const created = entry({
      entity: 'promotion',
      action: 'create',
      entityName: 'Snow Day',
      changes: { before: null, after },
    });
    const words = entryInWords(created, TIME_ZONE, i18n);
    expect(words.headline).toBe('added promotion');
    expect(words.changes).toContainEqual({
      label: 'Rules',
      before: null,
      after: 'Online, every day, 15% off orders of $40 or more',
    });
    expect(words.unlabelled).toBe(0);
    const said = text(created);
    for (const raw of ['{', 'null', '[]', 'undefined']) expect(said).not.toContain(raw);
    expect(said).not.toMatch(SNAKE_CASE);
  });

  it('describes changed rules by the type kept beside them, and does not list the unchanged type', () => {
    const rules = (percent: number) =>
      promotion({ name: 'x', type: '% discount on cart', rules: { discount_percentage: percent } }).rules;
    const words = entryInWords(
      entry({
        entity: 'promotion',
        changes: {
          before: { rules: rules(10), type: '% discount on cart' },
          after: { rules: rules(15), type: '% discount on cart' },
        },
      }),
      TIME_ZONE,
      i18n,
    );
    expect(words.changes).toEqual([
      {
        label: 'Rules',
        before: 'Online, every day, 10% off every order',
        after: 'Online, every day, 15% off every order',
      },
    ]);
  });

  it('says dates and times on the restaurant’s clock, and a holiday by its date', () => {
    const coupon = entryInWords(
      entry({
        entity: 'coupon',
        entityName: 'Thanks',
        changes: { before: { valid_until: null }, after: { valid_until: '2026-12-01T06:00:00.000Z' } },
      }),
      TIME_ZONE,
      i18n,
    );
    expect(coupon.changes).toEqual([{ label: 'Valid until', before: 'none', after: 'Dec 1, 2026 12:00 AM' }]);
    const holiday = entryInWords(
      entry({
        entity: 'holiday',
        action: 'delete',
        entityName: '2026-12-20',
        changes: { before: {}, after: null },
      }),
      TIME_ZONE,
      i18n,
    );
    expect(holiday).toMatchObject({
      headline: 'deleted holiday hours of',
      name: 'Dec 20, 2026',
      changes: [],
    });
  });

  it('says a location’s hours a day at a time', () => {
    const day = (open: boolean) => ({ is_open: open, open_time: '11:00 AM', close_time: '9:00 PM' });
    const week = (sunday: boolean) => ({
      monday: day(true),
      tuesday: day(true),
      wednesday: day(true),
      thursday: day(true),
      friday: day(true),
      saturday: day(true),
      sunday: day(sunday),
    });
    const { changes } = entryInWords(
      entry({
        entity: 'location',
        entityName: 'Saskatoon',
        changes: { before: { business_hours: week(true) }, after: { business_hours: week(false) } },
      }),
      TIME_ZONE,
      i18n,
    );
    expect(changes).toHaveLength(1);
    expect(changes[0]!.label).toBe('Business hours');
    expect(changes[0]!.before).toMatch(/^Mon 11:00 AM–9:00 PM, .*Sun 11:00 AM–9:00 PM$/);
    expect(changes[0]!.after).toMatch(/Sun closed$/);
  });

  it('keeps a change given in a sentence as it is, and counts fields it has no label for', () => {
    expect(
      entryInWords(entry({ summary: 'Paused pickup orders until 5:00 PM' }), TIME_ZONE, i18n).headline,
    ).toBe('Paused pickup orders until 5:00 PM');
    const old = entryInWords(
      entry({ changes: { before: { legacy_flag: 1 }, after: { legacy_flag: 2 } } }),
      TIME_ZONE,
      i18n,
    );
    expect(old).toMatchObject({ changes: [], unlabelled: 1 });
  });
});

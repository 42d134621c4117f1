import type { LocationUpdateRequest, PromotionRequest, PromotionRuleField } from '@storefront/domain';
import { describe, expect, it } from 'vitest';
import { BRAND_FIELDS, BRAND_LISTS } from './brand-fields';
import type { FieldKind, FieldList, FieldSpec } from './components/settings-fields';
import { LOCATION_FIELDS, LOCATION_LISTS } from './location-fields';

type LocationField = FieldSpec<LocationUpdateRequest>['name'];
type PromotionField = FieldSpec<PromotionRequest>['name'];
type FeeTierField = FieldList<LocationUpdateRequest, 'delivery.delivery_fees'>['fields'][number]['name'];

describe('the settings pages’ field tables', () => {
  it('keeps every field of the brand and location forms', () => {
    // A label is a message of the console's catalogue, its English kept as the message.
    expect(BRAND_FIELDS.loyalty[0]).toMatchObject({
      kind: 'check',
      name: 'settings.loyalty_reward_program',
      label: { message: 'Loyalty program' },
    });
    expect(BRAND_LISTS.testimonials.fields.map((field) => field.name)).toEqual(['author', 'quote', 'rating']);
    expect(LOCATION_FIELDS.pickupAndDelivery[5]).toMatchObject({
      kind: 'text',
      name: 'delivery.delivery_area_postal_codes',
      label: { message: 'Postal prefixes' },
      hint: { message: 'e.g. S7H, S7J' },
    });
    expect(LOCATION_LISTS.cutoffs.fields[0]).toMatchObject({
      kind: 'date',
      name: 'date',
      label: { message: 'Date' },
    });
  });

  it('names a field once in its form (its id is made from its name)', () => {
    const namesOf = (tables: Record<string, readonly { name: string }[]>) =>
      Object.values(tables).flatMap((table) => table.map((field) => field.name));
    for (const names of [namesOf(BRAND_FIELDS), namesOf(LOCATION_FIELDS)]) {
      expect(new Set(names).size).toBe(names.length);
    }
  });

  it('refuses, at the typecheck, a name the form’s schema does not have', () => {
    const gst: LocationField = 'settings.gst_rate';
    // @ts-expect-error: the location form has no settings.gst_rat
    const misspelt: LocationField = 'settings.gst_rat';
    const fee: FeeTierField = 'fee';
    // @ts-expect-error: a fee tier has no field `fees`
    const notOfTheRow: FeeTierField = 'fees';
    // @ts-expect-error: a field is text, number, check or date
    const kind: FieldKind = 'colour';
    // Every rule of a promotion is a field of its form, where ruleFieldSpec names it.
    const rule = (field: PromotionRuleField): PromotionField => `rules.${field}`;
    expect([gst, misspelt, fee, notOfTheRow, kind, rule('discount_percentage')]).toHaveLength(6);
  });
});

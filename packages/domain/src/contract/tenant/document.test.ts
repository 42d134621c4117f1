import { describe, expect, it } from 'vitest';
import { DEFAULT_PROMOTION_RULES, DEFAULT_RESTAURANT_SETTINGS, DEFAULT_TENANT_SETTINGS } from '../defaults';
import { documentIssues, jsonPath, tenantDocumentSchema, type TenantDocumentInput } from './document';
import { clock12, clock24, dateRef, instantRef } from './fields';
import { optionGroupSchema } from './menu';
import { promotionSchema } from './promotion';

const hours = (open: string, close: string) => ({ is_open: true, open_time: open, close_time: close });
const week = {
  sunday: { is_open: false, open_time: '11:00 AM', close_time: '09:00 PM' },
  monday: hours('11:00 AM', '09:00 PM'),
  tuesday: hours('11:00 AM', '09:00 PM'),
  wednesday: hours('11:00 AM', '09:00 PM'),
  thursday: hours('11:00 AM', '09:00 PM'),
  friday: hours('05:00 PM', '02:00 AM'),
  saturday: hours('05:00 PM', '02:00 AM'),
};

/** The smallest useful tenant: one location with one item and a promotion on it. */
function minimal(): TenantDocumentInput {
  return {
    version: 1,
    slug: 'riverside',
    brand: { name: 'Riverside Diner' },
    locations: [
      {
        slug: 'downtown',
        name: 'Downtown',
        business_hours: JSON.parse(JSON.stringify(week)) as typeof week,
        holidays: [{ date: 'today+3', is_open: false, note: 'Family day' }],
        menus: [
          {
            name: 'All Day',
            sections: [
              {
                name: 'Mains',
                promotion: 'two-for-one',
                items: [
                  {
                    code: 'M1',
                    name: 'Burger',
                    price: 14.5,
                    sizes: [
                      { name: 'Single', price: 14.5 },
                      { name: 'Double', price: 18 },
                    ],
                  },
                ],
              },
            ],
          },
        ],
      },
    ],
    promotions: [{ key: 'two-for-one', name: 'Two for one', type: 'Buy one, get one free' }],
  };
}

describe('tenantDocumentSchema', () => {
  it('reads a minimal document and fills every setting with its default', () => {
    const doc = tenantDocumentSchema.parse(minimal());
    expect(doc.settings).toEqual(DEFAULT_TENANT_SETTINGS);
    expect(doc.locations[0]!.settings).toEqual(DEFAULT_RESTAURANT_SETTINGS);
    expect(doc.promotions[0]!.rules).toEqual(DEFAULT_PROMOTION_RULES);
    expect(doc.locations[0]!.menus[0]!.online_ordering).toBe(true);
    expect(doc.brand.theme).toBe('gold');
  });

  it('keeps the defaults the settings always had', () => {
    expect(DEFAULT_TENANT_SETTINGS.primary_color).toBe('#D4A762');
    expect(DEFAULT_TENANT_SETTINGS.promotional_banner).toEqual({ enabled: true });
    expect(DEFAULT_RESTAURANT_SETTINGS.pickup_time_interval_in_minutes).toBe(15);
    expect(DEFAULT_RESTAURANT_SETTINGS.reservation_change_cutoff_minutes).toBe(120);
    expect(DEFAULT_PROMOTION_RULES.discount_on_cheapest_item).toBe(100);
    expect(DEFAULT_PROMOTION_RULES.weekdays.sunday).toEqual({
      selected: true,
      from: '00:00',
      until: '23:59',
    });
  });

  it('gives every error with its JSON path, not only the first', () => {
    const input = minimal();
    const location = input.locations[0]!;
    location.business_hours.monday.open_time = '25:00';
    location.menus![0]!.sections![0]!.items![0]!.price = -1;
    input.brand.email = 'not an email';
    input.promotions![0]!.type = 'Half off' as never;
    const result = tenantDocumentSchema.safeParse(input);
    expect(result.success).toBe(false);
    const issues = documentIssues(result.error!);
    expect(issues).toEqual(
      expect.arrayContaining([
        '$.brand.email: The email must be an email address',
        '$.locations[0].business_hours.monday.open_time: The opening time must be a time like 11:00 AM',
        '$.locations[0].menus[0].sections[0].items[0].price: The price cannot be negative',
        expect.stringMatching(/^\$\.promotions\[0\]\.type: The type is one of: Buy one, get one free/),
      ]),
    );
  });

  it('refuses references to what the document does not define', () => {
    const input = minimal();
    input.locations[0]!.menus![0]!.sections![0]!.promotion = 'happy-hour';
    input.promotions![0]!.rules = { restaurants: ['uptown'], eligible_items_group_2: ['Z9'] };
    input.coupons = [{ code: 'SAVE5', name: '$5 off', amount: 5, promotion: 'nope' }];
    input.brand.signature_dishes = [{ item: { location: 'downtown', code: 'M2' }, name: 'Soup', price: 4 }];
    input.settings = {
      transition_popup: {
        enabled: true,
        title: 'Moved',
        new_site_name: 'X',
        new_site_url: 'https://x.example',
        stay_restaurant_id: 'uptown',
      },
    };
    const issues = documentIssues(tenantDocumentSchema.safeParse(input).error!);
    expect(issues).toEqual([
      '$.locations[0].menus[0].sections[0].promotion: No promotion has the key happy-hour',
      '$.promotions[0].rules.restaurants[0]: No location is called uptown',
      '$.promotions[0].rules.eligible_items_group_2[0]: No item has the code Z9',
      '$.coupons[0].promotion: No promotion has the key nope',
      '$.brand.signature_dishes[0].item.code: downtown has no item with the code M2',
      '$.settings.transition_popup.stay_restaurant_id: No location is called uptown',
    ]);
  });

  it('refuses twice the same item code in a location, and two locations of one slug', () => {
    const input = minimal();
    const items = input.locations[0]!.menus![0]!.sections![0]!.items!;
    items.push({ ...items[0]!, sizes: [] });
    input.locations.push({ ...input.locations[0]!, menus: [] });
    const issues = documentIssues(tenantDocumentSchema.safeParse(input).error!);
    expect(issues).toContain('$.locations[0].menus: Item code M1 is used twice in this location');
    expect(issues).toContain('$.locations: Two locations are called downtown');
  });

  it('says when a sized item’s price is not its first size’s, and refuses an unknown version', () => {
    const input = minimal();
    input.locations[0]!.menus![0]!.sections![0]!.items![0]!.price = 18;
    (input as { version: number }).version = 2;
    const issues = documentIssues(tenantDocumentSchema.safeParse(input).error!);
    expect(issues).toContain('$.version: This reader knows version 1 of the tenant document');
    expect(issues).toContain(
      '$.locations[0].menus[0].sections[0].items[0].price: With sizes, the price is the first size’s price',
    );
  });
});

describe('relative dates', () => {
  it('take a date, today with an offset in days, an instant or now with an offset in days', () => {
    for (const ok of ['2026-12-24', 'today', 'today+3', 'today-120'])
      expect(dateRef('D').safeParse(ok).success).toBe(true);
    for (const bad of ['2026-02-30', 'tomorrow', 'today+3d', '24/12/2026'])
      expect(dateRef('The date').safeParse(bad).error?.issues[0]?.message).toMatch(
        /^The date must be a date like/,
      );
    for (const ok of ['2026-12-24T17:00:00.000Z', 'now', 'now+2d', 'now-30d'])
      expect(instantRef('I').safeParse(ok).success).toBe(true);
    for (const bad of ['now+2', '2026-12-24', 'later'])
      expect(instantRef('I').safeParse(bad).success).toBe(false);
  });

  it('say an empty date or time is missing, naming no format (a picker shows its own)', () => {
    const messages = (schema: { safeParse(v: unknown): { error?: { issues: { message: string }[] } } }) =>
      schema.safeParse('').error?.issues.map((issue) => issue.message);
    expect(messages(clock24('The cut-off time'))).toEqual(['The cut-off time is missing']);
    expect(messages(dateRef('The cut-off date'))).toEqual(['The cut-off date is missing']);
    expect(messages(clock12('The opening time'))).toEqual(['The opening time is missing']);
    expect(messages(instantRef('Valid from'))).toEqual(['Valid from is missing']);
    // A file's malformed value still gets the format to write.
    expect(clock24('The cut-off time').safeParse('9.30pm').error?.issues[0]?.message).toBe(
      'The cut-off time must be a 24-hour time like 21:30',
    );
  });
});

describe('option groups and promotions', () => {
  it('checks the choice counts of an option group', () => {
    const group = {
      name: 'Side',
      selection_type: 'Single',
      min_selected: 2,
      max_selected: 1,
      items: [{ name: 'Fries' }],
    };
    expect(optionGroupSchema.safeParse(group).error?.issues.map((i) => i.message)).toEqual([
      'The fewest choices cannot be more than the most choices',
      'The fewest choices cannot be more than the options there are',
    ]);
  });

  it('asks each type for the rule it needs, and a coupon code promotion for its code', () => {
    const issues = (input: object) =>
      promotionSchema
        .safeParse({ key: 'p', name: 'P', ...input })
        .error?.issues.map((i) => `${jsonPath(i.path)}: ${i.message}`);
    expect(issues({ type: '% discount on cart' })).toEqual([
      '$.rules.discount_percentage: Give the discount percentage',
    ]);
    expect(
      issues({ type: 'Payment method reward', rules: { payment_method: 'Online', discount_percentage: 5 } }),
    ).toBeUndefined();
    expect(
      issues({
        type: 'Fixed discount amount on cart',
        rules: { discount_amount: 5 },
        promo_apply_option: 'Coupon code',
      }),
    ).toEqual(['$.coupon_code: A coupon code promotion needs its code']);
    expect(issues({ type: 'Free delivery', rules: { free_delivery_condition: 'Distance' } })).toEqual([
      '$.rules.delivery_distance_in_meter: Give the distance free delivery reaches',
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { DEMO_ALLERGENS } from './allergens';
import { EMERALD } from './emerald';
import { GOLDEN_MAPLE } from './goldenmaple';
import { PRAIRIE_PIE } from './prairiepie';

describe('the demo allergens', () => {
  it('name only items the tenant has, and cover every tenant', () => {
    const tenants = [GOLDEN_MAPLE, EMERALD, PRAIRIE_PIE];
    expect(Object.keys(DEMO_ALLERGENS).sort()).toEqual(tenants.map((t) => t.slug).sort());
    for (const tenant of tenants) {
      const codes = new Set(
        tenant.restaurants.flatMap((r) =>
          r.menus.flatMap((m) => m.sections.flatMap((s) => s.items.map((i) => i.cd))),
        ),
      );
      const unknown = Object.keys(DEMO_ALLERGENS[tenant.slug]!).filter((cd) => !codes.has(cd));
      expect(unknown, tenant.slug).toEqual([]);
    }
  });
});

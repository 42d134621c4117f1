import { describe, expect, it } from 'vitest';
import type { PromotionItemsEntry } from './dine-in';
import { groupMenuPromotions, promotionsOffered, type OfferablePromotion } from './menu-promotions';

const NOW = Date.parse('2026-11-25T20:30:00Z');
const ZONE = 'America/Regina';

const promotion = (id: string, over: Partial<OfferablePromotion> = {}) => ({
  _id: id,
  name: `Promotion ${id}`,
  disabled: false,
  available_option: 'Unlimited',
  available_from: null,
  available_until: null,
  rules: { restaurants: [] as string[] },
  ...over,
});

const entry = (
  promotion: string | null,
  section: string,
  ids: string[],
): PromotionItemsEntry<{ _id: string }> => ({
  promotion,
  section,
  name: `Section ${section}`,
  items: ids.map((id) => ({ _id: id })),
});

describe('promotionsOffered', () => {
  it('keeps enabled promotions visible today for every restaurant or this one, in order', () => {
    const list = [
      promotion('a'),
      promotion('off', { disabled: true }),
      promotion('elsewhere', { rules: { restaurants: ['r2'] } }),
      promotion('here', { rules: { restaurants: ['r2', 'r1'] } }),
      promotion('ended', { available_option: 'Date range', available_until: '2026-11-24' }),
      promotion('today', {
        available_option: 'Date range',
        available_from: '2026-11-25',
        available_until: '2026-11-25',
      }),
      promotion('later', { available_option: 'Date range', available_from: '2026-11-26' }),
    ];
    expect(promotionsOffered(list, 'r1', NOW, ZONE).map((p) => p._id)).toEqual(['a', 'here', 'today']);
  });
});

describe('groupMenuPromotions', () => {
  const a = promotion('a');
  const b = promotion('b');
  const c = promotion('c');

  it('groups items per promotion in the promotions order, each item once, then sections tied to none', () => {
    const { groups } = groupMenuPromotions(
      [
        entry(null, 's0', ['x']),
        entry('b', 's1', ['1', '2']),
        entry('a', 's2', ['3']),
        entry('b', 's3', ['2', '4']),
      ],
      [a, b],
    );
    expect(groups.map((g) => [g.key, g.name, g.items.map((i) => i._id)])).toEqual([
      ['a', 'Promotion a', ['3']],
      ['b', 'Promotion b', ['1', '2', '4']],
      ['section:s0', 'Section s0', ['x']],
    ]);
    expect(groups[0]!.promotion).toBe(a);
    expect(groups[2]!.promotion).toBeNull();
  });

  it('leaves out the items of promotions not on offer, and empty sections', () => {
    const { groups, cards } = groupMenuPromotions([entry('gone', 's1', ['1']), entry('a', 's2', [])], [a]);
    expect(groups).toEqual([]);
    expect(cards).toEqual([a]);
  });

  it('lists the promotions on offer without items as cards, once each', () => {
    const { groups, cards } = groupMenuPromotions([entry('b', 's1', ['1'])], [a, b, c, a]);
    expect(groups.map((g) => g.key)).toEqual(['b']);
    expect(cards.map((p) => p._id)).toEqual(['a', 'c']);
  });

  it('does not mutate its inputs', () => {
    const items = [entry('a', 's1', ['1'])];
    const offered = [a];
    const frozen = JSON.stringify([items, offered]);
    groupMenuPromotions(items, offered);
    expect(JSON.stringify([items, offered])).toBe(frozen);
  });
});

/*
 * 'Buy one, get one free': units in pairs, most expensive first; the cheaper unit of a pair gets
 * discount_on_cheapest_item %, the dearer discount_on_most_expensive_item %.
 */
import { percentOf } from '../../money';
import {
  itemsIn,
  listed,
  itemFields,
  noShares,
  percent,
  type ItemPromotionDefinition,
  type PromotionLine,
  type Unit,
} from '../definition';
import type { EnginePromotion } from '../rules';

const byPrice = (a: Unit, b: Unit) => b.price - a.price || a.line - b.line;

/** Adjacent units by price, most expensive first: each pair is [dearer, cheaper]; an odd one is left alone. */
function pairUp(units: readonly Unit[]): { pairs: [Unit, Unit][]; single: Unit[] } {
  const sorted = [...units].sort(byPrice);
  const pairs: [Unit, Unit][] = [];
  for (let i = 0; i + 1 < sorted.length; i += 2) pairs.push([sorted[i]!, sorted[i + 1]!]);
  return { pairs, single: sorted.length % 2 === 1 ? [sorted[sorted.length - 1]!] : [] };
}

/**
 * The pairs. With must_be_same_item, two units of the same group-1 item; else with a group 2, a
 * group-1 unit ("buy") with a group-2 unit ("get"), dearest with dearest; else any two group-1 units.
 */
function bogoPairs(
  promotion: EnginePromotion,
  units: readonly Unit[],
  lines: readonly PromotionLine[],
): { pairs: [Unit, Unit][]; single: Unit[] } {
  const rules = promotion.rules;
  const group1 = units.filter((u) => listed(rules.eligible_items_group_1, lines[u.line]!));
  if (rules.must_be_same_item) {
    const byItem = new Map<string, Unit[]>();
    for (const unit of group1) byItem.set(unit.key, [...(byItem.get(unit.key) ?? []), unit]);
    const result = { pairs: [] as [Unit, Unit][], single: [] as Unit[] };
    for (const same of byItem.values()) {
      const { pairs, single } = pairUp(same);
      result.pairs.push(...pairs);
      result.single.push(...single);
    }
    return result;
  }
  if ((rules.eligible_items_group_2 ?? []).length > 0) {
    const buys = [...group1].sort(byPrice);
    const gets = units
      .filter((u) => !group1.includes(u) && listed(rules.eligible_items_group_2, lines[u.line]!))
      .sort(byPrice);
    const n = Math.min(buys.length, gets.length);
    const pairs = buys.slice(0, n).map((buy, i): [Unit, Unit] => {
      const get = gets[i]!;
      return byPrice(buy, get) <= 0 ? [buy, get] : [get, buy];
    });
    return { pairs, single: buys.slice(n) };
  }
  return pairUp(group1);
}

export const buyOneGetOneFree = {
  type: 'Buy one, get one free' as const,
  stage: 'item',
  fields: itemFields(
    'eligible_items_group_1',
    'eligible_items_group_2',
    'must_be_same_item',
    'discount_on_cheapest_item',
    'discount_on_most_expensive_item',
  ),
  offer(rules, itemName, book) {
    const cheaper = percent(rules.discount_on_cheapest_item);
    const dearer = percent(rules.discount_on_most_expensive_item);
    const second = cheaper === 100 ? book.free() : book.percentOff(cheaper);
    const off = dearer > 0 ? book.andDearerOff(second, dearer) : second;
    const buy = itemsIn(rules.eligible_items_group_1, itemName, book);
    if (rules.must_be_same_item) return book.buyOneGetSameOne(off, buy);
    if (rules.eligible_items_group_2.length > 0)
      return book.buyOneOfGetOneOf(buy, itemsIn(rules.eligible_items_group_2, itemName, book), off);
    return book.buyOneGetOne(off, buy);
  },
  applyToItems(promotion, free, lines) {
    const { pairs, single } = bogoPairs(promotion, free, lines);
    const cheapest = percent(promotion.rules.discount_on_cheapest_item);
    const dearest = percent(promotion.rules.discount_on_most_expensive_item);
    const perLine = noShares(lines);
    for (const [dear, cheap] of pairs) {
      for (const [unit, pct] of [
        [cheap, cheapest],
        [dear, dearest],
      ] as const) {
        const off = percentOf(unit.price, pct);
        if (off <= 0) continue;
        const entry = perLine[unit.line]!;
        entry.units += 1;
        entry.amount += unit.price;
        entry.discount += off;
      }
    }
    return { used: pairs.flat(), perLine, unpaired: [...new Set(single.map((u) => u.name))] };
  },
} satisfies ItemPromotionDefinition;

/* '% discount on selected items': every unit of a group-1 item, at one percentage. */
import { allocate, percentOf } from '../../money';
import {
  itemsIn,
  listed,
  itemFields,
  noShares,
  percent,
  sum,
  type ItemPromotionDefinition,
} from '../definition';
import type { EnginePromotion } from '../rules';

/** The percentage it gives: discount_on_items_group_1, else discount_percentage. */
export function selectedItemsPercent(promotion: Pick<EnginePromotion, 'rules'>): number {
  const group = percent(promotion.rules.discount_on_items_group_1);
  return group > 0 ? group : percent(promotion.rules.discount_percentage);
}

export const selectedItemsDiscount = {
  type: '% discount on selected items' as const,
  stage: 'item',
  // The demo's and most documents' percentage is discount_percentage (selectedItemsPercent).
  fields: itemFields('eligible_items_group_1', 'discount_percentage'),
  offer: (rules, itemName, book) =>
    book.percentOffItems(
      selectedItemsPercent({ rules }),
      itemsIn(rules.eligible_items_group_1, itemName, book),
    ),
  applyToItems(promotion, free, lines) {
    const used = free.filter((u) => listed(promotion.rules.eligible_items_group_1, lines[u.line]!));
    const perLine = noShares(lines);
    for (const unit of used) {
      perLine[unit.line]!.units += 1;
      perLine[unit.line]!.amount += unit.price;
    }
    const off = percentOf(sum(perLine.map((e) => e.amount)), selectedItemsPercent(promotion));
    allocate(
      off,
      perLine.map((e) => e.amount),
    ).forEach((share, i) => (perLine[i]!.discount = share));
    return { used, perLine };
  },
} satisfies ItemPromotionDefinition;

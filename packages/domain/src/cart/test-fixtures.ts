// Shared fixtures for the cart tests.
import type { ApiMenu, ApiMenuItem } from '../contract/api';
import type { OptionGroup } from '../contract/settings';
import type { CartLine } from './types';

const option = (_id: string, name: string, additional_cost: number, hidden_from_public = false) => ({
  _id,
  name,
  additional_cost,
  hidden_from_public,
});

export const group = (
  g: Partial<OptionGroup> & Pick<OptionGroup, '_id' | 'name' | 'items'>,
): OptionGroup => ({
  selection_type: 'Multiple',
  min_selected: 0,
  max_selected: 0,
  number_of_free_options: 0,
  information: null,
  is_extra: false,
  hidden_from_public: false,
  ...g,
});

export const SPICY = group({
  _id: 'g-spicy',
  name: 'Spicy',
  selection_type: 'Single',
  min_selected: 1,
  max_selected: 1,
  items: [option('o-mild', 'Mild', 0), option('o-medium', 'Medium', 0), option('o-hot', 'Hot', 0.5)],
});

export const PROTEIN = group({
  _id: 'g-protein',
  name: 'Protein',
  selection_type: 'Single',
  items: [option('o-chicken', 'Chicken', 2), option('o-beef', 'Beef', 3)],
});

/** Up to 3, the first one (in this order) free; one hidden item. */
export const ADDONS = group({
  _id: 'g-addons',
  name: 'Add-ons',
  max_selected: 3,
  number_of_free_options: 1,
  items: [
    option('o-egg', 'Egg', 1.25),
    option('o-cheese', 'Cheese', 1),
    option('o-bacon', 'Bacon', 2.5),
    option('o-secret', 'Secret', 0.75, true),
  ],
});

export const EXTRA = group({
  _id: 'g-extra',
  name: 'Extra',
  is_extra: true,
  items: [option('o-noodles', 'Extra noodles', 3)],
});

export const HIDDEN = group({
  _id: 'g-hidden',
  name: 'Staff only',
  hidden_from_public: true,
  items: [option('o-staff', 'Staff meal', 0)],
});

export const menuItem = (over: Partial<ApiMenuItem> = {}): ApiMenuItem => ({
  _id: 'i-ramen',
  cd: 'R1',
  name: 'Ramen',
  printName: 'RAMEN',
  description: null,
  price: 11,
  sizes: [
    { _id: 's-small', name: 'Small', price: 9.5 },
    { _id: 's-large', name: 'Large', price: 12.5 },
  ],
  options: [SPICY, PROTEIN, ADDONS, EXTRA, HIDDEN],
  photos: [],
  tags: [],
  sub_items: [],
  allergens: [],
  sold_out_until: null,
  ...over,
});

export const RAMEN = menuItem();

/** A plain line with no options: id, basePrice and quantity as given. */
export const line = (over: Partial<CartLine> = {}): CartLine => {
  const quantity = over.quantity ?? 1;
  const basePrice = over.basePrice ?? 1000;
  return {
    uuid: 'u-1',
    id: 'i-1',
    cd: 'C1',
    name: 'Item',
    printName: null,
    size: null,
    options: [],
    quantity,
    basePrice,
    baseTotal: basePrice * quantity,
    extraPrice: 0,
    extraTotal: 0,
    specialInstructions: '',
    duration: null,
    ...over,
  };
};

export const menu = (over: Partial<ApiMenu> & Pick<ApiMenu, '_id'>, items: ApiMenuItem[]): ApiMenu => ({
  name: over._id,
  description: null,
  duration: { name: 'all', time_start: null, time_end: null },
  online_ordering: true,
  sections: [
    { _id: `${over._id}-s`, name: 'Section', description: null, is_promotion: false, promotion: null, items },
  ],
  ...over,
});

/** Deeply frozen, so a test fails if the code under test writes to its input. */
export function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object') {
    Object.values(value).forEach(deepFreeze);
    Object.freeze(value);
  }
  return value;
}

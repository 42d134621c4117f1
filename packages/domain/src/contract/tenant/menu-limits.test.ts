import { describe, expect, it } from 'vitest';
import { locationSchema } from './location';
import { MENU_LIMIT_MESSAGES, MENU_LIMITS, menuItemSchema, menuSchema, optionGroupSchema } from './menu';

const open = { is_open: true, open_time: '11:00 AM', close_time: '09:00 PM' };
const week = Object.fromEntries(
  ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'].map((d) => [d, open]),
);
const group = (count: number) => ({
  name: 'Extras',
  selection_type: 'Multiple',
  min_selected: 0,
  max_selected: 3,
  items: Array.from({ length: count }, (_, i) => ({ name: `Extra ${i + 1}` })),
});
const item = (code: string, options: number[] = []) => ({
  code,
  name: `Item ${code}`,
  price: 5,
  options: options.map(group),
});
/** A location whose one menu holds `items`, a section per `itemsPerSection` of them. */
const location = (items: ReturnType<typeof item>[]) => {
  const sections = [];
  for (let i = 0; i < items.length; i += MENU_LIMITS.itemsPerSection)
    sections.push({ name: `Section ${i}`, items: items.slice(i, i + MENU_LIMITS.itemsPerSection) });
  const menus = [];
  for (let i = 0; i < sections.length; i += MENU_LIMITS.sectionsPerMenu)
    menus.push({ name: `Menu ${i}`, sections: sections.slice(i, i + MENU_LIMITS.sectionsPerMenu) });
  return { slug: 'downtown', name: 'Downtown', business_hours: week, menus };
};
const messages = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => result.error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`) ?? [];

describe('the limits on a menu’s size (issue 27 item 6)', () => {
  it('takes a group, an item, a section and a menu at their limits', () => {
    expect(optionGroupSchema.safeParse(group(MENU_LIMITS.optionsPerGroup)).success).toBe(true);
    expect(menuItemSchema.safeParse(item('A', [100, 100, 100])).success).toBe(true);
    const full = Array.from({ length: MENU_LIMITS.itemsPerSection }, (_, i) => item(`I${i}`));
    expect(menuSchema.safeParse({ name: 'All day', sections: [{ name: 'All', items: full }] }).success).toBe(
      true,
    );
  });

  it('refuses one more, each with its message at its path', () => {
    expect(messages(optionGroupSchema.safeParse(group(MENU_LIMITS.optionsPerGroup + 1)))).toEqual([
      `items: ${MENU_LIMIT_MESSAGES.optionsPerGroup}`,
    ]);
    expect(messages(menuItemSchema.safeParse(item('A', [100, 100, 100, 1])))).toEqual([
      `options: ${MENU_LIMIT_MESSAGES.optionsPerItem}`,
    ]);
    const groups = Array.from({ length: MENU_LIMITS.optionGroupsPerItem + 1 }, () => 1);
    expect(messages(menuItemSchema.safeParse(item('A', groups)))).toEqual([
      `options: ${MENU_LIMIT_MESSAGES.optionGroupsPerItem}`,
    ]);
    const tooMany = Array.from({ length: MENU_LIMITS.itemsPerSection + 1 }, (_, i) => item(`I${i}`));
    expect(
      messages(menuSchema.safeParse({ name: 'All day', sections: [{ name: 'All', items: tooMany }] })),
    ).toEqual([`sections.0.items: ${MENU_LIMIT_MESSAGES.itemsPerSection}`]);
  });

  it('counts items and options across all of a location’s menus', () => {
    const items = (count: number, options: number[]) =>
      Array.from({ length: count }, (_, i) => item(`I${i}`, options));
    expect(locationSchema.safeParse(location(items(MENU_LIMITS.itemsPerLocation, []))).success).toBe(true);
    expect(messages(locationSchema.safeParse(location(items(MENU_LIMITS.itemsPerLocation + 1, []))))).toEqual(
      [`menus: ${MENU_LIMIT_MESSAGES.itemsPerLocation}`],
    );
    // 200 items of 100 options are the location's 20,000; one more option is past it.
    const full = items(MENU_LIMITS.optionsPerLocation / 100, [100]);
    expect(locationSchema.safeParse(location(full)).success).toBe(true);
    expect(messages(locationSchema.safeParse(location([...full, item('ONE', [1])])))).toEqual([
      `menus: ${MENU_LIMIT_MESSAGES.optionsPerLocation}`,
    ]);
  });
});

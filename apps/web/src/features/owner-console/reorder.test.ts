import { describe, expect, it } from 'vitest';
import { moved } from './components/menus/reorder';

describe('moving one of a list', () => {
  it('takes it out and puts it at the new place', () => {
    expect(moved(['a', 'b', 'c', 'd'], 0, 2)).toEqual(['b', 'c', 'a', 'd']);
    expect(moved(['a', 'b', 'c', 'd'], 3, 1)).toEqual(['a', 'd', 'b', 'c']);
  });

  it('leaves the order as it is for a move to the same place or outside the list', () => {
    const ids = ['a', 'b'];
    expect(moved(ids, 1, 1)).toEqual(ids);
    expect(moved(ids, 0, -1)).toEqual(ids);
    expect(moved(ids, 1, 2)).toEqual(ids);
    expect(moved(ids, 0, 1)).not.toBe(ids);
  });
});

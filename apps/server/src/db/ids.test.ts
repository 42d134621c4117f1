import { describe, expect, it } from 'vitest';
import { isId, newId } from './ids';

describe('newId', () => {
  it('is 24 hex characters that start with the time in seconds', () => {
    const before = Math.floor(Date.now() / 1000);
    const id = newId();
    const after = Math.floor(Date.now() / 1000);
    expect(isId(id)).toBe(true);
    const seconds = Number.parseInt(id.slice(0, 8), 16);
    expect(seconds).toBeGreaterThanOrEqual(before);
    expect(seconds).toBeLessThanOrEqual(after);
  });

  it('never repeats, across refills of its random pool', () => {
    const ids = Array.from({ length: 5000 }, () => newId());
    expect(new Set(ids).size).toBe(5000);
    // The random part differs even within one second.
    expect(new Set(ids.map((id) => id.slice(8))).size).toBe(5000);
  });
});

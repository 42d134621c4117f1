import { describe, expect, it } from 'vitest';
import { safeReturnPath, withStep } from './return-path';

describe('safeReturnPath', () => {
  it('follows paths on this site', () => {
    expect(safeReturnPath('/checkout', '/')).toBe('/checkout');
    expect(safeReturnPath('/profile/orders?x=1', '/')).toBe('/profile/orders?x=1');
  });

  it('falls back for anything that could leave the site, or nothing', () => {
    for (const bad of [
      null,
      undefined,
      '',
      'https://evil.example',
      '//evil.example',
      '/\\evil.example',
      'profile',
      '/a\nb',
    ]) {
      expect(safeReturnPath(bad, '/home')).toBe('/home');
    }
  });
});

describe('withStep', () => {
  it('keeps the step the diner came from', () => {
    expect(withStep('/checkout', '2')).toBe('/checkout?step=2');
    expect(withStep('/checkout?a=1', '2')).toBe('/checkout?a=1&step=2');
    expect(withStep('/checkout?step=1', '2')).toBe('/checkout?step=2');
    expect(withStep('/', null)).toBe('/');
  });
});

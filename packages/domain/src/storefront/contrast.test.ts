import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { contrastRatio, parseHexColor, readableTextTone } from './contrast';

describe('parseHexColor', () => {
  it('reads short and long hex', () => {
    expect(parseHexColor('#D4A762')).toEqual([212, 167, 98]);
    expect(parseHexColor('fff')).toEqual([255, 255, 255]);
    expect(parseHexColor(' #1f7a5a ')).toEqual([31, 122, 90]);
    expect(parseHexColor('red')).toBeNull();
    expect(parseHexColor('#12345')).toBeNull();
  });
});

describe('contrastRatio', () => {
  it('matches WCAG reference values', () => {
    expect(contrastRatio('#000', '#fff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#fff', '#fff')).toBeCloseTo(1, 5);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
    expect(contrastRatio('nope', '#fff')).toBeNull();
  });
});

describe('readableTextTone', () => {
  it('puts dark text on the gold brand and light text on the emerald one', () => {
    expect(readableTextTone('#D4A762')).toBe('dark');
    expect(readableTextTone('#daa95a')).toBe('dark');
    expect(readableTextTone('#1F7A5A')).toBe('light');
    expect(readableTextTone('not a colour')).toBe('dark');
  });

  it('always reaches AA (4.5:1) for normal text', () => {
    const hex = fc
      .tuple(
        fc.integer({ min: 0, max: 255 }),
        fc.integer({ min: 0, max: 255 }),
        fc.integer({ min: 0, max: 255 }),
      )
      .map((rgb) => `#${rgb.map((c) => c.toString(16).padStart(2, '0')).join('')}`);
    fc.assert(
      fc.property(hex, (background) => {
        const text = readableTextTone(background) === 'dark' ? '#000000' : '#ffffff';
        expect(contrastRatio(background, text)!).toBeGreaterThanOrEqual(4.5);
      }),
    );
  });
});

import { describe, expect, it } from 'vitest';
import { stripUnsafeText, stripUnsafeTextDeep } from './text-hygiene';

describe('stripUnsafeText', () => {
  it('removes NUL, control and bidi characters; keeps tabs, line breaks and every letter', () => {
    expect(stripUnsafeText('Av\u0000ery\u0007')).toBe('Avery');
    expect(stripUnsafeText('Bob\u202Egnp.exe')).toBe('Bobgnp.exe');
    expect(stripUnsafeText('\u2066Lee\u2069\u200F')).toBe('Lee');
    expect(stripUnsafeText('No onions\nExtra sauce\tplease')).toBe('No onions\nExtra sauce\tplease');
    expect(stripUnsafeText('Zoë Ñúñez 李 محمد 🍕')).toBe('Zoë Ñúñez 李 محمد 🍕');
  });

  it('cleans a whole body but the keys it is told to keep', () => {
    const body = {
      customer: { firstName: 'A\u0000' },
      items: [{ note: 'x\u202Ey' }],
      password: 'p\u0000w',
      n: 3,
    };
    expect(stripUnsafeTextDeep(body, (key) => key === 'password')).toEqual({
      customer: { firstName: 'A' },
      items: [{ note: 'xy' }],
      password: 'p\u0000w',
      n: 3,
    });
  });
});

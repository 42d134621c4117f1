import { describe, expect, it } from 'vitest';
import { savedCardLabel } from './accounts';

describe('savedCardLabel', () => {
  it.each([
    ['visa', '4242', 'Visa •••• 4242'],
    ['mastercard', '4444', 'Mastercard •••• 4444'],
    ['amex', '8431', 'American Express •••• 8431'],
    ['diners', '0004', 'Diners •••• 0004'],
  ])('%s %s → %s', (brand, last4, label) => {
    expect(savedCardLabel({ brand, last4 })).toBe(label);
  });
});

import { describe, expect, it } from 'vitest';
import { testCardProblem } from './test-provider';

/* The test provider's card form checks, in Stripe's words (its state changes are tested through the API). */

const NOW = new Date('2026-11-25T20:30:00Z');
const card = { number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123', postalCode: 'S7M 0W9' };

describe('testCardProblem', () => {
  it.each([
    [{}, null],
    [{ number: '4242 4242 4242' }, 'Your card number is incomplete.'],
    [{ number: '4242' }, 'Your card number is incomplete.'],
    [{ number: '4242 4242 4242 4241' }, 'Your card number is invalid.'],
    [{ expiry: '1230' }, "Your card's expiration date is incomplete."],
    [{ expiry: '13/30' }, "Your card's expiration date is invalid."],
    [{ expiry: '10/26' }, "Your card's expiration year is in the past."],
    [{ expiry: '11/26' }, null],
    [{ expiry: '11/2026' }, null],
    [{ cvc: '12' }, "Your card's security code is incomplete."],
    [{ postalCode: ' ' }, 'Your postal code is incomplete.'],
  ])('%j → %s', (change, expected) => {
    expect(testCardProblem({ ...card, ...change }, NOW)).toBe(expected);
  });
});

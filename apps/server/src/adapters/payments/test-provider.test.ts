import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, TEST_NOW, type TestDb } from '../../test/harness';
import { PaymentRequestError } from './payment-provider';
import { TestPaymentProvider, testCardProblem } from './test-provider';

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

describe('TestPaymentProvider.cancel', () => {
  let testDb: TestDb;
  let provider: TestPaymentProvider;
  beforeAll(async () => {
    testDb = await createTestDb();
    provider = new TestPaymentProvider(testDb.db.kysely, () => TEST_NOW);
  });
  afterAll(() => testDb.drop());

  const intent = (key: string) =>
    provider.create({
      amount: 498,
      currency: 'cad',
      captureMethod: 'manual',
      idempotencyKey: key,
      description: 'order',
      metadata: {},
      account: null,
    });

  it('voids an authorisation, but with unlessAuthorised only a payment no card confirmed (as Stripe, decision 0065)', async () => {
    const call = { account: null, idempotencyKey: 'void', unlessAuthorised: true };
    const open = await intent('open');
    expect((await provider.cancel(open.id, call)).status).toBe('canceled');
    const authorised = await intent('authorised');
    await provider.confirm(authorised.id, { card });
    await expect(provider.cancel(authorised.id, call)).rejects.toThrow(
      new PaymentRequestError('This payment is requires capture and cannot be canceled.'),
    );
    expect((await provider.retrieve(authorised.id)).status).toBe('requires_capture');
    expect((await provider.cancel(authorised.id, { ...call, unlessAuthorised: false })).status).toBe(
      'canceled',
    );
  });
});

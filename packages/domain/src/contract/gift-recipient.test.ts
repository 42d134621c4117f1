import { describe, expect, it } from 'vitest';
import {
  GIFT_RECIPIENT_MESSAGES as M,
  giftRecipientSchema,
  giftSendAt,
  giftSendDates,
  validateGiftRecipient,
} from './gift-recipient';

// Wednesday 2026-11-25, 2:30 PM in Saskatoon (America/Regina, UTC-6 all year).
const NOW = Date.parse('2026-11-25T20:30:00Z');
const REGINA = 'America/Regina';

const firstMessage = (input: unknown) => {
  const result = giftRecipientSchema.safeParse(input);
  return result.success ? null : result.error.issues[0]!.message;
};

describe('giftRecipientSchema', () => {
  it('takes a name and an email; the message and date are optional, and blank means none', () => {
    expect(
      giftRecipientSchema.parse({
        name: ' Alex Chen ',
        email: 'Alex@Example.com',
        message: '  ',
        sendDate: '',
      }),
    ).toEqual({ name: 'Alex Chen', email: 'alex@example.com', message: null, sendDate: null });
    expect(
      giftRecipientSchema.parse({
        name: 'Alex',
        email: 'a@b.co',
        message: ' Enjoy! ',
        sendDate: '2026-12-24',
      }),
    ).toEqual({ name: 'Alex', email: 'a@b.co', message: 'Enjoy!', sendDate: '2026-12-24' });
  });

  it.each([
    [{ email: 'a@b.co' }, M.name],
    [{ name: '  ', email: 'a@b.co' }, M.name],
    [{ name: 'Alex' }, M.email],
    [{ name: 'Alex', email: 'alex@' }, M.invalidEmail],
    [{ name: 'Alex', email: 'a@b.co', message: 'x'.repeat(501) }, M.messageTooLong],
    [{ name: 'Alex', email: 'a@b.co', message: 42 }, 'message must be text'],
    [{ name: 'Alex', email: 'a@b.co', sendDate: 'Christmas' }, M.sendDate],
    [{ name: 'Alex', email: 'a@b.co', sendDate: 20261224 }, M.sendDate],
    ['Alex', 'recipient must be an object with name and email'],
  ])('%j → %s', (input, message) => {
    expect(firstMessage(input)).toBe(message);
  });

  it('keeps a message of exactly 500 characters', () => {
    expect(firstMessage({ name: 'Alex', email: 'a@b.co', message: 'x'.repeat(500) })).toBeNull();
  });
});

describe('giftSendAt', () => {
  it('sends now without a date, or for today on the restaurant’s clock', () => {
    expect(giftSendAt(null, NOW, REGINA)).toEqual({ sendAt: NOW });
    expect(giftSendAt('2026-11-25', NOW, REGINA)).toEqual({ sendAt: NOW });
  });

  it('sends a future date at 9:00 AM in the restaurant’s zone', () => {
    expect(giftSendAt('2026-11-26', NOW, REGINA)).toEqual({ sendAt: Date.parse('2026-11-26T15:00:00Z') });
    // Toronto is UTC-5 in December: the same date is another instant.
    expect(giftSendAt('2026-12-24', NOW, 'America/Toronto')).toEqual({
      sendAt: Date.parse('2026-12-24T14:00:00Z'),
    });
  });

  it('refuses a past date, a date past the limit and a date that does not exist', () => {
    expect(giftSendAt('2026-11-24', NOW, REGINA)).toEqual({ error: M.sendDatePast });
    expect(giftSendAt('2027-02-23', NOW, REGINA)).toEqual({ sendAt: Date.parse('2027-02-23T15:00:00Z') });
    expect(giftSendAt('2027-02-24', NOW, REGINA)).toEqual({ error: M.sendDateTooFar });
    expect(giftSendAt('2026-02-30', NOW, REGINA)).toEqual({ error: M.sendDate });
  });

  it('reads "today" in the restaurant’s zone, not UTC', () => {
    // 03:00Z on the 26th is still the 25th (9 PM) in Saskatoon: the 25th is today, the 26th is tomorrow.
    const lateEvening = Date.parse('2026-11-26T03:00:00Z');
    expect(giftSendDates(lateEvening, REGINA)).toEqual({ first: '2026-11-25', last: '2027-02-23' });
    expect(giftSendAt('2026-11-25', lateEvening, REGINA)).toEqual({ sendAt: lateEvening });
    expect(giftSendAt('2026-11-26', lateEvening, REGINA)).toEqual({
      sendAt: Date.parse('2026-11-26T15:00:00Z'),
    });
  });
});

describe('validateGiftRecipient', () => {
  const values = { name: 'Alex', email: 'alex@example.com', message: '', sendDate: '' };
  it('says what the server would, field by field', () => {
    expect(validateGiftRecipient(values, NOW, REGINA)).toEqual({});
    expect(validateGiftRecipient({ ...values, name: ' ', email: 'x' }, NOW, REGINA)).toEqual({
      name: M.name,
      email: M.invalidEmail,
    });
    expect(validateGiftRecipient({ ...values, sendDate: '2026-11-24' }, NOW, REGINA)).toEqual({
      sendDate: M.sendDatePast,
    });
    expect(validateGiftRecipient({ ...values, sendDate: '2026-12-24' }, NOW, REGINA)).toEqual({});
  });
});

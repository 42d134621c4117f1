import { describe, expect, it } from 'vitest';
import { customerOf, guestSchema, isGuestEmail } from './guest-form';
import { messagesOf } from './schema';

const validateGuestDetails = (values: Parameters<typeof customerOf>[0]) => messagesOf(guestSchema, values);

const filled = { firstName: ' Jo ', lastName: 'Lee', email: ' Jo@Example.com ', phone: '(306) 555 1234' };

describe('the checkout guest form (cart and gift card)', () => {
  it("says what is missing in the guest form's words", () => {
    expect(validateGuestDetails({ firstName: '', lastName: ' ', email: '', phone: '' })).toEqual({
      firstName: 'Please enter your first name',
      lastName: 'Please enter your last name',
      email: 'Please enter your email address',
      phone: 'Please enter your phone number',
    });
  });

  it('checks the email and the phone', () => {
    expect(validateGuestDetails({ ...filled, email: 'jo@', phone: '555-1234' })).toEqual({
      email: 'Invalid email address',
      phone: 'Invalid phone number, must be 10 digits',
    });
    expect(validateGuestDetails(filled)).toEqual({});
  });

  it('checks an email against the block list only once it is one', () => {
    expect(isGuestEmail(' Jo@Example.com ')).toBe(true);
    expect(isGuestEmail('jo@')).toBe(false);
    expect(isGuestEmail('')).toBe(false);
  });

  it('sends trimmed names, a lower-case email and the phone as ___-___-____', () => {
    expect(customerOf(filled, null)).toEqual({
      userId: null,
      firstName: 'Jo',
      lastName: 'Lee',
      email: 'jo@example.com',
      phone: '306-555-1234',
    });
  });
});

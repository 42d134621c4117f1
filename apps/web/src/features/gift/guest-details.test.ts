import { describe, expect, it } from 'vitest';
import { customerOf, validateGuestDetails } from './guest-details';

const filled = { firstName: ' Jo ', lastName: 'Lee', email: ' Jo@Example.com ', phone: '(306) 555 1234' };

describe('the gift checkout guest form', () => {
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

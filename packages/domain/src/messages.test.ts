import { describe, expect, it } from 'vitest';
import { blockedEmailMessage, invalidEmailMessage, PASSWORD_TOO_SHORT_MESSAGE } from './messages';

describe('spec messages', () => {
  it('names the restaurant phone in the blocked-email message', () => {
    expect(blockedEmailMessage('306-555-0100')).toBe(
      'The email you provided has been blocked for ordering due to suspicious activity. Please call us at 306-555-0100 to unblock your email account.',
    );
  });

  it('quotes the typed email and states the password minimum', () => {
    expect(invalidEmailMessage('ann@')).toBe('ann@ is not valid email address');
    expect(PASSWORD_TOO_SHORT_MESSAGE).toBe('Password must be at least 8 characters');
  });
});

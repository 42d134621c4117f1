import { emailSchema, phoneSchema } from '@storefront/domain';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { messagesOf, quotedEmail, requiredPassword, requiredText, requiredThen } from './schema';

describe('form schema pieces', () => {
  const schema = z.object({
    name: requiredText('Please enter name'),
    email: requiredThen('Please enter email', emailSchema),
    phone: requiredThen('Please enter phone', phoneSchema),
    password: requiredPassword('Please enter password'),
  });

  it("blank reads as the form's own words, then the domain's rule says what is wrong", () => {
    expect(messagesOf(schema, { name: ' ', email: '', phone: ' ', password: '' })).toEqual({
      name: 'Please enter name',
      email: 'Please enter email',
      phone: 'Please enter phone',
      password: 'Please enter password',
    });
    expect(messagesOf(schema, { name: 'Jo', email: 'jo@', phone: '555', password: ' ' })).toEqual({
      email: 'Invalid email address',
      phone: 'Invalid phone number, must be 10 digits',
    });
    expect(
      messagesOf(schema, { name: 'Jo', email: ' Jo@Example.ca ', phone: '(306) 555 0147', password: 'x' }),
    ).toEqual({});
  });

  it('a quoted email repeats what was typed', () => {
    const login = z.object({ email: quotedEmail('Please enter email') });
    expect(messagesOf(login, { email: '' })).toEqual({ email: 'Please enter email' });
    expect(messagesOf(login, { email: 'pat@x' })).toEqual({ email: 'pat@x is not valid email address' });
    expect(messagesOf(login, { email: 'pat@example.com' })).toEqual({});
  });
});

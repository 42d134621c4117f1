import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { messagesOf } from '../../components/form/schema';
import { changePasswordSchema, forgotSchema, profileSchema, registerSchema, resetSchema } from './validation';

type Values = Record<string, string>;
// The messages' English source: the page's language with no catalogue loaded.
const i18n = setupI18n({ locale: 'en', messages: { en: {} } });
const validateRegister = (values: Values, phoneRequired = true) =>
  messagesOf(registerSchema(i18n, phoneRequired), values);
const validateForgot = (values: Values) => messagesOf(forgotSchema(i18n), values);
const validateReset = (values: Values) => messagesOf(resetSchema(i18n), values);
const validateChange = (values: Values) => messagesOf(changePasswordSchema(i18n), values);
const validateProfile = (values: Values) => messagesOf(profileSchema(i18n), values);

const empty = { firstName: '', lastName: '', email: '', telephone: '', password: '' };

describe('account form rules (accounts-and-extras §5, verbatim)', () => {
  it('register: every required message, then the format checks', () => {
    expect(validateRegister(empty)).toEqual({
      firstName: 'Please enter a first name',
      lastName: 'Please enter a last name',
      email: 'Please enter an email',
      telephone: 'Please enter telephone number',
      password: 'Please enter a password',
    });
    expect(
      validateRegister({ firstName: 'A', lastName: 'B', email: 'a@b', telephone: '12', password: 'short' }),
    ).toEqual({
      email: 'Invalid email address',
      telephone: 'Invalid phone number, must be 10 digits',
      password: 'Password must be at least 8 characters',
    });
  });

  it('a new password is refused with the server’s own words (issue 16: blank, common)', () => {
    const filled = { firstName: 'A', lastName: 'B', email: 'a@b.ca', telephone: '3065550123' };
    expect(validateRegister({ ...filled, password: '        ' })).toEqual({
      password: 'Password cannot be only spaces',
    });
    expect(validateRegister({ ...filled, password: 'password1' })).toEqual({
      password: 'This password is too common and easy to guess. Please choose another one.',
    });
    expect(validateReset({ password: '12345678', confirmPassword: '12345678' })).toEqual({
      password: 'This password is too common and easy to guess. Please choose another one.',
    });
  });

  it('referral: the phone is optional but still checked when given', () => {
    const filled = { firstName: 'A', lastName: 'B', email: 'a@b.ca', telephone: '', password: 'long-enough' };
    expect(validateRegister(filled, false)).toEqual({});
    expect(validateRegister({ ...filled, telephone: '306' }, false)).toEqual({
      telephone: 'Invalid phone number, must be 10 digits',
    });
  });

  it('forgot password quotes the typed value', () => {
    expect(validateForgot({ email: ' ' })).toEqual({ email: 'Please enter your email' });
    expect(validateForgot({ email: 'pat@' })).toEqual({ email: 'pat@ is not valid email address' });
    expect(validateForgot({ email: 'pat@example.com' })).toEqual({});
  });

  it('reset and change password: required, then Passwords must match', () => {
    expect(validateReset({ password: '', confirmPassword: '' })).toEqual({
      password: 'Please enter a new password',
      confirmPassword: 'Please confirm new password',
    });
    expect(validateReset({ password: 'new-password', confirmPassword: 'other-password' })).toEqual({
      confirmPassword: 'Passwords must match',
    });
    // Both say what is wrong at once, as before the forms moved to schemas.
    expect(validateReset({ password: 'short', confirmPassword: 'other' })).toEqual({
      password: 'Password must be at least 8 characters',
      confirmPassword: 'Passwords must match',
    });
    expect(validateChange({ currentPassword: '', newPassword: '', confirmPassword: '' })).toEqual({
      currentPassword: 'Please enter current password',
      newPassword: 'Please enter new password',
      confirmPassword: 'Please confirm new password',
    });
    expect(
      validateChange({ currentPassword: 'x', newPassword: 'new-password', confirmPassword: 'new-passwort' }),
    ).toEqual({ confirmPassword: 'Passwords must match' });
  });

  it('update profile: names and telephone required, telephone 10 digits', () => {
    const address = {
      address_1: '',
      address_2: '',
      city_town: '',
      state_province: '',
      postal_code: '',
      country: '',
    };
    expect(validateProfile({ firstName: ' ', lastName: '', telephone: '', ...address })).toEqual({
      firstName: 'Please enter first name',
      lastName: 'Please enter last name',
      telephone: 'Please enter telephone',
    });
    expect(
      validateProfile({ firstName: 'A', lastName: 'B', telephone: '(306) 555-0123', ...address }),
    ).toEqual({});
    expect(validateProfile({ firstName: 'A', lastName: 'B', telephone: '306-555', ...address })).toEqual({
      telephone: 'Invalid phone number, must be 10 digits',
    });
  });
});

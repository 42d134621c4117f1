import { describe, expect, it } from 'vitest';
import { PASSWORD_TOO_SHORT_MESSAGE } from '../messages';
import {
  newPasswordSchema,
  PASSWORD_BLANK_MESSAGE,
  PASSWORD_COMMON_MESSAGE,
  passwordProblem,
} from './password-policy';

describe('passwordProblem (OWASP ASVS 5 V6.2)', () => {
  it.each([
    ['short7!', PASSWORD_TOO_SHORT_MESSAGE],
    ['        ', PASSWORD_BLANK_MESSAGE],
    ['\t\t\t\t\t\t\t\t', PASSWORD_BLANK_MESSAGE],
    ['password', PASSWORD_COMMON_MESSAGE],
    ['Password1', PASSWORD_COMMON_MESSAGE],
    ['12345678', PASSWORD_COMMON_MESSAGE],
    ['qwertyuiop', PASSWORD_COMMON_MESSAGE],
  ])('refuses %j', (password, message) => {
    expect(passwordProblem(password)).toBe(message);
  });

  it.each(['a-good-password', 'demo-pass-2026', 'correct horse battery staple', 'pass word 42'])(
    'accepts %j (no composition rules)',
    (password) => {
      expect(passwordProblem(password)).toBeNull();
    },
  );

  it('asks for a missing password with the form’s own message', () => {
    expect(newPasswordSchema('Please enter a password').safeParse('').error?.issues[0]?.message).toBe(
      'Please enter a password',
    );
  });
});

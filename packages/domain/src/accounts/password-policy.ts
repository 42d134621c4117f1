import { z } from 'zod';
import { MIN_PASSWORD_LENGTH, PASSWORD_TOO_SHORT_MESSAGE } from '../messages';
import { COMMON_PASSWORDS } from './common-passwords';

/*
 * A new member password (OWASP ASVS 5, V6.2): at least 8 characters that are not all whitespace, at
 * most 200, refused when it is one of the most common passwords. Nothing else is required (no
 * composition rules), and a password is never trimmed. The storefront's forms and the server use this
 * one schema, so they say the same thing.
 */

export const PASSWORD_BLANK_MESSAGE = 'Password cannot be only spaces';
export const PASSWORD_COMMON_MESSAGE =
  'This password is too common and easy to guess. Please choose another one.';
export const PASSWORD_TOO_LONG_MESSAGE = 'Password must be at most 200 characters';

/** Why a new password is refused, or null when it is acceptable. */
export function passwordProblem(password: string): string | null {
  if ([...password].length < MIN_PASSWORD_LENGTH) return PASSWORD_TOO_SHORT_MESSAGE;
  if (password.length > 200) return PASSWORD_TOO_LONG_MESSAGE;
  if (password.trim() === '') return PASSWORD_BLANK_MESSAGE;
  if (COMMON_PASSWORDS.has(password.trim().toLowerCase())) return PASSWORD_COMMON_MESSAGE;
  return null;
}

/** A new password: `required` when empty, else the policy's message. */
export const newPasswordSchema = (required: string) =>
  z
    .string({ message: required })
    .min(1, required)
    .superRefine((password, ctx) => {
      if (password === '') return;
      const problem = passwordProblem(password);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    });

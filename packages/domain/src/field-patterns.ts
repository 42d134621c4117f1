/*
 * The field messages and patterns of the spec (ordering-core §5, accounts-and-extras §5), without zod:
 * a form that only needs a message or a pattern does not load the schema library.
 */

/** The longest email address a form takes (RFC 5321's path limit). */
export const EMAIL_MAX_LENGTH = 254;

export const MESSAGES = {
  required: 'Required',
  invalidEmail: 'Invalid email address',
  invalidPhone: 'Invalid phone number, must be 10 digits',
} as const;

// A practical "standard pattern": something@something.tld, no spaces.
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

// 10 digits, optional parentheses around the area code, separators '-', '.' or space.
export const PHONE_PATTERN = /^\(?\d{3}\)?[-. ]?\d{3}[-. ]?\d{4}$/;

/** Formats up to 10 digits as ___-___-____ (as the user types, and for storage). */
export function normalizePhone(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 10);
  if (digits.length <= 3) return digits;
  if (digits.length <= 6) return `${digits.slice(0, 3)}-${digits.slice(3)}`;
  return `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}`;
}

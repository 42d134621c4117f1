import {
  EMAIL_PATTERN,
  MESSAGES,
  PHONE_PATTERN,
  normalizePhone,
  type GiftCardOrderCustomer,
} from '@storefront/domain';
import type { FieldErrors } from '../../lib/use-form';

/* The gift checkout's guest form, with the guest form's messages of checkout (ordering-core §5). */

export type GuestField = 'firstName' | 'lastName' | 'email' | 'phone';

export function validateGuestDetails(v: Record<GuestField, string>): FieldErrors<GuestField> {
  const e: FieldErrors<GuestField> = {};
  if (v.firstName.trim() === '') e.firstName = 'Please enter your first name';
  if (v.lastName.trim() === '') e.lastName = 'Please enter your last name';
  if (v.email.trim() === '') e.email = 'Please enter your email address';
  else if (!EMAIL_PATTERN.test(v.email.trim())) e.email = MESSAGES.invalidEmail;
  if (v.phone.trim() === '') e.phone = 'Please enter your phone number';
  else if (!PHONE_PATTERN.test(v.phone.trim())) e.phone = MESSAGES.invalidPhone;
  return e;
}

/** The customer the order is placed for: trimmed names, lower-case email, phone as ___-___-____. */
export function customerOf(v: Record<GuestField, string>, userId: string | null): GiftCardOrderCustomer {
  return {
    userId,
    firstName: v.firstName.trim(),
    lastName: v.lastName.trim(),
    email: v.email.trim().toLowerCase(),
    phone: normalizePhone(v.phone),
  };
}

import { emailSchema, normalizePhone, phoneSchema, type CustomerInput } from '@storefront/domain';
import { z } from 'zod';
import { requiredText, requiredThen } from './schema';

/*
 * The guest form of a checkout (ordering-core §5 Guest form), one for the cart and the gift card
 * checkout: the spec's "Please enter …" wording, then the domain's email and phone rules, which the
 * server's customer schema uses too.
 */
export const guestSchema = z.object({
  firstName: requiredText('Please enter your first name'),
  lastName: requiredText('Please enter your last name'),
  email: requiredThen('Please enter your email address', emailSchema),
  phone: requiredThen('Please enter your phone number', phoneSchema),
});

export type GuestField = keyof typeof guestSchema.shape;
export type GuestValues = Record<GuestField, string>;

/** Whether the email would pass the guest form (so it is worth checking against the block list). */
export const isGuestEmail = (value: string) => guestSchema.shape.email.safeParse(value).success;

/** The customer the order is placed for: trimmed names, lower-case email, phone as ___-___-____. */
export function customerOf(values: GuestValues, userId: string | null): CustomerInput {
  return {
    userId,
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    email: values.email.trim().toLowerCase(),
    phone: normalizePhone(values.phone),
  };
}

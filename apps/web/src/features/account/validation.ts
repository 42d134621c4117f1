import { emailSchema, MESSAGES, newPasswordSchema, phoneSchema } from '@storefront/domain';
import { z } from 'zod';
import { quotedEmail, requiredPassword, requiredText, requiredThen } from '../../components/form/schema';

/*
 * The account forms' schemas with the spec's exact messages (accounts-and-extras §5), on the domain's
 * email and phone rules. Where the spec says "shared format checks whose wording is not shown", the
 * shared wording of ordering-core §5 is used (Invalid email address, Invalid phone number, must be
 * 10 digits).
 */

/** The server's minimum: said before the request rather than after it. */
export { MIN_PASSWORD_LENGTH } from '@storefront/domain';
export const PASSWORDS_MUST_MATCH = 'Passwords must match';

/** A new password: never trimmed, checked by the server's own policy (length, not blank, not common). */
const newPassword = newPasswordSchema;

/** A phone that may be left empty, and is checked when given (the referral form's). */
const optionalPhone = z
  .string()
  .refine((value) => value.trim() === '' || phoneSchema.safeParse(value).success, MESSAGES.invalidPhone);

/** /register, and /referral/{token} with `phoneRequired` false (its phone is only normalised). */
export const registerSchema = (phoneRequired = true) =>
  z.object({
    firstName: requiredText('Please enter a first name'),
    lastName: requiredText('Please enter a last name'),
    email: requiredThen('Please enter an email', emailSchema),
    telephone: phoneRequired ? requiredThen('Please enter telephone number', phoneSchema) : optionalPhone,
    password: newPassword('Please enter a password'),
  });

/** /forgot-password: the typed text appears in the format message. */
export const forgotSchema = z.object({ email: quotedEmail('Please enter your email') });

/** The confirmation repeats the new password; checked even while the other fields still say something. */
const confirmed = <S extends z.ZodObject>(schema: S, password: keyof z.input<S> & string) =>
  schema.superRefine((values: Record<string, unknown>, ctx) => {
    if (values.confirmPassword !== '' && values.confirmPassword !== values[password])
      ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: PASSWORDS_MUST_MATCH });
  });

export const resetSchema = confirmed(
  z.object({
    password: newPassword('Please enter a new password'),
    confirmPassword: requiredPassword('Please confirm new password'),
  }),
  'password',
);

export const changePasswordSchema = confirmed(
  z.object({
    currentPassword: requiredPassword('Please enter current password'),
    newPassword: newPassword('Please enter new password'),
    confirmPassword: requiredPassword('Please confirm new password'),
  }),
  'newPassword',
);

export const profileSchema = z.object({
  firstName: requiredText('Please enter first name'),
  lastName: requiredText('Please enter last name'),
  telephone: requiredThen('Please enter telephone', phoneSchema),
  address_1: z.string(),
  address_2: z.string(),
  city_town: z.string(),
  state_province: z.string(),
  postal_code: z.string(),
  country: z.string(),
});

export type ProfileValues = z.input<typeof profileSchema>;

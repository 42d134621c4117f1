import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { emailSchema, MESSAGES, newPasswordSchema, phoneSchema } from '@storefront/domain';
import { z } from 'zod';
import { quotedEmail, requiredPassword, requiredText, requiredThen } from '../../components/form/schema';

/*
 * The account forms' schemas with the spec's exact messages (accounts-and-extras §5), on the domain's
 * email and phone rules. Where the spec says "shared format checks whose wording is not shown", the
 * shared wording of ordering-core §5 is used (Invalid email address, Invalid phone number, must be
 * 10 digits). Each schema is made in the page's language (`i18n`); the domain's own messages (the
 * format and password-policy checks) come in the domain's words.
 */

/** The server's minimum: said before the request rather than after it. */
export { MIN_PASSWORD_LENGTH } from '@storefront/domain';

/** A new password: never trimmed, checked by the server's own policy (length, not blank, not common). */
const newPassword = newPasswordSchema;

/** A phone that may be left empty, and is checked when given (the referral form's). */
const optionalPhone = z
  .string()
  .refine((value) => value.trim() === '' || phoneSchema.safeParse(value).success, MESSAGES.invalidPhone);

/** /register, and /referral/{token} with `phoneRequired` false (its phone is only normalised). */
export const registerSchema = (i18n: I18n, phoneRequired = true) =>
  z.object({
    firstName: requiredText(i18n._(msg`Please enter a first name`)),
    lastName: requiredText(i18n._(msg`Please enter a last name`)),
    email: requiredThen(i18n._(msg`Please enter an email`), emailSchema),
    telephone: phoneRequired
      ? requiredThen(i18n._(msg`Please enter telephone number`), phoneSchema)
      : optionalPhone,
    password: newPassword(i18n._(msg`Please enter a password`)),
  });

/** /forgot-password: the typed text appears in the format message. */
export const forgotSchema = (i18n: I18n) =>
  z.object({ email: quotedEmail(i18n._(msg`Please enter your email`)) });

/** The confirmation repeats the new password; checked even while the other fields still say something. */
const confirmed = <S extends z.ZodObject>(i18n: I18n, schema: S, password: keyof z.input<S> & string) =>
  schema.superRefine((values: Record<string, unknown>, ctx) => {
    if (values.confirmPassword !== '' && values.confirmPassword !== values[password])
      ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: i18n._(msg`Passwords must match`) });
  });

export const resetSchema = (i18n: I18n) =>
  confirmed(
    i18n,
    z.object({
      password: newPassword(i18n._(msg`Please enter a new password`)),
      confirmPassword: requiredPassword(i18n._(msg`Please confirm new password`)),
    }),
    'password',
  );

export const changePasswordSchema = (i18n: I18n) =>
  confirmed(
    i18n,
    z.object({
      currentPassword: requiredPassword(i18n._(msg`Please enter current password`)),
      newPassword: newPassword(i18n._(msg`Please enter new password`)),
      confirmPassword: requiredPassword(i18n._(msg`Please confirm new password`)),
    }),
    'newPassword',
  );

export const profileSchema = (i18n: I18n) =>
  z.object({
    firstName: requiredText(i18n._(msg`Please enter first name`)),
    lastName: requiredText(i18n._(msg`Please enter last name`)),
    telephone: requiredThen(i18n._(msg`Please enter telephone`), phoneSchema),
    address_1: z.string(),
    address_2: z.string(),
    city_town: z.string(),
    state_province: z.string(),
    postal_code: z.string(),
    country: z.string(),
  });

export type ProfileValues = z.input<ReturnType<typeof profileSchema>>;

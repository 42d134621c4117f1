import { EMAIL_PATTERN, LOCALES, MESSAGES, PHONE_PATTERN, normalizePhone } from '@storefront/domain';
import { z } from 'zod';
import { requiredText } from '../../http/validate';

/** An email address, lower-cased, with the form's own message when it is missing. */
export const requiredEmail = (required: string) =>
  requiredText(required, 254, MESSAGES.invalidEmail)
    .regex(EMAIL_PATTERN, MESSAGES.invalidEmail)
    .transform((email) => email.toLowerCase());

/** The {id} of a customer's own routes (its profile, lists, invites). */
export const customerParams = z.object({ id: z.string().max(64) });

/*
 * PUT /customers/{id}: only the profile's own fields are read (accounts-and-extras §5, Update
 * profile). Anything else in the body — email, pointBalance, isBlocked, _id, referralToken — is
 * dropped by the schema, so it can change nothing (no mass assignment).
 */

const required = (message: string) => z.string({ message }).trim().min(1, message);

/** An address part: left out keeps what is stored; blank or null clears it. */
const blankToNull = <T>(value: T | '' | null | undefined) =>
  value === undefined ? undefined : value === '' || value === null ? null : value;

const part = (label: string, max = 200) =>
  z
    .string({ message: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .nullish()
    .transform(blankToNull);

const choice = <T extends string>(label: string, values: readonly [T, ...T[]]) =>
  z
    .union([z.enum(values), z.literal(''), z.null()], {
      message: `${label} must be ${values.map((v) => `'${v}'`).join(' or ')}`,
    })
    .optional()
    .transform(blankToNull);

export const updateProfileSchema = z.object({
  local: z.object(
    {
      firstName: required('Please enter first name').max(60, 'First name must be at most 60 characters'),
      lastName: required('Please enter last name').max(60, 'Last name must be at most 60 characters'),
      telephone: required('Please enter telephone')
        .regex(PHONE_PATTERN, MESSAGES.invalidPhone)
        .transform(normalizePhone),
    },
    { message: 'Please enter first name' },
  ),
  address: z
    .object({
      address_1: part('Address'),
      address_2: part('Address line 2'),
      city_town: part('City', 100),
      state_province: choice('Province', ['SK', 'AB']),
      postal_code: part('Postal code', 12),
      country: choice('Country', ['CA', 'US']),
    })
    .prefault({}),
  // Issue 31: left out keeps the member's choice; null forgets it (the request's language is used).
  language: z
    .enum(LOCALES, { message: `language must be ${LOCALES.map((l) => `'${l}'`).join(' or ')}` })
    .nullish(),
});

/** The language switch's change of the member's language alone (PATCH /customers/:id). */
export const updateLanguageSchema = updateProfileSchema.pick({ language: true }).strict().required();

export const inviteByEmailSchema = z.object({
  inviteeEmail: requiredEmail('Please enter email address'),
  // The spec's client sends its link ('refferalLink'); the mail carries the one built from the token.
  refferalLink: z.string().max(500).optional(),
});

export const mostOrderedQuery = z.object({ eaterUUID: z.string().trim().max(64).optional() });

export type UpdateProfileInput = z.output<typeof updateProfileSchema>;

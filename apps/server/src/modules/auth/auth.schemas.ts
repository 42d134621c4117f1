import {
  EMAIL_PATTERN,
  MESSAGES,
  PHONE_PATTERN,
  normalizePhone,
  newPasswordSchema,
  invalidEmailMessage,
} from '@storefront/domain';
import { z } from 'zod';
import { requiredText } from '../../http/validate';
import { requiredEmail } from '../customers/customers.schemas';

/*
 * Request bodies of the auth API with the spec's messages (accounts-and-extras §5). Passwords are
 * never trimmed: a space is a character like any other.
 */

/** A new password: the domain's policy, which the storefront's forms check with the same words. */
export const password = newPasswordSchema;

/** The password of a sign-in: any length is checked against the hash (no hint about the rules). */
const givenPassword = (required: string) =>
  z.string({ message: required }).min(1, required).max(200, 'Password must be at most 200 characters');

/**
 * The spec's login identity, '{tenantId}|{email}', or a bare email (this Host's tenant). The tenant
 * part is compared with the Host's tenant by the service.
 */
const identity = (required: string, invalid: (value: string) => string) =>
  requiredText(required, 320, MESSAGES.invalidEmail).transform((value, ctx) => {
    const bar = value.indexOf('|');
    const tenantId = bar >= 0 ? value.slice(0, bar).trim() : null;
    const email = (bar >= 0 ? value.slice(bar + 1) : value).trim().toLowerCase();
    if (email === '') {
      ctx.addIssue({ code: 'custom', message: required });
      return z.NEVER;
    }
    if (email.length > 254 || !EMAIL_PATTERN.test(email)) {
      ctx.addIssue({ code: 'custom', message: invalid(email) });
      return z.NEVER;
    }
    return { tenantId: tenantId || null, email };
  });

export const loginSchema = z
  .object({
    email: identity('Please enter email', () => MESSAGES.invalidEmail),
    password: givenPassword('Please enter password'),
  })
  .strict();

const name = (required: string) =>
  requiredText(required, 60, `${required.replace('Please enter ', '')} must be at most 60 characters`);

const optionalPhone = z
  .string()
  .trim()
  .max(30, MESSAGES.invalidPhone)
  .nullish()
  .transform((value, ctx) => {
    if (!value) return null;
    if (!PHONE_PATTERN.test(value)) {
      ctx.addIssue({ code: 'custom', message: MESSAGES.invalidPhone });
      return z.NEVER;
    }
    return normalizePhone(value);
  });

export const registerSchema = z
  .object({
    tenantId: z.string().trim().max(64).optional(),
    email: requiredEmail('Please enter an email'),
    firstName: name('Please enter a first name'),
    lastName: name('Please enter a last name'),
    password: password('Please enter a password'),
    telephone: optionalPhone,
    referrerId: z.string().trim().max(64).nullish(),
  })
  .strict();

/** Create an account from a guest order (issue 18): the order gives the rest. */
export const orderAccountSchema = z.object({ password: password('Please enter a password') }).strict();

export const forgotPasswordSchema = z
  .object({
    email: identity('Please enter your email', invalidEmailMessage),
    // The spec's client sends its own origin; links use the tenant's origin instead (never the client's).
    baseUrl: z.string().max(500).optional(),
  })
  .strict();

export const resetPasswordSchema = z.object({ password: password('Please enter a new password') }).strict();

export const changePasswordSchema = z
  .object({
    currentPassword: givenPassword('Please enter current password'),
    newPassword: password('Please enter new password'),
  })
  .strict();

export const resetTokenParams = z.object({ token: z.string().max(200) });

export type LoginInput = z.output<typeof loginSchema>;
export type RegisterInput = z.output<typeof registerSchema>;

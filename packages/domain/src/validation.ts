/*
 * Field rules shared by the storefront's forms and the server, with the spec's exact messages
 * (ordering-core §5, accounts-and-extras §5).
 */

import { z } from 'zod';
import { EMAIL_PATTERN, MESSAGES, normalizePhone, PHONE_PATTERN } from './field-patterns';

export { EMAIL_PATTERN, MESSAGES, normalizePhone, PHONE_PATTERN };

export const emailSchema = z
  .string({ message: MESSAGES.required })
  .trim()
  .min(1, MESSAGES.required)
  .max(254, MESSAGES.invalidEmail)
  .regex(EMAIL_PATTERN, MESSAGES.invalidEmail)
  .transform((email) => email.toLowerCase());

export const phoneSchema = z
  .string({ message: MESSAGES.required })
  .trim()
  .min(1, MESSAGES.required)
  .regex(PHONE_PATTERN, MESSAGES.invalidPhone)
  .transform(normalizePhone);

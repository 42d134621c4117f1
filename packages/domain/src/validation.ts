/*
 * Field rules shared by the storefront's forms and the server, with the spec's exact messages
 * (ordering-core §5, accounts-and-extras §5).
 */

import { z } from 'zod';
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN, MESSAGES, normalizePhone, PHONE_PATTERN } from './field-patterns';
import { isLocalDate } from './time/zoned';

export { EMAIL_MAX_LENGTH, EMAIL_PATTERN, MESSAGES, normalizePhone, PHONE_PATTERN };

export const emailSchema = z
  .string({ message: MESSAGES.required })
  .trim()
  .min(1, MESSAGES.required)
  .max(EMAIL_MAX_LENGTH, MESSAGES.invalidEmail)
  .regex(EMAIL_PATTERN, MESSAGES.invalidEmail)
  .transform((email) => email.toLowerCase());

export const phoneSchema = z
  .string({ message: MESSAGES.required })
  .trim()
  .min(1, MESSAGES.required)
  .regex(PHONE_PATTERN, MESSAGES.invalidPhone)
  .transform(normalizePhone);

/** A required, trimmed text field; every failure but the length one shows the form's own `message`. */
export const requiredText = (message: string, max: number) =>
  z.string({ message }).trim().min(1, message).max(max, `must be at most ${max} characters`);

/** A required email with a form's own messages (contact, reservation), stored lower-case. */
export const requiredEmail = (messages: { email: string; invalidEmail: string }) =>
  requiredText(messages.email, EMAIL_MAX_LENGTH)
    .regex(EMAIL_PATTERN, messages.invalidEmail)
    .transform((email) => email.toLowerCase());

/** A required phone with a form's own messages (contact, reservation), stored as ___-___-____. */
export const requiredPhone = (messages: { phone: string; invalidPhone: string }) =>
  requiredText(messages.phone, 20).regex(PHONE_PATTERN, messages.invalidPhone).transform(normalizePhone);

/**
 * A calendar date 'YYYY-MM-DD' that exists: '2026-02-30' and '2026-13-01' have the right shape but
 * name no day, and are refused here rather than deep in the pricing or booking code.
 */
export const calendarDateSchema = (messages: { required: string; invalid: string }) =>
  z
    .string({ message: messages.required })
    .min(1, messages.required)
    .regex(/^\d{4}-\d{2}-\d{2}$/, messages.invalid)
    .refine(isLocalDate, messages.invalid);

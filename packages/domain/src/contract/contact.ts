/*
 * The contact form (accounts-and-extras §2 Contact screen, §5, §7 POST /communication/contact) and its
 * proof-of-work challenge, which stands in for the spec's reCAPTCHA: the browser spends a fraction of
 * a second finding a number, so a spam script pays for every message (decision 0018).
 */
import { z } from 'zod';
import { MESSAGES, requiredEmail, requiredPhone, requiredText } from '../validation';

export const CONTACT_MESSAGES = {
  name: 'Please enter name',
  email: 'Please enter email address',
  phone: 'Please enter phone number',
  subject: 'Please enter subject',
  message: 'Please enter message',
  captcha: 'reCAPTCHA required',
  invalidEmail: MESSAGES.invalidEmail,
  invalidPhone: MESSAGES.invalidPhone,
  sent: 'Thank you for your message. We will get back to you as soon as possible.',
} as const;

/** GET /api/eater/communication/challenge: find n in [0, maxNumber] with SHA-256(salt + n) = challenge. */
export interface ContactChallenge {
  algorithm: 'SHA-256';
  /** Hex SHA-256 of salt + the secret number. */
  challenge: string;
  /** Carries the expiry; signed with the challenge, so neither can be changed. */
  salt: string;
  maxNumber: number;
  /** Hex HMAC of the challenge, binding it to this server. */
  signature: string;
}

/** What the browser sends back as `captchaResponse`. */
export interface ContactChallengeSolution {
  challenge: string;
  salt: string;
  signature: string;
  number: number;
}

/**
 * POST /api/eater/communication/contact. `receiverEmail` is accepted for the spec's client and ignored:
 * a message only ever goes to the tenant's own address, so the form cannot be used to mail anyone else.
 */
export const contactRequestSchema = z.object({
  senderName: requiredText(CONTACT_MESSAGES.name, 120),
  senderEmail: requiredEmail(CONTACT_MESSAGES),
  senderTelephone: requiredPhone(CONTACT_MESSAGES),
  subject: requiredText(CONTACT_MESSAGES.subject, 200),
  message: requiredText(CONTACT_MESSAGES.message, 5000),
  receiverEmail: z.string().optional(),
  captchaResponse: z.object(
    {
      challenge: z.string().max(128),
      salt: z.string().max(128),
      signature: z.string().max(128),
      number: z.number().int().min(0),
    },
    { message: CONTACT_MESSAGES.captcha },
  ),
});

export type ContactRequest = z.input<typeof contactRequestSchema>;

/*
 * An outbound webhook endpoint (issue 26 item 4; decision 0064): where the tenant's events are
 * POSTed, which types, on or off. Its signing secret is never part of a document: an import gives
 * each endpoint a new one, which the owner console shows.
 */
import { z } from 'zod';

/** The event types an endpoint can receive (the server's PUBLIC_EVENT_TYPES, the same list). */
export const WEBHOOK_EVENT_TYPES = [
  'order.placed',
  'order.accepted',
  'order.delayed',
  'order.ready',
  'order.fulfilled',
  'order.rejected',
  'order.cancelled',
  'reservation.created',
  'reservation.confirmed',
  'reservation.cancelled',
  'payment.refunded',
] as const;

export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

export const WEBHOOK_MESSAGES = {
  url: 'The URL must be an https:// (or http://) address',
  urlLength: 'The URL must be at most 2,000 characters',
  events: 'Choose at least one event',
  eventType: `Each event must be one of ${WEBHOOK_EVENT_TYPES.join(', ')}`,
  privateAddress:
    'The URL’s host is a private, loopback or link-local address; webhooks go to public addresses only (WEBHOOK_ALLOW_PRIVATE=true allows them)',
  unresolvable: 'The URL’s host could not be found',
  credentials: 'The URL must not carry a user name or password',
} as const;

export const webhookUrl = z
  .string({ message: WEBHOOK_MESSAGES.url })
  .trim()
  .max(2000, WEBHOOK_MESSAGES.urlLength)
  .pipe(z.url({ protocol: /^https?$/, message: WEBHOOK_MESSAGES.url }))
  // user:password@host: a secret in a URL the console lists; the signature is the way to check a sender.
  .refine((url) => !/^https?:\/\/[^/?#]*@/i.test(url), WEBHOOK_MESSAGES.credentials);

export const webhookEndpointSchema = z.object({
  url: webhookUrl,
  description: z
    .string({ message: 'The description must be text' })
    .trim()
    .max(500, 'The description must be at most 500 characters')
    .default(''),
  events: z
    .array(z.enum(WEBHOOK_EVENT_TYPES, { message: WEBHOOK_MESSAGES.eventType }))
    .min(1, WEBHOOK_MESSAGES.events)
    .transform((events) => WEBHOOK_EVENT_TYPES.filter((type) => events.includes(type))),
  enabled: z.boolean().default(true),
});

export type WebhookEndpointDocument = z.output<typeof webhookEndpointSchema>;

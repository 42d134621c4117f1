/*
 * The owner console's Webhooks (issue 26 item 4; decision 0064): endpoints that receive the tenant's
 * order and booking events, signed, with a delivery log per endpoint (Resend, Send test event).
 * GET|POST /api/staff/webhooks, PUT|DELETE /api/staff/webhooks/{id},
 * GET /api/staff/webhooks/{id}/deliveries, POST /api/staff/webhooks/{id}/test,
 * POST /api/staff/webhooks/{id}/deliveries/{deliveryId}/resend, POST /api/staff/webhooks/{id}/secret.
 */
import type { z } from 'zod';
import { webhookEndpointSchema, type WebhookEventType } from './tenant/webhook';

/** The header that carries `t={unix seconds},v1={hex HMAC-SHA256 of "{t}.{body}"}`. */
export const WEBHOOK_SIGNATURE_HEADER = 'Storefront-Signature';
/** The header that carries the event's id (a receiver's key for handling an event once). */
export const WEBHOOK_EVENT_ID_HEADER = 'Storefront-Event-Id';
/** The type of the event "Send test event" delivers (to that endpoint only). */
export const WEBHOOK_TEST_EVENT_TYPE = 'webhook.test';

/** POST /api/staff/webhooks and PUT /api/staff/webhooks/{id}. */
export const webhookEndpointRequestSchema = webhookEndpointSchema;
export type WebhookEndpointRequest = z.input<typeof webhookEndpointRequestSchema>;
export type WebhookEndpointInput = z.output<typeof webhookEndpointRequestSchema>;

/** An endpoint as the console lists it: never with its secret. */
export interface ApiWebhookEndpoint {
  _id: string;
  url: string;
  description: string;
  events: WebhookEventType[];
  enabled: boolean;
  createdAt: string;
  updatedAt: string;
}

/** The answer of a create (and of a secret's roll): the only time the secret is shown. */
export interface ApiWebhookEndpointWithSecret extends ApiWebhookEndpoint {
  /** `whsec_…`. */
  secret: string;
}

export interface WebhookEndpointsResponse {
  endpoints: ApiWebhookEndpoint[];
  nextCursor: string | null;
}

export type WebhookDeliveryStatus = 'pending' | 'delivered' | 'failed';

/** One event for one endpoint, as its log shows it. */
export interface ApiWebhookDelivery {
  _id: string;
  eventId: string;
  /** One of WEBHOOK_EVENT_TYPES, or WEBHOOK_TEST_EVENT_TYPE. */
  type: string;
  status: WebhookDeliveryStatus;
  attempts: number;
  /** The HTTP status of the last answer; null when none came (refused, timed out) or not tried yet. */
  lastStatusCode: number | null;
  lastError: string | null;
  /** When a pending one is tried next. */
  nextAttemptAt: string | null;
  deliveredAt: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface WebhookDeliveriesResponse {
  deliveries: ApiWebhookDelivery[];
  nextCursor: string | null;
}

/** What a delivery's body is: the event. */
export interface WebhookPayload<Data = unknown> {
  id: string;
  type: string;
  /** Unix seconds of the event. */
  created: number;
  data: Data;
}

/** The form's values of an endpoint the owner edits. */
export const webhookEndpointRequestOf = (endpoint: ApiWebhookEndpoint): WebhookEndpointInput => ({
  url: endpoint.url,
  description: endpoint.description,
  events: endpoint.events,
  enabled: endpoint.enabled,
});
